import { useTranslation } from 'react-i18next';

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An audit row's details as a person reads them: each field that changed as "before → after",
 * and the figures of the act as "name: value".
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { before, after, ...rest } = details;
  const changes = isRecord(before) || isRecord(after);
  const beforeValues = isRecord(before) ? before : {};
  const afterValues = isRecord(after) ? after : {};
  const changed = [...new Set([...Object.keys(beforeValues), ...Object.keys(afterValues)])];
  const figures = Object.entries(changes ? rest : details);

  if (changed.length === 0 && figures.length === 0)
    return <span className="text-muted">{t('admin.audit.noDetails')}</span>;
  return (
    <ul className="space-y-0.5 break-words">
      {changed.map((key) => (
        <li key={`change-${key}`}>
          <span className="font-semibold">{key}:</span> <span className="sr-only">{t('admin.audit.before')} </span>
          <span className="text-danger line-through decoration-1">{text(beforeValues[key])}</span>{' '}
          <span aria-hidden="true">→</span> <span className="sr-only">{t('admin.audit.after')} </span>
          <span className="text-success">{text(afterValues[key])}</span>
        </li>
      ))}
      {figures.map(([key, value]) => (
        <li key={key}>
          <span className="font-semibold">{key}:</span> {text(value)}
        </li>
      ))}
    </ul>
  );
}
