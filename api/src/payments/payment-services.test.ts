/**
 * The payment services log their errors (a failed sweep, an e-mail that could not go) without
 * the values an error carries: no e-mail address, name or query parameter reaches the log.
 */
import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { captureLogger } from '../test/test-app';
import { testClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { createPaymentDeps, createPaymentsRuntime } from './payment-services';
import { loadPaymentsConfig } from './payments-config';

const database = useTestDatabase();

describe('payment services log', () => {
  it('keeps the values an error quotes out of its error lines', () => {
    const { logger, lines } = captureLogger();
    const deps = createPaymentDeps({
      db: database.db,
      clock: testClock,
      logger,
      payments: createPaymentsRuntime(
        loadPaymentsConfig({}),
        { apiBaseUrl: () => 'http://127.0.0.1:8787/api/v1', siteUrl: 'http://127.0.0.1:5173' },
        testClock,
      ),
      mailer: createMailer({ directory: '/nonexistent' }),
    });
    deps.logger.error(
      { err: new Error("Can't send mail - all recipients were rejected: 'amina@example.com'") },
      'after-payment work failed',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.err).toMatchObject({
      type: 'Error',
      message: "Can't send mail - all recipients were rejected: '…'",
    });
    expect(JSON.stringify(lines)).not.toContain('amina');
  });
});
