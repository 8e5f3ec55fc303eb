import '../texts';
import type { TargetRealization } from '@portal/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatPercent, formatPln } from '../../../lib/format';
import { useTargetRealization } from '../api/target-realization';
import { Alert } from '../../../components/Alert';

export type ResultsWidgetVariant = 'account' | 'ranking';

const title = { account: 'results.widget.accountTitle', ranking: 'results.widget.rankingTitle' } as const;

/** The widget's card: a query container, so the figures line up in a row when the card is wide. */
function WidgetCard({ variant, children }: { variant: ResultsWidgetVariant; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="@container flex flex-col gap-4 rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t(title[variant])}
      </h2>
      {children}
    </section>
  );
}

/**
 * The results widget of §2 in its two forms: "Moje Wyniki" (the company's purchases against its
 * target; account page and results page) and "Ranking" (its place in the country and this
 * month's figures). In a narrow card the blocks stack; in a wide one (the account page on a
 * desktop) they stand side by side.
 */
export function ResultsWidget({ data, variant }: { data: TargetRealization; variant: ResultsWidgetVariant }) {
  return (
    <WidgetCard variant={variant}>
      <Figures data={data} variant={variant} />
    </WidgetCard>
  );
}

/** The widget's figures without its card, so a card that loads its data keeps its place. */
function Figures({ data, variant }: { data: TargetRealization; variant: ResultsWidgetVariant }) {
  const { t, i18n } = useTranslation();
  const month = formatMonth(data.current_period.month, i18n.language);
  const bar = Math.min(100, data.realization_percent);

  const period = (
    <div className="mt-auto rounded-xl bg-white/10 p-4 @3xl:mt-0">
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
    <div className="flex flex-1 flex-col gap-4 @3xl:grid @3xl:grid-cols-3 @3xl:items-start @3xl:gap-6">
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
    </div>
  );
}

/**
 * The "Moje Wyniki" form with its own data, for a page that does not load the target realization
 * itself (the account page). While loading, and when the call failed, the card keeps its place
 * and says so; the rest of the page is not held up.
 */
export function MyResultsWidget() {
  const { t } = useTranslation();
  const realization = useTargetRealization();
  return (
    <WidgetCard variant="account">
      {realization.data ? (
        <Figures data={realization.data} variant="account" />
      ) : realization.isError ? (
        <Alert>{t('results.loadFailed')}</Alert>
      ) : (
        <p className="text-sm text-brand-100">{t('common.loading')}</p>
      )}
    </WidgetCard>
  );
}
