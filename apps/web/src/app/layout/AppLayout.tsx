import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { Notifications } from '../../components/notifications';
import { useUser } from '../../features/auth/api/user';
import { ImpersonationNotice } from '../../features/impersonation';
import { useRouteMeta } from '../route-meta';
import { BranchSelector } from './BranchSelector';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const meta = useRouteMeta();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = meta.title ? `${t(meta.title)} – ${t('brand.name')}` : t('brand.name');
  }, [meta.title, t]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400"
          role="progressbar"
          aria-label={t('common.loading')}
        />
      )}
      <ImpersonationNotice user={user} />
      {!meta.hideMenu && <Header user={user} />}
      {user && !meta.hideMenu && !meta.hideCompanySelector && <BranchSelector user={user} />}
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<p className="p-8 text-center text-muted">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      {user && !meta.hideFooter && <Footer />}
      <Notifications />
    </div>
  );
}
