import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';

/** The card an operator meets before a session exists: signing in, setting a password from an invitation. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-start justify-center bg-brand-900 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex flex-col items-start gap-2">
          <Logo />
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('admin.brand')}</p>
        </div>
        <h1 className="mb-2 text-2xl font-bold text-brand-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
