/**
 * The API's structured logger: pino JSON lines on stdout (or `destination`) at `LOG_LEVEL`.
 * Errors logged as `{ err }` keep their type, a message without the values it quotes, Postgres'
 * code and the stack frames, never a failed query's parameters (`safeErrorFields`).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { safeErrorFields } from './http/request-logger';

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'hifadhi-api' },
    serializers: { err: (error: unknown) => safeErrorFields(error) },
  };
  return destination ? pino(options, destination) : pino(options);
}
