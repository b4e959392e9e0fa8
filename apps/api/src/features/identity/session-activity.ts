// Idle timeout and absolute lifetime of sessions (SESSION_IDLE, SESSION_MAX_AGE). Checked in front
// of Better Auth on every request that carries the session cookie (auth-handler.ts for /api/auth,
// session-credential.ts for /api/v1): a session unused for longer than the idle time, or signed in
// longer ago than the lifetime, is deleted before Better Auth reads it, so the request is answered
// as signed out (null session, 401) and the web app sends the user to the login page.
import type { Database } from '../../db/database.js';

export interface SessionTimes {
  idleMs: number;
  maxAgeMs: number;
}

/** Activity is written at most this often: the idle time is measured to the minute, and a burst of
 * requests costs one write. */
const TOUCH_EVERY_MS = 60_000;
/** Requests the web app makes by itself (the inbox count's poll) carry this header: they must not
 * keep an unattended session alive. */
export const BACKGROUND_HEADER = 'x-crm-background';

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN);

interface SessionTimesRow {
  createdAt: string | Date;
  lastActiveAt: string | Date | null;
}

/** Whether a session is within both limits at `now`. */
export function isLive(row: SessionTimesRow, times: SessionTimes, now = Date.now()): boolean {
  const created = time(row.createdAt);
  const last = time(row.lastActiveAt) || created;
  return now - created <= times.maxAgeMs && now - last <= times.idleMs;
}

/** Ends the session of `token` when it is past either limit; otherwise records the activity
 * (not for a background request). Answers whether the session is still there. */
export async function checkSessionActivity(
  database: Database,
  token: string,
  times: SessionTimes,
  background: boolean,
): Promise<boolean> {
  const { db } = database;
  const row = await db
    .selectFrom('session')
    .select(['id', 'createdAt', 'lastActiveAt'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return false;
  const now = Date.now();
  if (!isLive(row, times, now)) {
    await db.deleteFrom('session').where('id', '=', row.id).execute();
    return false;
  }
  if (!background && now - (time(row.lastActiveAt) || 0) >= TOUCH_EVERY_MS) {
    const stamp = new Date(now);
    await db
      .updateTable('session')
      .set({ lastActiveAt: database.dialect === 'postgres' ? stamp : stamp.toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return true;
}
