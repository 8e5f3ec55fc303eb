import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../lib/errors.js';
import { errorsPlugin } from './errors.js';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', () => {
    throw error;
  });
  app.post('/echo', (request) => request.body);
  return app;
}

describe('error answers', () => {
  it('hides the details of an unexpected error behind a 500 with `error`', async () => {
    const app = await appThrowing(new Error('SQLITE_ERROR: no such table: secrets'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: 'Wystąpił nieznany błąd.' });
    expect(response.body).not.toContain('SQLITE');
  });

  it('keeps the status and message of a refusal a service threw', async () => {
    const app = await appThrowing(new ConflictError('Ta operacja została już wykonana.'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Ta operacja została już wykonana.' });
  });

  it('answers malformed JSON with 400 and success false', async () => {
    const app = await appThrowing(new Error('unused'));
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Nieprawidłowe żądanie.' });
  });
});
