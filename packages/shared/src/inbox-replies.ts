// Staff answers to a client's message (issue 29): written in the inbox, emailed to the client in
// their language and kept on the thread the client reads in the portal.
import { z } from 'zod';
import { CLIENT_MESSAGE_MAX } from './client-portal.js';

/** POST /inbox/{id}/replies: the answer's text. */
export const InboxReplyInput = z.strictObject({
  body: z
    .string({ error: 'inbox.val.replyBody' })
    .trim()
    .min(1, 'inbox.val.replyBody')
    .max(CLIENT_MESSAGE_MAX, 'inbox.val.replyLength'),
});
export type InboxReplyInput = z.infer<typeof InboxReplyInput>;

export const InboxReply = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string().describe('The staff member who answered'),
  created_at: z.string(),
  emailed: z.boolean().describe('The answer reached the client by email (false: the mail failed)'),
});
export type InboxReply = z.infer<typeof InboxReply>;

/** GET /inbox/{id}/replies: the thread's answers, oldest first. */
export const InboxReplyList = z.object({ data: z.array(InboxReply) });
export type InboxReplyList = z.infer<typeof InboxReplyList>;
