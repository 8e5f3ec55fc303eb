import { type AdminPremiumProduct, PREMIUM_PRODUCT_POINTS_MAX } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { TextField } from '../../../../components/TextField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { type CodesListQuery, codesKey } from '../api/codes';

interface ProductValues {
  index: string;
  name: string;
  points: string;
  active: boolean;
  sort: string;
}

const fields = ['index', 'name', 'points', 'active', 'sort'] as const;

/** Adds a premium product, or changes the one given. */
function ProductModal({ product, onClose }: { product: AdminPremiumProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<ProductValues>({
    defaultValues: product
      ? { ...product, points: String(product.points), sort: String(product.sort) }
      : { index: '', name: '', points: '', active: true, sort: '0' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const body = { ...values, sort: values.sort === '' ? 0 : values.sort };
      if (product) await adminCall(adminCodesApi.updatePremiumProduct, { params: { id: product.id }, body });
      else await adminCall(adminCodesApi.createPremiumProduct, { body });
      notify.success(t(product ? 'admin.codes.products.updated' : 'admin.codes.products.created'));
      await queryClient.invalidateQueries({ queryKey: [...codesKey, 'products'] });
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
      title={t(product ? 'admin.codes.products.editTitle' : 'admin.codes.products.createTitle')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('admin.codes.products.columns.index')}
          required
          autoComplete="off"
          error={formState.errors.index?.message}
          {...register('index')}
        />
        <TextField
          label={t('admin.codes.products.columns.name')}
          required
          autoComplete="off"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.codes.products.columns.points')}
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={PREMIUM_PRODUCT_POINTS_MAX}
            error={formState.errors.points?.message}
            {...register('points')}
          />
          <TextField
            label={t('admin.codes.products.columns.sort')}
            type="number"
            inputMode="numeric"
            min={0}
            error={formState.errors.sort?.message}
            {...register('sort')}
          />
        </div>
        <Checkbox
          label={t('admin.codes.products.activeLabel')}
          error={formState.errors.active?.message}
          {...register('active')}
        />
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

/** The premium products whose codes earn points. */
export function ProductsTab() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const list = useListParams();
  const [editing, setEditing] = useState<AdminPremiumProduct | 'new' | null>(null);
  const result = useQuery({
    queryKey: [...codesKey, 'products', list.query],
    queryFn: () => adminCall(adminCodesApi.premiumProducts, { query: list.query as CodesListQuery<typeof list.query> }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<AdminPremiumProduct>[] = [
    {
      id: 'index',
      header: t('admin.codes.products.columns.index'),
      cell: ({ row }) => <span className="font-mono">{row.original.index}</span>,
    },
    {
      id: 'name',
      header: t('admin.codes.products.columns.name'),
      cell: ({ row }) => <span className="break-words">{row.original.name}</span>,
    },
    {
      id: 'points',
      header: t('admin.codes.products.columns.points'),
      cell: ({ row }) => t('admin.codes.points', { count: row.original.points }),
    },
    {
      id: 'active',
      header: t('admin.codes.products.columns.active'),
      cell: ({ row }) => t(row.original.active ? 'admin.codes.yes' : 'admin.codes.no'),
    },
    { id: 'sort', header: t('admin.codes.products.columns.sort'), cell: ({ row }) => row.original.sort },
    ...(mayAct
      ? [
          {
            id: 'actions',
            header: t('admin.codes.columns.actions'),
            cell: ({ row }) => (
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t('admin.codes.products.editLabel', { name: row.original.name })}
                onClick={() => setEditing(row.original)}
              >
                {t('admin.codes.edit')}
              </Button>
            ),
          } satisfies ListColumn<AdminPremiumProduct>,
        ]
      : []),
  ];

  return (
    <section aria-labelledby="products-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-heading" className="text-lg font-bold text-brand-900">
          {t('admin.codes.products.title')}
        </h2>
        {mayAct && <Button onClick={() => setEditing('new')}>{t('admin.codes.products.create')}</Button>}
      </div>
      <ListToolbar list={list} searchLabel={t('admin.codes.products.searchHint')} />
      <DataTable
        caption={t('admin.codes.products.title')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      {editing && (
        <ProductModal
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
