import '../texts';
import { type ResultProduct, SSS_MIN_ELECTRIC_WINDOWS } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { ProgressRing } from './ProgressRing';

/**
 * One product's purchase target: the ring with the pieces bought, which turns to the pieces
 * missing to the next threshold on hover or on a click (so touch and keyboard users get it too),
 * or says the threshold waits for the SSS condition, and an info panel with the thresholds and notes.
 */
export function ProductTargetCard({ product }: { product: ResultProduct }) {
  const { t } = useTranslation();
  const ids = { name: useId(), info: useId(), missing: useId() };
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);

  // Before any purchase the server sends a zero standing; the fallback keeps the rule if it does not.
  const current = product.purchases.at(-1) ?? {
    value: 0,
    percent_realization: 0,
    missing_next_target: product.targets[0]?.min ?? 0,
    missing_sss_value: product.is_sss_value ? SSS_MIN_ELECTRIC_WINDOWS : null,
  };
  // The server's rule: thresholds count in order, and on an SSS product none counts before the
  // SSS condition holds, so the ring counts to the first unpaid threshold, not past it.
  const sssMissing = current.missing_sss_value ?? 0;
  const firstAbove = product.targets.findIndex((target) => target.min > current.value);
  const reachedCount = sssMissing > 0 ? 0 : firstAbove === -1 ? product.targets.length : firstAbove;
  const nextThreshold = reachedCount < product.targets.length ? reachedCount + 1 : 0;
  // Its pieces are bought; only the electric windows are missing.
  const waitsForSss = nextThreshold > 0 && sssMissing > 0 && current.missing_next_target === 0;
  const showMissing = hovered || pinned;
  const missingText =
    nextThreshold === 0
      ? t('results.allReachedText')
      : waitsForSss
        ? t('results.sssWaitingText', { count: sssMissing, threshold: nextThreshold })
        : t('results.missingText', { count: current.missing_next_target, threshold: nextThreshold });

  return (
    <li className="flex">
      <article
        aria-labelledby={ids.name}
        className="relative flex w-full flex-col overflow-hidden rounded-xl bg-white p-2 shadow-sm sm:rounded-2xl ring-1 ring-brand-100 sm:p-5"
      >
        <button
          type="button"
          aria-expanded={infoOpen}
          aria-controls={ids.info}
          aria-label={t('results.infoButton', { name: product.name })}
          onClick={() => setInfoOpen((open) => !open)}
          className={`absolute right-1 top-1 z-10 grid size-7 place-items-center rounded-full border text-sm font-bold italic transition-colors sm:right-3 sm:top-3 sm:size-9 ${
            infoOpen
              ? 'border-brand-800 bg-brand-800 text-white'
              : 'border-brand-100 bg-brand-50 text-brand-800 hover:bg-brand-100'
          }`}
        >
          i
        </button>

        <button
          type="button"
          aria-expanded={showMissing}
          aria-controls={ids.missing}
          aria-label={t('results.ringLabel', { name: product.name, count: current.value })}
          // Only a mouse hovers: on a touch screen the tap alone decides, so it is not undone at once.
          onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onClick={() => setPinned((shown) => !shown)}
          className="mx-auto mt-4 rounded-full"
        >
          <ProgressRing targets={product.targets} percent={current.percent_realization}>
            {showMissing ? (
              waitsForSss ? (
                <>
                  <span className="text-[10px] font-semibold uppercase tracking-wide text-muted sm:text-xs">
                    {t('results.threshold', { number: nextThreshold })}
                  </span>
                  <span className="max-w-16 text-[10px] font-bold leading-tight text-amber-800 sm:max-w-32 sm:text-base">
                    {t('results.sssWaiting')}
                  </span>
                </>
              ) : nextThreshold > 0 ? (
                <>
                  <span className="text-[10px] font-semibold uppercase tracking-wide text-muted sm:text-xs">
                    {t('results.missingLabel')}
                  </span>
                  <span className="text-base font-bold leading-tight tabular-nums text-amber-800 sm:text-3xl">
                    {t('results.pieces', { count: current.missing_next_target })}
                  </span>
                  <span className="text-[10px] text-muted sm:text-xs">
                    {t('results.toThreshold', { threshold: nextThreshold })}
                  </span>
                </>
              ) : (
                <>
                  <Icon name="check" className="size-6 text-success sm:size-8" />
                  <span className="mt-1 text-[10px] font-bold leading-tight text-success sm:text-sm">
                    {t('results.allReached')}
                  </span>
                </>
              )
            ) : (
              <>
                <span className="text-base font-bold leading-tight tabular-nums text-brand-900 sm:text-3xl">
                  {t('results.pieces', { count: current.value })}
                </span>
                <span className="text-[10px] text-muted sm:text-xs">{t('results.bought')}</span>
              </>
            )}
          </ProgressRing>
        </button>
        <h3
          id={ids.name}
          className="mt-1.5 text-center text-xs font-bold leading-tight sm:leading-snug break-words hyphens-auto text-brand-900 sm:mt-3 sm:text-base"
        >
          {product.name}
        </h3>
        <p id={ids.missing} role="status" className="sr-only">
          {showMissing ? missingText : ''}
        </p>

        {current.missing_sss_value !== null && (
          <p
            className={`mt-2 rounded-lg px-1 py-1 text-center text-[11px] leading-tight font-medium sm:mt-3 sm:px-3 sm:py-2 sm:text-sm ${
              current.missing_sss_value > 0 ? 'bg-accent-100 text-brand-950' : 'bg-green-50 text-success'
            }`}
          >
            {current.missing_sss_value > 0
              ? t('results.sssMissing', { count: current.missing_sss_value })
              : t('results.sssMet')}
          </p>
        )}

        <div
          id={ids.info}
          hidden={!infoOpen}
          // It scrolls when the thresholds outgrow the card: the keyboard must reach it too.
          tabIndex={0}
          role="region"
          aria-label={t('results.infoButton', { name: product.name })}
          className="absolute inset-0 overflow-y-auto bg-brand-50 p-3 text-xs text-brand-950 sm:p-5 sm:text-sm"
        >
          <p className="pr-9 font-bold leading-snug text-brand-900 sm:pr-10">{product.name}</p>
          <ol className="mt-2 space-y-1.5">
            {product.targets.map((target, index) => {
              const reached = index < reachedCount;
              return (
                <li key={target.min} className="grid grid-cols-[auto_1fr_auto] items-center gap-x-1.5">
                  <span
                    className={`grid size-4 place-items-center rounded-full sm:size-5 ${
                      reached ? 'bg-success text-white' : 'bg-white ring-1 ring-brand-100'
                    }`}
                    aria-hidden="true"
                  >
                    {reached ? <Icon name="check" className="size-3 sm:size-3.5" /> : null}
                  </span>
                  <span className="font-semibold">
                    {t('results.threshold', { number: index + 1 })}
                    {reached && target.points_from === null && (
                      <span className="sr-only"> {t('results.thresholdReached')}</span>
                    )}
                    {reached && target.points_from !== null && (
                      <span className="font-normal text-muted">
                        {' '}
                        {t('results.thresholdWaiting', { date: target.points_from.split('-').reverse().join('.') })}
                      </span>
                    )}
                  </span>
                  <span className="font-bold tabular-nums text-brand-800">
                    {t('results.points', { count: target.points })}
                  </span>
                  <span className="col-start-2 col-end-4 text-muted">
                    {t('results.thresholdMin', { count: target.min })}
                  </span>
                </li>
              );
            })}
          </ol>
          {product.is_sss_value && (
            <p className="mt-3 border-t border-brand-100 pt-2">
              {t('results.sssCondition', { count: SSS_MIN_ELECTRIC_WINDOWS })}
            </p>
          )}
          {product.notes && <p className="mt-3 border-t border-brand-100 pt-2 text-muted">{product.notes}</p>}
        </div>
      </article>
    </li>
  );
}
