import '../texts';
import type { NewsDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlContentClass } from './html-content';

/**
 * One news item as a participant reads it: the title, publish day, photo, preface and body.
 * The news page shows it with the way back; the back office's preview shows it as it is.
 */
export function NewsArticle({
  item,
  top,
  bottom,
  heading: Heading = 'h1',
}: {
  item: NewsDetail;
  top?: ReactNode;
  bottom?: ReactNode;
  /** The title's level: the page's own heading, or a section's inside the back office. */
  heading?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {top}
      <Heading className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{item.title}</Heading>
      <p className="mt-2 text-sm text-muted">
        {t('news.published')} <time>{item.publish_day}</time>
      </p>
      {item.photo && (
        <img
          src={item.photo}
          alt=""
          className="mt-6 aspect-video w-full rounded-2xl bg-brand-50 object-cover shadow-sm ring-1 ring-brand-900/10"
        />
      )}
      <div
        className={`mt-6 text-lg font-medium text-brand-950 ${htmlContentClass}`}
        dangerouslySetInnerHTML={{ __html: item.preface }}
      />
      <div className={`mt-6 text-base text-ink ${htmlContentClass}`} dangerouslySetInnerHTML={{ __html: item.body }} />
      {bottom}
    </article>
  );
}
