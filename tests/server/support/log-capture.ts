import { Writable } from 'node:stream';
import { loggerOptions } from '../../../server/logging';

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

/** Pino's numeric levels: 30 info, 40 warn, 50 error. */
export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * The server's JSON log lines, kept for assertions: pass `logger` to the app, read `lines()` or
 * `errors()` (error level and above), and `clear()` between tests.
 */
export function captureLogs(level = 'info') {
  let lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return {
    logger: loggerOptions(level, stream),
    lines: () => lines,
    errors: () => lines.filter((line) => line.level >= LOG_LEVELS.error),
    clear() {
      lines = [];
    },
  };
}
