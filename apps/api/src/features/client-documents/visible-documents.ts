// Which shared documents a client (or the contact staff look at) sees: those shared with one of the
// roots (their contact, the companies they represent), and those of a property the roots control
// now, by the walk down (a space's document counts for its building's client and the other way
// round, as the client's property list shows the building).
import type { Database } from '../../db/database.js';
import { scopeAddresses } from './scope-addresses.js';

export const VISIBLE_DOCUMENTS_MAX = 500;

/** The documents' ids, newest first (`only`: that one, if visible). */
export async function visibleDocumentIds(
  database: Database,
  roots: readonly string[],
  only?: string,
): Promise<string[]> {
  const addresses = await scopeAddresses(database, roots);
  let select = database.db
    .selectFrom('client_documents as d')
    .leftJoin('addresses as a', 'a.uuid', 'd.address_id')
    .select('d.id')
    .where((eb) =>
      eb.or([
        eb('d.entity_id', 'in', [...roots]),
        ...(addresses.length
          ? [eb('d.address_id', 'in', addresses), eb('a.parent_address_id', 'in', addresses)]
          : []),
      ]),
    )
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(VISIBLE_DOCUMENTS_MAX);
  if (only) select = select.where('d.id', '=', only);
  const rows = await select.execute();
  return rows.map((r) => String(r.id));
}
