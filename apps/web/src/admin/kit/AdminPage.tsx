import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A back-office page: its heading (also the window's title), the actions beside it, then its
 * content, full width.
 */
export function AdminPage({
  heading,
  actions,
  children,
}: {
  heading: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${heading} – ${t('admin.brand')}`;
  }, [heading, t]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{heading}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
