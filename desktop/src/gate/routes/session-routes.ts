/**
 * Sign-in routes: open a gate session (online through the API, offline against the replica),
 * read it, and close it. Only gate staff get one (403 for a partner or public user); the
 * session's `user` carries `gate_abilities` (scan, check_in, walk_in, cash, mpesa, receipt) and
 * `inspection_only` (may scan, may not record check-ins) for the screens to show. A clerk who
 * takes payments opens a shift at the first sign-in after their last closing (gate-shifts.ts).
 *
 * spec: k-contract.md §Session.
 */
import { loginRequestSchema } from '@hifadhi/shared/schemas/auth';
import { Hono, type MiddlewareHandler } from 'hono';
import { type GateAppDeps, type GateEnv, isOnline, jsonBody } from '../gate-env';
import { parseInput } from '../gate-errors';
import { openShift } from '../gate-shifts';
import { signIn } from '../sign-in';

export function sessionRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  return new Hono<GateEnv>()
    .post('/session', async (c) => {
      const { email, password } = parseInput(loginRequestSchema, await jsonBody(c));
      const signedIn = await signIn(deps, { email, password, online: isOnline(deps) });
      const token = deps.sessions.open(signedIn.user, signedIn.api_token, signedIn.offline);
      // A clerk who takes payments starts a shift at the first sign-in after their last closing.
      if (signedIn.user.gate_abilities.includes('cash'))
        openShift(deps.db, signedIn.user, deps.now());
      return c.json({ token, user: signedIn.user, offline: signedIn.offline });
    })
    .get('/session', guard, (c) => {
      const session = c.get('session');
      return c.json({ user: session.user, offline: session.offline });
    })
    .delete('/session', guard, (c) => {
      deps.sessions.close(c.get('token'));
      return c.body(null, 204);
    });
}
