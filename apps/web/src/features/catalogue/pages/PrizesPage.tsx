import '../texts';
import { type PrizeSort, prizeSorts, routePath } from '@portal/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Page } from '../../../components/Page';
import { Pagination } from '../../../components/Pagination';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { formText } from '../../../lib/form-text';
import { useUser } from '../../auth';
import { useCart, usePrizes } from '../api/catalogue';
import { PrizeCard } from '../components/PrizeCard';

const FILTERS = ['search', 'category', 'min_points', 'max_points'] as const;

/** The catalogue's query as the address holds it. */
type CatalogueQuery = Partial<Record<(typeof FILTERS)[number], string>> & {
  affordable?: '1';
  sort: PrizeSort;
  page: number;
};

/** The prize catalogue (/nagrody): filters, sort and pages in the address, so a link keeps them. */
export function PrizesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canBuy = Boolean(user?.is_seller && !user.client_is_logged_in);
  const [params, setParams] = useSearchParams();
  const query = useMemo<CatalogueQuery>(() => {
    const sort = params.get('sort');
    return {
      ...Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))),
      ...(params.get('affordable') === '1' ? { affordable: '1' as const } : {}),
      sort: prizeSorts.includes(sort as PrizeSort) ? (sort as PrizeSort) : 'name_asc',
      page: Number(params.get('page')) || 1,
    };
  }, [params]);
  const prizes = usePrizes(query);
  // On a phone the filters and the sort wait behind "Filtry", so the first screen shows prizes;
  // from the sm breakpoint they are always shown.
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const cart = useCart(canBuy);
  const inCart = (prizeId: number) =>
    canBuy ? (cart.data?.lines.find((line) => line.prize_id === prizeId)?.quantity ?? 0) : undefined;

  const change = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in values)) next.delete('page');
    setParams(next);
  };
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change(Object.fromEntries(FILTERS.map((name) => [name, formText(form, name)])));
  };

  const categories = prizes.data?.categories ?? [];
  const items = prizes.data?.items;
  const cartCount = cart.data?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;

  return (
    <Page heading={t('pages.prizes')} wide>
      {canBuy && (
        <p className="mb-4">
          <Link to={routePath('cart')} className="font-semibold text-brand-800 underline">
            {t('catalogue.goToCart', { count: cartCount })}
          </Link>
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
        className="mb-4 sm:hidden"
      >
        {t('catalogue.filtersToggle')}
      </Button>
      <div id={filtersId} className={`${filtersOpen ? '' : 'hidden'} sm:block`}>
        <form
          key={params.toString()}
          onSubmit={applyFilters}
          aria-label={t('catalogue.filters')}
          className="mb-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto] lg:items-end"
        >
          <TextField name="search" label={t('catalogue.search')} defaultValue={query.search ?? ''} type="search" />
          <SelectField
            name="category"
            label={t('catalogue.category')}
            placeholder={t('catalogue.allCategories')}
            options={categories.map((category) => ({ value: category.slug, label: category.name }))}
            defaultValue={query.category ?? ''}
          />
          <TextField
            name="min_points"
            label={t('catalogue.minPoints')}
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={query.min_points ?? ''}
          />
          <TextField
            name="max_points"
            label={t('catalogue.maxPoints')}
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={query.max_points ?? ''}
          />
          <Button type="submit" variant="secondary">
            {t('catalogue.filter')}
          </Button>
        </form>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <Checkbox
            label={t('catalogue.affordable')}
            checked={query.affordable === '1'}
            onChange={(event) => change({ affordable: event.target.checked ? '1' : undefined })}
          />
          <SelectField
            label={t('catalogue.sort')}
            value={query.sort}
            onChange={(event) => change({ sort: event.target.value })}
            options={prizeSorts.map((sort) => ({ value: sort, label: t(`catalogue.sorts.${sort}`) }))}
            className="w-56"
          />
        </div>
      </div>
      <div aria-busy={prizes.isPlaceholderData || undefined}>
        {prizes.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {prizes.isError && <Alert>{t('catalogue.loadFailed')}</Alert>}
        {items && (
          <p className="mb-3 text-sm text-muted" role="status">
            {t('catalogue.found', { count: items.total })}
          </p>
        )}
        {items?.total === 0 && <p className="text-muted">{t('catalogue.empty')}</p>}
        {items && items.data.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('pages.prizes')}>
            {items.data.map((prize) => (
              <PrizeCard key={prize.id} prize={prize} inCart={inCart(prize.id)} />
            ))}
          </ul>
        )}
        {items && (
          <div className="mt-6">
            <Pagination
              currentPage={items.current_page}
              lastPage={items.last_page}
              onPageChange={(page) => change({ page: String(page) })}
            />
          </div>
        )}
      </div>
    </Page>
  );
}
