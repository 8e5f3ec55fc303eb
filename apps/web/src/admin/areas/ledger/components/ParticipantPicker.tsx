import type { ParticipantListItem } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { Button } from '../../../../components/Button';
import { Field, FieldError } from '../../../../components/Field';
import { Spinner } from '../../../../components/Spinner';

export interface PickedParticipant {
  id: number;
  label: string;
}

const labelOf = (person: ParticipantListItem) =>
  `${person.first_name} ${person.last_name} (${person.email}, SAP ${person.company_sap})`;

/**
 * Chooses a participant by searching the participants' list (name, e-mail, phone or SAP), for
 * the forms that act on one person: the form's field `name` holds the `PickedParticipant` (or
 * null) and takes the 422's message. `sellersOnly` asks the list for sellers only.
 */
export function ParticipantPicker<V extends FieldValues>({
  control,
  name,
  label,
  sellersOnly = false,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  sellersOnly?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as PickedParticipant | null;
  const onChange = field.onChange as (picked: PickedParticipant | null) => void;
  const error = fieldState.error?.message;
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
        <FieldError id={errorId} error={error} />
      </div>
    );
  }

  const people = found.data?.items.data ?? [];
  return (
    <div>
      <Field id={id} label={label} error={error}>
        {(props) => (
          <input
            {...props}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.points.picker.hint')}
            className={`min-h-11 ${props.className}`}
          />
        )}
      </Field>
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
