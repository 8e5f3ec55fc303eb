import type { ReconciliationRunItem } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { formatMoment } from '../../../../lib/moment';
import {
  dashboardKey,
  lastRun,
  lastRunKey,
  listRuns,
  loadRun,
  reconciliationKey,
  runKey,
  runNow,
  runsKey,
} from '../api/runs';
import { ChecksTable } from '../components/ChecksTable';
import { RunResult } from '../components/RunResult';

const runPath = (id: number) => `/admin/uzgodnienie/${id}`;

/** The newest run with its checks, and the way to all of them. */
function LastRun() {
  const { t } = useTranslation();
  const r = (key: string, options?: Record<string, unknown>) => t(`admin.reconciliation.${key}`, options ?? {});
  const result = useQuery({
    queryKey: lastRunKey,
    queryFn: async () => {
      const last = await lastRun();
      return last ? loadRun(last.id) : null;
    },
  });
  return (
    <section aria-labelledby="reconciliation-last" className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="reconciliation-last" className="text-lg font-bold text-brand-900">
        {r('last.title')}
      </h2>
      <QueryAnswer result={result} failed={r('error')} retry={r('retry')}>
        {(run) =>
          run ? (
            <>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-lg font-semibold text-brand-900">
                  {r(run.ok ? 'summary.clean' : 'summary.differences', { n: run.differences_count })}
                </span>
                <span className="text-sm text-muted">
                  {formatMoment(run.run_at)} · {r(`triggers.${run.trigger}`)}
                  {run.operator_email && ` · ${run.operator_email}`}
                </span>
              </p>
              <ChecksTable checks={run.checks} caption={r('detail.checksCaption')} />
              <Link
                to={runPath(run.id)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
              >
                {r('last.open')}
              </Link>
            </>
          ) : (
            <p className="text-muted">{r('last.none')}</p>
          )
        }
      </QueryAnswer>
    </section>
  );
}

/**
 * /admin/uzgodnienie (docs/product/point-lots.md "Reconciliation"): the last run with its checks,
 * every run, and for operators and admins "Uruchom uzgodnienie", which runs it now.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const mayRun = useMayAct('operator');
  const queryClient = useQueryClient();
  const r = (key: string, options?: Record<string, unknown>) => t(`admin.reconciliation.${key}`, options ?? {});

  const running = useMutation({
    mutationFn: runNow,
    onSuccess: async (run) => {
      notify.success(run.ok ? r('ran') : r('ranWithDifferences', { n: run.differences_count }));
      queryClient.setQueryData(runKey(run.id), run);
      await queryClient.invalidateQueries({ queryKey: reconciliationKey });
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    onError: (error) => notify.error(errorMessage(error, r('runFailed'))),
  });

  const runs: ResourceSpec<ReconciliationRunItem> = {
    as: 'section',
    heading: r('runs.title'),
    caption: r('runs.caption'),
    queryKey: runsKey,
    list: listRuns,
    // The runs have nothing to search or filter: the list alone.
    toolbar: { names: [], draw: () => null },
    columns: [
      {
        id: 'run_at',
        header: r('runs.columns.run_at'),
        enableSorting: true,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatMoment(row.original.run_at)}</span>,
      },
      { id: 'trigger', header: r('runs.columns.trigger'), cell: ({ row }) => r(`triggers.${row.original.trigger}`) },
      {
        id: 'operator',
        header: r('runs.columns.operator'),
        cell: ({ row }) => row.original.operator_email ?? r('automatic'),
      },
      {
        id: 'result',
        header: r('runs.columns.result'),
        cell: ({ row }) => <RunResult ok={row.original.ok} count={row.original.differences_count} />,
      },
      {
        id: 'open',
        header: r('runs.columns.open'),
        cell: ({ row }) => (
          <Link
            to={runPath(row.original.id)}
            aria-label={r('runs.openLabel', { when: formatMoment(row.original.run_at) })}
            className="inline-block py-0.5 font-semibold text-brand-800 underline underline-offset-2"
          >
            {r('runs.open')}
          </Link>
        ),
      },
    ],
  };

  return (
    <AdminPage
      heading={r('title')}
      actions={
        mayRun && (
          <Button busy={running.isPending} onClick={() => running.mutate()}>
            {r('run')}
          </Button>
        )
      }
    >
      <div className="space-y-6">
        <p className="max-w-3xl text-muted">{r('intro')}</p>
        <LastRun />
        <ResourceList resource={runs} />
      </div>
    </AdminPage>
  );
}
