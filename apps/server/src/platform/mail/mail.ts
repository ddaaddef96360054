import type { Executor } from '../../db/database.ts';
import { createDevMailboxMailer } from './dev-mailbox-mailer.ts';
import type { AdapterLog, Mailer } from './mailer.types.ts';

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
