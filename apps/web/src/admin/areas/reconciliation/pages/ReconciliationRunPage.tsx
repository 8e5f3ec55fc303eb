import { type ReconciliationCheck, type ReconciliationRun, reconciliationChecks } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ReadTable } from '../../../kit/ReadTable';
import { formatMoment } from '../../../../lib/moment';
import { loadRun, runKey } from '../api/runs';
import { ChecksTable } from '../components/ChecksTable';
import { RunResult } from '../components/RunResult';
import { Subject } from '../components/Subject';

const number = new Intl.NumberFormat('pl-PL');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-brand-50/60 px-3 py-2">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold break-words text-brand-900">{children}</dd>
    </div>
  );
}

/** A check that found differences: at most 100 of them, and how many there were. */
function CheckDifferences({ check }: { check: ReconciliationCheck }) {
  const { t } = useTranslation();
  const d = (key: string, options?: Record<string, unknown>) => t(`admin.reconciliation.detail.${key}`, options ?? {});
  const name = t(`admin.reconciliation.checks.${check.name}`);
  const headingId = `check-${check.name}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          {name}
        </h3>
        <RunResult ok={check.ok} count={check.differences_count} />
      </div>
      {/* A table from md up; on a phone each difference is a card, its message not squeezed into a column. */}
      <div className="hidden md:block">
        <ReadTable
          caption={d('differencesCaption', { check: name })}
          hiddenCaption
          columns={[d('columns.subject'), d('columns.expected'), d('columns.actual'), d('columns.message')]}
          rows={check.differences.map((difference) => [
            <Subject key="subject" subject={difference.subject} />,
            difference.expected,
            difference.actual,
            difference.message,
          ])}
        />
      </div>
      <ul aria-label={d('differencesCaption', { check: name })} className="space-y-2 md:hidden">
        {check.differences.map((difference, index) => (
          <li key={index} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <Subject subject={difference.subject} />
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
              <dt className="text-muted">{d('columns.expected')}</dt>
              <dd className="break-words text-brand-900">{difference.expected}</dd>
              <dt className="text-muted">{d('columns.actual')}</dt>
              <dd className="break-words text-brand-900">{difference.actual}</dd>
            </dl>
            <p className="mt-1 text-brand-900">{difference.message}</p>
          </li>
        ))}
      </ul>
      {check.differences_count > check.differences.length && (
        <p className="text-sm text-muted">
          {d('shown', { shown: number.format(check.differences.length), n: number.format(check.differences_count) })}
        </p>
      )}
    </section>
  );
}

function RunView({ run }: { run: ReconciliationRun }) {
  const { t } = useTranslation();
  const r = (key: string, options?: Record<string, unknown>) => t(`admin.reconciliation.${key}`, options ?? {});
  const failing = [...run.checks]
    .filter((check) => !check.ok)
    .sort((a, b) => reconciliationChecks.indexOf(a.name) - reconciliationChecks.indexOf(b.name));
  return (
    <div className="space-y-6">
      <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={r('detail.runAt')}>{formatMoment(run.run_at)}</Fact>
        <Fact term={r('detail.trigger')}>{r(`triggers.${run.trigger}`)}</Fact>
        <Fact term={r('detail.operator')}>{run.operator_email ?? r('automatic')}</Fact>
        <Fact term={r('detail.result')}>
          <RunResult ok={run.ok} count={run.differences_count} />
        </Fact>
      </dl>
      <section aria-labelledby="run-checks" className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="run-checks" className="text-lg font-bold text-brand-900">
          {r('detail.checks')}
        </h2>
        <ChecksTable checks={run.checks} caption={r('detail.checksCaption')} />
      </section>
      {failing.length > 0 && (
        <section aria-labelledby="run-differences" className="space-y-4">
          <h2 id="run-differences" className="text-lg font-bold text-brand-900">
            {r('detail.found')}
          </h2>
          {failing.map((check) => (
            <CheckDifferences key={check.name} check={check} />
          ))}
        </section>
      )}
    </div>
  );
}

/** /admin/uzgodnienie/:id: one run's checks and the differences each found. */
export function ReconciliationRunPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const result = useQuery({ queryKey: runKey(id), queryFn: () => loadRun(id) });
  const r = (key: string, options?: Record<string, unknown>) => t(`admin.reconciliation.${key}`, options ?? {});
  return (
    <AdminPage
      heading={result.data ? r('detail.title', { when: formatMoment(result.data.run_at) }) : r('title')}
      actions={
        <Link
          to="/admin/uzgodnienie"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {r('detail.back')}
        </Link>
      }
    >
      <QueryAnswer result={result} failed={r('error')} retry={r('retry')}>
        {(run) => <RunView run={run} />}
      </QueryAnswer>
    </AdminPage>
  );
}
