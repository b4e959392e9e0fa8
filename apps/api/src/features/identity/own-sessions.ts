// The Security page's sessions: GET /api/auth/account/sessions lists the signed-in user's live
// sessions by id (never their token), POST /api/auth/account/revoke-session ends one of them by id.
// Better Auth's own /revoke-session needs the token, which no answer carries (ADR 0021).
import type { OwnSession } from '@crm/shared';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { isLive, type SessionTimes } from './session-activity.js';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

export const listOwnSessions = (database: Database, times: SessionTimes) =>
  createAuthEndpoint('/account/sessions', { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
    const { session } = ctx.context.session;
    const rows = await database.db
      .selectFrom('session')
      .select(['id', 'createdAt', 'lastActiveAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', session.userId)
      .execute();
    const now = Date.now();
    const sessions: OwnSession[] = rows
      .filter((row) => new Date(row.expiresAt).getTime() > now && isLive(row, times, now))
      .map((row) => ({
        id: row.id,
        current: row.id === session.id,
        userAgent: row.userAgent || null,
        ipAddress: row.ipAddress || null,
        createdAt: iso(row.createdAt)!,
        lastActiveAt: iso(row.lastActiveAt) ?? iso(row.createdAt)!,
      }))
      // This device first, then the most recently used.
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
    return ctx.json({ sessions });
  });

export const revokeOwnSession = (database: Database) =>
  createAuthEndpoint(
    '/account/revoke-session',
    { method: 'POST', use: [sessionMiddleware], body: z.object({ id: z.string() }) },
    async (ctx) => {
      const { session } = ctx.context.session;
      // Only a session of the caller: another user's id answers as an unknown one.
      const deleted = await database.db
        .deleteFrom('session')
        .where('id', '=', ctx.body.id)
        .where('userId', '=', session.userId)
        .executeTakeFirst();
      if (!Number(deleted.numDeletedRows))
        throw new APIError('NOT_FOUND', { code: 'SESSION_NOT_FOUND', message: 'SESSION_NOT_FOUND' });
      return ctx.json({ status: true });
    },
  );
