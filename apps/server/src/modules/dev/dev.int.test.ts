import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';

const t = await createTestApp();

describe('dev mailbox', () => {
  it('lists a kept mail with its attachments and serves each one as it was sent', async () => {
    await t.adapters.mailer.send({
      to: 'hugo@example.com',
      subject: 'Your tickets',
      text: 'Your tickets',
      html: '<img src="cid:qr-1">',
      attachments: [
        { filename: 'ticket-1.png', contentType: 'image/png', contentBase64: 'iVBORw0KGgo=', cid: 'qr-1' },
      ],
    });
    const admin = await signIn(t.app, (await createUser(t.db, 'admin')).email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?recipient=hugo@example.com',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    const [message] = list.json().items;
    expect(message).toMatchObject({
      subject: 'Your tickets',
      attachments: [{ filename: 'ticket-1.png', contentType: 'image/png', size: 8, cid: 'qr-1' }],
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox/${message.id}/attachments/0`,
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.toString('base64')).toBe('iVBORw0KGgo=');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox/${message.id}/attachments/1`,
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });
});
