import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { createDevMailboxMailer } from './dev-mailbox-mailer.ts';
import type { MailAttachment } from './templates/layout.ts';

/** The part of the app logger (pino) the adapters use. */
export type AdapterLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** An e-mail to one recipient: usually a template's content (templates/) plus the address. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/**
 * Outgoing e-mail. `send` performs one delivery and throws on failure (the job dispatcher retries); an urgent one
 * (a sign-in link, a booking's confirmation) does not queue behind a backlog inside the mailer either.
 */
export type Mailer = {
  send(msg: MailMessage, options?: { isUrgent?: boolean }): Promise<void>;
  kind: 'smtp' | 'dev';
};

export type MailerConfig = {
  /** SMTP_URL. When absent, mail goes to the dev mailbox (`dev_message`). */
  smtpUrl?: string;
  from: string;
  db: Executor;
  log: AdapterLog;
};

/** Async so nodemailer is only loaded when SMTP is configured (keeps start-up fast). */
export async function createMailer(config: MailerConfig): Promise<Mailer> {
  if (config.smtpUrl) {
    const { createSmtpMailer } = await import('./smtp-mailer.ts');
    return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from, log: config.log });
  }
  return createDevMailboxMailer({ db: config.db, log: config.log });
}
