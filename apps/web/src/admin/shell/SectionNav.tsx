import { adminReportsApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Section } from '../areas';
import { adminCall } from '../kit/api';
import { adminPath, sectionGroups } from '../kit/sections';

// A section with a count leaves room for it on the right.
const sectionLink =
  (counted: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg py-2 pl-3 ${counted ? 'pr-11' : 'pr-3'} text-sm font-semibold transition-colors ${
      isActive ? 'bg-brand-800 text-accent-400' : 'text-white hover:bg-brand-800'
    }`;

/** What waits for an operator, asked again every minute and whenever the window comes back. */
function useWaiting() {
  return useQuery({
    queryKey: ['admin', 'waiting'],
    queryFn: async () => (await adminCall(adminReportsApi.waiting)).waiting,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

function SectionItem({ section, count, onChoose }: { section: Section; count: number; onChoose: () => void }) {
  const { t } = useTranslation();
  const countId = useId();
  return (
    <li className="relative">
      <NavLink
        to={adminPath(section.path)}
        end={section.path === ''}
        className={sectionLink(count > 0)}
        onClick={onChoose}
        // The count describes the link rather than naming it: the section keeps its name.
        aria-describedby={count > 0 ? countId : undefined}
      >
        {t(section.label)}
      </NavLink>
      {count > 0 && (
        <span
          id={countId}
          className="pointer-events-none absolute right-2 top-1/2 min-w-6 -translate-y-1/2 rounded-full bg-accent-400 px-1.5 text-center text-xs font-bold text-brand-900"
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('admin.nav.waiting', { count })}</span>
        </span>
      )}
    </li>
  );
}

/**
 * The sections the operator's role opens, grouped as areas.ts groups them, with the count of what
 * waits beside a section that has one.
 */
export function SectionNav({ sections, onChoose }: { sections: Section[]; onChoose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const waiting = useWaiting();
  const countOf = (section: Section) => (section.waiting ? (waiting.data?.[section.waiting] ?? 0) : 0);
  const item = (section: Section) => (
    <SectionItem key={section.path} section={section} count={countOf(section)} onChoose={onChoose} />
  );
  const groups = sectionGroups
    .map((group) => ({ group, members: sections.filter((section) => section.group === group) }))
    .filter(({ members }) => members.length > 0);
  return (
    <div className="space-y-4">
      <ul className="space-y-1">{sections.filter((section) => !section.group).map(item)}</ul>
      {groups.map(({ group, members }) => (
        <div key={group}>
          <h2
            id={`${headingId}-${group}`}
            className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-white/80"
          >
            {t(`admin.nav.groups.${group}`)}
          </h2>
          <ul className="space-y-1" aria-labelledby={`${headingId}-${group}`}>
            {members.map(item)}
          </ul>
        </div>
      ))}
    </div>
  );
}
