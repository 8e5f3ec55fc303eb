import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { useListParams } from './useListParams';

/**
 * Above a list: the search box (sent on Enter or after a pause in typing) and the list's
 * filters, with a way to clear them all.
 */
export function ListToolbar({
  list,
  searchLabel,
  search = true,
  children,
}: {
  list: ReturnType<typeof useListParams>;
  /** What the search looks in, e.g. "Imię, nazwisko, e-mail, telefon lub SAP". */
  searchLabel: string;
  /** False: the filters alone, no search box (a list already narrowed to one holder). */
  search?: boolean;
  /** The filters (FilterSelect, ...). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(list.params.search);
  const { setSearch } = list;
  const current = list.params.search;

  // While another page loads (its chunk on a slow line), this one stays on screen; a search
  // sent then would change the address back to this list and cancel the way out.
  const leaving = useNavigation().state !== 'idle';

  // Typing searches after a short pause, so each key press does not ask the server.
  useEffect(() => {
    if (leaving || text.trim() === current) return;
    const timer = setTimeout(() => setSearch(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, current, setSearch, leaving]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
  };
  const filtered = current !== '' || Object.keys(list.params.filters).length > 0;

  return (
    <form
      role="search"
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      {search && (
        <div className="min-w-56 flex-1">
          <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
            {t('admin.table.search')}
          </label>
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchLabel}
            aria-description={searchLabel}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
          />
        </div>
      )}
      {children}
      {filtered && (
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          onClick={() => {
            setText('');
            list.clearFilters();
          }}
        >
          {t('admin.table.clearFilters')}
        </button>
      )}
    </form>
  );
}

/** One filter of a list: a select whose empty choice means "all". */
export function FilterSelect({
  list,
  name,
  label,
  options,
}: {
  list: ReturnType<typeof useListParams>;
  /** The query parameter (as the list's call names it). */
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <select
        id={id}
        value={list.params.filters[name] ?? ''}
        onChange={(event) => list.setFilter(name, event.target.value || undefined)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
      >
        <option value="">{t('admin.table.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A filter typed in (a SAP number): applied when the box is left or Enter is pressed. A day
 * (`type` date) is applied as soon as it is chosen whole, or cleared.
 */
export function TextFilter({
  list,
  name,
  label,
  inputMode,
  type,
}: {
  list: ReturnType<typeof useListParams>;
  name: string;
  label: string;
  inputMode?: 'numeric' | 'text';
  type?: 'date';
}) {
  const id = useId();
  const current = list.params.filters[name] ?? '';
  const apply = (value: string) => list.setFilter(name, value.trim() || undefined);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        key={current}
        defaultValue={current}
        inputMode={inputMode}
        type={type}
        onChange={type === 'date' ? (event) => apply(event.target.value) : undefined}
        onBlur={(event) => apply(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(event.currentTarget.value);
          }
        }}
        className={`min-h-11 rounded-lg border border-slate-300 px-3 ${type === 'date' ? 'w-44' : 'w-32'}`}
      />
    </div>
  );
}

/** The yes/no choices of a flag filter (1 / 0 as the server reads them). */
export function useYesNo() {
  const { t } = useTranslation();
  return [
    { value: '1', label: t('admin.table.yes') },
    { value: '0', label: t('admin.table.no') },
  ];
}
