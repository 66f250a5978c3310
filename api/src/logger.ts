/** The API's structured logger: pino JSON lines on stdout at `LOG_LEVEL`. */
import pino, { type Logger } from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({ level: config.LOG_LEVEL, base: { service: 'hifadhi-api' } });
}
