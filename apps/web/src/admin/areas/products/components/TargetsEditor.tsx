import type { AdminProduct, AdminProductTarget, ProductTargetsAnswer } from '@portal/contract';
import { targetRowProblems } from '@portal/contract';
import { adminProductsApi } from '@portal/contract/admin-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';

interface Row {
  /** Kept while the row is edited, so React keeps each row's inputs. */
  key: number;
  threshold: string;
  min_quantity: string;
  points: string;
  /** Sellers credited for this threshold number when it was read: it cannot be removed. */
  credits: number;
}

const FIELDS = ['threshold', 'min_quantity', 'points'] as const;
type RowField = (typeof FIELDS)[number];

let nextKey = 1;
const rowOf = (target: AdminProductTarget): Row => ({
  key: nextKey++,
  threshold: String(target.threshold),
  min_quantity: String(target.min_quantity),
  points: String(target.points),
  credits: target.credits,
});

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * A product's thresholds in one edition (ADR 0040): rows of number, pieces and points, checked
 * here as the server checks them (targetRowProblems) and saved at once. A threshold already
 * credited to sellers keeps its row: its pieces and points may change, which rewrites no credit.
 */
export function TargetsEditor({ product, mayAct }: { product: AdminProduct; mayAct: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [edition, setEdition] = useState<string>();
  const key = ['admin', 'product-targets', product.id, edition ?? 'current'] as const;
  const answer = useQuery({
    queryKey: key,
    queryFn: () =>
      adminCall(adminProductsApi.targets, { params: { id: product.id }, query: edition ? { edition } : {} }),
  });

  const shown = answer.data?.edition ?? edition;
  const current = answer.data?.current_edition;
  // The next edition can be prepared before it starts.
  const editions = answer.data
    ? [...new Set([String(Number(answer.data.current_edition) + 1), ...answer.data.editions])].sort().reverse()
    : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-heading`} className="font-bold text-brand-900">
          {t('admin.products.targets.title')}
        </h3>
        {editions.length > 0 && (
          <SelectField
            label={t('admin.products.targets.edition')}
            value={shown}
            onChange={(event) => setEdition(event.target.value)}
            options={editions.map((value) => ({
              value,
              label: value === current ? t('admin.products.targets.currentEdition', { edition: value }) : value,
            }))}
          />
        )}
      </div>
      <p className="text-sm text-muted">{t('admin.products.targets.rule')}</p>
      {answer.isPending && <p role="status">{t('admin.products.targets.loading')}</p>}
      {answer.isError && (
        <p role="alert" className="text-danger">
          {errorMessage(answer.error, t('admin.products.targets.loadFailed'))}
        </p>
      )}
      {answer.data && (
        // Read afresh (another edition, or saved): the rows start again from what is stored.
        <TargetRows
          key={`${answer.data.edition}:${answer.dataUpdatedAt}`}
          product={product}
          stored={answer.data}
          mayAct={mayAct}
          onSaved={(saved) => queryClient.setQueryData(key, saved)}
        />
      )}
    </section>
  );
}

/** The rows of one edition as read, edited here until saved. */
function TargetRows({
  product,
  stored,
  mayAct,
  onSaved,
}: {
  product: AdminProduct;
  stored: ProductTargetsAnswer;
  mayAct: boolean;
  onSaved: (saved: ProductTargetsAnswer) => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => stored.targets.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const change = (key: number, field: RowField, value: string) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () =>
    setRows((all) => {
      const numbers = all.map((row) => numberOf(row.threshold)).filter(Number.isFinite);
      return [
        ...all,
        {
          key: nextKey++,
          threshold: String(numbers.length ? Math.max(...numbers) + 1 : 1),
          min_quantity: '',
          points: '',
          credits: 0,
        },
      ];
    });
  const remove = (key: number) => setRows((all) => all.filter((row) => row.key !== key));

  const save = async () => {
    const body = {
      edition: stored.edition,
      targets: rows.map((row) => ({
        threshold: numberOf(row.threshold),
        min_quantity: numberOf(row.min_quantity),
        points: numberOf(row.points),
      })),
    };
    const found: Record<string, string> = {};
    body.targets.forEach((row, index) => {
      for (const field of FIELDS) {
        if (!Number.isInteger(row[field]) || row[field] < 1) {
          found[`targets.${index}.${field}`] = t(`admin.products.targets.invalid.${field}`);
        }
      }
    });
    if (Object.keys(found).length === 0) {
      for (const [path, messages] of Object.entries(targetRowProblems(body.targets))) found[path] = messages[0]!;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await adminCall(adminProductsApi.saveTargets, { params: { id: product.id }, body });
      notify.success(t('admin.products.targets.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([path, messages]) => [path, messages[0]!])));
      } else {
        notify.error(errorMessage(error, t('admin.products.form.failed')));
      }
      setSaving(false);
    }
  };

  return (
    <>
      {rows.length === 0 && <p>{t('admin.products.targets.none', { edition: stored.edition })}</p>}
      {rows.length > 0 && (
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="grid grid-cols-[repeat(3,minmax(0,1fr))_auto] items-start gap-2">
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(`admin.products.targets.fields.${field}`, { row: index + 1 })}
                  inputMode="numeric"
                  value={row[field]}
                  readOnly={!mayAct}
                  onChange={(event) => change(row.key, field, event.target.value)}
                  error={errors[`targets.${index}.${field}`]}
                />
              ))}
              <div className="pt-7 text-sm">
                {row.credits > 0 ? (
                  <span className="text-muted">{t('admin.products.targets.credited', { count: row.credits })}</span>
                ) : (
                  mayAct && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-sm"
                      aria-label={t('admin.products.targets.removeLabel', { threshold: row.threshold })}
                      onClick={() => remove(row.key)}
                    >
                      {t('admin.products.targets.remove')}
                    </Button>
                  )
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {errors.targets && (
        <p role="alert" className="text-sm text-danger">
          {errors.targets}
        </p>
      )}
      {errors.edition && (
        <p role="alert" className="text-sm text-danger">
          {errors.edition}
        </p>
      )}
      {mayAct && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={add}>
            {t('admin.products.targets.add')}
          </Button>
          <Button onClick={() => void save()} busy={saving}>
            {t('admin.products.targets.save')}
          </Button>
        </div>
      )}
    </>
  );
}
