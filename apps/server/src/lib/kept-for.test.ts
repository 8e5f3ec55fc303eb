import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DB } from '../db/database.js';
import { keptFor } from './kept-for.js';

const database = { isTransaction: false } as DB;
const transaction = { isTransaction: true } as DB;

afterEach(() => {
  vi.useRealTimers();
});

describe('keptFor', () => {
  it('reads once within its time, again after it, and again after forget()', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const read = keptFor(1000, async (_db, key) => `${key}:${++reads}`);
    expect([await read(database, 'a'), await read(database, 'a'), await read(database, 'b')]).toEqual([
      'a:1',
      'a:1',
      'b:2',
    ]);
    vi.advanceTimersByTime(1001);
    expect(await read(database, 'a')).toBe('a:3');
    read.forget();
    expect(await read(database, 'a')).toBe('a:4');
  });

  it('always reads afresh inside a transaction, and does not keep a failed read', async () => {
    let reads = 0;
    const read = keptFor(60_000, async () => {
      reads++;
      if (reads === 1) throw new Error('database away');
      return reads;
    });
    await expect(read(database)).rejects.toThrow('database away');
    expect(await read(database)).toBe(2);
    expect(await read(transaction)).toBe(3);
    expect(await read(database)).toBe(2);
  });
});
