import type { Executor } from '../../db/database.ts';
import type { AdapterLog } from '../mail/mailer.types.ts';
import { createBotChatMessenger } from './bot-chat-messenger.ts';
import type { ChatMessenger } from './chat-messenger.types.ts';
import { createDevChatMessenger } from './dev-chat-messenger.ts';

export type ChatMessengerConfig = {
  /** Bot token. When absent, messages go to the dev mailbox (`dev_message`, channel 'chat'). */
  botToken?: string;
  /** Base url of the Telegram-shaped bot API; default https://api.telegram.org. */
  botApiUrl?: string;
  db: Executor;
  log: AdapterLog;
};

export function createChatMessenger(config: ChatMessengerConfig): ChatMessenger {
  if (config.botToken) {
    return createBotChatMessenger({
      botToken: config.botToken,
      botApiUrl: config.botApiUrl,
      log: config.log,
    });
  }
  return createDevChatMessenger({ db: config.db, log: config.log });
}
