// bench:api's deal scenarios (issue 27), each with its target p95 at one connection: a pipeline's
// board (the first 50 cards of each stage with the column totals), the forecast of a pipeline over
// 12 months, and a stage move that makes its playbook's tasks (a PUT, timed request by request:
// each deal moves once, since a move to the stage a deal is in writes nothing).
import { randomUUID } from 'node:crypto';
import { addMonthsTo } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { Scenario } from './bench-api.js';
import { type Measure, summarize } from './bench-report.js';
import { Random } from './seed-data.js';

const v1 = '/api/v1';

export const MOVE_TARGET = 30;

export async function dealScenarios(database: Database): Promise<Scenario[]> {
  const pipelines = await database.db.selectFrom('pipelines').select('id').orderBy('id').execute();
  const ids = pipelines.map((p) => String(p.id));
  const month = new Date().toISOString().slice(0, 7);
  // Windows of 12 months from half a year back to half a year on: the past ones hold past-due deals.
  const windows = Array.from({ length: 13 }, (_, k) => addMonthsTo(month, k - 6));
  return [
    {
      name: 'pipelines/{id}/board · 50 cards a stage, column totals',
      kind: 'deal',
      target: 50,
      paths: ids.map((id) => `${v1}/pipelines/${id}/board`),
    },
    {
      name: 'deals/forecast · a pipeline, 12 months',
      kind: 'deal',
      target: 100,
      paths: ids.flatMap((id) =>
        windows.map(
          (from) => `${v1}/deals/forecast?pipeline_id=${id}&from=${from}&to=${addMonthsTo(from, 11)}`,
        ),
      ),
    },
  ];
}

const PLAYBOOK = [
  ['Update the client on the new stage', 2],
  ['Review the documents of the stage', 7],
] as const;

/** Gives every open stage after a pipeline's first a playbook of two tasks (where it has none),
 * and draws up to `n` open deals whose next stage is open: the moves to measure, each once. */
export async function prepareMoves(
  database: Database,
  n: number,
): Promise<{ id: string; stage_id: string }[]> {
  const { db } = database;
  const stages = await db
    .selectFrom('pipeline_stages as s')
    .select(['s.id', 's.pipeline_id', 's.position', 's.outcome'])
    .where('s.outcome', '=', 'open')
    .where('s.position', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('stage_tasks as t').select('t.id').whereRef('t.stage_id', '=', 's.id'))),
    )
    .execute();
  for (const stage of stages) {
    await db
      .insertInto('stage_tasks')
      .values(
        PLAYBOOK.map(([title, due_in_days], position) => ({
          id: randomUUID(),
          stage_id: stage.id,
          position,
          title,
          due_in_days,
          assignee_id: null,
        })),
      )
      .execute();
  }
  // The next stage of each open deal, where that one is open too (never the first: it has no playbook).
  const { rows } = await sql<{ id: string; stage_id: string }>`
    SELECT d.id, n.id AS stage_id FROM deals d
      JOIN pipeline_stages s ON s.id = d.stage_id
      JOIN pipeline_stages n ON n.pipeline_id = s.pipeline_id AND n.position = s.position + 1
     WHERE s.outcome = 'open' AND n.outcome = 'open'
     ORDER BY d.id LIMIT ${n * 20}`.execute(db);
  const rng = new Random(27);
  const picked = new Set<number>();
  while (picked.size < Math.min(n, rows.length)) picked.add(rng.int(rows.length));
  return [...picked].map((i) => ({ id: String(rows[i]!.id), stage_id: String(rows[i]!.stage_id) }));
}

/** Moves the deals one request at a time (one connection), for up to `seconds` after a warm-up of
 * five: each response's time, from the request sent to the body read. */
export async function measureMoves(
  base: string,
  headers: Record<string, string>,
  moves: { id: string; stage_id: string }[],
  seconds: number,
): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  for (const [k, move] of moves.entries()) {
    const t = performance.now();
    const res = await fetch(`${base}${v1}/deals/${move.id}/stage`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ stage_id: move.stage_id }),
    });
    const body = await res.text();
    const ms = performance.now() - t;
    if (res.status !== 200) {
      errors++;
      if (errors === 1)
        console.error(`PUT /deals/${move.id}/stage answered ${res.status}: ${body.slice(0, 200)}`);
    } else if (k >= 5) latencies.push(ms);
    if (performance.now() - start > seconds * 1000) break;
  }
  return summarize(latencies, (performance.now() - start) / 1000, errors);
}
