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

/**
 * The addresses the proxies between the visitor and this server named, one list per header;
 * undefined for a header that names none. `Forwarded` (RFC 7239) is set by no proxy the
 * portal is deployed with, so any of it reads as a visitor from elsewhere.
 */
const namedAddresses: Record<string, (value: string) => string[] | undefined> = {
  'x-forwarded-for': (value) => value.split(',').map((entry) => entry.trim()),
  'x-real-ip': (value) => [value.trim()],
  forwarded: () => undefined,
};

const namesLoopbackOnly = (header: string, value: string | string[] | undefined): boolean => {
  if (value === undefined) return true;
  const addresses = (Array.isArray(value) ? value : [value]).flatMap((line) => namedAddresses[header]!(line) ?? ['']);
  return addresses.every(isLoopbackAddress);
};

/**
 * Whether a request comes from this computer: its socket's peer is a loopback address, and each
 * address a proxy named in X-Forwarded-For or X-Real-IP is loopback too. Judged by the socket,
 * never by `request.ip`, which TRUST_PROXY lets a header set. A proxy on this computer (nginx in
 * front of the portal, Vite's dev server with `xfwd`) connects from loopback for every visitor,
 * but appends the address it saw: a far visitor is named there, whatever he wrote in front, and
 * only this computer's own browser passes (docs/decisions/0054-development-mode-loopback.md).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    Object.keys(namedAddresses).every((header) => namesLoopbackOnly(header, request.headers[header]))
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
