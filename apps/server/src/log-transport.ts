import { createRequire } from 'node:module';

/**
 * Readable log lines for a developer at a terminal, through pino-pretty. It is a development
 * dependency: where it is not installed (`npm ci --omit=dev`), logs stay JSON lines instead of the
 * server failing to start.
 */
export function prettyLogs(): { transport?: { target: string; options: Record<string, unknown> } } {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return {};
  }
  return {
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
