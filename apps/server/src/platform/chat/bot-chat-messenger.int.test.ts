import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database.ts';
import { createBotChatMessenger } from './bot-chat-messenger.ts';
import { createChatMessenger } from './chat.ts';

type Recorded = { method: string; url: string; contentType: string | undefined; body: unknown };

const log = pino({ level: 'silent' });
const token = '123456:TEST-token';
const requests: Recorded[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"ok":true,"result":{}}' };
let server: Server;
let botApiUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body: raw ? JSON.parse(raw) : null,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve());
  });
  botApiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
});

beforeEach(() => {
  requests.length = 0;
  answer = { status: 200, body: '{"ok":true,"result":{"message_id":1}}' };
});

// The bot messenger never touches the database.
const noDb = {} as Executor;

describe('bot chat messenger', () => {
  it('is chosen when a bot token is set and posts { chat_id, text } to /bot{token}/sendMessage', async () => {
    const messenger = createChatMessenger({ botToken: token, botApiUrl: `${botApiUrl}/`, db: noDb, log });
    expect(messenger.kind).toBe('bot');

    await messenger.send({ chatId: '-100200300', text: 'New activity: Sintra tour\n21 November at 10:00' });

    expect(requests).toEqual([
      {
        method: 'POST',
        url: `/bot${token}/sendMessage`,
        contentType: 'application/json',
        body: { chat_id: '-100200300', text: 'New activity: Sintra tour\n21 November at 10:00' },
      },
    ]);
  });

  it("throws with the API's description when the answer is not ok, without the token", async () => {
    answer = {
      status: 400,
      body: '{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}',
    };
    const messenger = createBotChatMessenger({ botToken: token, botApiUrl });
    const sending = messenger.send({ chatId: '42', text: 'Hello' });
    await expect(sending).rejects.toThrow('Bad Request: chat not found');
    await expect(sending).rejects.toThrow('chat 42');
    await expect(sending).rejects.not.toThrow(token);
  });

  it('throws when the answer is not JSON', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    const messenger = createBotChatMessenger({ botToken: token, botApiUrl });
    await expect(messenger.send({ chatId: '42', text: 'Hello' })).rejects.toThrow('HTTP 502');
  });

  it('throws when the API cannot be reached', async () => {
    const messenger = createBotChatMessenger({ botToken: token, botApiUrl: 'http://127.0.0.1:1' });
    await expect(messenger.send({ chatId: '42', text: 'Hello' })).rejects.toThrow(
      'Bot API sendMessage to chat 42 via http://127.0.0.1:1 failed',
    );
  });
});
