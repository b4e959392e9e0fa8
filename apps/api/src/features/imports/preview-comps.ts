// What a comps dry run would do with each row (issue 26), as the job decides it: the comp created,
// or found by its natural key (write-comp-row.ts) and skipped or updated; and the addresses and
// contacts the job would create for it. The rows before count as written, so a file's own repeats
// are duplicates here as in the job.
import type { ImportNewRecords, ImportPolicy } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { ContactIndex } from './contact-index.js';
import type { RowPlan } from './plan-import-row.js';
import { findCompByKey } from './write-comp-row.js';

/** New addresses and contacts listed by name (all are counted). */
const LISTED = 100;

export class CompPreview {
  /** Address key → the stored address's id, or null when none is stored. */
  private readonly stored = new Map<string, string | null>();
  /** Natural keys (by address key) of the comps earlier rows create. */
  private readonly comps = new Set<string>();
  private readonly newAddresses = new Set<string>();
  private readonly found: ImportNewRecords = {
    addresses: [],
    addresses_total: 0,
    contacts: [],
    contacts_total: 0,
  };

  constructor(
    private readonly database: Database,
    /** The stored contacts by name (contact-index.ts, `loadNameIndex`), the new ones added as met. */
    private readonly contacts: ContactIndex,
  ) {}

  private async addressId(key: string): Promise<string | null> {
    if (!this.stored.has(key)) {
      const row = await this.database.db
        .selectFrom('addresses')
        .select('uuid')
        .where('address_key', '=', key)
        .executeTakeFirst();
      this.stored.set(key, row ? String(row.uuid) : null);
    }
    return this.stored.get(key)!;
  }

  /** A planned row's action; what it would create is noted. */
  async action(plan: RowPlan, policy: ImportPolicy): Promise<'create' | 'update' | 'skip'> {
    const { values, contacts } = plan.comp!;
    const key = plan.addressKey!;
    const figure = values.kind === 'sale' ? values.price : values.rent_per_sqft;
    const natural = [key, values.kind, values.date_on, values.area_sqft, figure].join('|');
    const addressId = await this.addressId(key);
    const known =
      this.comps.has(natural) ||
      (addressId !== null && !!(await findCompByKey(this.database.db, addressId, values)));
    const action = !known ? 'create' : policy === 'skip' ? 'skip' : 'update';
    if (action === 'skip') return action;
    if (action === 'create') this.comps.add(natural);
    if (addressId === null && !this.newAddresses.has(key)) {
      this.newAddresses.add(key);
      if (this.found.addresses_total++ < LISTED) this.found.addresses.push(plan.address!.address);
    }
    for (const { name, key: nameKey } of Object.values(contacts)) {
      if (this.contacts.has(nameKey)) continue;
      this.contacts.remember(`new:${nameKey}`, nameKey);
      if (this.found.contacts_total++ < LISTED) this.found.contacts.push(name);
    }
    return action;
  }

  get newRecords(): ImportNewRecords {
    return this.found;
  }
}
