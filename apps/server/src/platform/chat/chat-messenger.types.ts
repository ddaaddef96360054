export type ChatMessage = { chatId: string; text: string };

/** Operator notifications to a company's messaging ID. `send` throws on failure (the job dispatcher retries). */
export type ChatMessenger = {
  send(msg: ChatMessage): Promise<void>;
  kind: 'bot' | 'dev';
};
