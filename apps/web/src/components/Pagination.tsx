import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';

interface Props {
  /** The page shown, counted from 1. */
  currentPage: number;
  /** The number of pages; nothing is rendered when there is at most one. */
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; "Stronicowanie" unless given. */
  label?: string;
}

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const stepClass = `${base} gap-1 border border-brand-100 bg-white px-4 text-brand-800 enabled:hover:bg-brand-50`;
const pageClass = `${base} px-2`;
const currentClass = 'bg-brand-800 text-white';
const otherClass = 'border border-brand-100 bg-white text-brand-800 hover:bg-brand-50';

/**
 * Previous / next buttons (disabled at the ends) around up to 5 page buttons with ellipses (see pageItems).
 * Below `sm` the page buttons take the first row and previous / next share the second.
 */
export function Pagination({ currentPage, lastPage, onPageChange, label }: Props) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;

  // A stale page number (say, after the list shrank) still gives working buttons.
  const current = Math.min(Math.max(currentPage, 1), lastPage);
  const go = (page: number) => {
    if (page !== current) onPageChange(page);
  };

  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-2 sm:flex-nowrap sm:justify-center"
    >
      <button type="button" className={stepClass} disabled={current <= 1} onClick={() => go(current - 1)}>
        <span aria-hidden="true">‹</span>
        {t('pagination.previous')}
      </button>
      <ul className="order-first flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {pageItems(current, lastPage).map((item, index) =>
          item === 'ellipsis' ? (
            <li
              key={`ellipsis-${index}`}
              className="inline-flex min-h-11 min-w-6 items-center justify-center text-muted"
            >
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('pagination.skipped')}</span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                className={`${pageClass} ${item === current ? currentClass : otherClass}`}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={stepClass} disabled={current >= lastPage} onClick={() => go(current + 1)}>
        {t('pagination.next')}
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
