import type { PurchaseImport, PurchaseImportHistoryItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { ImportWizard } from '../../../kit/ImportWizard';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { importsKey, type Progress, uploadPurchases, usePurchaseImports } from '../api/imports';
import { formatMoment } from '../../../../lib/moment';

const number = new Intl.NumberFormat('pl-PL');
const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The share of the work done, over the stages in their order (reading, checking, storing, crediting). */
function percentOf(progress: Progress | null): number {
  if (!progress) return 0;
  const weights = { read: [0, 10], check: [10, 10], store: [20, 50], credit: [70, 30] } as const;
  const [start, width] = weights[progress.stage];
  const share = progress.total > 0 ? progress.done / progress.total : 1;
  return Math.round(start + width * share);
}

function Figures({ answer }: { answer: PurchaseImport }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('admin.imports.figures.lines'), number.format(answer.lines)],
    [t('admin.imports.figures.companies'), number.format(answer.companies)],
    [t('admin.imports.figures.products'), number.format(answer.products)],
    [
      t('admin.imports.figures.quantity'),
      t('admin.imports.figures.quantityValue', {
        quantity: number.format(answer.quantity),
        sss: number.format(answer.sss_quantity),
      }),
    ],
    [t('admin.imports.figures.value'), t('admin.imports.figures.valueText', { value: money.format(answer.value) })],
    [t('admin.imports.figures.inserted'), number.format(answer.inserted)],
    [t('admin.imports.figures.skipped'), number.format(answer.skipped)],
    [
      answer.dry_run ? t('admin.imports.figures.points') : t('admin.imports.figures.pointsCredited'),
      number.format(answer.points_credited),
    ],
    // Corrections only where the file has any: most files are plain purchases.
    ...(answer.corrections > 0
      ? ([
          [t('admin.imports.figures.corrections'), number.format(answer.corrections)],
          [t('admin.imports.figures.reversals'), number.format(answer.reversals)],
          [t('admin.imports.figures.pointsReversed'), number.format(answer.points_reversed)],
          [t('admin.imports.figures.debtCreated'), number.format(answer.debt_created)],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-brand-100 py-1">
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ImportForm() {
  const { t } = useTranslation();
  return (
    <ImportWizard
      title={{ text: t('admin.imports.title'), hidden: true }}
      texts={{
        intro: t('admin.imports.intro'),
        allOrNothing: t('admin.imports.allOrNothing'),
        file: t('admin.imports.file'),
        chooseFile: t('admin.imports.chooseFile'),
        run: t('admin.imports.run'),
        again: t('admin.imports.again'),
        failed: t('admin.imports.failed'),
        errorsTitle: t('admin.imports.errorsTitle'),
      }}
      send={uploadPurchases}
      refreshes={importsKey}
      progress={{
        label: t('admin.imports.progress.label'),
        show: (progress) => ({
          percent: percentOf(progress),
          text: progress
            ? t(`admin.imports.progress.${progress.stage}`, {
                done: number.format(progress.done),
                total: number.format(progress.total),
              })
            : t('admin.imports.progress.sending'),
        }),
      }}
      preview={(answer) => (
        <div className="space-y-3">
          <h3 className="font-semibold text-brand-900">{t('admin.imports.previewTitle')}</h3>
          <Figures answer={answer} />
          <Alert tone="info">{t('admin.imports.previewNote')}</Alert>
        </div>
      )}
      result={(answer) => (
        <div className="space-y-3">
          <Alert tone="success">
            <p className="font-semibold">{t('admin.imports.resultTitle')}</p>
            <p>
              {t('admin.imports.result', {
                inserted: number.format(answer.inserted),
                skipped: number.format(answer.skipped),
                points: number.format(answer.points_credited),
              })}
            </p>
          </Alert>
          <Figures answer={answer} />
        </div>
      )}
    />
  );
}

function History() {
  const { t } = useTranslation();
  const list = useListParams();
  const result = usePurchaseImports(list.query);
  const column = (name: 'lines' | 'inserted' | 'companies' | 'products' | 'points_credited', sortable = false) =>
    ({
      accessorKey: name,
      header: t(`admin.imports.history.columns.${name}`),
      enableSorting: sortable,
      cell: ({ row }) => number.format(row.original[name]),
    }) satisfies ListColumn<PurchaseImportHistoryItem>;
  const columns: ListColumn<PurchaseImportHistoryItem>[] = [
    {
      accessorKey: 'imported_at',
      header: t('admin.imports.history.columns.imported_at'),
      enableSorting: true,
      cell: ({ row }) => formatMoment(row.original.imported_at),
    },
    {
      accessorKey: 'source',
      header: t('admin.imports.history.columns.source'),
      cell: ({ row }) => <span className="font-semibold break-words text-brand-900">{row.original.source}</span>,
    },
    {
      id: 'operator',
      header: t('admin.imports.history.columns.operator'),
      cell: ({ row }) => row.original.operator_email ?? t('admin.imports.history.commandLine'),
    },
    column('lines', true),
    column('inserted'),
    column('companies'),
    column('products'),
    column('points_credited', true),
  ];
  return (
    <section className="space-y-3" aria-labelledby="imports-history">
      <h2 id="imports-history" className="text-lg font-bold text-brand-900">
        {t('admin.imports.history.title')}
      </h2>
      <DataTable
        caption={t('admin.imports.history.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
    </section>
  );
}

/** /admin/importy (docs/product/back-office.md "Purchase imports"): a purchase file's preview, its import with progress, the history. */
export function ImportsPage() {
  const { t } = useTranslation();
  const mayImport = useMayAct('operator');
  return (
    <AdminPage heading={t('admin.imports.title')}>
      <div className="space-y-8">
        {mayImport ? <ImportForm /> : <Alert tone="info">{t('admin.imports.viewerNote')}</Alert>}
        <History />
      </div>
    </AdminPage>
  );
}
