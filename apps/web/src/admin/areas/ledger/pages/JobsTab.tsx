import { type PointJob } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../kit/api';
import { useMayAct } from '../../../kit/current-operator';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ReadTable } from '../../../kit/ReadTable';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { formatPoints } from '../../../../lib/format';
import { formatMoment } from '../../../../lib/moment';
import { jobsKey, listJobs, lotsKey, runJob } from '../api/points';

/** The jobs tab of /admin/punkty: each points job's last run; an admin runs one now. */
export function JobsTab() {
  const { t } = useTranslation();
  const mayRun = useMayAct('admin');
  const queryClient = useQueryClient();
  const result = useQuery({ queryKey: jobsKey, queryFn: listJobs });
  const running = useMutation({
    mutationFn: (job: PointJob) => runJob(job),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: jobsKey });
      await queryClient.invalidateQueries({ queryKey: lotsKey });
    },
  });
  const j = (key: string, options?: Record<string, unknown>) => t(`admin.points.jobs.${key}`, options ?? {});

  return (
    <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm text-muted">{j('intro')}</p>
      <QueryAnswer result={result} failed={j('error')} retry={t('admin.table.retry')}>
        {(jobs) => (
          <ReadTable
            caption={j('caption')}
            scrolls
            columns={[
              j('columns.job'),
              j('columns.lastRun'),
              { header: j('columns.processed'), end: true },
              ...(mayRun ? [j('columns.run')] : []),
            ]}
            rows={jobs.map(({ job, last_run_at, processed }) => [
              j(`names.${job}`),
              last_run_at ? formatMoment(last_run_at) : j('never'),
              formatPoints(processed),
              ...(mayRun
                ? [
                    <Button
                      key="run"
                      variant="ghost"
                      className="px-2 py-1 text-sm"
                      busy={running.isPending && running.variables === job}
                      disabled={running.isPending}
                      onClick={() => running.mutate(job)}
                    >
                      {j('run')}
                    </Button>,
                  ]
                : []),
            ])}
          />
        )}
      </QueryAnswer>
      {running.isSuccess && (
        <Alert tone="success">
          {j('ran', { job: j(`names.${running.variables}`), n: formatPoints(running.data) })}
        </Alert>
      )}
      {running.isError && <Alert>{errorMessage(running.error, j('failed'))}</Alert>}
    </section>
  );
}
