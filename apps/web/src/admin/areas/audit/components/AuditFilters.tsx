import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useListParams } from '../../../kit/useListParams';
import { Button } from '../../../../components/Button';

export const auditFilterNames = ['operator', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
type FilterName = (typeof auditFilterNames)[number];

const labels: Record<FilterName, string> = {
  operator: 'admin.audit.filters.operator',
  action: 'admin.audit.filters.action',
  target_type: 'admin.audit.filters.targetType',
  target_id: 'admin.audit.filters.targetId',
  from: 'admin.audit.filters.from',
  to: 'admin.audit.filters.to',
};

/**
 * The audit trail's filters (docs/product/back-office.md "The audit trail": operator, action,
 * target, dates), applied together and kept in the address.
 */
export function AuditFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<FilterName, string>>(
    () =>
      Object.fromEntries(auditFilterNames.map((name) => [name, list.params.filters[name] ?? ''])) as Record<
        FilterName,
        string
      >,
  );
  const filtered = Object.keys(list.params.filters).length > 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters(Object.fromEntries(auditFilterNames.map((name) => [name, values[name].trim() || undefined])));
  };
  const clear = () => {
    setValues(Object.fromEntries(auditFilterNames.map((name) => [name, ''])) as Record<FilterName, string>);
    list.clearFilters();
  };

  return (
    <form
      role="search"
      aria-label={t('admin.audit.filters.legend')}
      onSubmit={apply}
      className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      {auditFilterNames.map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold text-brand-900">
            {t(labels[name])}
          </label>
          <input
            id={`${id}-${name}`}
            type={name === 'from' || name === 'to' ? 'date' : name === 'operator' ? 'email' : 'text'}
            value={values[name]}
            onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
            aria-description={name === 'action' ? t('admin.audit.filters.actionHint') : undefined}
            placeholder={name === 'action' ? 'participant.' : undefined}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
          />
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" variant="secondary">
          {t('admin.audit.filters.apply')}
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={clear}>
            {t('admin.audit.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
