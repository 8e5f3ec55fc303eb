import '../texts';
import type { MainPrizeStanding } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';

/** The company's standing in the race for the main prize (§1): categories closed and the rule that applies. */
export function MainPrizeCard({ standing }: { standing: MainPrizeStanding }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  // On a phone the categories and the rules fold away behind a button (the count and the status
  // say where the company stands); from the sm breakpoint they are always shown.
  const [open, setOpen] = useState(false);
  const total = standing.categories.length;

  let status: string;
  if (standing.position !== null) {
    status = standing.invited
      ? t('results.prize.invited', { position: standing.position })
      : t('results.prize.waiting', { position: standing.position, max: standing.max_invited });
  } else if (standing.rule === 'all') {
    status = t('results.prize.needAll', { count: total - standing.categories_closed });
  } else {
    status = t('results.prize.needFallback');
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-accent-400/60 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {t('results.prize.title')}
        </h2>
        <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-bold tabular-nums text-brand-950">
          {t('results.prize.closed', { closed: standing.categories_closed, total })}
        </span>
      </div>
      <p className={`text-sm font-medium ${standing.invited ? 'text-success' : 'text-brand-950'}`}>{status}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="-my-2 flex w-fit items-center gap-1 py-2 text-sm font-semibold text-brand-800 sm:hidden"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {t('results.prize.categoriesToggle')}
      </button>
      <div id={listId} className={`${open ? 'flex' : 'hidden'} flex-col gap-4 sm:flex`}>
        <ul className="divide-y divide-brand-50 text-sm">
          {standing.categories.map((category) => (
            <li key={category.slug} className="flex items-center gap-2 py-1.5">
              <span
                className={`grid size-5 shrink-0 place-items-center rounded-full ${
                  category.closed ? 'bg-success text-white' : 'ring-1 ring-muted/40'
                }`}
                aria-hidden="true"
              >
                {category.closed && <Icon name="check" className="size-3.5" />}
              </span>
              <span className={category.closed ? 'font-semibold text-brand-900' : 'text-muted'}>{category.name}</span>
              <span className="sr-only">
                {category.closed ? t('results.prize.categoryClosed') : t('results.prize.categoryOpen')}
              </span>
              <span className="ml-auto text-xs tabular-nums text-muted">{category.closed_on}</span>
            </li>
          ))}
        </ul>
        <p className="mt-auto text-xs text-muted">{t('results.prize.rules', { max: standing.max_invited })}</p>
      </div>
    </section>
  );
}
