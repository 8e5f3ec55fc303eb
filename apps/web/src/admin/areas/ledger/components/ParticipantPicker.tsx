import type { ParticipantListItem } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';

export interface PickedParticipant {
  id: number;
  label: string;
}

const labelOf = (person: ParticipantListItem) =>
  `${person.first_name} ${person.last_name} (${person.email}, SAP ${person.company_sap})`;

/**
 * Chooses a participant by searching the participants' list (name, e-mail, phone or SAP), for
 * the forms that act on one person. `sellersOnly` asks the list for sellers only.
 */
export function ParticipantPicker({
  label,
  value,
  onChange,
  error,
  sellersOnly = false,
}: {
  label: string;
  value: PickedParticipant | null;
  onChange: (picked: PickedParticipant | null) => void;
  error?: string | undefined;
  sellersOnly?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const found = useQuery({
    queryKey: ['admin', 'participants', 'picker', search, sellersOnly],
    queryFn: () =>
      adminCall(adminParticipantsApi.list, {
        query: { search, per_page: 6, ...(sellersOnly ? { is_seller: '1' as const } : {}) },
      }),
    enabled: value === null && search.length >= 2,
  });
  const errorId = `${id}-error`;

  if (value) {
    return (
      <div>
        <p className="mb-1 block text-sm font-semibold text-brand-900">{label}</p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="flex-1 break-words text-sm" data-testid="picked-participant">
            {value.label}
          </span>
          <Button variant="ghost" className="px-2 py-1 text-sm" onClick={() => onChange(null)}>
            {t('admin.points.picker.change')}
          </Button>
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  const people = found.data?.items.data ?? [];
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('admin.points.picker.hint')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
      <div aria-live="polite" className="mt-2 text-sm">
        {search.length >= 2 && found.isFetching && (
          <span className="flex items-center gap-2 text-muted">
            <Spinner />
            {t('admin.points.picker.searching')}
          </span>
        )}
        {search.length >= 2 && found.isError && <span className="text-danger">{t('admin.points.picker.failed')}</span>}
        {search.length >= 2 && found.isSuccess && people.length === 0 && (
          <span className="text-muted">{t('admin.points.picker.none')}</span>
        )}
      </div>
      {people.length > 0 && (
        <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="break-words">{labelOf(person)}</span>
              <Button
                variant="secondary"
                className="px-2 py-1 text-sm"
                aria-label={t('admin.points.picker.chooseLabel', { name: labelOf(person) })}
                onClick={() => onChange({ id: person.id, label: labelOf(person) })}
              >
                {t('admin.points.picker.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
