import { describe, expect, it } from 'vitest';
import { parseWarsawMoment } from './warsaw-moment.js';

describe('parseWarsawMoment', () => {
  it('reads a Warsaw day or minute in winter and in summer time', () => {
    expect(parseWarsawMoment('2026-12-04')).toBe('2026-12-03T23:00:00.000Z');
    expect(parseWarsawMoment('2026-12-04 14:30')).toBe('2026-12-04T13:30:00.000Z');
    expect(parseWarsawMoment('2026-07-01 08:05')).toBe('2026-07-01T06:05:00.000Z');
    expect(parseWarsawMoment(' 2026-03-29 12:00 ')).toBe('2026-03-29T10:00:00.000Z');
  });

  it('takes the earlier moment in the hour the clocks go back', () => {
    expect(parseWarsawMoment('2026-10-25 02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads a minute of the hour the clocks skip as the hour after it', () => {
    expect(parseWarsawMoment('2026-03-29 02:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is no day or time', () => {
    for (const text of ['', '04.12.2026', '2026-02-30', '2026-12-04 24:10', '2026-12-04 10:60', '2026-12-4', 'jutro']) {
      expect(parseWarsawMoment(text), text).toBeNull();
    }
  });
});
