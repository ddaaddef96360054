import type { FastifyBaseLogger } from 'fastify';
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
