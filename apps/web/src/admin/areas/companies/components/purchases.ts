import type { TFunction } from 'i18next';
import { formatPercent } from '../../../../lib/format';

const amount = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0 });

/** The company's purchases against its target, short: "12 300 / 20 000 zł (61,5%)". */
export function purchasesText(t: TFunction, value: number, target: number | null): string {
  if (target === null || target <= 0) return t('admin.companies.purchasesNoTarget', { value: amount.format(value) });
  return t('admin.companies.purchasesOf', {
    value: amount.format(value),
    target: amount.format(target),
    percent: formatPercent((value / target) * 100),
  });
}

export const formatPoints = (points: number) => amount.format(points);
