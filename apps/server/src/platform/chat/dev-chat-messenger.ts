import type { Executor } from '../../db/database.ts';
import { insertDevMessage } from '../mail/dev-mailbox.repository.ts';
import type { AdapterLog } from '../mail/mailer.types.ts';
import type { ChatMessenger } from './chat-messenger.types.ts';

const maxSubjectLength = 200;

/** Offline messenger: keeps each message in `dev_message` (channel 'chat', recipient = chat id). */
export function createDevChatMessenger(options: { db: Executor; log?: AdapterLog }): ChatMessenger {
  const { db, log } = options;
  return {
    kind: 'dev',
    async send(msg) {
      const chatId = msg.chatId.trim();
      try {
        const { id } = await insertDevMessage(db, {
          channel: 'chat',
          recipient: chatId,
          subject: firstLine(msg.text),
          text: msg.text,
        });
        log?.info({ devMessageId: id, chatId }, 'chat message kept in the dev mailbox');
      } catch (error) {
        throw new Error(`Dev mailbox: could not store the chat message to ${chatId}`, { cause: error });
      }
    },
  };
}

function firstLine(text: string): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > maxSubjectLength ? `${line.slice(0, maxSubjectLength - 1)}…` : line;
}
