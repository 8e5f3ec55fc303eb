import { describe, expect, it } from 'vitest';
import { type CpuProfile, formatShares, summarizeProfile } from './profile-summary.js';

const frame = (functionName: string, url = '', scriptId = url ? 7 : 0) => ({ functionName, url, scriptId });

// Five nodes as V8 writes them; the samples say where the process was, the deltas for how long.
const profile: CpuProfile = {
  startTime: 0,
  endTime: 100,
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('writev') },
    { id: 3, callFrame: frame('compileQuery', 'file:///work/main/node_modules/kysely/dist/esm/query-compiler.js') },
    { id: 4, callFrame: frame('parse', 'file:///work/main/node_modules/@fastify/ajv-compiler/index.js') },
    { id: 5, callFrame: frame('sessionUser', 'file:///work/main/apps/server/dist/server.js') },
    { id: 6, callFrame: frame('onStreamRead', 'node:internal/stream_base_commons') },
    { id: 7, callFrame: frame('anonymous0', '', 212) },
    { id: 8, callFrame: frame('RegExp: ^/api/', '', 0) },
  ],
  samples: [2, 3, 2, 5, 1, 4, 6, 2, 7, 8],
  timeDeltas: [10, 20, 10, 15, 25, 5, 5, 10, 0, 0],
};

describe('summarizeProfile', () => {
  it('adds up the busy time of each package, native function and part of Node, largest first', () => {
    // 100 units in all, 25 of them idle.
    expect(summarizeProfile(profile)).toEqual([
      { where: 'native writev', share: 0.4 },
      { where: 'kysely', share: 20 / 75 },
      { where: 'the portal', share: 0.2 },
      { where: '@fastify/ajv-compiler', share: 5 / 75 },
      { where: 'node:internal', share: 5 / 75 },
      { where: '(generated code)', share: 0 },
      { where: '(regular expressions)', share: 0 },
    ]);
  });

  it('keeps the largest few, and prints each as a share of the whole', () => {
    const top = summarizeProfile(profile, 2);
    expect(formatShares(top)).toBe(' 40.0 %  native writev\n 26.7 %  kysely');
  });
});
