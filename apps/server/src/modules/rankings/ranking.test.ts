import { describe, expect, it } from 'vitest';
import { rankCompanies, rankingOf } from './ranking.js';

const at = (hour: number) => `2025-08-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const total = (companyId: number, pln: number, hour = 10) => ({
  companyId,
  valueGrosze: pln * 100,
  reachedAt: at(hour),
});

// Values 100 000 down to 10 000 PLN for companies 1 to 10.
const ranked = rankCompanies(Array.from({ length: 10 }, (_, index) => total(index + 1, (10 - index) * 10_000)));

describe('a ranking', () => {
  it('shows the two places below and none above at the top, and wins there', () => {
    expect(rankingOf(1, ranked, 'am')).toEqual({
      position: 1,
      purchases_value: 100_000,
      items_above: [],
      items_below: [
        { position: 2, value: 90_000 },
        { position: 3, value: 80_000 },
      ],
      is_winner: true,
    });
  });

  it('shows the two places above and none below at the bottom', () => {
    expect(rankingOf(10, ranked, 'trip')).toEqual({
      position: 10,
      purchases_value: 10_000,
      items_above: [
        { position: 8, value: 30_000 },
        { position: 9, value: 20_000 },
      ],
      items_below: [],
      is_winner: true,
    });
  });

  it('shows the one place there is next to the top and the bottom', () => {
    expect(rankingOf(2, ranked, 'region').items_above).toEqual([{ position: 1, value: 100_000 }]);
    expect(rankingOf(9, ranked, 'region').items_below).toEqual([{ position: 10, value: 10_000 }]);
  });

  it('lets each ranking’s winning places win: 3 in a region, 10 in the country, 1 in an AM group', () => {
    expect([3, 4].map((id) => rankingOf(id, ranked, 'region').is_winner)).toEqual([true, false]);
    expect(rankingOf(2, ranked, 'am').is_winner).toBe(false);
  });

  it('gives equal values to whoever reached the value first', () => {
    const tie = rankCompanies([total(1, 500, 15), total(2, 500, 9), total(3, 700, 20), total(4, 500, 9)]);
    expect(tie.map((company) => company.companyId)).toEqual([3, 2, 4, 1]);
    expect(rankingOf(1, tie, 'region')).toMatchObject({ position: 4, purchases_value: 500 });
  });

  it('leaves out companies without purchases: they read "---"', () => {
    const withEmpty = rankCompanies([total(1, 500), total(2, 0)]);
    expect(withEmpty).toHaveLength(1);
    expect(rankingOf(2, withEmpty, 'trip')).toEqual({
      position: '---',
      purchases_value: 0,
      items_above: [],
      items_below: [],
      is_winner: false,
    });
  });
});
