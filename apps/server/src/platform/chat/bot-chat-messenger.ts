import type { AdapterLog } from '../mail/mailer.types.ts';
import type { ChatMessenger } from './chat-messenger.types.ts';

export type BotChatMessengerConfig = {
  botToken: string;
  /** Default https://api.telegram.org; a local server in tests. */
  botApiUrl?: string;
  timeoutMs?: number;
  log?: AdapterLog;
};

const defaultBotApiUrl = 'https://api.telegram.org';

/**
 * Sends through a Telegram-shaped bot API: `POST {botApiUrl}/bot{token}/sendMessage` with JSON
 * `{ chat_id, text }`; the answer must be `{ ok: true }`. Errors never include the token (it is in the url).
 */
export function createBotChatMessenger(config: BotChatMessengerConfig): ChatMessenger {
  const base = (config.botApiUrl ?? defaultBotApiUrl).replace(/\/+$/, '');
  const endpoint = `${base}/bot${config.botToken}/sendMessage`;
  const timeoutMs = config.timeoutMs ?? 15_000;
  return {
    kind: 'bot',
    async send(msg) {
      const failure = `Bot API sendMessage to chat ${msg.chatId} via ${base} failed`;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: msg.chatId, text: msg.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${failure}: ${reason}`, { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!isOkAnswer(body)) {
        throw new Error(`${failure}: HTTP ${response.status}, ${describeFailure(body)}`);
      }
      config.log?.info({ chatId: msg.chatId }, 'chat message sent');
    },
  };
}

function isOkAnswer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'ok' in body && body.ok === true;
}

function describeFailure(body: unknown): string {
  if (
    typeof body === 'object' &&
    body !== null &&
    'description' in body &&
    typeof body.description === 'string'
  ) {
    return body.description;
  }
  return 'the answer was not { ok: true }';
}
