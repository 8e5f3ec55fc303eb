import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

// 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) to the IPv4 rule.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const isLoopbackAddress = (address: string | undefined): boolean => {
  const family = address ? isIP(address) : 0;
  return family !== 0 && loopback.check(address!, family === 4 ? 'ipv4' : 'ipv6');
};

// Any of these says a proxy passed the request on: its visitor is elsewhere.
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * Whether a request comes from this computer: its socket's peer is a loopback address and no
 * proxy passed it on. Judged by the socket, never by `request.ip`, which TRUST_PROXY lets a
 * header set; and a proxy on this computer (nginx in front of the portal) connects from
 * loopback for every visitor, so a request carrying a proxy's header is not loopback
 * (docs/decisions/0054-development-mode-loopback.md).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    !PROXY_HEADERS.some((header) => request.headers[header] !== undefined)
  );
}

/** Whether listening on this address (HOST) serves this computer only. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/**
 * Whether the outbox and the demo password answer loopback only: in development mode, which
 * `npm start` and `npm run dev` run. The test suites' mode (NODE_ENV=test) plays visitors from
 * many addresses with the demo accounts; production has neither.
 */
export const keepsDemoToLoopback = (config: Pick<Config, 'NODE_ENV'>): boolean => config.NODE_ENV === 'development';
