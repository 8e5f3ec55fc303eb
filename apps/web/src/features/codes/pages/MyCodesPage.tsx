import '../texts';
import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Page } from '../../../components/Page';
import { Pagination } from '../../../components/Pagination';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDay, formatPoints } from '../../../lib/format';
import { useMyCodes } from '../api/codes';

/** "Moje kody": the seller's registered codes, newest first, and the points summary. */
export function MyCodesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const codes = useMyCodes(page);
  const items = codes.data?.items.data ?? [];
  const summary = codes.data?.summary;
  const columns = {
    code: t('myCodes.code'),
    product: t('myCodes.product'),
    points: t('myCodes.points'),
    date: t('myCodes.date'),
  };

  return (
    <Page heading={t('pages.myCodes')}>
      <p className="mb-4">
        <Link to={routePath('addCodes')} className="font-semibold text-brand-800 underline">
          {t('myCodes.addCodes')}
        </Link>
      </p>
      {summary && (
        <dl className="mb-6 grid grid-cols-3 gap-3" aria-label={t('myCodes.summary')}>
          {(
            [
              ['received', summary.received],
              ['spent', summary.spent],
              ['balance', summary.balance],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-brand-100">
              <dt className="text-sm text-muted">{t(`myCodes.${key}`)}</dt>
              <dd className="mt-1 text-xl font-bold text-brand-900">
                {t('myCodes.pointsValue', { value: formatPoints(value) })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div aria-busy={codes.isPlaceholderData || undefined} className="space-y-4">
        {codes.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {codes.isError && <Alert>{t('myCodes.loadFailed')}</Alert>}
        {codes.data && items.length === 0 && (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
            <p className="text-muted">{t('myCodes.empty')}</p>
          </div>
        )}
        {items.length > 0 && (
          <ResponsiveTable caption={t('pages.myCodes')} columns={Object.values(columns)}>
            {items.map((item, i) => (
              <ResponsiveRow key={`${item.code}-${item.registered_at}-${i}`}>
                <LabelledCell label={columns.code} className="font-mono whitespace-nowrap">
                  {item.code}
                </LabelledCell>
                <LabelledCell label={columns.product} className="font-semibold text-ink">
                  {item.product}
                </LabelledCell>
                <LabelledCell label={columns.points} className="whitespace-nowrap">
                  {t('myCodes.pointsValue', { value: formatPoints(item.points) })}
                </LabelledCell>
                <LabelledCell label={columns.date} className="whitespace-nowrap">
                  {formatDay(item.registered_at)}
                </LabelledCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        )}
        {codes.data && (
          <Pagination
            currentPage={codes.data.items.current_page}
            lastPage={codes.data.items.last_page}
            onPageChange={setPage}
          />
        )}
      </div>
    </Page>
  );
}
