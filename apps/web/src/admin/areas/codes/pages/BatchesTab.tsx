import { type AdminCodeBatch, CODE_BATCH_MAX } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, everyItem } from '../../../kit/api';
import { FormPanel } from '../../../kit/FormPanel';
import { useMayAct } from '../../../kit/current-operator';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { codesKey } from '../api/codes';
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
  const [generated, setGenerated] = useState<Generated | null>(null);
  const text = (key: string, values?: { name: string }) => t(`admin.codes.batches.${key}`, values);

  const resource: ResourceSpec<AdminCodeBatch> = {
    as: 'section',
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: [...codesKey, 'batches'],
    list: (query) => adminCall(adminCodesApi.batches, { query }),
    columns: [
      {
        id: 'name',
        header: text('columns.name'),
        enableSorting: true,
        cell: ({ row }) => <span className="break-words font-semibold">{row.original.name}</span>,
      },
      {
        id: 'target',
        header: text('columns.target'),
        cell: ({ row }) =>
          row.original.product ? (
            <span className="break-words">
              {row.original.product.name}
              <span className="block text-muted">{row.original.product.index}</span>
            </span>
          ) : (
            <span className="break-words">
              {row.original.training?.name}
              <span className="block text-muted">{text('training')}</span>
            </span>
          ),
      },
      {
        id: 'points',
        header: text('columns.points'),
        cell: ({ row }) => t('admin.codes.points', { count: row.original.points }),
      },
      { id: 'quantity', header: text('columns.quantity'), cell: ({ row }) => row.original.quantity },
      { id: 'registered', header: text('columns.registered'), cell: ({ row }) => row.original.registered },
      {
        id: 'created_at',
        header: text('columns.created'),
        enableSorting: true,
        cell: ({ row }) => at(row.original.created_at),
      },
      {
        id: 'deactivated_at',
        header: text('columns.deactivated'),
        cell: ({ row }) =>
          row.original.deactivated_at ? (
            <span className="font-semibold text-danger">{at(row.original.deactivated_at)}</span>
          ) : (
            text('active')
          ),
      },
    ],
    actionsHeader: text('columns.actions'),
    actions: mayAct
      ? [
          {
            text: () => text('deactivate'),
            label: ({ name }) => text('deactivateLabel', { name }),
            shown: (batch) => !batch.deactivated_at,
            confirm: ({ name }) => ({
              title: text('confirmTitle'),
              message: text('confirmText', { name }),
              confirmText: text('deactivate'),
            }),
            run: ({ id }) => adminCall(adminCodesApi.deactivate, { params: { id } }),
            done: ({ name }) => text('deactivated', { name }),
            failed: () => text('deactivateFailed'),
          },
        ]
      : [],
  };

  return (
    <div className="space-y-8">
      {mayAct &&
        (generated ? (
          <GeneratedCodes generated={generated} onClose={() => setGenerated(null)} />
        ) : (
          <GenerateForm onGenerated={setGenerated} />
        ))}
      <ResourceList resource={resource} />
    </div>
  );
}
