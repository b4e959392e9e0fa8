// GET /listings/{id}/activity (staff): which leads are reading what. The view log's rows (visitors'
// reads and staff downloads) and the agreement's acceptances in one list, newest first, read in one
// UNION ALL statement as the timeline is (timeline-page.ts): each source cut to offset + limit by
// its index, then merged by time, kind and id, so pages never overlap.
import {
  DOCUMENT_LEVELS,
  type ListingActivityItem,
  type ListingActivityPage,
  type ListingActivityQuery,
} from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import { userNames } from '../history/get-record-history.js';
import { findListingId } from './listing-document-rows.js';

interface ActivityRow {
  kind: 'document' | 'acceptance';
  id: string;
  at: unknown;
  action: string;
  document_id: string | null;
  document_title: string | null;
  document_level: string | null;
  entity_id: string | null;
  entity_name: string | null;
  visitor_name: string | null;
  visitor_email: string | null;
  agreement_version: number | string | null;
  actor: string | null;
  ip: string;
}

export async function listListingActivity(
  database: Database,
  rawId: string,
  { limit, offset }: ListingActivityQuery,
): Promise<ListingActivityPage> {
  const { db } = database;
  const listingId = await findListingId(db, rawId);
  const cut = offset + limit;
  // Ids as text and typed NULLs: PostgreSQL matches a UNION's columns by type.
  const views = sql`SELECT 'document' AS kind, CAST(v.id AS TEXT) AS id, v.at AS at, v.action AS action,
      CAST(v.document_id AS TEXT) AS document_id, COALESCE(d.title, v.document_title) AS document_title,
      d.level AS document_level, CAST(v.entity_id AS TEXT) AS entity_id, e.name AS entity_name,
      a.name AS visitor_name, a.email AS visitor_email, CAST(NULL AS INTEGER) AS agreement_version,
      v.actor AS actor, v.ip AS ip
    FROM listing_document_views v
    LEFT JOIN listing_documents d ON d.id = v.document_id
    LEFT JOIN listing_acceptances a ON a.id = v.acceptance_id
    LEFT JOIN entities e ON e.uuid = v.entity_id
    WHERE v.listing_id = ${listingId} ORDER BY v.at DESC, v.id DESC LIMIT ${cut}`;
  const acceptances = sql`SELECT 'acceptance' AS kind, CAST(a.id AS TEXT) AS id, a.accepted_at AS at,
      'accept' AS action, CAST(NULL AS TEXT) AS document_id, CAST(NULL AS TEXT) AS document_title,
      CAST(NULL AS TEXT) AS document_level, CAST(a.entity_id AS TEXT) AS entity_id, e.name AS entity_name,
      a.name AS visitor_name, a.email AS visitor_email, a.agreement_version AS agreement_version,
      CAST(NULL AS TEXT) AS actor, a.ip AS ip
    FROM listing_acceptances a
    LEFT JOIN entities e ON e.uuid = a.entity_id
    WHERE a.listing_id = ${listingId} ORDER BY a.accepted_at DESC, a.id DESC LIMIT ${cut}`;
  // Each branch in a subquery of its own: SQLite takes ORDER BY and LIMIT only there in a UNION.
  const { rows } = await sql<ActivityRow>`SELECT * FROM (
      SELECT * FROM (${views}) AS v UNION ALL SELECT * FROM (${acceptances}) AS a
    ) AS merged ORDER BY at DESC, kind DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.actor ? [r.actor] : [])),
  );
  return { data: rows.map((row) => itemOf(row, names)), offset };
}

function itemOf(row: ActivityRow, names: Map<string, string>): ListingActivityItem {
  const common = {
    id: row.id,
    at: toIso(row.at),
    lead: row.entity_id ? { entity_id: row.entity_id, name: row.entity_name ?? '' } : null,
    visitor: row.visitor_name ? { name: row.visitor_name, email: row.visitor_email } : null,
    ip: row.ip,
  };
  if (row.kind === 'acceptance')
    return {
      kind: 'acceptance',
      action: 'accept',
      ...common,
      agreement_version: Number(row.agreement_version),
    };
  return {
    kind: 'document',
    action: row.action === 'download' ? 'download' : 'view',
    ...common,
    document: {
      id: row.document_id ?? '',
      title: row.document_title ?? '',
      level: documentLevel(row.document_level),
    },
    staff: row.actor ? { actor: row.actor, name: names.get(row.actor) ?? null } : null,
  };
}

/** The document's level now; null once it is deleted (the log keeps its row). */
const documentLevel = (level: string | null) => DOCUMENT_LEVELS.find((l) => l === level) ?? null;
