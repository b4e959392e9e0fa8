// What a comps dry run would do with each row (issue 26), as the job decides it: the comp created,
// or found by its natural key (write-comp-row.ts) and skipped or updated; and the addresses and
// contacts the job would create for it. The rows before count as written, so a file's own repeats
// are duplicates here as in the job.
import type { ImportNewRecords, ImportPolicy } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { ContactIndex } from './contact-index.js';
import { COMP_CONTACTS, type CompContact } from './plan-comp-row.js';
import type { RowPlan } from './plan-import-row.js';
import { storedAddressId } from './stored-address.js';
import { findCompByKey } from './write-comp-row.js';

/** New addresses and contacts listed by name (all are counted). */
const LISTED = 100;

export class CompPreview {
  /** Address key → the stored address's id, or null when none is stored. */
  private readonly stored = new Map<string, string | null>();
  /** Natural key (by address key) → the contacts a comp names: the comps stored (read as met) and
   * those earlier rows create or fill. */
  private readonly comps = new Map<string, Set<CompContact>>();
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
    return storedAddressId(this.database, this.stored, key);
  }

  /** The contacts the comp stored under a natural key names, or undefined when none is stored. */
  private async storedComp(natural: string, addressId: string | null, plan: RowPlan) {
    if (!this.comps.has(natural) && addressId !== null) {
      const id = await findCompByKey(this.database.db, addressId, plan.comp!.values);
      if (id) {
        const row = await this.database.db
          .selectFrom('comps')
          .select(['buyer_id', 'seller_id', 'tenant_id'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const named = (Object.keys(COMP_CONTACTS) as CompContact[]).filter(
          (f) => row[COMP_CONTACTS[f]] !== null,
        );
        this.comps.set(natural, new Set(named));
      }
    }
    return this.comps.get(natural);
  }

  /** A planned row's action; what it would create is noted. */
  async action(plan: RowPlan, policy: ImportPolicy): Promise<'create' | 'update' | 'skip'> {
    const { values, contacts } = plan.comp!;
    const key = plan.addressKey!;
    const figure = values.kind === 'sale' ? values.price : values.rent_per_sqft;
    const natural = [key, values.kind, values.date_on, values.area_sqft, figure].join('|');
    const addressId = await this.addressId(key);
    const stored = await this.storedComp(natural, addressId, plan);
    const action = !stored ? 'create' : policy === 'skip' ? 'skip' : 'update';
    if (action === 'skip') return action;
    if (addressId === null && !this.newAddresses.has(key)) {
      this.newAddresses.add(key);
      if (this.found.addresses_total++ < LISTED) this.found.addresses.push(plan.address!.address);
    }
    // As the job names them: every contact of a new comp; those an update writes (fill: where the
    // comp names none).
    const named = new Set(stored);
    const wanted = (Object.keys(contacts) as CompContact[]).filter(
      (f) => policy === 'overwrite' || !named.has(f),
    );
    for (const field of wanted) named.add(field);
    this.comps.set(natural, named);
    for (const { name, key: nameKey } of wanted.map((f) => contacts[f]!)) {
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
