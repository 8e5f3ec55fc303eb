import '../texts';
import type { NewsSlide as Slide } from '@portal/contract';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsSlide } from './NewsSlide';

type Embla = UseEmblaCarouselType[1];

/**
 * Where the slider stands, as one string so that React can compare snapshots: the selected
 * position, the number of positions and whether it can move back and forth.
 */
function snapshot(embla: Embla): string {
  if (!embla) return '0|0|0|0';
  const flags = [embla.canScrollPrev(), embla.canScrollNext()].map(Number);
  return [embla.selectedScrollSnap(), embla.scrollSnapList().length, ...flags].join('|');
}

/** The slider's position, following embla's events (the positions change with the slides per view on resize). */
function usePosition(embla: Embla) {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', changed).on('reInit', changed);
      return () => {
        embla.off('select', changed).off('reInit', changed);
      };
    },
    [embla],
  );
  const [selected = 0, snaps = 0, canPrev = 0, canNext = 0] = useSyncExternalStore(subscribe, () => snapshot(embla))
    .split('|')
    .map(Number);
  return { selected, snaps, canPrev: canPrev === 1, canNext: canNext === 1 };
}

const arrowPaths = { prev: 'M15 18l-6-6 6-6', next: 'M9 6l6 6-6 6' };

function Arrow({ direction }: { direction: keyof typeof arrowPaths }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={arrowPaths[direction]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-900 shadow ring-1 ring-brand-900/10 transition-colors hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

/**
 * The news slider: 1 slide per view, 2 from 640 px and 3 from 768 px, set by
 * each slide's flex basis; previous and next buttons and a dot per position.
 */
export function NewsSlider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const position = usePosition(embla);

  return (
    <section aria-roledescription={t('news.carousel')} aria-label={t('news.sliderLabel')} className="space-y-5">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y sm:-ml-6">
          {slides.map((slide, index) => (
            // The list item keeps the list's semantics; the slide inside is the carousel's group.
            <li
              key={slide.slug}
              data-testid="news-slide"
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 sm:pl-6 md:basis-1/3"
            >
              <div
                role="group"
                aria-roledescription={t('news.slide')}
                aria-label={t('news.slideLabel', { index: index + 1, count: slides.length })}
                className="h-full"
              >
                <NewsSlide slide={slide} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      {position.snaps > 1 && (
        <div className="flex items-center justify-between gap-4">
          <button
            type="button"
            className={navButton}
            onClick={() => embla?.scrollPrev()}
            disabled={!position.canPrev}
            aria-label={t('news.previous')}
          >
            <Arrow direction="prev" />
          </button>
          <div className="flex flex-wrap justify-center gap-1">
            {Array.from({ length: position.snaps }, (_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => embla?.scrollTo(index)}
                aria-label={t('news.goTo', { index: index + 1, count: position.snaps })}
                aria-current={index === position.selected || undefined}
                className="group inline-flex size-8 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${index === position.selected ? 'w-7 bg-accent-400' : 'w-2.5 bg-brand-100 group-hover:bg-brand-700'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={navButton}
            onClick={() => embla?.scrollNext()}
            disabled={!position.canNext}
            aria-label={t('news.next')}
          >
            <Arrow direction="next" />
          </button>
        </div>
      )}
    </section>
  );
}
