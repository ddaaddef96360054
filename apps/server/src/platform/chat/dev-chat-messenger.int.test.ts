import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { listDevMessages } from '../mail/dev-mailbox.repository.ts';
import { createChatMessenger } from './chat.ts';

const log = pino({ level: 'silent' });
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('dev chat messenger', () => {
  it('is chosen without a bot token and stores the message with the first line as subject', async () => {
    const messenger = createChatMessenger({ db: database.db, log });
    expect(messenger.kind).toBe('dev');

    await messenger.send({ chatId: '-100200300', text: 'New activity: Sintra tour\nDate: 21 November 2026' });

    const { items, total } = await listDevMessages(database.db, {
      recipient: '-100200300',
      channel: 'chat',
      page: 1,
      pageSize: 10,
    });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      channel: 'chat',
      recipient: '-100200300',
      subject: 'New activity: Sintra tour',
      text: 'New activity: Sintra tour\nDate: 21 November 2026',
      html: null,
    });

    const mailOnly = await listDevMessages(database.db, { channel: 'mail', page: 1, pageSize: 10 });
    expect(mailOnly.total).toBe(0);
  });
});
