import { describe, expect, it } from 'vitest';
import { fromWarsawLocal, warsawLocal } from './warsaw-time';

describe('Warsaw publish times', () => {
  it('reads an instant as Warsaw’s wall clock in winter and in summer', () => {
    expect(warsawLocal('2025-12-01T11:00:00.000Z')).toBe('2025-12-01T12:00');
    expect(warsawLocal('2025-07-01T11:00:00.000Z')).toBe('2025-07-01T13:00');
  });

  it('turns Warsaw’s wall clock back into the instant', () => {
    expect(fromWarsawLocal('2025-12-01T12:00')).toBe('2025-12-01T11:00:00.000Z');
    expect(fromWarsawLocal('2025-07-01T13:00')).toBe('2025-07-01T11:00:00.000Z');
    // The night the clocks go back (26 October 2025) and the morning after.
    expect(fromWarsawLocal('2025-10-26T12:00')).toBe('2025-10-26T11:00:00.000Z');
    expect(fromWarsawLocal('2025-10-25T12:00')).toBe('2025-10-25T10:00:00.000Z');
    expect(fromWarsawLocal('jutro')).toBeNull();
  });
});
