import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { notify } from '../../components/notifications';
import { Page } from '../../components/Page';
import { ResultsWidget } from '../../features/results/components/ResultsWidget';
import { useTargetRealization } from '../../features/results/api/target-realization';
import { useUser } from '../../features/auth/api/user';
import { RankingsSection } from '../../features/rankings/components/RankingsSection';
import { useUserRankings } from '../../features/rankings/api/user-rankings';
import { useMainPrizeStanding } from '../../features/results/api/main-prize-standing';
import { usePurchases } from '../../features/results/api/purchases';
import { MainPrizeCard } from '../../features/results/components/MainPrizeCard';
import { ProductTargetCard } from '../../features/results/components/ProductTargetCard';
import { ResultsWidgets } from './ResultsWidgets';

/**
 * "Realizacja celów zakupowych": the results widget, the main-prize standing, a ring per product
 * and the rankings; the quiz widgets and the vote banner come through ResultsWidgets.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const purchases = usePurchases();
  const realization = useTargetRealization();
  const standing = useMainPrizeStanding();
  const rankings = useUserRankings();
  const failed = purchases.isError || realization.isError || standing.isError;

  useEffect(() => {
    if (failed) notify.error(t('results.loadFailed'));
  }, [failed, t]);

  const hideRankings = rankings.data?.hideRankings ?? false;
  const updateDate = purchases.data?.update_date ?? realization.data?.update_date ?? null;

  return (
    <Page heading={t('pages.realizations')} wide>
      {updateDate && <p className="-mt-3 mb-6 text-sm text-muted">{t('results.updateDate', { date: updateDate })}</p>}
      {failed && (
        <div className="mb-6">
          <Alert>{t('results.loadFailed')}</Alert>
        </div>
      )}
      <div className="space-y-10">
        <ResultsWidgets isSeller={user?.is_seller ?? false} />

        {(realization.data ?? standing.data) && (
          <div className={`grid gap-6 ${hideRankings ? 'lg:grid-cols-2' : 'lg:grid-cols-3'}`}>
            {realization.data && <ResultsWidget data={realization.data} variant="account" />}
            {realization.data && !hideRankings && <ResultsWidget data={realization.data} variant="ranking" />}
            {standing.data && <MainPrizeCard standing={standing.data} />}
          </div>
        )}

        <section aria-labelledby="targets-heading" className="space-y-4">
          <div>
            <h2 id="targets-heading" className="text-2xl font-bold text-brand-900">
              {t('results.targetsHeading')}
            </h2>
            <p className="mt-1 text-muted">{t('results.targetsHint')}</p>
          </div>
          {purchases.isPending && <p className="text-muted">{t('common.loading')}</p>}
          {purchases.data && (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
              {purchases.data.products.map((product) => (
                <ProductTargetCard key={product.id} product={product} />
              ))}
            </ul>
          )}
        </section>

        <RankingsSection />
      </div>
    </Page>
  );
}
