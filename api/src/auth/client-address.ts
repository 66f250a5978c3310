/**
 * The address a request came from, for rate limiting sign-in attempts: the peer address of
 * the connection as @hono/node-server reports it, or `unknown` when the request did not come
 * over a socket (tests calling `app.request()` may give one in the env bindings).
 *
 * Behind a load balancer every request comes from the balancer's address; the per-account
 * limit still holds, and the per-address limit then applies to the balancer as a whole.
 */
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client's address (IPv4 or IPv6 text), or `unknown`. */
export function clientAddress(c: Context): string {
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
