// Outgoing mail. With SMTP_URL, nodemailer sends through that server; without it, each mail is
// kept in the mail_outbox table (the embedded default), where staff or a relay can pick it up.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (multipart/alternative), when the mail has one. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** 'sent' when the SMTP server accepted it, 'outbox' when kept for later; throws on failure. */
  send(mail: Mail): Promise<'sent' | 'outbox'>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  database: Database;
}): Mailer {
  const { smtpUrl, from, database } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        await database.db
          .insertInto('mail_outbox')
          .values({
            to_address: mail.to,
            from_address: from,
            reply_to: mail.replyTo ?? null,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            created_at: new Date().toISOString(),
          })
          .execute();
        return 'outbox';
      },
      close() {},
    };
  }
  // Bounded waits so a stalled SMTP server fails the send instead of hanging the request.
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        replyTo: mail.replyTo,
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
