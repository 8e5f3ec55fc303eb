import { type ReconciliationCheck, reconciliationChecks } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ReadTable } from '../../../kit/ReadTable';
import { RunResult } from './RunResult';

/** A run's checks in the contract's order, each with its outcome. */
export function ChecksTable({ checks, caption }: { checks: ReconciliationCheck[]; caption: string }) {
  const { t } = useTranslation();
  const ordered = [...checks].sort(
    (a, b) => reconciliationChecks.indexOf(a.name) - reconciliationChecks.indexOf(b.name),
  );
  return (
    <ReadTable
      caption={caption}
      hiddenCaption
      columns={[t('admin.reconciliation.detail.check'), t('admin.reconciliation.detail.result')]}
      rows={ordered.map((check) => [
        t(`admin.reconciliation.checks.${check.name}`),
        <RunResult key="result" ok={check.ok} count={check.differences_count} />,
      ])}
    />
  );
}
