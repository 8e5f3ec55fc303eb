import type { IssuerResultProblem, IssuerResults } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { Pagination } from '../../../../components/Pagination';
import { formatMoment } from '../../../../lib/moment';
import { useMayAct } from '../../../kit/current-operator';
import { ImportWizard } from '../../../kit/ImportWizard';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ReadTable } from '../../../kit/ReadTable';
import { ordersKey, uploadIssuerResults, useIssuerResultFiles } from '../api/issuer-results';

const number = new Intl.NumberFormat('pl-PL');

/** What a file does (or would do): its lines, the orders completed and rejected, the refund. */
function Figures({ result }: { result: IssuerResults }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    [t('admin.orders.issuer.figures.lines'), result.lines],
    [t('admin.orders.issuer.figures.loaded'), result.loaded],
    [t('admin.orders.issuer.figures.failed'), result.failed],
    [t('admin.orders.issuer.figures.unchanged'), result.unchanged],
    [t('admin.orders.issuer.figures.problems'), result.problems.length],
    [t('admin.orders.issuer.figures.refunded'), result.refunded_points],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-brand-100 py-1">
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold tabular-nums text-brand-900">{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The lines that change nothing, and why. */
function Problems({ problems }: { problems: IssuerResultProblem[] }) {
  const { t } = useTranslation();
  return (
    <ReadTable
      caption={t('admin.orders.issuer.problems.caption')}
      scrolls
      columns={[
        t('admin.orders.issuer.problems.line'),
        t('admin.orders.issuer.problems.order'),
        t('admin.orders.issuer.problems.problem'),
      ]}
      rows={problems.map((problem) => [
        <span key="line" className="tabular-nums">
          {problem.line}
        </span>,
        <span key="order" className="tabular-nums">
          {problem.order_id ?? '—'}
        </span>,
        <span key="problem" className="break-words">
          {problem.message}
        </span>,
      ])}
      empty={t('admin.orders.issuer.problems.none')}
    />
  );
}

function Upload() {
  const { t } = useTranslation();
  const text = (key: string) => t(`admin.orders.issuer.${key}`);
  return (
    <ImportWizard
      bare
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
      send={uploadIssuerResults}
      refreshes={ordersKey}
      preview={(result) => (
        <div className="space-y-3">
          <h3 className="font-semibold text-brand-900">{text('previewTitle')}</h3>
          <Figures result={result} />
          <Problems problems={result.problems} />
          <Alert tone="info">{text('previewNote')}</Alert>
        </div>
      )}
      result={(result) => (
        <div className="space-y-3">
          <Alert tone="success">
            <p className="font-semibold">{text('resultTitle')}</p>
          </Alert>
          <Figures result={result} />
          <Problems problems={result.problems} />
        </div>
      )}
    />
  );
}

/** The files imported before, newest first, a page at a time. */
function History({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`admin.orders.issuer.history.${key}`, params);
  const [page, setPage] = useState(1);
  const files = useIssuerResultFiles(page, open);
  const headingId = useId();
  return (
    <section className="space-y-3 border-t border-slate-200 pt-5" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {text('title')}
      </h3>
      <QueryAnswer result={files} failed={text('failed')} retry={t('admin.table.retry')}>
        {(found) => (
          <>
            <ReadTable
              caption={text('caption')}
              hiddenCaption
              scrolls
              columns={[
                text('columns.file'),
                { header: text('columns.lines'), end: true },
                { header: text('columns.loaded'), end: true },
                { header: text('columns.failed'), end: true },
                { header: text('columns.unchanged'), end: true },
                { header: text('columns.problems'), end: true },
                { header: text('columns.refunded'), end: true },
              ]}
              rows={found.data.map((file) => [
                <span key="file" className="block min-w-40">
                  <span className="block font-semibold break-words text-brand-900">{file.file}</span>
                  <span className="block text-muted">{formatMoment(file.imported_at)}</span>
                  <span className="block break-words text-xs text-muted">
                    {file.operator_email ?? text('noOperator')}
                  </span>
                </span>,
                number.format(file.lines),
                number.format(file.loaded),
                number.format(file.failed),
                number.format(file.unchanged),
                number.format(file.problems.length),
                t('admin.orders.points', { value: number.format(file.refunded_points) }),
              ])}
              empty={text('empty')}
            />
            <Pagination
              currentPage={found.current_page}
              lastPage={found.last_page}
              onPageChange={setPage}
              label={text('pagination')}
            />
          </>
        )}
      </QueryAnswer>
    </section>
  );
}

/**
 * "Wczytaj odpowiedź wydawcy" on /admin/zamowienia (docs/product/point-lots.md "Card issuer's
 * results"): the issuer's results file checked ("Sprawdź plik": its figures and every problem,
 * by line) and then applied ("Zatwierdź"), with the files imported before below. Viewers read
 * the files only.
 */
export function IssuerResultsDialog() {
  const { t } = useTranslation();
  const mayImport = useMayAct('operator');
  const [open, setOpen] = useState(false);
  const title = t(mayImport ? 'admin.orders.issuer.title' : 'admin.orders.issuer.viewerTitle');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="lg">
        <div className="space-y-6">
          {mayImport ? <Upload /> : <Alert tone="info">{t('admin.orders.issuer.viewerNote')}</Alert>}
          <History open={open} />
        </div>
      </Modal>
    </>
  );
}
