import { type AdminTraining, PREMIUM_PRODUCT_POINTS_MAX } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { TextField } from '../../../../components/TextField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { type CodesListQuery, codesKey } from '../api/codes';
import { onDay } from './format';

interface TrainingValues {
  name: string;
  start_date: string;
  end_date: string;
  points: string;
  active: boolean;
  coupon: string;
  generate_coupon: boolean;
}

const fields = ['name', 'start_date', 'end_date', 'points', 'active', 'coupon', 'generate_coupon'] as const;

/** Adds a training with its coupon (typed or generated), or changes the one given. */
function TrainingModal({
  training,
  onClose,
  onCoupon,
}: {
  training: AdminTraining | null;
  onClose: () => void;
  onCoupon: (shown: { name: string; coupon: string }) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, setError, formState } = useForm<TrainingValues>({
    defaultValues: {
      name: training?.name ?? '',
      start_date: training?.start_date ?? '',
      end_date: training?.end_date ?? '',
      points: training ? String(training.points) : '',
      active: training?.active ?? true,
      coupon: '',
      generate_coupon: training === null,
    },
  });
  const generate = useWatch({ control, name: 'generate_coupon' });
  const hasCoupon = Boolean(training?.coupon_suffix);

  const submit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      start_date: values.start_date,
      end_date: values.end_date,
      points: values.points,
      active: values.active,
      ...(hasCoupon
        ? {}
        : values.generate_coupon
          ? { generate_coupon: true }
          : values.coupon.trim()
            ? { coupon: values.coupon }
            : {}),
    };
    try {
      const answer = training
        ? await adminCall(adminCodesApi.updateTraining, { params: { id: training.id }, body })
        : await adminCall(adminCodesApi.createTraining, { body });
      notify.success(t(training ? 'admin.codes.trainings.updated' : 'admin.codes.trainings.created'));
      await queryClient.invalidateQueries({ queryKey: [...codesKey, 'trainings'] });
      if (answer.coupon) onCoupon({ name: answer.training.name, coupon: answer.coupon });
      onClose();
    } catch (error) {
      if (!setFieldErrors(error, setError, fields, { focus: true })) {
        notify.error(errorMessage(error, t('admin.codes.saveFailed')));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t(training ? 'admin.codes.trainings.editTitle' : 'admin.codes.trainings.createTitle')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('admin.codes.trainings.columns.name')}
          required
          autoComplete="off"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.codes.trainings.start')}
            required
            type="date"
            error={formState.errors.start_date?.message}
            {...register('start_date')}
          />
          <TextField
            label={t('admin.codes.trainings.end')}
            required
            type="date"
            error={formState.errors.end_date?.message}
            {...register('end_date')}
          />
        </div>
        <TextField
          label={t('admin.codes.trainings.columns.points')}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={PREMIUM_PRODUCT_POINTS_MAX}
          error={formState.errors.points?.message}
          {...register('points')}
        />
        <Checkbox
          label={t('admin.codes.trainings.activeLabel')}
          error={formState.errors.active?.message}
          {...register('active')}
        />
        {hasCoupon ? (
          <p className="text-sm text-muted">
            {t('admin.codes.trainings.keepsCoupon', { suffix: training?.coupon_suffix })}
          </p>
        ) : (
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-brand-900">{t('admin.codes.trainings.coupon')}</legend>
            <Checkbox
              label={t('admin.codes.trainings.generateCoupon')}
              error={formState.errors.generate_coupon?.message}
              {...register('generate_coupon')}
            />
            {!generate && (
              <TextField
                label={t('admin.codes.trainings.typedCoupon')}
                autoComplete="off"
                className="font-mono"
                error={formState.errors.coupon?.message}
                {...register('coupon')}
              />
            )}
            <p className="text-sm text-muted">{t('admin.codes.trainings.couponHint')}</p>
          </fieldset>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('admin.codes.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The trainings with their coupon's last characters and registrations. */
export function TrainingsTab() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const list = useListParams();
  const [editing, setEditing] = useState<AdminTraining | 'new' | null>(null);
  const [coupon, setCoupon] = useState<{ name: string; coupon: string } | null>(null);
  const result = useQuery({
    queryKey: [...codesKey, 'trainings', list.query],
    queryFn: () => adminCall(adminCodesApi.trainings, { query: list.query as CodesListQuery<typeof list.query> }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<AdminTraining>[] = [
    {
      id: 'name',
      header: t('admin.codes.trainings.columns.name'),
      cell: ({ row }) => <span className="break-words font-semibold">{row.original.name}</span>,
    },
    {
      id: 'dates',
      header: t('admin.codes.trainings.columns.dates'),
      cell: ({ row }) => `${onDay(row.original.start_date)} – ${onDay(row.original.end_date)}`,
    },
    {
      id: 'points',
      header: t('admin.codes.trainings.columns.points'),
      cell: ({ row }) => t('admin.codes.points', { count: row.original.points }),
    },
    {
      id: 'coupon',
      header: t('admin.codes.trainings.columns.coupon'),
      cell: ({ row }) =>
        row.original.coupon_suffix ? (
          <span className="font-mono">…{row.original.coupon_suffix}</span>
        ) : (
          <span className="text-muted">{t('admin.codes.trainings.noCoupon')}</span>
        ),
    },
    {
      id: 'registrations',
      header: t('admin.codes.trainings.columns.registrations'),
      cell: ({ row }) => row.original.registrations,
    },
    {
      id: 'active',
      header: t('admin.codes.trainings.columns.active'),
      cell: ({ row }) => t(row.original.active ? 'admin.codes.yes' : 'admin.codes.no'),
    },
    ...(mayAct
      ? [
          {
            id: 'actions',
            header: t('admin.codes.columns.actions'),
            cell: ({ row }) => (
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t('admin.codes.trainings.editLabel', { name: row.original.name })}
                onClick={() => setEditing(row.original)}
              >
                {t('admin.codes.edit')}
              </Button>
            ),
          } satisfies ListColumn<AdminTraining>,
        ]
      : []),
  ];

  return (
    <section aria-labelledby="trainings-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trainings-heading" className="text-lg font-bold text-brand-900">
          {t('admin.codes.trainings.title')}
        </h2>
        {mayAct && <Button onClick={() => setEditing('new')}>{t('admin.codes.trainings.create')}</Button>}
      </div>
      {coupon && (
        <Alert tone="warning">
          <p>{t('admin.codes.trainings.couponOnce', { name: coupon.name })}</p>
          <p className="mt-2 font-mono text-xl font-bold tracking-wider">
            {coupon.coupon.replace(/(.{4})(?=.)/g, '$1-')}
          </p>
          <Button variant="ghost" className="mt-2 px-2 py-1 text-sm" onClick={() => setCoupon(null)}>
            {t('admin.codes.trainings.couponNoted')}
          </Button>
        </Alert>
      )}
      <ListToolbar list={list} searchLabel={t('admin.codes.trainings.searchHint')} />
      <DataTable
        caption={t('admin.codes.trainings.title')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      {editing && (
        <TrainingModal
          key={editing === 'new' ? 'new' : editing.id}
          training={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCoupon={setCoupon}
        />
      )}
    </section>
  );
}
