/**
 * The API's root logger (sweeps, e-mail, the embedded Postgres) logs errors without the values
 * they carry: no e-mail address or phone number reaches the log.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('the API logger', () => {
  it('keeps e-mail addresses and phone numbers out of error lines', () => {
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    logger.error(
      { err: new Error('Message failed: 550 No such user amina@example.com (+254 712 345 678)') },
      'password reset e-mail not sent',
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({
      type: 'Error',
      message: 'Message failed: 550 No such user …@… (…)',
    });
    expect(lines[0]).not.toMatch(/amina|712/);
  });
});
