/**
 * Drops a test database on a Postgres server, used by the API's test databases and the
 * journeys' stacks alike.
 */
import postgres from 'postgres';

/**
 * Drops database `name` on the server at `serverUrl` (a postgres:// URL of a role with
 * CREATEDB), ending its connections. An autovacuum worker busy in it cannot be ended by a role
 * without pg_signal_backend (Postgres answers 42501), so the drop is tried again until the
 * worker has finished (it does within a second on a test database); up to 50 tries, 200 ms apart.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '42501';
      if (!busy || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await admin.end();
    }
  }
}
