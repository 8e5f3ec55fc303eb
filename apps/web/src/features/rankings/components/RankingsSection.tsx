import '../texts';
import { rankingTypes } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { useUserRankings } from '../api/user-rankings';
import { RankingBlock } from './RankingBlock';

/** The three rankings (region, trip, am); nothing at all while the programme hides them. */
export function RankingsSection() {
  const { t } = useTranslation();
  const rankings = useUserRankings();

  useEffect(() => {
    if (rankings.isError) notify.error(t('rankings.loadFailedText'), { title: t('rankings.loadFailedTitle') });
  }, [rankings.isError, t]);

  const shown = rankings.data?.rankings;
  if (rankings.data && (rankings.data.hideRankings || !shown)) return null;
  return (
    <section aria-labelledby="rankings-heading" className="space-y-4">
      <h2 id="rankings-heading" className="text-2xl font-bold text-brand-900">
        {t('rankings.heading')}
      </h2>
      {rankings.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {rankings.isError && <Alert>{t('rankings.loadFailedText')}</Alert>}
      {shown && (
        <div className="grid items-start gap-3 md:grid-cols-3 md:gap-6">
          {rankingTypes.map((type) => (
            <RankingBlock key={type} type={type} ranking={shown[type]} />
          ))}
        </div>
      )}
    </section>
  );
}
