import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ReadTable } from '../../../kit/ReadTable';
import { formatDay } from '../../../../lib/format';
import { formatMoment } from '../../../../lib/moment';
import { listPolicies, policiesKey } from '../api/points';

/**
 * Every version of the points rules, newest first: a lot keeps the version it was credited under.
 * The table's caption is for screen readers; the page gives it a heading.
 */
export function PolicyVersions() {
  const { t } = useTranslation();
  const result = useQuery({ queryKey: policiesKey, queryFn: listPolicies });
  const p = (key: string, options?: Record<string, unknown>) => t(`admin.points.policies.${key}`, options ?? {});
  const days = (n: number) => p('days', { n });

  return (
    <QueryAnswer result={result} failed={p('error')} retry={p('retry')}>
      {(versions) => (
        <ReadTable
          caption={p('caption')}
          hiddenCaption
          scrolls
          columns={[
            p('columns.version'),
            p('columns.since'),
            p('columns.pendingDays'),
            p('columns.pendingDaysCodes'),
            p('columns.expiry'),
            p('columns.minDays'),
            p('columns.operator'),
          ]}
          rows={versions.map((version) => [
            version.version,
            <span key="since" className="whitespace-nowrap">
              {formatMoment(version.created_at)}
            </span>,
            days(version.pending_days),
            days(version.pending_days_codes),
            p(`expiryModes.${version.expiry_mode}`, {
              day: version.points_expire_at ? formatDay(version.points_expire_at) : '',
              months: version.expiry_months,
            }),
            days(version.expiry_min_days),
            version.operator_email ?? p('noOperator'),
          ])}
        />
      )}
    </QueryAnswer>
  );
}
