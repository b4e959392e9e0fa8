// The portal's calls for links: run the calls link-kinds describes, search the records a picker
// offers, find an email or number that already exists, and create a new record to link.
import { type ContactType, canonicalEmail, type MessageKey, normalizePhone } from '@crm/shared';
import { ApiError, crm } from '../../http/client';
import { displayPhone } from '../../portal/phone-display';
import { getComplete, type LinkKind } from '../../portal/record-kinds';
import { createCall, type LinkCall, ownerParam, type RecordRef, retagCalls } from './link-kinds';

/** Runs a link call; `checked` (the page's record with its ETag) makes it apply only while that
 * record is at the version shown, else a 412 (isStale). */
function run(call: LinkCall, checked?: RecordRef) {
  const check = checked?.etag ? { ifMatch: checked.etag, query: { record: ownerParam(checked, call) } } : {};
  return crm(call.route, { params: call.params, body: call.body, ...check });
}

export const linkRecords = (owner: RecordRef, other: RecordRef, tag: string) =>
  run(createCall(owner, other, tag), owner);

export const unlinkRecords = (call: LinkCall, owner: RecordRef) => run(call, owner);

/** Changes a link's tag, turning a relationship round in the same write (retagCalls), checked
 * against the page's version. */
export async function retagLink(owner: RecordRef, other: RecordRef, from: string, to: string) {
  for (const call of retagCalls(owner, other, from, to)) await run(call, owner);
}

/** A record a picker offers. */
export interface Choice {
  id: string;
  label: string;
  detail?: string | null;
}

/** GET …/query with the text typed (spec §7's parameter of each kind), the first 10 matches. */
export async function searchRecords(kind: LinkKind, text: string, signal?: AbortSignal): Promise<Choice[]> {
  const query = { limit: 10 };
  switch (kind) {
    case 'entity': {
      const page = await crm('GET /entities/query', {
        query: { ...query, name: text },
        signal,
      });
      return page.data.map((e) => ({ id: e.uuid, label: e.name, detail: e.company_name }));
    }
    case 'address': {
      const page = await crm('GET /addresses/query', {
        query: { ...query, address: text },
        signal,
      });
      return page.data.map((a) => ({ id: a.uuid, label: a.address }));
    }
    case 'email': {
      const page = await crm('GET /emails/query', {
        query: { ...query, email: text },
        signal,
      });
      return page.data.map((e) => ({ id: e.email, label: e.email }));
    }
    case 'number': {
      const page = await crm('GET /numbers/query', {
        query: { ...query, phone_number: text },
        signal,
      });
      return page.data.map((n) => ({ id: n.phone_number, label: displayPhone(n.phone_number) }));
    }
  }
}

/** The stored form of an email or number as typed, or null when it is not one. */
export const canonicalValue = (kind: 'email' | 'number', text: string) =>
  kind === 'email' ? canonicalEmail(text) : normalizePhone(text);

/** The existing email or number equal to what was typed (spec §8's 'exists!'), else null. */
export async function findExisting(
  kind: 'email' | 'number',
  text: string,
  signal?: AbortSignal,
): Promise<Choice | null> {
  const id = canonicalValue(kind, text);
  if (!id) return null;
  const record = await getComplete(kind, id, signal);
  if (!record) return null;
  return { id, label: kind === 'number' ? displayPhone(id) : id };
}

/** Creates the record to link: an entity by name (a person or not, when known), an email or number
 * with its default type. */
export async function createRecord(
  kind: 'entity' | 'email' | 'number',
  value: string,
  type: ContactType | null,
  isPerson: boolean | null = null,
): Promise<Choice> {
  if (kind === 'entity') {
    const body = isPerson === null ? { name: value } : { name: value, is_person: isPerson };
    const entity = await crm('POST /entities', { body });
    return { id: entity.uuid, label: entity.name };
  }
  if (kind === 'email') {
    const email = await crm('POST /emails', { body: { email: value, default_type: type } });
    return { id: email.email, label: email.email };
  }
  const number = await crm('POST /numbers', {
    body: { phone_number: value, default_type: type },
  });
  return { id: number.phone_number, label: displayPhone(number.phone_number) };
}

/** The shared message key of an API refusal (a 4xx), for the user's language. */
export function refusalKey(error: unknown): MessageKey | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.key;
}

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.isNetwork;
