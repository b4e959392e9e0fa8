import type { CompleteRecord, RecordKind } from '../crm/records';

export interface LinksSectionProps<K extends RecordKind = RecordKind> {
  /** The record whose links show: an entity lists its entities, addresses, emails and numbers;
   * an address, email or number lists its entities. */
  kind: K;
  record: CompleteRecord[K];
}

/** The linked records of a detail page (spec §2/§4): rows to view, retag, delete and add. After a
 * change it refreshes the record's query (recordKey), so counters and rows stay true.
 * Stub until the links work lands. */
export function LinksSection(_props: LinksSectionProps) {
  return null;
}
