/**
 * The address a request came from, for the per-address limits (sign-in, password reset, holds):
 * the connection's peer as @hono/node-server reports it, unless that peer is one of the
 * `TRUSTED_PROXIES`. Then the client is the rightmost `X-Forwarded-For` hop that is not itself
 * a trusted proxy (each proxy appends the peer it saw, so hops left of the first untrusted one
 * could have been written by the client and are ignored). `unknown` when the request did not
 * come over a socket (tests calling `app.request()` may give one in the env bindings).
 *
 * Install `clientAddressResolver(config.TRUSTED_PROXIES)` once before the routes; handlers read
 * the result with `clientAddress(c)`.
 *
 * spec: membership-backoffice.md §7 (login attempts rate-limited); issue 11 item 4.
 */
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Addresses and CIDR blocks (`10.0.0.0/8`) believed when they forward a request. */
export interface TrustedProxies {
  has(address: string): boolean;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * `address` in the form the limits count it by: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as IPv4,
 * a hop's port (`10.0.0.1:5555`, `[::1]:80`) dropped; null when it is not an IP address.
 */
export function normalAddress(address: string): string | null {
  let text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = IPV4_MAPPED.exec(text)?.[1] ?? text;
  return isIP(text) === 0 ? null : text.toLowerCase();
}

/** The trusted proxies of `list` (addresses or CIDR blocks, as the config validated them). */
export function trustedProxies(list: readonly string[]): TrustedProxies {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  return {
    has: (address) => {
      const normal = normalAddress(address);
      if (normal === null) return false;
      return blocks.check(normal, isIP(normal) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client behind `peer` (see the module comment); `forwardedFor` is the `X-Forwarded-For`
 * header as received. Pure.
 */
export function resolveClient(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (peer === undefined) return 'unknown';
  let client = normalAddress(peer) ?? peer;
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').reverse();
  for (const hop of hops) {
    const address = normalAddress(hop);
    // A trusted proxy always writes an address; anything else is not worth believing.
    if (address === null) return client;
    client = address;
    if (!trusted.has(address)) return client;
  }
  return client;
}

/** Middleware that works out the client of every request once (see the module comment). */
export function clientAddressResolver(trustedList: readonly string[]): MiddlewareHandler {
  const trusted = trustedProxies(trustedList);
  return async (c, next) => {
    const bindings = c.env as NodeBindings | undefined;
    const peer = bindings?.incoming?.socket?.remoteAddress;
    c.set('client_address', resolveClient(peer, c.req.header('X-Forwarded-For'), trusted));
    await next();
  };
}

/** The client's address (IPv4 or IPv6 text), or `unknown`. */
export function clientAddress(c: Context): string {
  const resolved: unknown = c.get('client_address');
  if (typeof resolved === 'string') return resolved;
  const bindings = c.env as NodeBindings | undefined;
  const peer = bindings?.incoming?.socket?.remoteAddress;
  return peer === undefined ? 'unknown' : (normalAddress(peer) ?? peer);
}
