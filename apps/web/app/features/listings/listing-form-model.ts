// A listing's edit form as its inputs hold it (text for the price and rent, every page section in
// both languages, the contact sheet as three texts) and its conversion into the shared
// ListingUpdate, which judges it. The fields carry the API's names and nesting (title.en,
// highlights.0.fr, contact.email), so the schema's and the server's field keys land on the inputs
// as they are; the sections are the one exception (the API's list holds only the sections written,
// the form holds all six by key), their keys mapped both ways here.
import {
  asMessageKey,
  LISTING_SECTIONS,
  type Listing,
  type ListingKind,
  type ListingSection,
  ListingUpdate,
} from '@crm/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { sameValue } from '../../portal/editing/diff';
import { numberInput } from '../../portal/editing/schema-resolver';

export interface Bilingual {
  en: string;
  fr: string;
}

// A type, not an interface: the conflict rules read forms as Record<string, unknown>, which needs
// the implicit index signature only type literals have.
export type ListingFormValues = {
  title: Bilingual;
  slug: string;
  kind: ListingKind;
  price: string;
  rent: string;
  terms: Bilingual;
  highlights: Bilingual[];
  sections: Record<ListingSection, Bilingual>;
  contact: { name: string; email: string; phone: string };
  agreement: Bilingual;
};

/** The form's fields, in the order the page shows them (and a conflict lists them). */
export const LISTING_FORM_FIELDS = [
  'title',
  'slug',
  'kind',
  'price',
  'rent',
  'terms',
  'highlights',
  'sections',
  'contact',
  'agreement',
] as const satisfies readonly (keyof ListingFormValues)[];

const text = (value: number | null) => (value === null ? '' : String(value));
const blank = (): Bilingual => ({ en: '', fr: '' });

/** The form of a saved listing. */
export function toListingForm(listing: Listing): ListingFormValues {
  const bodies = new Map(listing.sections.map((s) => [s.key, s.body]));
  return {
    title: { ...listing.title },
    slug: listing.slug,
    kind: listing.kind,
    price: text(listing.price),
    rent: text(listing.rent),
    terms: listing.terms ? { ...listing.terms } : blank(),
    highlights: listing.highlights.map((h) => ({ ...h })),
    sections: Object.fromEntries(
      LISTING_SECTIONS.map((key) => [key, { ...(bodies.get(key) ?? blank()) }]),
    ) as Record<ListingSection, Bilingual>,
    contact: {
      name: listing.contact?.name ?? '',
      email: listing.contact?.email ?? '',
      phone: listing.contact?.phone ?? '',
    },
    agreement: { en: listing.agreement.en, fr: listing.agreement.fr },
  };
}

const written = (b: Bilingual) => b.en.trim() !== '' || b.fr.trim() !== '';

/** The sections sent: those with text in either language, in the page's order. */
const writtenSections = (sections: Record<ListingSection, Bilingual>) =>
  LISTING_SECTIONS.filter((key) => written(sections[key]));

/** What ListingUpdate parses: numbers from their text; empty terms and an empty contact sheet as
 * none; an empty email or phone as none. */
export const listingInput = (v: ListingFormValues) => {
  const contact = {
    name: v.contact.name,
    email: v.contact.email.trim() || null,
    phone: v.contact.phone.trim() || null,
  };
  return {
    title: v.title,
    slug: v.slug,
    kind: v.kind,
    price: numberInput(v.price),
    rent: numberInput(v.rent),
    terms: written(v.terms) ? v.terms : null,
    highlights: v.highlights,
    sections: writtenSections(v.sections).map((key) => ({ key, body: v.sections[key] })),
    contact: contact.name.trim() || contact.email || contact.phone ? contact : null,
    agreement: v.agreement,
  };
};

/** A field key of ListingUpdate's (`sections.2.body.en`) as the form names it
 * (`sections.about.en`): the API's sections list holds only the written ones. */
export function formFieldOf(path: string, values: ListingFormValues): string {
  const match = /^sections\.(\d+)(?:\.body)?(\..*)?$/.exec(path);
  if (!match) return path;
  const key = writtenSections(values.sections)[Number(match[1])];
  return key ? `sections.${key}${match[2] ?? ''}` : 'sections';
}

/** Judges the form with the shared ListingUpdate: its message keys land on the inputs. */
export const listingResolver: Resolver<ListingFormValues, unknown, ListingUpdate> = async (values) => {
  const result = ListingUpdate.safeParse(listingInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const path = formFieldOf(issue.path.map(String).join('.') || 'root', values);
    errors[path] ??= { type: 'schema', message: asMessageKey(issue.message) };
  }
  return { values: {}, errors: nest(errors) as FieldErrors<ListingFormValues> };
};

/** `{ 'title.en': e }` → `{ title: { en: e } }`, the shape react-hook-form reads errors in. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      // A whole-object error (title) and a side's (title.en): the side's wins its place.
      node[part] = typeof next === 'object' && next !== null && !('message' in next) ? next : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) ?? path] ??= error;
  }
  return root;
}

/** The fields that differ between the form as loaded and as it is now (each is one of
 * ListingUpdate's, by the same name). */
export const changedFields = (original: ListingFormValues, current: ListingFormValues) =>
  LISTING_FORM_FIELDS.filter((key) => !sameValue(original[key], current[key]));

/** A URL slug from a title: accents dropped, lowercase words joined by single hyphens, at most 80
 * characters, cut between words. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug || words.join('-').slice(0, 80);
}
