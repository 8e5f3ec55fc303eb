import { type AdminQuizResult, callPath, PERSONAL_REPORTS, reportColumns, type ReportName } from '@portal/contract';
import { adminProgrammeApi, adminReportsApi } from '@portal/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { Button, buttonClass } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../../components/ResponsiveTable';
import { formatMoment } from '../../../../lib/moment';

const REPORTS: ReportName[] = ['liability', 'votes', 'rankings', 'quiz-winners', 'participation', 'balances'];
const isReport = (value: string | null): value is ReportName => REPORTS.includes(value as ReportName);

type Row = Record<string, string | number | boolean | null>;

const number = new Intl.NumberFormat('pl-PL');

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-white p-8 text-center text-muted shadow-sm">{children}</p>;
}

/**
 * The editions whose liability may be asked for: the current one and each before it, one a year
 * (the settings' edition and its ordinal), newest first.
 */
function useEditions(): string[] {
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: async () => (await adminCall(adminProgrammeApi.get)).settings,
  });
  if (!settings.data) return [];
  const { edition, edition_number } = settings.data;
  return Array.from({ length: edition_number }, (_, back) => String(Number(edition) - back));
}

/** The liability of one edition ("Zobowiązanie według edycji"); empty, every edition. */
function EditionFilter({ value, onChange }: { value: string; onChange: (edition: string) => void }) {
  const { t } = useTranslation();
  const editions = useEditions();
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-900">
      {t('admin.reports.edition')}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
      >
        <option value="">{t('admin.reports.allEditions')}</option>
        {editions.map((edition) => (
          <option key={edition} value={edition}>
            {edition}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One report as a table, with its files. */
function Report({ name }: { name: ReportName }) {
  const { t } = useTranslation();
  const mayTakePersonal = useMayAct('operator');
  // The balances report is of a day ("Salda na dzień"); empty, today.
  const [asOf, setAsOf] = useState('');
  // The liability of one edition; empty, of every edition.
  const [edition, setEdition] = useState('');
  const scope =
    name === 'balances' && asOf !== '' ? { as_of: asOf } : name === 'liability' && edition !== '' ? { edition } : {};
  const result = useQuery({
    queryKey: ['admin', 'reports', name, asOf, edition],
    queryFn: () => adminCall(adminReportsApi.report, { params: { name }, query: { format: 'json', ...scope } }),
  });
  const columns = reportColumns(name) as string[];
  const mayDownload = mayTakePersonal || !PERSONAL_REPORTS.includes(name);
  const show = (column: string, value: Row[string]) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('admin.reports.yes') : t('admin.reports.no');
    if (column === 'ranking') return t(`admin.reports.rankingKinds.${String(value)}`);
    if (column === 'holder_type') return t(`admin.reports.holderTypes.${String(value)}`);
    if (typeof value === 'number' && column !== 'position' && column !== 'user_id') return number.format(value);
    return String(value);
  };
  return (
    <section aria-labelledby={`report-${name}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`report-${name}`} className="text-xl font-semibold text-brand-900">
            {t(`admin.reports.names.${name}`)}
          </h2>
          <p className="text-sm text-muted">{t(`admin.reports.descriptions.${name}`)}</p>
        </div>
        {mayDownload ? (
          <div className="flex flex-wrap gap-2">
            {(['csv', 'xlsx'] as const).map((format) => (
              <a
                key={format}
                href={callPath(adminReportsApi.report, { params: { name }, query: { format, ...scope } })}
                download
                className={buttonClass('secondary')}
              >
                {t(`admin.reports.download.${format}`)}
              </a>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('admin.reports.personalNoFile')}</p>
        )}
      </div>
      {name === 'liability' && <EditionFilter value={edition} onChange={setEdition} />}
      {name === 'balances' && (
        <label className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-900">
          {t('admin.reports.asOf')}
          <input
            type="date"
            value={asOf}
            max={new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Warsaw' })}
            onChange={(event) => setAsOf(event.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
          />
        </label>
      )}
      <QueryAnswer result={result} failed={t('admin.reports.error')} retry={t('admin.reports.retry')}>
        {({ rows }) =>
          rows.length === 0 ? (
            <Empty>{t('admin.reports.empty')}</Empty>
          ) : (
            // A wide report scrolls sideways: the keyboard reaches it too.
            <div
              tabIndex={0}
              role="region"
              aria-label={t(`admin.reports.names.${name}`)}
              className="overflow-x-auto rounded-xl bg-white p-2 shadow-sm max-md:bg-transparent max-md:p-0 max-md:shadow-none"
            >
              <p className="px-3 py-1 text-sm text-muted" aria-live="polite">
                {t('admin.reports.count', { count: rows.length })}
              </p>
              <ResponsiveTable
                caption={t(`admin.reports.names.${name}`)}
                columns={columns.map((column) => t(`admin.reports.columns.${column}`))}
              >
                {(rows as Row[]).map((row, index) => (
                  <ResponsiveRow key={index}>
                    {columns.map((column) => (
                      <LabelledCell key={column} label={t(`admin.reports.columns.${column}`)}>
                        {show(column, row[column] ?? null)}
                      </LabelledCell>
                    ))}
                  </ResponsiveRow>
                ))}
              </ResponsiveTable>
            </div>
          )
        }
      </QueryAnswer>
    </section>
  );
}

/** The quiz results flagged for review, with accept and reject for operators. */
function FlaggedResults() {
  const { t } = useTranslation();
  const mayDecide = useMayAct('operator');
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ['admin', 'quiz-results', 'flagged'],
    queryFn: () => adminCall(adminReportsApi.quizResults, { query: { flagged: 'true', per_page: 100 } }),
  });
  const decide = useMutation({
    mutationFn: ({ entry, accept }: { entry: AdminQuizResult; accept: boolean }) => {
      const input = { params: { id: entry.id } };
      return accept
        ? adminCall(adminReportsApi.acceptQuizResult, input)
        : adminCall(adminReportsApi.rejectQuizResult, input);
    },
    onSuccess: async ({ result: decided }) => {
      notify.success(
        t(decided.review === 'accepted' ? 'admin.reports.flagged.accepted' : 'admin.reports.flagged.rejected'),
      );
      await queryClient.invalidateQueries({ queryKey: ['admin', 'quiz-results'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'reports', 'quiz-winners'] });
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });
  const columns = ['quiz', 'name', 'company', 'region', 'time', 'finished', 'reason', 'review'];
  return (
    <section aria-labelledby="flagged-results" className="space-y-3">
      <div>
        <h2 id="flagged-results" className="text-xl font-semibold text-brand-900">
          {t('admin.reports.flagged.title')}
        </h2>
        <p className="text-sm text-muted">{t('admin.reports.flagged.intro')}</p>
      </div>
      <QueryAnswer result={result} failed={t('admin.reports.error')} retry={t('admin.reports.retry')}>
        {({ items }) =>
          items.data.length === 0 ? (
            <Empty>{t('admin.reports.flagged.empty')}</Empty>
          ) : (
            <div className="overflow-x-auto rounded-xl bg-white p-2 shadow-sm max-md:bg-transparent max-md:p-0 max-md:shadow-none">
              <ResponsiveTable
                caption={t('admin.reports.flagged.title')}
                columns={columns.map((column) => t(`admin.reports.flagged.columns.${column}`))}
                actions={mayDecide ? t('admin.reports.flagged.columns.actions') : undefined}
              >
                {items.data.map((entry) => (
                  <ResponsiveRow key={entry.id}>
                    <LabelledCell label={t('admin.reports.flagged.columns.quiz')}>{entry.quiz_title}</LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.name')}>
                      {entry.name}
                      <span className="block text-muted">{entry.email}</span>
                    </LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.company')}>
                      {entry.sap} {entry.company_name}
                    </LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.region')}>{entry.region ?? '—'}</LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.time')}>{entry.time}</LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.finished')}>
                      {formatMoment(entry.finished_at)}
                    </LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.reason')}>
                      {entry.flag_reason ?? '—'}
                    </LabelledCell>
                    <LabelledCell label={t('admin.reports.flagged.columns.review')}>
                      {t(`admin.reports.flagged.review.${entry.review ?? 'pending'}`)}
                    </LabelledCell>
                    {mayDecide && (
                      <td className="md:px-3 md:py-3 max-md:block max-md:pt-2">
                        {entry.review === 'pending' && (
                          <span className="flex flex-wrap gap-1">
                            <Button
                              variant="secondary"
                              className="px-3 py-1 text-sm"
                              busy={decide.isPending && decide.variables.entry.id === entry.id}
                              aria-label={t('admin.reports.flagged.acceptLabel', { name: entry.name })}
                              onClick={() => decide.mutate({ entry, accept: true })}
                            >
                              {t('admin.reports.flagged.accept')}
                            </Button>
                            <Button
                              variant="ghost"
                              className="px-3 py-1 text-sm"
                              disabled={decide.isPending}
                              aria-label={t('admin.reports.flagged.rejectLabel', { name: entry.name })}
                              onClick={() => decide.mutate({ entry, accept: false })}
                            >
                              {t('admin.reports.flagged.reject')}
                            </Button>
                          </span>
                        )}
                      </td>
                    )}
                  </ResponsiveRow>
                ))}
              </ResponsiveTable>
            </div>
          )
        }
      </QueryAnswer>
    </section>
  );
}

/** /admin/raporty (docs/product/back-office.md "Reports"): each report as a table and as CSV and XLSX. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('raport');
  const name: ReportName = isReport(chosen) ? chosen : 'liability';
  return (
    <AdminPage heading={t('admin.reports.title')}>
      <nav aria-label={t('admin.reports.choose')} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {REPORTS.map((report) => (
            <li key={report}>
              <button
                type="button"
                aria-pressed={report === name}
                onClick={() => setParams({ raport: report }, { replace: true })}
                className={`min-h-11 rounded-lg px-4 font-semibold shadow-sm ${
                  report === name ? 'bg-brand-800 text-white' : 'bg-white text-brand-800 hover:bg-brand-50'
                }`}
              >
                {t(`admin.reports.names.${report}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        <Report key={name} name={name} />
        {name === 'quiz-winners' && <FlaggedResults />}
      </div>
    </AdminPage>
  );
}
