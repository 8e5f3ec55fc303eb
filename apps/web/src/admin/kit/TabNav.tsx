import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/Button';

/** The page's tab from the address's `tab`, the first of `tabs` when it names none of them. */
export function useTab<T extends string>(tabs: readonly T[]): T {
  const [params] = useSearchParams();
  const asked = params.get('tab') as T | null;
  return asked && tabs.includes(asked) ? asked : tabs[0]!;
}

/** A page's tabs as links to `?tab=…`, the current one marked for screen readers too. */
export function TabNav<T extends string>({
  label,
  tabs,
  current,
  text,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  text: (tab: T) => string;
}) {
  return (
    <nav aria-label={label} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((name) => (
          <li key={name}>
            <Link
              to={`?tab=${name}`}
              aria-current={current === name ? 'page' : undefined}
              className={`${buttonClass(current === name ? 'primary' : 'ghost')} px-4 py-2 text-sm`}
            >
              {text(name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
