// What the contact page's summary picks out of the record (issue 25): the employer, and the one
// email, phone number and address a broker reaches for first. Pure, so the rules are tested once.
import type { AddressRole, ContactType, EntityComplete } from '@crm/shared';

type Links = EntityComplete['links'];

/** The first of `items` whose kind ranks best in `order`; kinds not listed never count. Among
 * equals, the link listed first (the API's order) wins. */
function best<T>(items: readonly T[], kindOf: (item: T) => string, order: readonly string[]): T | null {
  let found: T | null = null;
  let rank = order.length;
  for (const item of items) {
    const at = order.indexOf(kindOf(item));
    if (at !== -1 && at < rank) {
      found = item;
      rank = at;
    }
  }
  return found;
}

/** A number to call: a mobile first, then work, office, home, personal, other; never a fax. */
const PHONE_ORDER: readonly ContactType[] = ['MOBILE', 'WORK', 'OFFICE', 'HOME', 'PERSONAL', 'OTHER'];
/** An email to write to: work and office first, a personal one after; every type counts. */
const EMAIL_ORDER: readonly ContactType[] = ['WORK', 'OFFICE', 'PERSONAL', 'HOME', 'OTHER', 'MOBILE', 'FAX'];
/** The contact's own place (headquarters, office, home) before the properties it is linked to as
 * an owner or manager; with none of its own, the first linked address. */
const OWN_PLACES: readonly AddressRole[] = ['HEADQUARTERS', 'OFFICE', 'HOME'];

export const primaryPhone = (links: Links) => best(links.numbers, (n) => n.type, PHONE_ORDER);
export const primaryEmail = (links: Links) => best(links.emails, (e) => e.type, EMAIL_ORDER);
export const primaryAddress = (links: Links) =>
  best(links.addresses, (a) => a.role, OWN_PLACES) ?? links.addresses[0] ?? null;

/** The contact's employer: a linked contact that is the EMPLOYER of this one (the link comes in). */
export const employerOf = (links: Links) =>
  links.entities.find((e) => e.relationship === 'EMPLOYER_EMPLOYEE' && e.direction === 'incoming') ?? null;

/** Optional slots a later branch fills (tasks and activities); the summary shows them only when given. */
export interface NextTask {
  title: string;
  due_on: string;
}
export interface LastActivity {
  kind: string;
  at: string;
  subject: string;
}
