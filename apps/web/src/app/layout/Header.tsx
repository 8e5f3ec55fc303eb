import { routePath, type SessionUser } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { notify } from '../../components/notifications';
import { logout } from '../../features/auth/api/logout';

interface NavItem {
  to: string;
  label: string;
}

function useNavItems(user: SessionUser | null): NavItem[] {
  const { t } = useTranslation();
  if (!user) {
    return [
      { to: routePath('home'), label: t('nav.home') },
      { to: routePath('login'), label: t('nav.login') },
    ];
  }
  return [
    { to: routePath('realizations'), label: t('nav.results') },
    { to: routePath('news'), label: t('nav.news') },
    { to: routePath('account'), label: t('nav.account') },
    // Leaders and every seller may invite sellers (the server lets them): both find the page here.
    ...(user.role === 'leader' || user.is_seller ? [{ to: routePath('inviteUser'), label: t('nav.invite') }] : []),
  ];
}

/** "Strefa Lidera" / "Strefa Sprzedawcy", the user's own zone highlighted. */
function RoleZone({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const zones = [
    { role: 'leader', label: t('nav.leaderZone') },
    { role: 'seller', label: t('nav.sellerZone') },
  ] as const;
  return (
    <p className="flex rounded-full bg-brand-950/60 p-1 text-xs font-semibold sm:text-sm">
      {zones.map((zone) => {
        const current = zone.role === user.role;
        return (
          <span
            key={zone.role}
            aria-current={current ? 'true' : undefined}
            className={`whitespace-nowrap rounded-full px-2.5 py-1 sm:px-3 ${current ? 'bg-accent-400 text-brand-950' : 'text-brand-100/80'}`}
          >
            {zone.label}
          </span>
        );
      })}
    </p>
  );
}

function LogoutButton({ className, onLoggedOut }: { className: string; onLoggedOut?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onClick = async () => {
    try {
      await logout();
      onLoggedOut?.();
      await navigate(routePath('home'));
    } catch {
      notify.error(t('nav.logoutFailed'));
    }
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()}>
      {t('nav.logout')}
    </button>
  );
}

interface LinkStyle {
  link: (state: { isActive: boolean }) => string;
  logout: string;
}

const desktopStyle: LinkStyle = {
  link: ({ isActive }) =>
    `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold transition-colors hover:bg-brand-800 ${isActive ? 'bg-brand-800 text-accent-400' : 'text-white'}`,
  logout: 'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-white hover:bg-brand-800',
};

const mobileStyle: LinkStyle = {
  link: ({ isActive }) =>
    `block rounded-lg px-4 py-3 text-base font-semibold ${isActive ? 'bg-brand-800 text-accent-400' : 'text-white hover:bg-brand-800'}`,
  logout: 'block w-full rounded-lg px-4 py-3 text-left text-base font-semibold text-white hover:bg-brand-800',
};

/** The navigation links and, for a logged-in user, the logout button: in the bar and in the slide-in menu. */
function NavLinks(props: {
  user: SessionUser | null;
  items: NavItem[];
  style: LinkStyle;
  listClass: string;
  onDone?: () => void;
}) {
  const { user, items, style, listClass, onDone } = props;
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={style.link} end onClick={onDone}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {user && (
        <li>
          <LogoutButton className={style.logout} {...(onDone ? { onLoggedOut: onDone } : {})} />
        </li>
      )}
    </ul>
  );
}

export function Header({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const items = useNavItems(user);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="bg-brand-900 text-white shadow-md">
      <nav aria-label={t('nav.label')} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={user ? routePath('realizations') : routePath('home')} className="shrink-0">
          {/* The link's name starts with what it shows (WCAG 2.5.3), then says where it leads. */}
          <Logo inverted />
          <span className="sr-only"> {t('brand.homeLink')}</span>
        </Link>
        {user && (
          <div className="ml-2 hidden sm:block">
            <RoleZone user={user} />
          </div>
        )}
        <NavLinks
          user={user}
          items={items}
          style={desktopStyle}
          listClass="ml-auto hidden items-center gap-1 xl:flex"
        />
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800 xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={t('nav.openMenu')}
          onClick={() => setOpen(true)}
        >
          <Icon name="menu" />
        </button>
      </nav>

      <div
        className={`fixed inset-0 z-40 bg-brand-950/50 transition-opacity xl:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.label')}
        inert={!open}
        className={`fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-brand-900 p-4 transition-transform duration-200 xl:hidden ${open ? 'translate-x-0 shadow-2xl' : 'translate-x-full'}`}
      >
        <div className="mb-4 flex items-center justify-between">
          {user ? <RoleZone user={user} /> : <Logo inverted />}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800"
            aria-label={t('nav.closeMenu')}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        {/* Following a link, or logging out, ends the menu's job. */}
        <NavLinks user={user} items={items} style={mobileStyle} listClass="space-y-1" onDone={() => setOpen(false)} />
      </div>
    </header>
  );
}
