// What a leases dry run would do with each row (issue 26), as the job decides it: the lease created,
// or found by its natural key (write-lease-row.ts) and skipped or updated; a new active lease
// refused when it overlaps a stored active lease or an earlier row's, as the job's create would
// be; and the buildings, spaces and tenants the job would create for it. The rows before count as
// written, so a file's own repeats are duplicates here as in the job.
import type { ImportNewRecords, ImportPolicy, ImportPreviewRow } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { assertNoOverlap, LeaseOverlap } from '../leases/lease-references.js';
import type { ContactIndex } from './contact-index.js';
import type { RowPlan } from './plan-import-row.js';
import { storedAddressId } from './stored-address.js';
import { findLeaseByKey } from './write-lease-row.js';

/** New buildings, spaces and tenants listed by name (all are counted). */
const LISTED = 100;
/** The id standing for a record an earlier row creates. */
const NEW = 'new:';

interface Found {
  names: string[];
  total: number;
  keys: Set<string>;
}
const found = (): Found => ({ names: [], total: 0, keys: new Set() });

export class LeasePreview {
  /** Address key → the stored address's id, or null when none is stored. */
  private readonly stored = new Map<string, string | null>();
  /** Natural keys (tenant, spaces, start) of the leases earlier rows create. */
  private readonly planned = new Set<string>();
  /** Space (or building) key → the days of the active leases earlier rows create on it. */
  private readonly busy = new Map<string, { start_on: string; end_on: string }[]>();
  private readonly buildings = found();
  private readonly spaces = found();
  private readonly tenants = found();

  constructor(
    private readonly database: Database,
    /** The stored contacts by name (contact-index.ts, `loadNameIndex`), the new ones added as met. */
    private readonly contacts: ContactIndex,
  ) {}

  /** The address stored under a key, the id standing for one an earlier row creates, or null. */
  private async addressId(key: string, earlier: Found): Promise<string | null> {
    if (earlier.keys.has(key)) return `${NEW}${key}`;
    return storedAddressId(this.database, this.stored, key);
  }

  private note(list: Found, key: string, name: string) {
    if (list.keys.has(key)) return;
    list.keys.add(key);
    if (list.total++ < LISTED) list.names.push(name);
  }

  /** A new active lease's overlap with a stored active lease or an earlier row's, on any space. */
  private async overlaps(plan: RowPlan, stored: string[], keys: string[]): Promise<boolean> {
    const lease = plan.lease!.values!;
    if (lease.status !== 'active') return false;
    const days = (d: { start_on: string; end_on: string }) =>
      d.start_on <= lease.end_on && d.end_on >= lease.start_on;
    if (keys.some((k) => this.busy.get(k)?.some(days))) return true;
    try {
      await assertNoOverlap(this.database.db, { ...lease, space_ids: stored });
      return false;
    } catch (error) {
      if (error instanceof LeaseOverlap) return true;
      throw error;
    }
  }

  /** A planned row's action; what it would create is noted. */
  async action(plan: RowPlan, policy: ImportPolicy): Promise<ImportPreviewRow['action']> {
    const { values, tenant, spaces } = plan.lease!;
    const buildingKey = plan.addressKey!;
    const buildingId = await this.addressId(buildingKey, this.buildings);
    const spaceIds = await Promise.all(spaces.map((s) => this.addressId(s.key, this.spaces)));
    const keys = spaces.length > 0 ? spaces.map((s) => s.key) : [buildingKey];
    const ids = spaces.length > 0 ? spaceIds : [buildingId];
    const noteAddresses = () => {
      if (buildingId === null) this.note(this.buildings, buildingKey, plan.address!.address);
      spaces.forEach((s, i) => {
        if (spaceIds[i] === null) this.note(this.spaces, s.key, s.values.address);
      });
    };
    if (!values || !tenant) {
      const created = buildingId === null || spaceIds.includes(null);
      noteAddresses();
      return created ? 'create' : 'skip';
    }

    const natural = [tenant.key, [...keys].sort().join(','), values.start_on].join('|');
    const tenantId = this.contacts.get(tenant.key);
    // Only a stored tenant's lease of stored spaces can be stored; earlier rows' are `planned`.
    const stored = ids.filter((id): id is string => id !== null && !id.startsWith(NEW));
    const allStored = tenantId !== undefined && !tenantId.startsWith(NEW) && stored.length === ids.length;
    const exists =
      this.planned.has(natural) ||
      (allStored &&
        (await findLeaseByKey(this.database.db, tenantId, stored, values.start_on)) !== undefined);
    if (exists) {
      if (policy === 'skip') return 'skip';
      noteAddresses();
      return 'update';
    }
    if (await this.overlaps(plan, stored, keys)) {
      plan.errors.space_ids = 'leases.val.overlap';
      return 'fail';
    }
    noteAddresses();
    if (tenantId === undefined) {
      this.contacts.remember(`${NEW}${tenant.key}`, tenant.key);
      this.note(this.tenants, tenant.key, tenant.name);
    }
    this.planned.add(natural);
    if (values.status === 'active')
      for (const key of keys) this.busy.set(key, [...(this.busy.get(key) ?? []), values]);
    return 'create';
  }

  get newRecords(): ImportNewRecords {
    return {
      addresses: this.buildings.names,
      addresses_total: this.buildings.total,
      spaces: this.spaces.names,
      spaces_total: this.spaces.total,
      contacts: this.tenants.names,
      contacts_total: this.tenants.total,
    };
  }
}
