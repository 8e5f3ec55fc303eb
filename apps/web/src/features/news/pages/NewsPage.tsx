import '../texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api';
import { useUser } from '../../auth';
import { newsRoleOf, useNews } from '../api/news';
import { NewsSlider } from '../components/NewsSlider';

/** /aktualnosci: the news for the user's role in a slider. */
export function NewsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const news = useNews(user ? newsRoleOf(user) : null);

  useEffect(() => {
    if (!news.error) return;
    const message = news.error instanceof ApiError && news.error.message ? news.error.message : t('news.loadFailed');
    notify.error(message, { title: t('news.indexFailed') });
  }, [news.error, t]);

  return (
    <Page heading={t('pages.news')} wide>
      <p className="mb-8 max-w-3xl text-lg text-muted">{t('news.intro')}</p>
      {news.isError && <Alert>{t('news.indexFailed')}</Alert>}
      {news.isPending && !news.isError && (
        <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              className={`h-[26rem] animate-pulse rounded-2xl bg-brand-100 ${index === 1 ? 'hidden sm:block' : ''} ${index === 2 ? 'hidden md:block' : ''}`}
            />
          ))}
        </div>
      )}
      {news.data &&
        (news.data.length === 0 ? <Alert tone="info">{t('news.empty')}</Alert> : <NewsSlider slides={news.data} />)}
    </Page>
  );
}
