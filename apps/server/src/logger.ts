import { type Logger, pino } from 'pino';

/** The app's logger: JSON lines, pretty-printed only when writing to a terminal. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
