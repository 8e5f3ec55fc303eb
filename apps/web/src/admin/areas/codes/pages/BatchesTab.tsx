import { type AdminCodeBatch, CODE_BATCH_MAX } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage, everyItem } from '../../../kit/api';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FormPanel } from '../../../kit/FormPanel';
import { ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { type CodesListQuery, codesKey } from '../api/codes';
import { GeneratedCodes, type Generated } from '../components/GeneratedCodes';
import { at } from './format';

interface GenerateValues {
  name: string;
  target: 'product' | 'training';
  premium_product_id: string;
  training_id: string;
  quantity: string;
}

/** The choices of the generate form: every product and training (active first, as listed). */
function useTargets() {
  const products = useQuery({
    queryKey: [...codesKey, 'products', 'choices'],
    queryFn: () => everyItem((page) => adminCall(adminCodesApi.premiumProducts, { query: { page, per_page: 100 } })),
  });
  const trainings = useQuery({
    queryKey: [...codesKey, 'trainings', 'choices'],
    queryFn: () => everyItem((page) => adminCall(adminCodesApi.trainings, { query: { page, per_page: 100 } })),
  });
  return {
    products: (products.data ?? []).filter((product) => product.active),
    trainings: (trainings.data ?? []).filter((training) => training.active),
  };
}

function GenerateForm({ onGenerated }: { onGenerated: (generated: Generated) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { products, trainings } = useTargets();
  const form = useForm<GenerateValues>({
    defaultValues: { name: '', target: 'product', premium_product_id: '', training_id: '', quantity: '' },
  });
  const { register, formState } = form;
  const target = useWatch({ control: form.control, name: 'target' });

  const send = async (values: GenerateValues) => {
    const answer = await adminCall(adminCodesApi.generate, {
      body: {
        name: values.name,
        premium_product_id: values.target === 'product' ? Number(values.premium_product_id) || null : null,
        training_id: values.target === 'training' ? Number(values.training_id) || null : null,
        quantity: values.quantity,
      },
    });
    onGenerated({ batch: answer.batch, codes: answer.codes });
    notify.success(t('admin.codes.generate.done', { count: answer.codes.length }));
    await queryClient.invalidateQueries({ queryKey: [...codesKey, 'batches'] });
  };
  const choice = target === 'product' ? 'product' : 'training';
  const choices = target === 'product' ? products : trainings;

  return (
    <FormPanel
      id="generate"
      heading={t('admin.codes.generate.title')}
      form={form}
      fields={['name', 'premium_product_id', 'training_id', 'quantity']}
      failed={t('admin.codes.generate.failed')}
      send={send}
      submit={t('admin.codes.generate.submit')}
      hint={t('admin.codes.generate.hint', { max: CODE_BATCH_MAX })}
    >
      <TextField
        label={t('admin.codes.generate.name')}
        required
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={t('admin.codes.generate.target')}
        options={[
          { value: 'product', label: t('admin.codes.generate.targetProduct') },
          { value: 'training', label: t('admin.codes.generate.targetTraining') },
        ]}
        {...register('target')}
      />
      <SelectField
        key={choice}
        label={t(`admin.codes.generate.${choice}`)}
        required
        placeholder={t('admin.codes.generate.choose')}
        options={choices.map((item) => ({
          value: String(item.id),
          label: t(`admin.codes.generate.${choice}Option`, item),
        }))}
        error={formState.errors[target === 'product' ? 'premium_product_id' : 'training_id']?.message}
        {...register(target === 'product' ? 'premium_product_id' : 'training_id')}
      />
      <TextField
        label={t('admin.codes.generate.quantity')}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={CODE_BATCH_MAX}
        error={formState.errors.quantity?.message}
        {...register('quantity')}
      />
    </FormPanel>
  );
}

/** The batches, newest first, a batch's codes generated here, and deactivation. */
export function BatchesTab() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [confirming, setConfirming] = useState<AdminCodeBatch | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useQuery({
    queryKey: [...codesKey, 'batches', list.query],
    queryFn: () => adminCall(adminCodesApi.batches, { query: list.query as CodesListQuery<typeof list.query> }),
    placeholderData: keepPreviousData,
  });

  const deactivate = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await adminCall(adminCodesApi.deactivate, { params: { id: confirming.id } });
      notify.success(t('admin.codes.batches.deactivated', { name: confirming.name }));
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: [...codesKey, 'batches'] });
    } catch (error) {
      notify.error(errorMessage(error, t('admin.codes.batches.deactivateFailed')));
    } finally {
      setBusy(false);
    }
  };

  const columns: ListColumn<AdminCodeBatch>[] = [
    {
      id: 'name',
      header: t('admin.codes.batches.columns.name'),
      enableSorting: true,
      cell: ({ row }) => <span className="break-words font-semibold">{row.original.name}</span>,
    },
    {
      id: 'target',
      header: t('admin.codes.batches.columns.target'),
      cell: ({ row }) =>
        row.original.product ? (
          <span className="break-words">
            {row.original.product.name}
            <span className="block text-muted">{row.original.product.index}</span>
          </span>
        ) : (
          <span className="break-words">
            {row.original.training?.name}
            <span className="block text-muted">{t('admin.codes.batches.training')}</span>
          </span>
        ),
    },
    {
      id: 'points',
      header: t('admin.codes.batches.columns.points'),
      cell: ({ row }) => t('admin.codes.points', { count: row.original.points }),
    },
    {
      id: 'quantity',
      header: t('admin.codes.batches.columns.quantity'),
      cell: ({ row }) => row.original.quantity,
    },
    {
      id: 'registered',
      header: t('admin.codes.batches.columns.registered'),
      cell: ({ row }) => row.original.registered,
    },
    {
      id: 'created_at',
      header: t('admin.codes.batches.columns.created'),
      enableSorting: true,
      cell: ({ row }) => at(row.original.created_at),
    },
    {
      id: 'deactivated_at',
      header: t('admin.codes.batches.columns.deactivated'),
      cell: ({ row }) =>
        row.original.deactivated_at ? (
          <span className="font-semibold text-danger">{at(row.original.deactivated_at)}</span>
        ) : (
          t('admin.codes.batches.active')
        ),
    },
    ...(mayAct
      ? [
          {
            id: 'actions',
            header: t('admin.codes.batches.columns.actions'),
            cell: ({ row }) =>
              row.original.deactivated_at ? null : (
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm"
                  aria-label={t('admin.codes.batches.deactivateLabel', { name: row.original.name })}
                  onClick={() => setConfirming(row.original)}
                >
                  {t('admin.codes.batches.deactivate')}
                </Button>
              ),
          } satisfies ListColumn<AdminCodeBatch>,
        ]
      : []),
  ];

  return (
    <div className="space-y-8">
      {mayAct &&
        (generated ? (
          <GeneratedCodes generated={generated} onClose={() => setGenerated(null)} />
        ) : (
          <GenerateForm onGenerated={setGenerated} />
        ))}
      <section aria-labelledby="batches-heading" className="space-y-4">
        <h2 id="batches-heading" className="text-lg font-bold text-brand-900">
          {t('admin.codes.batches.title')}
        </h2>
        <ListToolbar list={list} searchLabel={t('admin.codes.batches.searchHint')} />
        <DataTable
          caption={t('admin.codes.batches.caption')}
          columns={columns}
          result={result}
          list={list}
          rowKey={(row) => row.id}
        />
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.codes.batches.confirmTitle')}
        message={confirming && t('admin.codes.batches.confirmText', { name: confirming.name })}
        confirmLabel={t('admin.codes.batches.deactivate')}
        busy={busy}
        onConfirm={() => void deactivate()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
