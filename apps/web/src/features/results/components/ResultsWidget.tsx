import type { TargetRealization } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatPercent, formatPln } from '../format';

/**
 * The results widget of §2 in its two forms: "Moje Wyniki" (the company's purchases against its
 * target) and "Ranking" (its place in the country and this month's figures).
 */
export function ResultsWidget({ data, variant }: { data: TargetRealization; variant: 'account' | 'ranking' }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const month = formatMonth(data.current_period.month, i18n.language);
  const bar = Math.min(100, data.realization_percent);

  const period = (
    <div className="mt-auto rounded-xl bg-white/10 p-4">
      <p className="text-sm text-brand-100">{t('results.widget.period', { month })}</p>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-brand-100">{t('results.widget.periodPoints')}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {t('results.points', { count: data.current_period.points })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-brand-100">{t('results.widget.periodPercent')}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {t('results.widget.percent', { value: formatPercent(data.current_period.percent) })}
          </dd>
        </div>
      </dl>
    </div>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {variant === 'account' ? t('results.widget.accountTitle') : t('results.widget.rankingTitle')}
      </h2>
      {variant === 'account' ? (
        <>
          <div>
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-sm text-brand-100">{t('results.widget.realization')}</span>
              <span className="text-3xl font-bold tabular-nums text-accent-400">
                {t('results.widget.percent', { value: formatPercent(data.realization_percent) })}
              </span>
            </p>
            <div
              role="progressbar"
              aria-label={t('results.widget.realization')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(bar)}
              className="mt-2 h-3 overflow-hidden rounded-full bg-white/15"
            >
              <div className="h-full rounded-full bg-accent-400" style={{ width: `${bar}%` }} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-brand-100">{t('results.widget.target')}</dt>
              <dd className="text-lg font-bold tabular-nums">{formatPln(data.target_value)}</dd>
            </div>
            <div>
              <dt className="text-brand-100">{t('results.widget.realized')}</dt>
              <dd className="text-lg font-bold tabular-nums">{formatPln(data.realization_value)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-brand-100">{t('results.widget.missing')}</dt>
              <dd className="text-lg font-bold tabular-nums">{formatPln(data.target_realization_missing_value)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          <p className="flex items-end gap-3">
            <span className="text-5xl font-bold tabular-nums text-accent-400">
              {typeof data.ranking_position === 'number'
                ? t('results.widget.position', { position: data.ranking_position })
                : data.ranking_position}
            </span>
            <span className="pb-1 text-sm text-brand-100">{t('results.widget.positionLabel')}</span>
          </p>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-brand-100">{t('results.widget.realized')}</dt>
              <dd className="text-lg font-bold tabular-nums">{formatPln(data.realization_value)}</dd>
            </div>
            <div>
              <dt className="text-brand-100">{t('results.widget.realization')}</dt>
              <dd className="text-lg font-bold tabular-nums">
                {t('results.widget.percent', { value: formatPercent(data.realization_percent) })}
              </dd>
            </div>
          </dl>
        </>
      )}
      {period}
    </section>
  );
}
