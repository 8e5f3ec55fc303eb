import type { PartnerResult, PartnerResultProblem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Pagination } from '../../../../components/Pagination';
import { Spinner } from '../../../../components/Spinner';
import { formatMoment } from '../../../../lib/moment';
import { errorMessage } from '../../../kit/api';
import { useMayAct } from '../../../kit/current-operator';
import { ImportWizard } from '../../../kit/ImportWizard';
import { ReadTable } from '../../../kit/ReadTable';
import { prizeOrdersKey, uploadPartnerResults, usePartnerResults } from '../api/partner-results';

const number = new Intl.NumberFormat('pl-PL');

/** What a statuses file did or would do: its rows, the lines moved to each status, those unchanged, the points returned. */
function Figures({ result }: { result: PartnerResult }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    [t('admin.prizeOrders.partner.figures.lines'), result.lines],
    [t('admin.prizeOrders.partner.figures.shipped'), result.shipped],
    [t('admin.prizeOrders.partner.figures.delivered'), result.delivered],
    [t('admin.prizeOrders.partner.figures.returned'), result.returned],
    [t('admin.prizeOrders.partner.figures.unchanged'), result.unchanged],
    [t('admin.prizeOrders.partner.figures.problems'), result.problems.length],
    [
      result.dry_run
        ? t('admin.prizeOrders.partner.figures.toRefund')
        : t('admin.prizeOrders.partner.figures.refunded'),
      result.refunded_points,
    ],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-brand-100 py-1">
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold text-brand-900">{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows that change nothing and why: Linia, Zamówienie, Problem. */
function Problems({ problems, caption }: { problems: PartnerResultProblem[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <ReadTable
      caption={caption}
      scrolls
      columns={[
        { header: t('admin.prizeOrders.partner.problems.line'), end: true },
        t('admin.prizeOrders.partner.problems.order'),
        t('admin.prizeOrders.partner.problems.message'),
      ]}
      rows={problems.map((problem) => [
        problem.line,
        <span key="order" className="font-mono whitespace-nowrap">
          {problem.order_id}
        </span>,
        <span key="message" className="block min-w-40 break-words">
          {problem.message}
        </span>,
      ])}
      empty={t('admin.prizeOrders.partner.problems.none')}
    />
  );
}

function LoadFile() {
  const { t } = useTranslation();
  const text = (key: string) => t(`admin.prizeOrders.partner.${key}`);
  return (
    <ImportWizard
      title={{ text: text('title') }}
      texts={{
        intro: text('intro'),
        allOrNothing: text('allOrNothing'),
        file: text('file'),
        chooseFile: text('chooseFile'),
        run: text('run'),
        again: text('again'),
        failed: text('failed'),
        errorsTitle: text('errorsTitle'),
      }}
      send={uploadPartnerResults}
      refreshes={prizeOrdersKey}
      preview={(result) => (
        <div className="space-y-3">
          <h3 className="font-semibold text-brand-900">{text('previewTitle')}</h3>
          <Figures result={result} />
          <Problems problems={result.problems} caption={text('problems.caption')} />
          <Alert tone="info">{text('previewNote')}</Alert>
        </div>
      )}
      result={(result) => (
        <div className="space-y-3">
          <Alert tone="success">
            <p className="font-semibold">{text('resultTitle')}</p>
          </Alert>
          <Figures result={result} />
          <Problems problems={result.problems} caption={text('problems.caption')} />
        </div>
      )}
    />
  );
}

/** The statuses files loaded so far, newest first, each with its counts and its problems. */
function History() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePartnerResults(page);
  const text = (key: string, params?: Record<string, unknown>) => t(`admin.prizeOrders.partner.history.${key}`, params);
  return (
    <section
      className="space-y-3"
      aria-labelledby="partner-results-history"
      aria-busy={history.isPlaceholderData || undefined}
    >
      <h2 id="partner-results-history" className="text-lg font-bold text-brand-900">
        {text('title')}
      </h2>
      {history.isPending && (
        <p role="status" className="flex items-center gap-2">
          <Spinner />
          {t('admin.loading')}
        </p>
      )}
      {history.isError && <Alert>{errorMessage(history.error, t('admin.errors.generic'))}</Alert>}
      {history.data && (
        <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
          <ReadTable
            caption={text('caption')}
            hiddenCaption
            scrolls
            columns={[
              text('columns.imported_at'),
              text('columns.file'),
              text('columns.operator'),
              { header: text('columns.lines'), end: true },
              text('columns.changes'),
              { header: text('columns.refunded'), end: true },
              text('columns.problems'),
            ]}
            rows={history.data.data.map((item) => [
              <span key="at" className="whitespace-nowrap">
                {formatMoment(item.imported_at)}
              </span>,
              <span key="file" className="block min-w-40 font-semibold break-all text-brand-900">
                {item.file}
              </span>,
              <span key="operator" className="block min-w-36 break-all">
                {item.operator_email ?? '—'}
              </span>,
              number.format(item.lines),
              <span key="changes" className="block min-w-40">
                {text('changes', {
                  shipped: number.format(item.shipped),
                  delivered: number.format(item.delivered),
                  returned: number.format(item.returned),
                  unchanged: number.format(item.unchanged),
                })}
              </span>,
              t('admin.prizeOrders.points', { value: number.format(item.refunded_points) }),
              item.problems.length === 0 ? (
                <span key="problems" className="text-muted">
                  {text('noProblems')}
                </span>
              ) : (
                <details key="problems" className="min-w-56">
                  <summary className="cursor-pointer font-semibold text-danger">
                    {text('problemsCount', { count: item.problems.length })}
                  </summary>
                  <ul className="mt-1 space-y-1">
                    {item.problems.map((problem) => (
                      <li key={`${problem.line}-${problem.message}`} className="break-words">
                        {text('problem', { line: problem.line, message: problem.message })}
                      </li>
                    ))}
                  </ul>
                </details>
              ),
            ])}
            empty={text('empty')}
          />
          <Pagination
            currentPage={history.data.current_page}
            lastPage={history.data.last_page}
            onPageChange={setPage}
            label={text('pages')}
          />
        </div>
      )}
    </section>
  );
}

/**
 * "Wczytaj statusy dostawcy" on /admin/zamowienia-nagrod (docs/product/point-lots.md
 * "Fulfilment partner's statuses"): the partner's file checked first ("Sprawdź plik": the counts
 * and the problems, Linia, Zamówienie, Problem), then applied ("Zatwierdź"); the files loaded
 * below. Viewers see the history only.
 */
export function PartnerResultsSection() {
  const { t } = useTranslation();
  const mayLoad = useMayAct('operator');
  return (
    <div id="statusy-dostawcy" className="mt-8 space-y-8">
      {mayLoad ? (
        <LoadFile />
      ) : (
        <section aria-labelledby="partner-results-title" className="space-y-3">
          <h2 id="partner-results-title" className="text-lg font-bold text-brand-900">
            {t('admin.prizeOrders.partner.title')}
          </h2>
          <Alert tone="info">{t('admin.prizeOrders.partner.viewerNote')}</Alert>
        </section>
      )}
      <History />
    </div>
  );
}
