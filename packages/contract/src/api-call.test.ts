import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { callPath, defineCall } from './api-call.js';

const show = defineCall({
  method: 'GET',
  path: '/api/things/:slug/:file',
  tag: 'test',
  summary: 'A thing.',
  params: z.object({ slug: z.string(), file: z.string() }),
  query: z.object({ page: z.number().optional(), q: z.string().optional() }),
  answer: null,
});

describe('callPath', () => {
  it('fills the parameters, URL-encoded, and appends the query without empty values', () => {
    expect(callPath(show, { params: { slug: 'a b', file: 'x/y.png' }, query: { page: 2, q: '' } })).toBe(
      '/api/things/a%20b/x%2Fy.png?page=2',
    );
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => callPath(show, { params: { slug: 'a' } })).toThrow('needs file');
  });
});
