import type { NewsDetail, NewsSlide as Slide } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { NewsArticle, NewsSlide } from '../../../../features/news';

/**
 * A news item as a participant would see it, drawn by the participants' own components from what
 * the server answers for the form (sanitised, the slide's style made as it will be served): the
 * slide of the home page's slider and the news page.
 */
export function NewsPreview({ slide, news, note }: { slide: Slide; news: NewsDetail; note?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section aria-labelledby="news-preview-slide" className="space-y-2">
        <h3 id="news-preview-slide" className="font-bold text-brand-900">
          {t('admin.news.preview.slide')}
        </h3>
        {note && <p className="text-sm text-muted">{note}</p>}
        <div className="max-w-sm">
          <NewsSlide slide={slide} />
        </div>
      </section>
      <section aria-labelledby="news-preview-detail" className="rounded-2xl bg-surface ring-1 ring-slate-200">
        <h3 id="news-preview-detail" className="px-4 pt-4 font-bold text-brand-900">
          {t('admin.news.preview.detail')}
        </h3>
        <NewsArticle item={news} heading="h2" />
      </section>
    </div>
  );
}
