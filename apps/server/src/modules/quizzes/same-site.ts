import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';

/**
 * The spec makes a few quiz calls that change state GETs (START of the crossword, ending a left
 * game), which the CSRF token does not cover. Browsers mark requests another site causes (a link,
 * an image) with Sec-Fetch-Site: cross-site; those must not spend a player's attempt.
 */
export async function sameSiteOnly(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new ForbiddenError('To żądanie można wysłać tylko z portalu.');
  }
}
