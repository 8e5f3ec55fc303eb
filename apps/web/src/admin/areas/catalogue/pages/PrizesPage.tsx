import type { AdminPrize, AdminPrizeCategory, AdminPrizesQuery } from '@portal/contract';
import { PRIZE_IMAGE_MAX_BYTES } from '@portal/contract';
import { adminPrizesApi } from '@portal/contract/admin-routes';
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

const prizesKey = ['admin', 'prizes'] as const;
const categoriesKey = ['admin', 'prize-categories'] as const;

interface PrizeValues {
  index: string;
  name: string;
  category_id: string;
  points: string;
  description: string;
  available: boolean;
}

const valuesOf = (prize?: AdminPrize): PrizeValues => ({
  index: prize?.index ?? '',
  name: prize?.name ?? '',
  category_id: prize ? String(prize.category.id) : '',
  points: prize ? String(prize.points) : '',
  description: prize?.description ?? '',
  available: prize?.available ?? true,
});

const prizeFields = ['index', 'name', 'category_id', 'points', 'description', 'available'] as const;

/** Adds a prize or edits one; the 422's messages stand under their fields. */
function PrizeForm({
  prize,
  categories,
  onSaved,
  onCancel,
}: {
  prize?: AdminPrize;
  categories: AdminPrizeCategory[];
  onSaved: (prize: AdminPrize) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState, reset } = useForm<PrizeValues>({
    defaultValues: valuesOf(prize),
  });
  useEffect(() => reset(valuesOf(prize)), [prize, reset]);

  const submit = handleSubmit(async (values) => {
    const body = {
      index: values.index,
      name: values.name,
      category_id: values.category_id,
      points: values.points,
      description: values.description.trim() === '' ? null : values.description,
      available: values.available,
    };
    try {
      const answer = prize
        ? await adminCall(adminPrizesApi.update, { params: { id: prize.id }, body })
        : await adminCall(adminPrizesApi.create, { body });
      notify.success(prize ? t('admin.prizes.form.saved') : t('admin.prizes.form.created'));
      onSaved(answer.prize);
    } catch (error) {
      if (!setFieldErrors(error, setError, prizeFields, { focus: true })) {
        notify.error(errorMessage(error, t('admin.prizes.form.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.prizes.fields.index')}
          required
          error={formState.errors.index?.message}
          {...register('index')}
        />
        <TextField
          label={t('admin.prizes.fields.name')}
          required
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label={t('admin.prizes.fields.category')}
          required
          placeholder={t('admin.prizes.fields.chooseCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          error={formState.errors.category_id?.message}
          {...register('category_id')}
        />
        <TextField
          label={t('admin.prizes.fields.points')}
          required
          inputMode="numeric"
          error={formState.errors.points?.message}
          {...register('points')}
        />
      </div>
      <TextAreaField
        label={t('admin.prizes.fields.description')}
        rows={4}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <Checkbox
        label={t('admin.prizes.fields.available')}
        error={formState.errors.available?.message}
        {...register('available')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.prizes.form.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('admin.prizes.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** The categories: their list with the number of prizes, a new one, a new name. */
function Categories({ categories, mayAct }: { categories: AdminPrizeCategory[]; mayAct: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminPrizeCategory | null>();
  const { register, handleSubmit, setError, formState, reset } = useForm<{
    slug: string;
    name: string;
    sort: string;
  }>();

  const open = (category: AdminPrizeCategory | null) => {
    reset({ slug: category?.slug ?? '', name: category?.name ?? '', sort: String(category?.sort ?? 0) });
    setEditing(category);
  };

  const submit = handleSubmit(async (values) => {
    const body = { slug: values.slug, name: values.name, sort: values.sort === '' ? 0 : values.sort };
    try {
      if (editing) await adminCall(adminPrizesApi.updateCategory, { params: { id: editing.id }, body });
      else await adminCall(adminPrizesApi.createCategory, { body });
      notify.success(editing ? t('admin.prizes.categories.saved') : t('admin.prizes.categories.created'));
      setEditing(undefined);
      await queryClient.invalidateQueries({ queryKey: categoriesKey });
      await queryClient.invalidateQueries({ queryKey: prizesKey });
    } catch (error) {
      if (!setFieldErrors(error, setError, ['slug', 'name', 'sort'], { focus: true })) {
        notify.error(errorMessage(error, t('admin.prizes.form.failed')));
      }
    }
  });

  return (
    <section aria-labelledby="prize-categories-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="prize-categories-heading" className="text-lg font-bold text-brand-900">
          {t('admin.prizes.categories.title')}
        </h2>
        {mayAct && (
          <Button variant="secondary" onClick={() => open(null)}>
            {t('admin.prizes.categories.add')}
          </Button>
        )}
      </div>
      <ul className="divide-y divide-slate-200">
        {categories.map((category) => (
          <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold text-brand-900">{category.name}</span>{' '}
              <span className="text-sm text-muted">
                {category.slug} · {t('admin.prizes.categories.count', { count: category.prizes })}
              </span>
            </span>
            {mayAct && (
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t('admin.prizes.categories.renameLabel', { name: category.name })}
                onClick={() => open(category)}
              >
                {t('admin.prizes.categories.rename')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('admin.prizes.categories.editTitle') : t('admin.prizes.categories.createTitle')}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <TextField
            label={t('admin.prizes.categories.slug')}
            required
            error={formState.errors.slug?.message}
            {...register('slug')}
          />
          <TextField
            label={t('admin.prizes.categories.name')}
            required
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('admin.prizes.categories.sort')}
            inputMode="numeric"
            error={formState.errors.sort?.message}
            {...register('sort')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              {t('admin.prizes.form.cancel')}
            </Button>
            <Button type="submit" busy={formState.isSubmitting}>
              {t('admin.prizes.form.save')}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}

/**
 * /admin/nagrody (spec catalogue-and-codes.md "Operators"): the prizes with their pictures,
 * categories and points; add, edit, picture, withdraw and restore; the categories. Viewers read.
 */
export function PrizesPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams(['category', 'available']);
  // undefined: no form; null: a new prize; a prize: its edit.
  const [editing, setEditing] = useState<AdminPrize | null>();

  const result = useQuery({
    queryKey: [...prizesKey, list.query],
    queryFn: () => adminCall(adminPrizesApi.list, { query: list.query as AdminPrizesQuery }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: async () => (await adminCall(adminPrizesApi.categories)).categories,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: prizesKey });
    await queryClient.invalidateQueries({ queryKey: categoriesKey });
  };

  const availability = useMutation({
    mutationFn: (prize: AdminPrize) =>
      adminCall(adminPrizesApi.setAvailability, { params: { id: prize.id }, body: { available: !prize.available } }),
    onSuccess: async (answer) => {
      notify.success(answer.prize.available ? t('admin.prizes.restored') : t('admin.prizes.withdrawn'));
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  const columns: ListColumn<AdminPrize>[] = [
    {
      id: 'index',
      header: t('admin.prizes.columns.index'),
      enableSorting: true,
      cell: ({ row }) => <span className="font-mono">{row.original.index}</span>,
    },
    {
      id: 'image',
      header: t('admin.prizes.columns.picture'),
      cell: ({ row }) =>
        row.original.image ? (
          <img
            src={row.original.image}
            alt={t('admin.prizes.picture.alt', { name: row.original.name })}
            className="size-12 rounded border border-slate-200 object-cover"
            loading="lazy"
          />
        ) : (
          <span className="text-muted">{t('admin.prizes.picture.noneShort')}</span>
        ),
    },
    {
      id: 'name',
      header: t('admin.prizes.columns.name'),
      enableSorting: true,
      cell: ({ row }) => <span className="font-semibold text-brand-900">{row.original.name}</span>,
    },
    {
      id: 'category',
      header: t('admin.prizes.columns.category'),
      cell: ({ row }) => row.original.category.name,
    },
    {
      id: 'points',
      header: t('admin.prizes.columns.points'),
      enableSorting: true,
      cell: ({ row }) => t('admin.prizes.points', { value: row.original.points.toLocaleString('pl-PL') }),
    },
    {
      id: 'available',
      header: t('admin.prizes.columns.available'),
      cell: ({ row }) =>
        row.original.available ? (
          <span className="text-success">{t('admin.prizes.available')}</span>
        ) : (
          <span className="text-danger">{t('admin.prizes.unavailable')}</span>
        ),
    },
  ];
  if (mayAct) {
    columns.push({
      id: 'actions',
      header: t('admin.prizes.columns.actions'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            aria-label={t('admin.prizes.editLabel', { name: row.original.name })}
            onClick={() => setEditing(row.original)}
          >
            {t('admin.prizes.edit')}
          </Button>
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            disabled={availability.isPending}
            aria-label={t(row.original.available ? 'admin.prizes.withdrawLabel' : 'admin.prizes.restoreLabel', {
              name: row.original.name,
            })}
            onClick={() => availability.mutate(row.original)}
          >
            {t(row.original.available ? 'admin.prizes.withdraw' : 'admin.prizes.restore')}
          </Button>
        </span>
      ),
    });
  }

  const categoryList = categories.data ?? [];

  return (
    <AdminPage
      heading={t('admin.prizes.title')}
      actions={
        mayAct && (
          <Button onClick={() => setEditing(null)} disabled={!categories.data}>
            {t('admin.prizes.add')}
          </Button>
        )
      }
    >
      <ListToolbar list={list} searchLabel={t('admin.prizes.searchHint')}>
        <FilterSelect
          list={list}
          name="category"
          label={t('admin.prizes.columns.category')}
          options={categoryList.map((category) => ({ value: category.slug, label: category.name }))}
        />
        <FilterSelect
          list={list}
          name="available"
          label={t('admin.prizes.columns.available')}
          options={[
            { value: '1', label: t('admin.prizes.available') },
            { value: '0', label: t('admin.prizes.unavailable') },
          ]}
        />
      </ListToolbar>
      <DataTable
        caption={t('admin.prizes.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      <Categories categories={categoryList} mayAct={mayAct} />

      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('admin.prizes.form.editTitle', { name: editing.name }) : t('admin.prizes.form.createTitle')}
        size="lg"
      >
        <div className="space-y-5">
          <PrizeForm
            prize={editing ?? undefined}
            categories={categoryList}
            onCancel={() => setEditing(undefined)}
            onSaved={(prize) => {
              // A new prize stays open for its picture.
              setEditing(editing ? undefined : prize);
              void refresh();
            }}
          />
          {editing ? (
            <RecordPicture
              texts="admin.prizes.picture"
              name={editing.name}
              image={editing.image}
              maxBytes={PRIZE_IMAGE_MAX_BYTES}
              imageClassName="size-32"
              send={(form) => adminCall(adminPrizesApi.uploadImage, { params: { id: editing.id } }, { form })}
              onUploaded={({ prize }) => {
                setEditing(prize);
                void refresh();
              }}
            />
          ) : (
            <p className="text-sm text-muted">{t('admin.prizes.picture.afterSave')}</p>
          )}
        </div>
      </Modal>
    </AdminPage>
  );
}
