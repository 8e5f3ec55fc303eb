import '../texts';
import { routePath } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api';
import { useNewsShow } from '../api/news-show';
import { NewsArticle } from '../components/NewsArticle';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={routePath('news')}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
    >
      <span aria-hidden="true">←</span> {t('news.back')}
    </Link>
  );
}

/**
 * Names the browser tab after the news item. The layout names every page after its route in an
 * effect of its own, and a parent's effects run after its children's: the item's title is set
 * once they have all run, so it also wins when the item comes from the cache with the route.
 */
function useNewsTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!title) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${title} – ${t('brand.name')}`;
    });
    return () => {
      current = false;
    };
  }, [title, t]);
}

/** /aktualnosci/{slug}: the title, publish day, photo and body of one news item, and the way back. */
export function NewsShowPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const news = useNewsShow(slug);
  const notFound = news.error instanceof ApiError && news.error.status === 404;
  useNewsTitle(news.data?.title);

  useEffect(() => {
    if (!news.error || notFound) return;
    const message = news.error instanceof ApiError && news.error.message ? news.error.message : t('news.loadFailed');
    notify.error(message);
  }, [news.error, notFound, t]);

  if (notFound) {
    return (
      <Page heading={t('news.notFoundTitle')}>
        <p className="mb-6 text-lg text-muted">{t('news.notFound')}</p>
        <BackLink />
      </Page>
    );
  }

  if (!news.data) {
    return (
      <Page heading={t('pages.NewsShow')}>
        {news.isError ? <Alert>{t('news.loadFailed')}</Alert> : <p className="text-muted">{t('common.loading')}</p>}
        <div className="mt-6">
          <BackLink />
        </div>
      </Page>
    );
  }

  return (
    <NewsArticle
      item={news.data}
      top={<BackLink />}
      bottom={
        <div className="mt-10 border-t border-brand-100 pt-6">
          <BackLink />
        </div>
      }
    />
  );
}
