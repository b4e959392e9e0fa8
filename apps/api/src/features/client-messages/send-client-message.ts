// POST /client/messages (issue 29): a client writes to their representative from the portal. The
// message becomes an inbox item of kind client_message, assigned to the representative (My day
// lists it), then the client is acknowledged and the representative alerted by email.
import type { ClientMessage, ClientMessageInput } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { addInboxItem } from '../inbox/add-inbox-item.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { type ClientAccount, readClientAccount, staffLanguages } from './client-account.js';
import { type ClientMessageFacts, clientAcknowledgement, staffAlert } from './client-message-mail.js';
import { clientBuildingOf } from './client-property.js';
import { listClientMessages } from './list-client-messages.js';
import { topicLabel } from './topics.js';

export interface ClientMessageMail {
  mailer: Mailer;
  /** The company inbox (MAIL_TO): where the acknowledgement's replies go without a representative. */
  inbox: string;
  /** Staff alerted when the client has no representative (CONTACT_ALERT_TO). */
  alertTo: string[];
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Stores the message as the client's inbox item, then sends the mails, whose failure is only
 * logged: the message is in the inbox either way. A property outside the client's scope is 403
 * and stores nothing. */
export async function sendClientMessage(
  database: Database,
  mail: ClientMessageMail,
  scope: ClientScope,
  input: ClientMessageInput,
): Promise<ClientMessage> {
  const { db } = database;
  const propertyId = input.property_id ? await clientBuildingOf(database, scope, input.property_id) : null;
  if (input.property_id && !propertyId) {
    mail.log.warn(
      { client: scope.userId, property_id: input.property_id },
      'client message about a property outside their scope',
    );
    throw new AppError(403, 'forbidden', 'client.err.notYours', 'property_id');
  }
  const account = await readClientAccount(db, scope.userId);
  if (!account) throw new AppError(403, 'forbidden', 'client.err.pending');
  const property = propertyId
    ? await db
        .selectFrom('addresses')
        .select(['uuid', 'address'])
        .where('uuid', '=', propertyId)
        .executeTakeFirst()
    : undefined;
  const itemId = await db.transaction().execute((trx) =>
    addInboxItem(
      trx,
      {
        kind: 'client_message',
        name: account.name,
        email: account.email,
        subject: topicLabel('en', input.topic),
        body: input.body,
        entity_id: account.contact.id,
        user_id: account.userId,
        assigned_to: account.representative?.id ?? null,
        property_id: property ? String(property.uuid) : null,
      },
      `client:${scope.userId}`,
    ),
  );
  const facts = (lang: ClientAccount['lang']): ClientMessageFacts => ({
    itemId,
    client: { name: account.name, email: account.email },
    contact: account.contact.name,
    topic: topicLabel(lang, input.topic),
    property: property?.address ?? null,
    body: input.body,
  });
  await sendMails(database, mail, account, facts);
  const [stored] = (await listClientMessages(db, scope.userId, itemId)).data;
  if (!stored) throw new Error(`client message ${itemId} not read back`);
  return stored;
}

/** The acknowledgement, and the alert to the representative or, without one, to each alert
 * address; sent together, each failure logged without the client's address. */
async function sendMails(
  database: Database,
  mail: ClientMessageMail,
  account: ClientAccount,
  facts: (lang: ClientAccount['lang']) => ClientMessageFacts,
) {
  const rep = account.representative;
  const alerts: Array<{ to: string; lang: ClientAccount['lang'] }> = rep
    ? [{ to: rep.email, lang: rep.lang }]
    : await alertRecipients(database, mail);
  const mails: Array<[kind: string, Mail]> = [
    ['acknowledgement', clientAcknowledgement(account.lang, facts(account.lang), rep, mail.inbox)],
    ...alerts.map(
      ({ to, lang }) => ['alert', staffAlert(to, lang, facts(lang), mail.publicUrl)] as [string, Mail],
    ),
  ];
  const itemId = facts('en').itemId;
  await Promise.all(
    mails.map(([kind, m]) =>
      mail.mailer.send(m).catch((err: unknown) => {
        mail.log.error({ err, kind, inbox_item: itemId }, 'client message mail failed');
      }),
    ),
  );
}

async function alertRecipients(database: Database, mail: ClientMessageMail) {
  const languages = await staffLanguages(database.db, mail.alertTo).catch((err: unknown) => {
    mail.log.error({ err }, 'client message alert languages unread: alerts in English');
    return new Map<string, ClientAccount['lang']>();
  });
  return mail.alertTo.map((to) => ({ to, lang: languages.get(to.toLowerCase()) ?? 'en' }));
}
