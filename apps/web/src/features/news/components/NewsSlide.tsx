import '../texts';
import { type NewsSlide as Slide, routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { htmlOnDarkClass } from './html-content';
import { slideStyle } from './slide-style';

/**
 * One news slide: its own background (the inline style from the server, or the brand colours),
 * the title, the preface as HTML and a link to the news. The title's link covers the whole card,
 * while links inside the preface stay clickable above it.
 */
export function NewsSlide({ slide }: { slide: Slide }) {
  const { t } = useTranslation();
  const style = slideStyle(slide.frontend_style);
  const to = routePath('NewsShow', { slug: slide.slug });
  return (
    <article
      style={style}
      className={`relative flex h-full min-h-[26rem] flex-col justify-end overflow-hidden rounded-2xl p-6 shadow-md ring-1 ring-brand-900/10 transition-shadow focus-within:shadow-xl hover:shadow-xl ${style ? '' : 'bg-gradient-to-br from-brand-700 to-brand-950'}`}
    >
      <h2 className="text-xl font-bold leading-tight text-white sm:text-2xl">
        {/* Focused, the title shows the outline every link has; its ::after makes the whole card its target. */}
        <Link to={to} className="after:absolute after:inset-0 after:content-['']">
          {slide.title}
        </Link>
      </h2>
      <div
        className={`mt-3 text-sm sm:text-base ${htmlOnDarkClass}`}
        dangerouslySetInnerHTML={{ __html: slide.preface }}
      />
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-bold text-accent-400">
        {t('news.readMore')} <span className="transition-transform">→</span>
      </span>
    </article>
  );
}
