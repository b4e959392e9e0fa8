// The lookups of the record pickers (a comp's address and parties, a lease's tenant): the top
// matches of GET …/query for the text typed.
import { crm } from '../http/client';

/** A record the dialog's pickers offer. */
export interface Choice {
  id: string;
  label: string;
  detail?: string | null;
}

const LOOKUP_LIMIT = 10;

/** The existing addresses matching the text typed (a comp is always at one). */
export async function findAddresses(text: string, signal?: AbortSignal): Promise<Choice[]> {
  const page = await crm('GET /addresses/query', { query: { limit: LOOKUP_LIMIT, address: text }, signal });
  return page.data.map((a) => ({ id: a.uuid, label: a.address }));
}

/** The contacts matching the text typed (a buyer, seller or tenant). */
export async function findContacts(text: string, signal?: AbortSignal): Promise<Choice[]> {
  const page = await crm('GET /entities/query', { query: { limit: LOOKUP_LIMIT, name: text }, signal });
  return page.data.map((e) => ({ id: e.uuid, label: e.name, detail: e.company_name }));
}
