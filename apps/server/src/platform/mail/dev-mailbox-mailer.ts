import type { Executor } from '../../db/database.ts';
import { insertDevMessage } from './dev-mailbox.repository.ts';
import type { AdapterLog, Mailer } from './mailer.types.ts';

/** Offline mailer: keeps every message in `dev_message` (channel 'mail') for the admin's dev mailbox. */
export function createDevMailboxMailer(options: { db: Executor; log?: AdapterLog }): Mailer {
  const { db, log } = options;
  return {
    kind: 'dev',
    async send(msg) {
      const recipient = msg.to.trim().toLowerCase();
      try {
        const { id } = await insertDevMessage(db, {
          channel: 'mail',
          recipient,
          subject: msg.subject,
          text: msg.text,
          html: msg.html ?? null,
          attachments: (msg.attachments ?? []).map((a) => ({ ...a, cid: a.cid ?? null })),
        });
        log?.info({ devMessageId: id, to: recipient, subject: msg.subject }, 'mail kept in the dev mailbox');
      } catch (error) {
        throw new Error(`Dev mailbox: could not store the mail to ${recipient}`, { cause: error });
      }
    },
  };
}
