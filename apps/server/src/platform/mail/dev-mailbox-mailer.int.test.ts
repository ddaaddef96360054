import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { latestDevMessageTo, listDevMessages } from './dev-mailbox.repository.ts';
import { createMailer } from './mail.ts';

const log = pino({ level: 'silent' });
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('dev mailbox mailer', () => {
  it('keeps attachments as they were sent', async () => {
    const mailer = await createMailer({ from: 'Roteiro <no-reply@roteiro.test>', db: database.db, log });
    await mailer.send({
      to: 'gil@example.com',
      subject: 'Your tickets',
      text: 'Your tickets',
      html: '<img src="cid:qr-1">',
      attachments: [
        { filename: 'ticket-1.png', contentType: 'image/png', contentBase64: 'iVBORw0KGgo=', cid: 'qr-1' },
        { filename: 'tour.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=' },
      ],
    });
    const stored = await latestDevMessageTo(database.db, 'gil@example.com');
    expect(stored?.attachments).toEqual([
      { filename: 'ticket-1.png', contentType: 'image/png', contentBase64: 'iVBORw0KGgo=', cid: 'qr-1' },
      { filename: 'tour.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=', cid: null },
    ]);
  });

  it('is chosen when no SMTP url is configured and stores the message', async () => {
    const mailer = await createMailer({ from: 'Roteiro <no-reply@roteiro.test>', db: database.db, log });
    expect(mailer.kind).toBe('dev');

    await mailer.send({
      to: 'Ana@Example.com',
      subject: 'Your sign-in link',
      text: 'Open https://roteiro.test/sign-in?token=abc',
      html: '<p>Open the link</p>',
    });

    const stored = await latestDevMessageTo(database.db, 'ana@example.com');
    expect(stored).toMatchObject({
      channel: 'mail',
      recipient: 'ana@example.com',
      subject: 'Your sign-in link',
      text: 'Open https://roteiro.test/sign-in?token=abc',
      html: '<p>Open the link</p>',
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await latestDevMessageTo(database.db, 'nobody@example.com')).toBeNull();
  });

  it('lists messages newest first, filtered by recipient and paginated', async () => {
    const mailer = await createMailer({ from: 'no-reply@roteiro.test', db: database.db, log });
    for (let i = 1; i <= 5; i += 1) {
      await mailer.send({ to: 'bruno@example.com', subject: `Message ${i}`, text: `Body ${i}` });
    }
    await mailer.send({ to: 'carla@example.com', subject: 'Other', text: 'Other body' });

    const first = await listDevMessages(database.db, {
      recipient: 'bruno@example.com',
      page: 1,
      pageSize: 2,
    });
    expect(first.total).toBe(5);
    expect(first.items.map((m) => m.subject)).toEqual(['Message 5', 'Message 4']);

    const last = await listDevMessages(database.db, { recipient: 'bruno@example.com', page: 3, pageSize: 2 });
    expect(last.items.map((m) => m.subject)).toEqual(['Message 1']);

    const all = await listDevMessages(database.db, { page: 1, pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.items[0]?.subject).toBe('Other');

    const latest = await latestDevMessageTo(database.db, 'bruno@example.com');
    expect(latest?.subject).toBe('Message 5');
  });
});
