import { useTranslation } from 'react-i18next';

/** The programme's mark: a four-pane window with one lit pane, and its name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const text = inverted ? 'text-white' : 'text-brand-900';
  // The lit pane's amber reads on navy; on a light background the darker text amber does.
  const plus = inverted ? 'text-accent-400' : 'text-accent-700';
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect x="4" y="4" width="56" height="56" rx="12" fill={inverted ? '#ffffff' : '#0b2545'} />
        <rect x="14" y="14" width="16" height="16" rx="2" fill="#f6ae2d" />
        <rect x="34" y="14" width="16" height="16" rx="2" fill={inverted ? '#1d4e89' : '#8fb8ed'} />
        <rect x="14" y="34" width="16" height="16" rx="2" fill={inverted ? '#1d4e89' : '#8fb8ed'} />
        <rect x="34" y="34" width="16" height="16" rx="2" fill={inverted ? '#1d4e89' : '#8fb8ed'} />
      </svg>
      <span className={`flex flex-col leading-none ${text}`}>
        <span className="text-lg font-bold tracking-tight">
          Partner<span className={plus}>Plus</span>
        </span>
        <span className={`mt-0.5 text-[0.7rem] ${inverted ? 'text-brand-100' : 'text-muted'}`}>
          {t('brand.tagline')}
        </span>
      </span>
    </span>
  );
}
