import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database.ts';
import { createMailer } from './mail.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

type Received = { from: string; to: string[]; raw: string; user: string | undefined };

const log = pino({ level: 'silent' });
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') {
        callback(null, { user: auth.username });
        return;
      }
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) {
        callback(new Error('Mailbox unavailable'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
});

// The SMTP mailer never touches the database.
const noDb = {} as Executor;

describe('SMTP mailer', () => {
  it('is chosen when an SMTP url is set and delivers To, Subject and body to the server', async () => {
    const mailer = await createMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: 'Roteiro <no-reply@roteiro.test>',
      db: noDb,
      log,
    });
    expect(mailer.kind).toBe('smtp');

    await mailer.send({
      to: 'dora@example.com',
      subject: 'Welcome to Roteiro',
      text: 'Your registration code is ABC1234.',
      html: '<p>Your registration code is <b>ABC1234</b>.</p>',
    });

    const message = received.at(-1);
    expect(message?.user).toBe('mailer');
    expect(message?.from).toBe('no-reply@roteiro.test');
    expect(message?.to).toEqual(['dora@example.com']);
    expect(message?.raw).toMatch(/^To: dora@example\.com\r?$/m);
    expect(message?.raw).toMatch(/^Subject: Welcome to Roteiro\r?$/m);
    expect(message?.raw).toMatch(/^From: Roteiro <no-reply@roteiro\.test>\r?$/m);
    expect(message?.raw).toContain('Your registration code is ABC1234.');
    expect(message?.raw).toContain('text/html');
  });

  it('sends inline images (by Content-ID) and attachments', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: 'a@roteiro.test',
    });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await mailer.send({
      to: 'fabio@example.com',
      subject: 'Your tickets',
      text: 'Your tickets',
      html: '<p><img src="cid:qr-1" alt="QR"></p>',
      attachments: [
        {
          filename: 'ticket-1.png',
          contentType: 'image/png',
          contentBase64: png.toString('base64'),
          cid: 'qr-1',
        },
        {
          filename: 'tour.ics',
          contentType: 'text/calendar',
          contentBase64: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR').toString('base64'),
        },
      ],
    });
    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/Content-ID: <qr-1>/i);
    expect(raw).toContain('filename=ticket-1.png');
    expect(raw).toContain('filename=tour.ics');
    expect(raw).toContain('text/calendar');
  });

  it('throws a clear error without leaking the password when the server refuses the login', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
      from: 'a@roteiro.test',
    });
    const sending = mailer.send({ to: 'eva@example.com', subject: 'Hi', text: 'Hi' });
    await expect(sending).rejects.toThrow(`SMTP send to eva@example.com via smtp://127.0.0.1:${port} failed`);
    await expect(sending).rejects.not.toThrow('wrong');
  });

  it('throws when the recipient is refused', async () => {
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@roteiro.test' });
    await expect(mailer.send({ to: 'x@refused.test', subject: 'Hi', text: 'Hi' })).rejects.toThrow(
      /x@refused\.test/,
    );
  });

  it('refuses a url that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailer({ smtpUrl: 'http://mail.example.com', from: 'a@roteiro.test' })).toThrow(
      'smtp:// or smtps://',
    );
  });
});
