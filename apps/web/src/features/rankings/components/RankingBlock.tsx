import '../texts';
import { type Ranking, type RankingType, UNRANKED } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 });

/**
 * One ranking: the company's place, and behind the info toggle the neighbouring places with the
 * purchase values (the company's own value is "Zrealizowano" in "Moje Wyniki", so it is not
 * repeated on each block's face).
 */
export function RankingBlock({ type, ranking }: { type: RankingType; ranking: Ranking }) {
  const { t } = useTranslation();
  const ids = { heading: useId(), table: useId() };
  const [open, setOpen] = useState(false);
  const ranked = ranking.position !== UNRANKED;

  return (
    <section
      aria-labelledby={ids.heading}
      className={`flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${
        ranking.is_winner ? 'ring-2 ring-accent-400' : 'ring-brand-100'
      }`}
    >
      <div className="flex items-center gap-4">
        <p className="w-16 shrink-0 text-center">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
            {t('rankings.position')}
          </span>
          <span className="text-3xl font-bold tabular-nums text-brand-900" data-testid={`ranking-${type}-position`}>
            {ranking.position}
          </span>
        </p>
        <div className="min-w-0 flex-1">
          <h3 id={ids.heading} className="font-bold text-brand-900">
            {t(`rankings.types.${type}.title`)}
          </h3>
          <p className="text-sm text-muted">{t(`rankings.types.${type}.description`)}</p>
          {ranking.is_winner && (
            <span className="mt-1 inline-block rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-950">
              {t('rankings.winner')}
            </span>
          )}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={ids.table}
          aria-label={t('rankings.infoButton', { name: t(`rankings.types.${type}.title`) })}
          onClick={() => setOpen((shown) => !shown)}
          className={`grid size-9 shrink-0 place-items-center self-start rounded-full border text-sm font-bold italic transition-colors ${
            open
              ? 'border-brand-800 bg-brand-800 text-white'
              : 'border-brand-100 bg-brand-50 text-brand-800 hover:bg-brand-100'
          }`}
        >
          i
        </button>
      </div>

      <div id={ids.table} hidden={!open} className="mt-4">
        {ranked ? (
          <table className="w-full text-sm">
            <caption className="sr-only">
              {t('rankings.neighbours', { name: t(`rankings.types.${type}.title`) })}
            </caption>
            <thead>
              <tr className="border-b border-brand-100 text-left text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="py-2 font-semibold">
                  {t('rankings.columns.position')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('rankings.columns.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ranking.items_above.map((item) => (
                <tr key={item.position} className="border-b border-brand-50">
                  <td className="py-2 tabular-nums">{item.position}</td>
                  <td className="py-2 text-right tabular-nums">{pln.format(item.value)}</td>
                </tr>
              ))}
              <tr className="bg-accent-100 font-bold text-brand-950">
                <td className="rounded-l-md px-2 py-2 tabular-nums">
                  {ranking.position} <span className="font-normal">({t('rankings.yourCompany')})</span>
                </td>
                <td className="rounded-r-md px-2 py-2 text-right tabular-nums">
                  {pln.format(ranking.purchases_value)}
                </td>
              </tr>
              {ranking.items_below.map((item) => (
                <tr key={item.position} className="border-b border-brand-50">
                  <td className="py-2 tabular-nums">{item.position}</td>
                  <td className="py-2 text-right tabular-nums">{pln.format(item.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="rounded-lg bg-surface px-3 py-2 text-sm text-muted">{t('rankings.unranked')}</p>
        )}
      </div>
    </section>
  );
}
