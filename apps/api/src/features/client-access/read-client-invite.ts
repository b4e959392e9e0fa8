// GET /public/client-invites/{token} (issue 29): what the invitation page shows (the address, the
// contact's name, the language) before the password is chosen; 404 unknown, 410 expired or used.
import type { ClientInvite } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { liveInvite } from './client-invite-token.js';

export async function readClientInvite(database: Database, token: string): Promise<ClientInvite> {
  const invite = await liveInvite(database.db, token);
  return { email: invite.email, name: invite.name, lang: invite.lang };
}
