import type { AdminPrize } from '@portal/contract';
import { PRIZE_IMAGE_MAX_BYTES } from '@portal/contract';
import { adminPrizesApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { CategoryManager } from '../../../kit/CategoryManager';
import { useMayAct } from '../../../kit/current-operator';
import { PictureField, PictureThumb } from '../../../kit/PictureField';
import { categoryFilters, ResourceList, type ResourceSpec } from '../../../kit/ResourceList';

const prizesKey = ['admin', 'prizes'] as const;
const categoriesKey = ['admin', 'prize-categories'] as const;

type PrizeValues = Record<'index' | 'name' | 'category_id' | 'points' | 'description', string> & { available: boolean };

/**
 * /admin/nagrody (docs/product/catalogue-and-codes.md "Prizes and categories"): the prizes with their pictures,
 * categories and points; add, edit, picture, withdraw and restore; the categories. Viewers read.
 */
export function PrizesPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: async () => (await adminCall(adminPrizesApi.categories)).categories,
  });
  const categoryList = categories.data ?? [];
  const text = (key: string) => t(`admin.prizes.${key}`);

  const resource: ResourceSpec<AdminPrize, PrizeValues> = {
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: prizesKey,
    refresh: [categoriesKey],
    list: (query) => adminCall(adminPrizesApi.list, { query }),
    filters: categoryFilters(categoryList, text('columns.category'), {
      name: 'available',
      label: text('columns.available'),
      choices: [
        ['1', text('available')],
        ['0', text('unavailable')],
      ],
    }),
    columns: [
      {
        id: 'index',
        header: text('columns.index'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-mono">{row.original.index}</span>,
      },
      {
        id: 'image',
        header: text('columns.picture'),
        cell: ({ row: { original } }) => (
          <PictureThumb texts="admin.prizes.picture" name={original.name} image={original.image} className="size-12" />
        ),
      },
      {
        id: 'name',
        header: text('columns.name'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-semibold text-brand-900">{row.original.name}</span>,
      },
      { id: 'category', header: text('columns.category'), cell: ({ row }) => row.original.category.name },
      {
        id: 'points',
        header: text('columns.points'),
        enableSorting: true,
        cell: ({ row }) => t('admin.prizes.points', { value: row.original.points.toLocaleString('pl-PL') }),
      },
      {
        id: 'available',
        header: text('columns.available'),
        cell: ({ row }) =>
          row.original.available ? (
            <span className="text-success">{text('available')}</span>
          ) : (
            <span className="text-danger">{text('unavailable')}</span>
          ),
      },
    ],
    actions: mayAct
      ? [
          { opens: true, text: () => text('edit'), label: ({ name }) => t('admin.prizes.editLabel', { name }) },
          {
            text: (prize) => text(prize.available ? 'withdraw' : 'restore'),
            label: ({ available, name }) => t(`admin.prizes.${available ? 'withdraw' : 'restore'}Label`, { name }),
            run: (prize) =>
              adminCall(adminPrizesApi.setAvailability, {
                params: { id: prize.id },
                body: { available: !prize.available },
              }),
            done: (prize) => text(prize.available ? 'withdrawn' : 'restored'),
          },
        ]
      : [],
    create: mayAct ? { text: text('add'), disabled: !categories.data } : undefined,
    editor: {
      size: 'lg',
      title: (prize) => (prize ? t('admin.prizes.form.editTitle', { name: prize.name }) : text('form.createTitle')),
      keepOpen: 'new',
      form: {
        fields: [
          { name: 'index', label: text('fields.index'), required: true, half: true },
          { name: 'name', label: text('fields.name'), required: true, half: true },
          {
            name: 'category_id',
            label: text('fields.category'),
            kind: 'select',
            required: true,
            half: true,
            placeholder: text('fields.chooseCategory'),
            options: categoryList.map((category) => ({ value: String(category.id), label: category.name })),
          },
          { name: 'points', label: text('fields.points'), required: true, half: true, input: { inputMode: 'numeric' } },
          { name: 'description', label: text('fields.description'), kind: 'textarea', rows: 4 },
          { name: 'available', label: text('fields.available'), kind: 'checkbox' },
        ],
        values: (prize) => ({
          index: prize?.index ?? '',
          name: prize?.name ?? '',
          category_id: prize ? String(prize.category.id) : '',
          points: prize ? String(prize.points) : '',
          description: prize?.description ?? '',
          available: prize?.available ?? true,
        }),
        body: (values) => ({ ...values, description: values.description.trim() === '' ? null : values.description }),
        save: async (body, prize) =>
          (prize
            ? await adminCall(adminPrizesApi.update, { params: { id: prize.id }, body })
            : await adminCall(adminPrizesApi.create, { body })
          ).prize,
        created: text('form.created'),
        saved: text('form.saved'),
      },
      below: (prize, replace) =>
        prize ? (
          <PictureField
            texts="admin.prizes.picture"
            name={prize.name}
            image={prize.image}
            maxBytes={PRIZE_IMAGE_MAX_BYTES}
            imageClassName="size-32"
            send={(form) => adminCall(adminPrizesApi.uploadImage, { params: { id: prize.id } }, { form })}
            onUploaded={(answer) => replace(answer.prize)}
          />
        ) : (
          <p className="text-sm text-muted">{text('picture.afterSave')}</p>
        ),
    },
    below: (
      <CategoryManager
        categories={categoryList}
        mayAct={mayAct}
        texts="admin.prizes.categories"
        edit="rename"
        count={(category) => category.prizes}
        create={(body) => adminCall(adminPrizesApi.createCategory, { body })}
        update={(id, body) => adminCall(adminPrizesApi.updateCategory, { params: { id }, body })}
        refresh={[categoriesKey, prizesKey]}
      />
    ),
  };
  return <ResourceList resource={resource} />;
}
