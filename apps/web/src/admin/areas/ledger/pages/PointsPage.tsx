import type { AdjustmentItem, AdjustmentListQuery } from '@portal/contract';
import { adminLedgerApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextAreaField } from '../../../../components/TextAreaField';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { setFieldErrors } from '../../../../lib/form-errors';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { postAdjustment, pointsKey } from '../api/points';
import { type PickedParticipant, ParticipantPicker } from '../components/ParticipantPicker';
import { formatMoment } from '../../../../lib/moment';

const points = (value: number) => value.toLocaleString('pl-PL');

/** What the operator does: fund a pool, or adjust a company's or a person's balance. */
type Operation = 'pool' | 'company' | 'user';

interface Values {
  operation: Operation;
  sap: string;
  participant: PickedParticipant | null;
  points: string;
  reason: string;
}

const blank: Values = { operation: 'pool', sap: '', participant: null, points: '', reason: '' };

function AdjustmentForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: blank });
  const operation = useWatch({ control, name: 'operation' });
  // One key per submission: sending the same posting again after a lost answer reuses its key (the
  // server posts it once); a posting that differs in anything is another submission, with a new key.
  const [submission, setSubmission] = useState<{ key: string; body: string } | null>(null);
  const [result, setResult] = useState<{ balance: number; to: string } | null>(null);

  const submit = handleSubmit(async (form) => {
    setResult(null);
    const signed = form.points.replace(/\s/g, '').replace(',', '.');
    const body = {
      target: form.operation === 'user' ? ('user' as const) : ('company' as const),
      id: form.operation === 'user' ? (form.participant?.id ?? '') : form.sap.trim(),
      points: signed === '' ? '' : Number(signed),
      reason: form.reason,
    };
    const fingerprint = JSON.stringify(body);
    const current = submission?.body === fingerprint ? submission : { key: newIdempotencyKey(), body: fingerprint };
    setSubmission(current);
    const { key } = current;
    try {
      const balance = await postAdjustment(body, key);
      const to = form.operation === 'user' ? (form.participant?.label ?? '') : form.sap.trim();
      setResult({ balance, to });
      notify.success(t('admin.points.form.posted'));
      reset({ ...blank, operation: form.operation });
      setSubmission(null);
      await queryClient.invalidateQueries({ queryKey: pointsKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'participants'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] });
    } catch (error) {
      // A refusal posted nothing: the next try is another submission. A lost answer keeps the key.
      if (error instanceof ApiError && error.status < 500) setSubmission(null);
      const shown = setFieldErrors(
        error,
        setError,
        { id: form.operation === 'user' ? 'participant' : 'sap', points: 'points', reason: 'reason' },
        { focus: true },
      );
      if (!shown) notify.error(errorMessage(error, t('admin.points.form.failed')));
    }
  });

  const pointsHint = operation === 'pool' ? t('admin.points.form.pointsPoolHint') : t('admin.points.form.pointsHint');
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="points-form-heading"
      className="mb-8 space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="points-form-heading" className="text-lg font-bold text-brand-900">
        {t('admin.points.form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('admin.points.form.operation')}
          options={[
            { value: 'pool', label: t('admin.points.form.operations.pool') },
            { value: 'company', label: t('admin.points.form.operations.company') },
            { value: 'user', label: t('admin.points.form.operations.user') },
          ]}
          {...register('operation')}
        />
        {operation === 'user' ? (
          <Controller
            control={control}
            name="participant"
            render={({ field, fieldState }) => (
              <ParticipantPicker
                label={t('admin.points.form.participant')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : (
          <TextField
            label={t('admin.points.form.sap')}
            required
            inputMode="numeric"
            autoComplete="off"
            error={formState.errors.sap?.message}
            {...register('sap')}
          />
        )}
        <TextField
          label={t('admin.points.form.points')}
          required
          inputMode="numeric"
          autoComplete="off"
          aria-description={pointsHint}
          error={formState.errors.points?.message}
          {...register('points')}
        />
        <p className="self-end pb-3 text-sm text-muted">{pointsHint}</p>
        <TextAreaField
          label={t('admin.points.form.reason')}
          required
          rows={3}
          maxLength={500}
          aria-description={t('admin.points.form.reasonHint')}
          className="sm:col-span-2"
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
      </div>
      <p className="text-sm text-muted">{t('admin.points.form.reasonHint')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={formState.isSubmitting}>
          {operation === 'pool' ? t('admin.points.form.submitPool') : t('admin.points.form.submitAdjustment')}
        </Button>
      </div>
      {result && (
        <Alert tone="success">
          {t('admin.points.form.result', { to: result.to, balance: points(result.balance) })}
        </Alert>
      )}
    </form>
  );
}

/** /admin/punkty (docs/product/back-office.md "Points"): fund a pool, adjust a balance; the operators' postings. */
export function PointsPage() {
  const { t } = useTranslation();
  const mayPost = useMayAct('operator');
  const list = useListParams(['target', 'kind']);
  const result = useQuery({
    queryKey: [...pointsKey, 'list', list.query],
    queryFn: () => adminCall(adminLedgerApi.list, { query: list.query as AdjustmentListQuery }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<AdjustmentItem>[] = [
    {
      id: 'created_at',
      header: t('admin.points.columns.created'),
      enableSorting: true,
      cell: ({ row }) => formatMoment(row.original.created_at),
    },
    {
      id: 'kind',
      header: t('admin.points.columns.kind'),
      cell: ({ row }) =>
        row.original.kind === 'pool_grant'
          ? t('admin.points.kinds.pool_grant')
          : row.original.target === 'company'
            ? t('admin.points.kinds.company')
            : t('admin.points.kinds.user'),
    },
    {
      id: 'holder',
      header: t('admin.points.columns.holder'),
      cell: ({ row }) => {
        const { user, company } = row.original;
        return user ? (
          <span className="break-words">
            {user.name}
            <span className="block text-muted">{user.email}</span>
          </span>
        ) : (
          <span className="break-words">{company ? `${company.sap} ${company.name}` : '—'}</span>
        );
      },
    },
    {
      id: 'points',
      header: t('admin.points.columns.points'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className={`font-semibold ${row.original.points < 0 ? 'text-danger' : 'text-success'}`}>
          {row.original.points > 0 ? '+' : ''}
          {points(row.original.points)}
        </span>
      ),
    },
    {
      id: 'description',
      header: t('admin.points.columns.description'),
      cell: ({ row }) => <span className="break-words">{row.original.description}</span>,
    },
    {
      id: 'operator',
      header: t('admin.points.columns.operator'),
      cell: ({ row }) => row.original.operator_email ?? '—',
    },
  ];

  return (
    <AdminPage heading={t('admin.points.title')}>
      {mayPost && <AdjustmentForm />}
      <h2 className="mb-3 text-lg font-bold text-brand-900">{t('admin.points.listTitle')}</h2>
      <ListToolbar list={list} searchLabel={t('admin.points.searchHint')}>
        <FilterSelect
          list={list}
          name="target"
          label={t('admin.points.filters.target')}
          options={[
            { value: 'company', label: t('admin.points.filters.company') },
            { value: 'user', label: t('admin.points.filters.user') },
          ]}
        />
        <FilterSelect
          list={list}
          name="kind"
          label={t('admin.points.filters.kind')}
          options={[
            { value: 'pool_grant', label: t('admin.points.kinds.pool_grant') },
            { value: 'adjustment', label: t('admin.points.filters.adjustment') },
          ]}
        />
      </ListToolbar>
      <DataTable
        caption={t('admin.points.listTitle')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
    </AdminPage>
  );
}
