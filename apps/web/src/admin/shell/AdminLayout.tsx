import { adminAuthApi } from '@portal/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Logo } from '../../components/Logo';
import { Notifications, notify } from '../../components/notifications';
import { adminCall, onOperatorSignedOut, operatorQueryKey, useOperator } from '../kit/api';
import { roleReaches } from '@portal/contract';
import { sections as allSections } from '../areas';
import { SectionsContext } from '../kit/sections';
import { SectionNav } from './SectionNav';

/**
 * The back office's frame (docs/product/back-office.md): the sections on the left (a menu button on a
 * phone), the operator's name and role with sign-out at the top, the page in the middle. Only an
 * operator signed in gets past it; the others go to /admin/login.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const operator = useOperator();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    onOperatorSignedOut(() => {
      queryClient.setQueryData(operatorQueryKey, null);
    });
  }, [queryClient]);

  if (operator.isPending) return <p className="p-8 text-center text-muted">{t('admin.loading')}</p>;
  if (operator.isError) {
    return (
      <p role="alert" className="p-8 text-center text-danger">
        {t('admin.errors.generic')}
      </p>
    );
  }
  if (!operator.data) {
    const next = location.pathname + location.search;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace state={{ expired: true }} />;
  }
  const me = operator.data;

  const logout = async () => {
    try {
      await adminCall(adminAuthApi.logout);
    } finally {
      queryClient.removeQueries({ queryKey: ['admin'] });
      notify.success(t('admin.account.loggedOut'));
      await navigate('/admin/login');
    }
  };

  const sections = allSections.filter((section) => roleReaches(me.role, section.role));
  // Choosing a section closes the phone's menu.
  const nav = <SectionNav sections={sections} onChoose={() => setMenuOpen(false)} />;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('admin.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400"
          role="progressbar"
          aria-label={t('admin.loading')}
        />
      )}
      <header className="bg-brand-900 text-white">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-lg border border-white/30 px-3 text-sm font-semibold lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? t('admin.nav.close') : t('admin.nav.menu')}
            </button>
            <NavLink to="/admin" className="inline-flex items-center gap-2" aria-label={t('admin.brand')}>
              <Logo inverted />
              <span className="hidden text-sm font-semibold text-accent-400 sm:inline">{t('admin.brand')}</span>
            </NavLink>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <p className="hidden text-right md:block">
              {t('admin.account.signedInAs', { name: me.name, role: t(`admin.roles.${me.role}`) })}
            </p>
            <button
              type="button"
              onClick={() => void logout()}
              className="inline-flex min-h-11 items-center rounded-lg bg-white/10 px-3 font-semibold hover:bg-white/20"
            >
              {t('admin.account.logout')}
            </button>
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          id={menuId}
          aria-label={t('admin.nav.label')}
          className={`${menuOpen ? 'block' : 'hidden'} fixed inset-x-0 top-[4.25rem] z-40 max-h-[calc(100dvh-4.25rem)] overflow-y-auto bg-brand-900 p-3 lg:static lg:block lg:max-h-none lg:w-56 lg:shrink-0 lg:overflow-visible`}
        >
          <p className="mb-3 px-3 text-xs text-white/80 md:hidden">
            {t('admin.account.signedInAs', { name: me.name, role: t(`admin.roles.${me.role}`) })}
          </p>
          {nav}
        </nav>
        <main id="admin-main" className="min-w-0 flex-1">
          <SectionsContext value={sections}>
            <Suspense fallback={<p className="p-8 text-center text-muted">{t('admin.loading')}</p>}>
              <Outlet context={me} />
            </Suspense>
          </SectionsContext>
        </main>
      </div>
      <Notifications />
    </div>
  );
}
