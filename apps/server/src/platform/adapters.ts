import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createChatMessenger } from './chat/chat.ts';
import type { ChatMessenger } from './chat/chat-messenger.types.ts';
import { createMailer } from './mail/mail.ts';
import type { AdapterLog, Mailer } from './mail/mailer.types.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createPaymentProvider } from './payments/payments.ts';
import type { FileStorage } from './storage/file-storage.types.ts';
import { createFileStorage } from './storage/storage.ts';

/** The outside world, each part with an offline default; chosen once from the configuration. */
export type Adapters = {
  mailer: Mailer;
  chat: ChatMessenger;
  storage: FileStorage;
  payments: PaymentProvider;
};

export async function createAdapters(config: Config, database: Database, log: AdapterLog): Promise<Adapters> {
  return {
    mailer: await createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      db: database.db,
      log,
    }),
    chat: createChatMessenger({
      botToken: config.chat?.token,
      botApiUrl: config.chat?.botApiUrl,
      db: database.db,
      log,
    }),
    storage: await createFileStorage({ s3: config.s3, localRoot: join(config.dataDir, 'uploads') }),
    payments: await createPaymentProvider({
      stripe: config.stripe && {
        apiKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
      },
      appUrl: config.appUrl,
      db: database.db,
      log,
    }),
  };
}
