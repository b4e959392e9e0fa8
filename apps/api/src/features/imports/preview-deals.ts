// What a deals dry run would do with each row (issue 27), as the job decides it: the pipeline,
// stage, owner and split staff found by their words (a row naming none fails, as in the job), a
// lost stage without its reason refused with the API's message, the deal found by name + pipeline
// + property (stored, or an earlier row's) and skipped or updated, else created; and the addresses
// and contacts the job would create for it.
import type { ImportNewRecords, ImportPolicy, ImportPreviewRow, MessageKey } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { ContactIndex } from './contact-index.js';
import { findDealByKey, findPipeline, findStage, staffByEmail } from './find-deal-parts.js';
import type { RowPlan } from './plan-import-row.js';
import { storedAddressId } from './stored-address.js';

/** New addresses and contacts listed by name (all are counted). */
const LISTED = 100;

interface Found {
  names: string[];
  total: number;
  keys: Set<string>;
}
const found = (): Found => ({ names: [], total: 0, keys: new Set() });

export class DealPreview {
  private staff: Map<string, string> | undefined;
  /** Address key → the stored address's id, or null when none is stored. */
  private readonly stored = new Map<string, string | null>();
  /** Natural keys (name, pipeline, property) of the deals earlier rows create. */
  private readonly planned = new Set<string>();
  private readonly addresses = found();
  private readonly contacts = found();

  constructor(
    private readonly database: Database,
    /** The stored contacts by name (contact-index.ts, `loadNameIndex`), the new ones added as met. */
    private readonly index: ContactIndex,
    /** Who runs the import, if a user: the owner of a row naming none. */
    private readonly starter: string | null,
  ) {}

  private note(list: Found, key: string, name: string) {
    if (list.keys.has(key)) return;
    list.keys.add(key);
    if (list.total++ < LISTED) list.names.push(name);
  }

  private fail(plan: RowPlan, field: string, key: MessageKey): 'fail' {
    plan.errors[field] = key;
    return 'fail';
  }

  private async addressId(key: string): Promise<string | null> {
    return storedAddressId(this.database, this.stored, key);
  }

  /** A planned row's action; what it would create is noted. Its preview names the pipeline and
   * stage found. */
  async action(plan: RowPlan, policy: ImportPolicy): Promise<ImportPreviewRow['action']> {
    const deal = plan.deal!;
    const db = this.database.db;
    const pipeline = await findPipeline(db, deal.pipeline);
    if (!pipeline) return this.fail(plan, 'pipeline', 'import.val.dealPipeline');
    deal.pipeline = pipeline.name;
    const stage = await findStage(db, pipeline.id, deal.stage);
    if (!stage) return this.fail(plan, 'stage', 'import.val.dealStage');
    deal.stage = stage.name;
    if (deal.owner || deal.splits.length > 0) this.staff ??= await staffByEmail(db);
    if (deal.owner && !this.staff?.has(deal.owner.toLowerCase()))
      return this.fail(plan, 'owner', 'import.val.dealOwner');
    // The create's refusal of a deal without an owner (an import by API key, no owner column).
    if (!deal.owner && !this.starter) return this.fail(plan, 'owner_id', 'deals.val.ownerRequired');
    if (deal.splits.some((s) => !this.staff?.has(s.staff.toLowerCase())))
      return this.fail(plan, 'splits', 'import.val.dealOwner');

    const addressKey = plan.addressKey;
    const addressId = addressKey ? await this.addressId(addressKey) : null;
    const natural = [deal.values.name, pipeline.id, addressKey ?? ''].join('|');
    const exists =
      this.planned.has(natural) ||
      (addressKey === null || addressId !== null
        ? (await findDealByKey(db, deal.values.name, pipeline.id, addressId)) !== undefined
        : false);
    if (exists && policy === 'skip') return 'skip';
    // The create's refusal of a lost stage without its reason (enter-stage.ts), before any write.
    if (!exists) {
      const { lost_reason, lost_note, closed_on } = deal.values;
      if (stage.outcome === 'lost' && !lost_reason)
        return this.fail(plan, 'lost_reason', 'deals.val.lostReason');
      if (stage.outcome !== 'lost' && (lost_reason || lost_note))
        return this.fail(plan, lost_reason ? 'lost_reason' : 'lost_note', 'deals.val.lostReasonOpen');
      if (stage.outcome === 'open' && closed_on) return this.fail(plan, 'closed_on', 'deals.val.closedOn');
    }
    if (addressKey && addressId === null) this.note(this.addresses, addressKey, plan.address!.address);
    for (const p of deal.parties)
      if (!this.index.has(p.key)) {
        this.index.remember(`new:${p.key}`, p.key);
        this.note(this.contacts, p.key, p.name);
      }
    if (exists) return 'update';
    this.planned.add(natural);
    return 'create';
  }

  get newRecords(): ImportNewRecords {
    return {
      addresses: this.addresses.names,
      addresses_total: this.addresses.total,
      contacts: this.contacts.names,
      contacts_total: this.contacts.total,
    };
  }
}
