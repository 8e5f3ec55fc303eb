import { routePath, type SessionUser } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { notify } from '../../components/notifications';
import { logout } from '../../features/auth/api/logout';
import { settingsQueryOptions } from '../../features/programme/api/settings';

interface NavItem {
  to: string;
  label: string;
  /** A word under the link in the slide-in menu: the page cannot be used on this screen. */
  note?: string;
}

/** Links shown together under one name: the quizzes. */
interface NavGroup {
  label: string;
  items: NavItem[];
}

type MenuEntry = NavItem | NavGroup;

const isGroup = (entry: MenuEntry): entry is NavGroup => 'items' in entry;

/**
 * One menu per role (ADR 0015): every page a user may open is one tap away. `sections` are the
 * programme's pages (the second row on a desktop), `corner` the user's own (profile) or, for a
 * visitor, the only ways there are.
 */
function useMenu(user: SessionUser | null): { sections: MenuEntry[]; corner: NavItem[] } {
  const { t } = useTranslation();
  const isLeader = user?.role === 'leader';
  // Loaded by the root route before any page; only a leader's menu asks.
  const settings = useQuery({ ...settingsQueryOptions, enabled: isLeader });
  if (!user) {
    return {
      sections: [],
      corner: [
        { to: routePath('home'), label: t('nav.home') },
        { to: routePath('contact'), label: t('nav.contact') },
        { to: routePath('login'), label: t('nav.login') },
      ],
    };
  }
  // The quizzes belong to sellers (their widgets on "Moje wyniki" too); two are played with a mouse.
  const desktopOnly = t('nav.desktopOnly');
  const quizzes: NavGroup = {
    label: t('nav.quizzes'),
    items: [
      { to: routePath('millionaires'), label: t('pages.millionaires') },
      { to: routePath('crossword'), label: t('pages.crossword') },
      { to: routePath('findDiff'), label: t('pages.findDiff'), note: desktopOnly },
      { to: routePath('findPair'), label: t('pages.findPair'), note: desktopOnly },
    ],
  };
  // Codes earn points and prizes spend them (docs/product/catalogue-and-codes.md): a leader who does not
  // sell sees the catalogue and the premium products, not what only sellers do.
  const codesAndPrizes: NavGroup = {
    label: t('nav.codesAndPrizes'),
    items: [
      ...(user.is_seller
        ? [
            { to: routePath('addCodes'), label: t('pages.addCodes') },
            { to: routePath('myCodes'), label: t('pages.myCodes') },
          ]
        : []),
      { to: routePath('prizes'), label: t('pages.prizes') },
      ...(user.is_seller
        ? [
            { to: routePath('cart'), label: t('pages.cart') },
            { to: routePath('myPrizeOrders'), label: t('pages.myPrizeOrders') },
          ]
        : []),
      { to: routePath('premiumProducts'), label: t('pages.premiumProducts') },
    ],
  };
  return {
    sections: [
      { to: routePath('realizations'), label: t('nav.results') },
      ...(user.is_seller ? [quizzes] : []),
      codesAndPrizes,
      { to: routePath('news'), label: t('nav.news') },
      { to: routePath('products'), label: t('nav.products') },
      { to: routePath('rules'), label: t('nav.rules') },
      // Leaders and every seller may invite sellers (the server lets them): both find the page here.
      ...(isLeader || user.is_seller ? [{ to: routePath('inviteUser'), label: t('nav.invite') }] : []),
      ...(isLeader && settings.data?.vote_open ? [{ to: routePath('votes'), label: t('nav.votes') }] : []),
      { to: routePath('contact'), label: t('nav.contact') },
    ],
    corner: [{ to: routePath('account'), label: t('nav.account') }],
  };
}

/**
 * Who the user is in the programme: "Strefa Lidera", "Strefa Sprzedawcy", or both for a leader
 * who sells. A label, not a switch: only the user's own zones, in plain text.
 */
function RoleLabel({ user, className = '' }: { user: SessionUser; className?: string }) {
  const { t } = useTranslation();
  const zones = [
    ...(user.role === 'leader' ? [t('nav.leaderZone')] : []),
    ...(user.role === 'seller' || user.is_seller ? [t('nav.sellerZone')] : []),
  ];
  return (
    <p className={`text-xs font-semibold uppercase leading-5 tracking-wide text-accent-400 ${className}`}>
      {zones.map((zone) => (
        <span key={zone} className="block whitespace-nowrap">
          {zone}
        </span>
      ))}
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

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold transition-colors hover:bg-brand-800 ${isActive ? 'bg-brand-800 text-accent-400' : 'text-white'}`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-2.5 text-base font-semibold ${isActive ? 'bg-brand-800 text-accent-400' : 'text-white hover:bg-brand-800'}`;

/** The quizzes of a desktop's menu: a button that shows their links below it (a disclosure). */
function DesktopGroup({ group }: { group: NavGroup }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  const current = group.items.some((item) => pathname.startsWith(item.to));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Tabbing past the last link closes the list, as a click elsewhere does.
  const onBlur = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li ref={box} className="relative" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className={desktopLink({ isActive: current })}
      >
        {group.label}
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-1 w-56 rounded-lg bg-brand-900 p-1 shadow-xl ring-1 ring-brand-700"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={() => setOpen(false)} className={(state) => `${desktopLink(state)} w-full`}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A group of the slide-in menu: its links under its name. */
function MobileGroup({ group, onDone }: { group: NavGroup; onDone: () => void }) {
  const id = useId();
  return (
    <li className="py-1">
      <p id={id} className="px-4 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-100">
        {group.label}
      </p>
      <ul aria-labelledby={id} className="ml-4 border-l border-brand-700 pl-1">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={mobileLink} onClick={onDone}>
              {item.label}
              {item.note && <span className="block text-xs font-normal text-brand-100">{item.note}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The links of the slide-in menu; following one ends the menu's job. */
function MobileEntries({ entries, onDone }: { entries: MenuEntry[]; onDone: () => void }) {
  return entries.map((entry) =>
    isGroup(entry) ? (
      <MobileGroup key={entry.label} group={entry} onDone={onDone} />
    ) : (
      <li key={entry.to}>
        <NavLink to={entry.to} className={mobileLink} end={entry.to === '/'} onClick={onDone}>
          {entry.label}
        </NavLink>
      </li>
    ),
  );
}

export function Header({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const { sections, corner } = useMenu(user);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="bg-brand-900 text-white shadow-md">
      <nav aria-label={t('nav.label')}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to={user ? routePath('realizations') : routePath('home')} className="shrink-0">
            {/* The link's name starts with what it shows (WCAG 2.5.3), then says where it leads. */}
            <Logo inverted />
            <span className="sr-only"> {t('brand.homeLink')}</span>
          </Link>
          {user && <RoleLabel user={user} className="ml-1 hidden border-l border-brand-700 pl-4 sm:block" />}
          <ul className="ml-auto hidden items-center gap-1 lg:flex">
            {corner.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLink} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <LogoutButton className={desktopLink({ isActive: false })} />
              </li>
            )}
          </ul>
          <button
            type="button"
            className="ml-auto inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={t('nav.openMenu')}
            onClick={() => setOpen(true)}
          >
            <Icon name="menu" />
          </button>
        </div>
        {sections.length > 0 && (
          <div className="hidden border-t border-brand-800 lg:block">
            <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1 sm:px-6">
              {sections.map((entry) =>
                isGroup(entry) ? (
                  <DesktopGroup key={entry.label} group={entry} />
                ) : (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={desktopLink}>
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </div>
        )}
      </nav>

      <div
        className={`fixed inset-0 z-40 bg-brand-950/50 transition-opacity lg:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={close}
        aria-hidden="true"
      />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.label')}
        inert={!open}
        className={`fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-brand-900 p-4 transition-transform duration-200 lg:hidden ${open ? 'translate-x-0 shadow-2xl' : 'translate-x-full'}`}
      >
        <div className="mb-3 flex items-start justify-between gap-3">
          {user ? (
            <div className="min-w-0 px-4 pt-1">
              <p className="truncate font-bold text-white">{user.full_name}</p>
              <RoleLabel user={user} />
            </div>
          ) : (
            <Logo inverted />
          )}
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-brand-800"
            aria-label={t('nav.closeMenu')}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="space-y-0.5">
          <MobileEntries entries={sections} onDone={close} />
        </ul>
        <ul className={`space-y-0.5 ${sections.length > 0 ? 'mt-3 border-t border-brand-700 pt-3' : ''}`}>
          <MobileEntries entries={corner} onDone={close} />
          {user && (
            <li>
              <LogoutButton
                className="block w-full rounded-lg px-4 py-2.5 text-left text-base font-semibold text-white hover:bg-brand-800"
                onLoggedOut={close}
              />
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
