import type { AdminProduct, AdminProductCategory, AdminProductsQuery } from '@portal/contract';
import { PRODUCT_IMAGE_MAX_BYTES } from '@portal/contract';
import { adminProductsApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { RecordPicture } from '../../../kit/RecordPicture';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextAreaField } from '../../../../components/TextAreaField';
import { TextField } from '../../../../components/TextField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { TargetsEditor } from '../components/TargetsEditor';

const productsKey = ['admin', 'products'] as const;
const categoriesKey = ['admin', 'product-categories'] as const;

interface ProductValues {
  slug: string;
  name: string;
  category_id: string;
  description: string;
  is_sss_value: boolean;
  notes: string;
  is_promoted: boolean;
  sort: string;
}

const valuesOf = (product?: AdminProduct): ProductValues => ({
  slug: product?.slug ?? '',
  name: product?.name ?? '',
  category_id: product ? String(product.category.id) : '',
  description: product?.description ?? '',
  is_sss_value: product?.is_sss_value ?? false,
  notes: product?.notes ?? '',
  is_promoted: product?.is_promoted ?? false,
  sort: String(product?.sort ?? 0),
});

const productFields = [
  'slug',
  'name',
  'category_id',
  'description',
  'is_sss_value',
  'notes',
  'is_promoted',
  'sort',
] as const;

/** Adds a product or edits one; the 422's messages stand under their fields. */
function ProductForm({
  product,
  categories,
  onSaved,
  onCancel,
}: {
  product?: AdminProduct;
  categories: AdminProductCategory[];
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState, reset } = useForm<ProductValues>({
    defaultValues: valuesOf(product),
  });
  useEffect(() => reset(valuesOf(product)), [product, reset]);

  const submit = handleSubmit(async (values) => {
    const body = {
      ...values,
      notes: values.notes.trim() === '' ? null : values.notes,
      sort: values.sort.trim() === '' ? 0 : values.sort,
    };
    try {
      const answer = product
        ? await adminCall(adminProductsApi.update, { params: { id: product.id }, body })
        : await adminCall(adminProductsApi.create, { body });
      notify.success(product ? t('admin.products.form.saved') : t('admin.products.form.created'));
      onSaved(answer.product);
    } catch (error) {
      if (!setFieldErrors(error, setError, productFields, { focus: true })) {
        notify.error(errorMessage(error, t('admin.products.form.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.products.fields.name')}
          required
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('admin.products.fields.slug')}
          required
          error={formState.errors.slug?.message}
          {...register('slug')}
        />
        <SelectField
          label={t('admin.products.fields.category')}
          required
          placeholder={t('admin.products.fields.chooseCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          error={formState.errors.category_id?.message}
          {...register('category_id')}
        />
        <TextField
          label={t('admin.products.fields.sort')}
          inputMode="numeric"
          error={formState.errors.sort?.message}
          {...register('sort')}
        />
      </div>
      <TextAreaField
        label={t('admin.products.fields.description')}
        required
        rows={3}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={t('admin.products.fields.notes')}
        rows={2}
        error={formState.errors.notes?.message}
        {...register('notes')}
      />
      <div className="flex flex-wrap gap-6">
        <Checkbox
          label={t('admin.products.fields.sss')}
          error={formState.errors.is_sss_value?.message}
          {...register('is_sss_value')}
        />
        <Checkbox
          label={t('admin.products.fields.promoted')}
          error={formState.errors.is_promoted?.message}
          {...register('is_promoted')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.products.form.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('admin.products.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** The categories in the participants' order: move up or down, add, edit. */
function Categories({ categories, mayAct }: { categories: AdminProductCategory[]; mayAct: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminProductCategory | null>();
  const { register, handleSubmit, setError, formState, reset } = useForm<{
    slug: string;
    name: string;
    sort: string;
  }>();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: categoriesKey });
    await queryClient.invalidateQueries({ queryKey: productsKey });
  };

  const open = (category: AdminProductCategory | null) => {
    const last = categories.at(-1)?.sort ?? 0;
    reset({ slug: category?.slug ?? '', name: category?.name ?? '', sort: String(category?.sort ?? last + 10) });
    setEditing(category);
  };

  const order = useMutation({
    mutationFn: (ids: number[]) => adminCall(adminProductsApi.orderCategories, { body: { ids } }),
    onSuccess: async () => {
      notify.success(t('admin.products.categories.ordered'));
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate(ids);
  };

  const submit = handleSubmit(async (values) => {
    const body = { slug: values.slug, name: values.name, sort: values.sort === '' ? 0 : values.sort };
    try {
      if (editing) await adminCall(adminProductsApi.updateCategory, { params: { id: editing.id }, body });
      else await adminCall(adminProductsApi.createCategory, { body });
      notify.success(editing ? t('admin.products.categories.saved') : t('admin.products.categories.created'));
      setEditing(undefined);
      await refresh();
    } catch (error) {
      if (!setFieldErrors(error, setError, ['slug', 'name', 'sort'], { focus: true })) {
        notify.error(errorMessage(error, t('admin.products.form.failed')));
      }
    }
  });

  return (
    <section aria-labelledby="product-categories-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="product-categories-heading" className="text-lg font-bold text-brand-900">
          {t('admin.products.categories.title')}
        </h2>
        {mayAct && (
          <Button variant="secondary" onClick={() => open(null)}>
            {t('admin.products.categories.add')}
          </Button>
        )}
      </div>
      <ol className="divide-y divide-slate-200">
        {categories.map((category, index) => (
          <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold text-brand-900">{category.name}</span>{' '}
              <span className="text-sm text-muted">
                {category.slug} · {t('admin.products.categories.count', { count: category.products })}
              </span>
            </span>
            {mayAct && (
              <span className="flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm"
                  disabled={index === 0 || order.isPending}
                  aria-label={t('admin.products.categories.upLabel', { name: category.name })}
                  onClick={() => move(index, -1)}
                >
                  {t('admin.products.categories.up')}
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm"
                  disabled={index === categories.length - 1 || order.isPending}
                  aria-label={t('admin.products.categories.downLabel', { name: category.name })}
                  onClick={() => move(index, 1)}
                >
                  {t('admin.products.categories.down')}
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm"
                  aria-label={t('admin.products.categories.editLabel', { name: category.name })}
                  onClick={() => open(category)}
                >
                  {t('admin.products.categories.edit')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('admin.products.categories.editTitle') : t('admin.products.categories.createTitle')}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <TextField
            label={t('admin.products.categories.name')}
            required
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('admin.products.categories.slug')}
            required
            error={formState.errors.slug?.message}
            {...register('slug')}
          />
          <TextField
            label={t('admin.products.categories.sort')}
            inputMode="numeric"
            error={formState.errors.sort?.message}
            {...register('sort')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              {t('admin.products.form.cancel')}
            </Button>
            <Button type="submit" busy={formState.isSubmitting}>
              {t('admin.products.form.save')}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}

/**
 * /admin/produkty (issue 19 item 2, ADR 0040): the programme's products with their pictures,
 * SSS condition, notes and promotion; their thresholds per edition; the categories. Viewers read.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams(['category', 'hidden']);
  // undefined: no form; null: a new product; a product: its edit.
  const [editing, setEditing] = useState<AdminProduct | null>();

  const result = useQuery({
    queryKey: [...productsKey, list.query],
    queryFn: () => adminCall(adminProductsApi.list, { query: list.query as AdminProductsQuery }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: async () => (await adminCall(adminProductsApi.categories)).categories,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: productsKey });
    await queryClient.invalidateQueries({ queryKey: categoriesKey });
  };

  const visibility = useMutation({
    mutationFn: (product: AdminProduct) =>
      adminCall(adminProductsApi.setVisibility, { params: { id: product.id }, body: { hidden: !product.hidden } }),
    onSuccess: async (answer) => {
      notify.success(answer.product.hidden ? t('admin.products.hiddenDone') : t('admin.products.shownDone'));
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });
  const removal = useMutation({
    mutationFn: (product: AdminProduct) => adminCall(adminProductsApi.remove, { params: { id: product.id } }),
    onSuccess: async () => {
      notify.success(t('admin.products.removed'));
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  const columns: ListColumn<AdminProduct>[] = [
    {
      id: 'image',
      header: t('admin.products.columns.picture'),
      cell: ({ row }) =>
        row.original.image ? (
          <img
            src={row.original.image}
            alt={t('admin.products.picture.alt', { name: row.original.name })}
            className="aspect-[4/3] w-16 rounded border border-slate-200 object-cover"
            loading="lazy"
          />
        ) : (
          <span className="text-muted">{t('admin.products.picture.noneShort')}</span>
        ),
    },
    {
      id: 'name',
      header: t('admin.products.columns.name'),
      enableSorting: true,
      cell: ({ row }) => (
        <span>
          <span className="block font-semibold text-brand-900">{row.original.name}</span>
          <span className="font-mono text-xs text-muted">{row.original.slug}</span>
        </span>
      ),
    },
    { id: 'category', header: t('admin.products.columns.category'), cell: ({ row }) => row.original.category.name },
    {
      id: 'flags',
      header: t('admin.products.columns.flags'),
      cell: ({ row }) =>
        [row.original.is_sss_value && t('admin.products.sss'), row.original.is_promoted && t('admin.products.promoted')]
          .filter(Boolean)
          .join(', ') || '—',
    },
    { id: 'sort', header: t('admin.products.columns.sort'), enableSorting: true, cell: ({ row }) => row.original.sort },
    {
      id: 'hidden',
      header: t('admin.products.columns.visibility'),
      cell: ({ row }) =>
        row.original.hidden ? (
          <span className="text-danger">{t('admin.products.hidden')}</span>
        ) : (
          <span className="text-success">{t('admin.products.shown')}</span>
        ),
    },
  ];
  columns.push({
    id: 'actions',
    header: t('admin.products.columns.actions'),
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          className="px-2 py-1 text-sm"
          aria-label={t(mayAct ? 'admin.products.editLabel' : 'admin.products.showLabel', { name: row.original.name })}
          onClick={() => setEditing(row.original)}
        >
          {t(mayAct ? 'admin.products.edit' : 'admin.products.show')}
        </Button>
        {mayAct && (
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            disabled={visibility.isPending}
            aria-label={t(row.original.hidden ? 'admin.products.unhideLabel' : 'admin.products.hideLabel', {
              name: row.original.name,
            })}
            onClick={() => visibility.mutate(row.original)}
          >
            {t(row.original.hidden ? 'admin.products.unhide' : 'admin.products.hide')}
          </Button>
        )}
        {mayAct && row.original.purchases === 0 && (
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            disabled={removal.isPending}
            aria-label={t('admin.products.removeLabel', { name: row.original.name })}
            onClick={() => {
              if (window.confirm(t('admin.products.removeConfirm', { name: row.original.name }))) {
                removal.mutate(row.original);
              }
            }}
          >
            {t('admin.products.remove')}
          </Button>
        )}
      </span>
    ),
  });

  const categoryList = categories.data ?? [];

  return (
    <AdminPage
      heading={t('admin.products.title')}
      actions={
        mayAct && (
          <Button onClick={() => setEditing(null)} disabled={!categories.data}>
            {t('admin.products.add')}
          </Button>
        )
      }
    >
      <ListToolbar list={list} searchLabel={t('admin.products.searchHint')}>
        <FilterSelect
          list={list}
          name="category"
          label={t('admin.products.columns.category')}
          options={categoryList.map((category) => ({ value: category.slug, label: category.name }))}
        />
        <FilterSelect
          list={list}
          name="hidden"
          label={t('admin.products.columns.visibility')}
          options={[
            { value: '0', label: t('admin.products.shown') },
            { value: '1', label: t('admin.products.hidden') },
          ]}
        />
      </ListToolbar>
      <DataTable
        caption={t('admin.products.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      <Categories categories={categoryList} mayAct={mayAct} />

      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={
          editing ? t('admin.products.form.editTitle', { name: editing.name }) : t('admin.products.form.createTitle')
        }
        size="lg"
      >
        <div className="space-y-5">
          {mayAct ? (
            <ProductForm
              product={editing ?? undefined}
              categories={categoryList}
              onCancel={() => setEditing(undefined)}
              onSaved={(product) => {
                // A new product stays open for its picture and thresholds.
                setEditing(product);
                void refresh();
              }}
            />
          ) : (
            editing && <p>{editing.description}</p>
          )}
          {editing ? (
            <>
              {mayAct && (
                <RecordPicture
                  texts="admin.products.picture"
                  name={editing.name}
                  image={editing.image}
                  maxBytes={PRODUCT_IMAGE_MAX_BYTES}
                  imageClassName="aspect-[4/3] w-40"
                  send={(form) => adminCall(adminProductsApi.uploadImage, { params: { id: editing.id } }, { form })}
                  onUploaded={({ product }) => {
                    setEditing(product);
                    void refresh();
                  }}
                />
              )}
              <TargetsEditor product={editing} mayAct={mayAct} />
            </>
          ) : (
            <p className="text-sm text-muted">{t('admin.products.afterSave')}</p>
          )}
        </div>
      </Modal>
    </AdminPage>
  );
}
