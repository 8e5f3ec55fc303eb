import '../../features/results/texts';
import { routePath } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { notify } from '../../components/notifications';
import { Page } from '../../components/Page';
import { ResultsWidget } from '../../features/results/components/ResultsWidget';
import { useTargetRealization } from '../../features/results/api/target-realization';
import { useUser } from '../../features/auth/api/user';
import { pointsSectionId, useAccountPoints } from '../../features/account/api/account-points';
import { RankingsSection } from '../../features/rankings/components/RankingsSection';
import { useMainPrizeStanding } from '../../features/results/api/main-prize-standing';
import { usePurchases } from '../../features/results/api/purchases';
import { MainPrizeCard } from '../../features/results/components/MainPrizeCard';
import { ProductTargetCard } from '../../features/results/components/ProductTargetCard';
import { YourPointsCard } from '../../features/results/components/YourPointsCard';
import { ResultsWidgets } from './ResultsWidgets';

/**
 * "Realizacja celów zakupowych": the seller's own figures first ("Moje Wyniki" and the main-prize
 * standing) and their points in short ("Twoje punkty", explained on the account page), then a ring
 * per product, the quiz widgets and the vote banner (through ResultsWidgets, compact rows) and the
 * rankings. Each figure is shown once: the "Ranking" form of the results widget would repeat the
 * trip ranking's place, the purchases and the period, so the rankings section alone carries the
 * places.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const purchases = usePurchases();
  const realization = useTargetRealization();
  const standing = useMainPrizeStanding();
  const points = useAccountPoints();
  const failed = purchases.isError || realization.isError || standing.isError || points.isError;

  useEffect(() => {
    if (failed) notify.error(t('results.loadFailed'));
  }, [failed, t]);

  const updateDate = purchases.data?.update_date ?? realization.data?.update_date ?? null;

  return (
    <Page heading={t('pages.realizations')} wide>
      {updateDate && <p className="-mt-3 mb-6 text-sm text-muted">{t('results.updateDate', { date: updateDate })}</p>}
      {failed && (
        <div className="mb-6">
          <Alert>{t('results.loadFailed')}</Alert>
        </div>
      )}
      {/* On a phone the sections sit closer: the page holds one more card and stays under 4,000 px. */}
      <div className="space-y-6 sm:space-y-10">
        {(realization.data ?? standing.data) && (
          <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
            {realization.data && <ResultsWidget data={realization.data} variant="account" />}
            {standing.data && <MainPrizeCard standing={standing.data} />}
          </div>
        )}
        {points.data && (
          <YourPointsCard points={points.data} detailsTo={`${routePath('account')}#${pointsSectionId}`} />
        )}

        <section aria-labelledby="targets-heading" className="space-y-4">
          <div>
            <h2 id="targets-heading" className="text-2xl font-bold text-brand-900">
              {t('results.targetsHeading')}
            </h2>
            <p className="mt-1 text-sm text-muted sm:text-base">{t('results.targetsHint')}</p>
          </div>
          {purchases.isPending && <p className="text-muted">{t('common.loading')}</p>}
          {purchases.data && (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
              {purchases.data.products.map((product) => (
                <ProductTargetCard key={product.id} product={product} />
              ))}
            </ul>
          )}
        </section>

        <ResultsWidgets isSeller={user?.is_seller ?? false} />

        <RankingsSection />
      </div>
    </Page>
  );
}
