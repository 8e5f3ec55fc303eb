import { type AdminTraining, PREMIUM_PRODUCT_POINTS_MAX } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { useMayAct } from '../../../kit/current-operator';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { TextField } from '../../../../components/TextField';
import { codesKey } from '../api/codes';
import { onDay } from './format';

type TrainingValues = Record<'name' | 'start_date' | 'end_date' | 'points' | 'coupon', string> &
  Record<'active' | 'generate_coupon', boolean>;

/** The trainings with their coupon's last characters and registrations. */
export function TrainingsTab() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const [coupon, setCoupon] = useState<{ name: string; coupon: string } | null>(null);
  const text = (key: string) => t(`admin.codes.trainings.${key}`);

  const resource: ResourceSpec<AdminTraining, TrainingValues> = {
    as: 'section',
    heading: text('title'),
    caption: text('title'),
    searchHint: text('searchHint'),
    queryKey: [...codesKey, 'trainings'],
    list: (query) => adminCall(adminCodesApi.trainings, { query }),
    columns: [
      {
        id: 'name',
        header: text('columns.name'),
        cell: ({ row }) => <span className="break-words font-semibold">{row.original.name}</span>,
      },
      {
        id: 'dates',
        header: text('columns.dates'),
        cell: ({ row }) => `${onDay(row.original.start_date)} – ${onDay(row.original.end_date)}`,
      },
      {
        id: 'points',
        header: text('columns.points'),
        cell: ({ row }) => t('admin.codes.points', { count: row.original.points }),
      },
      {
        id: 'coupon',
        header: text('columns.coupon'),
        cell: ({ row }) =>
          row.original.coupon_suffix ? (
            <span className="font-mono">…{row.original.coupon_suffix}</span>
          ) : (
            <span className="text-muted">{text('noCoupon')}</span>
          ),
      },
      { id: 'registrations', header: text('columns.registrations'), cell: ({ row }) => row.original.registrations },
      {
        id: 'active',
        header: text('columns.active'),
        cell: ({ row }) => t(row.original.active ? 'admin.codes.yes' : 'admin.codes.no'),
      },
    ],
    actions: mayAct
      ? [
          {
            opens: true,
            text: () => t('admin.codes.edit'),
            label: ({ name }) => t('admin.codes.trainings.editLabel', { name }),
          },
        ]
      : [],
    create: mayAct ? { text: text('create') } : undefined,
    above: coupon && (
      <Alert tone="warning">
        <p>{t('admin.codes.trainings.couponOnce', { name: coupon.name })}</p>
        <p className="mt-2 font-mono text-xl font-bold tracking-wider">
          {coupon.coupon.replace(/(.{4})(?=.)/g, '$1-')}
        </p>
        <Button variant="ghost" className="mt-2 px-2 py-1 text-sm" onClick={() => setCoupon(null)}>
          {text('couponNoted')}
        </Button>
      </Alert>
    ),
    editor: {
      title: (training) => text(training ? 'editTitle' : 'createTitle'),
      form: {
        fields: [
          { name: 'name', label: text('columns.name'), required: true, input: { autoComplete: 'off' } },
          { name: 'start_date', label: text('start'), required: true, half: true, input: { type: 'date' } },
          { name: 'end_date', label: text('end'), required: true, half: true, input: { type: 'date' } },
          {
            name: 'points',
            label: text('columns.points'),
            required: true,
            input: { type: 'number', inputMode: 'numeric', min: 1, max: PREMIUM_PRODUCT_POINTS_MAX },
          },
          { name: 'active', label: text('activeLabel'), kind: 'checkbox' },
        ],
        values: (training) => ({
          name: training?.name ?? '',
          start_date: training?.start_date ?? '',
          end_date: training?.end_date ?? '',
          points: training ? String(training.points) : '',
          active: training?.active ?? true,
          coupon: '',
          generate_coupon: training === null,
        }),
        // A training keeps its coupon; a new one has it generated or typed.
        body: ({ coupon: typed, generate_coupon, ...values }, training) => ({
          ...values,
          ...(training?.coupon_suffix
            ? {}
            : generate_coupon
              ? { generate_coupon: true }
              : typed.trim()
                ? { coupon: typed }
                : {}),
        }),
        save: async (body, training) => {
          const answer = training
            ? await adminCall(adminCodesApi.updateTraining, { params: { id: training.id }, body })
            : await adminCall(adminCodesApi.createTraining, { body });
          if (answer.coupon) setCoupon({ name: answer.training.name, coupon: answer.coupon });
          return answer.training;
        },
        created: text('created'),
        saved: text('updated'),
        extraFields: ['coupon', 'generate_coupon'],
        extra: ({ register, watch, formState: { errors } }, training) =>
          training?.coupon_suffix ? (
            <p className="text-sm text-muted">
              {t('admin.codes.trainings.keepsCoupon', { suffix: training.coupon_suffix })}
            </p>
          ) : (
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-brand-900">{text('coupon')}</legend>
              <Checkbox
                label={text('generateCoupon')}
                error={errors.generate_coupon?.message}
                {...register('generate_coupon')}
              />
              {!watch('generate_coupon') && (
                <TextField
                  label={text('typedCoupon')}
                  autoComplete="off"
                  className="font-mono"
                  error={errors.coupon?.message}
                  {...register('coupon')}
                />
              )}
              <p className="text-sm text-muted">{text('couponHint')}</p>
            </fieldset>
          ),
      },
    },
  };
  return <ResourceList resource={resource} />;
}
