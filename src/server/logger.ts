import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs on stdout. Redaction is a second line of defence: handlers never
 * pass bodies, passwords, tokens or cookies to the logger in the first place.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers.authorization', '*.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
