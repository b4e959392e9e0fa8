// The deal room's view log (migration 0040): one row for each document served to a visitor and each
// staff download, written once the file is ready to leave (a refused or failed fetch is no view).
import type { ViewAction } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import { type Client, storedUserAgent } from '../public-site/file-access-request.js';
import type { VisitorAccess } from './visitor-access.js';

export interface DocumentViewFacts {
  listingId: string;
  document: { id: string; title: string };
  action: ViewAction;
  /** Who: a visitor's proven acceptance (none for an anonymous reader), or staff. */
  access?: VisitorAccess | null;
  actor?: Actor;
  client: Client;
  at: Date;
}

export async function recordDocumentView(database: Database, view: DocumentViewFacts): Promise<void> {
  await database.db
    .insertInto('listing_document_views')
    .values({
      id: uuidv7(),
      listing_id: view.listingId,
      document_id: view.document.id,
      document_title: view.document.title,
      acceptance_id: view.access?.acceptance_id ?? null,
      entity_id: view.access?.entity_id ?? null,
      actor: view.actor ?? null,
      action: view.action,
      ip: view.client.ip,
      user_agent: storedUserAgent(view.client),
      at: view.at.toISOString(),
    })
    .execute();
}
