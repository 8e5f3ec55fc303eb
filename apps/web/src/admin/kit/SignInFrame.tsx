import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Logo } from '../../components/Logo';

/**
 * The card an operator meets before a session exists: signing in, setting a password from an
 * invitation. Its title is also the window's; `failure` (what went wrong) stands above the form.
 */
export function SignInFrame({
  title,
  intro,
  failure,
  children,
}: {
  title: string;
  intro?: string | false;
  failure?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} – ${t('admin.brand')}`;
  }, [title, t]);
  return (
    <main className="flex min-h-dvh items-start justify-center bg-brand-900 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex flex-col items-start gap-2">
          <Logo />
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('admin.brand')}</p>
        </div>
        <h1 className="mb-2 text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <p className="mb-5 text-sm text-muted">{intro}</p>}
        {failure && (
          <div className="mb-4">
            <Alert>{failure}</Alert>
          </div>
        )}
        {children}
      </div>
    </main>
  );
}
