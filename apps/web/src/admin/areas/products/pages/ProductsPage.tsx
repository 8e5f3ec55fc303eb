import type { AdminProduct } from '@portal/contract';
import { PRODUCT_IMAGE_MAX_BYTES } from '@portal/contract';
import { adminProductsApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { CategoryManager } from '../../../kit/CategoryManager';
import { useMayAct } from '../../../kit/current-operator';
import { PictureField, PictureThumb } from '../../../kit/PictureField';
import { categoryFilters, ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { TargetsEditor } from '../components/TargetsEditor';

const productsKey = ['admin', 'products'] as const;
const categoriesKey = ['admin', 'product-categories'] as const;

type ProductValues = Record<'slug' | 'name' | 'category_id' | 'description' | 'notes' | 'sort', string> &
  Record<'is_sss_value' | 'is_promoted', boolean>;

/**
 * /admin/produkty (ADR 0040): the programme's products with their pictures, SSS condition, notes
 * and promotion; their thresholds per edition; the categories. Viewers read.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: async () => (await adminCall(adminProductsApi.categories)).categories,
  });
  const categoryList = categories.data ?? [];
  const text = (key: string, name?: string) => t(`admin.products.${key}`, { name });

  const resource: ResourceSpec<AdminProduct, ProductValues> = {
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: productsKey,
    refresh: [categoriesKey],
    list: (query) => adminCall(adminProductsApi.list, { query }),
    filters: categoryFilters(categoryList, text('columns.category'), {
      name: 'hidden',
      label: text('columns.visibility'),
      choices: [
        ['0', text('shown')],
        ['1', text('hidden')],
      ],
    }),
    columns: [
      {
        id: 'image',
        header: text('columns.picture'),
        cell: ({ row: { original } }) => (
          <PictureThumb
            texts="admin.products.picture"
            name={original.name}
            image={original.image}
            className="aspect-[4/3] w-16"
          />
        ),
      },
      {
        id: 'name',
        header: text('columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <span>
            <span className="block font-semibold text-brand-900">{row.original.name}</span>
            <span className="font-mono text-xs text-muted">{row.original.slug}</span>
          </span>
        ),
      },
      { id: 'category', header: text('columns.category'), cell: ({ row }) => row.original.category.name },
      {
        id: 'flags',
        header: text('columns.flags'),
        cell: ({ row }) =>
          [row.original.is_sss_value && text('sss'), row.original.is_promoted && text('promoted')]
            .filter(Boolean)
            .join(', ') || '—',
      },
      { id: 'sort', header: text('columns.sort'), enableSorting: true, cell: ({ row }) => row.original.sort },
      {
        id: 'hidden',
        header: text('columns.visibility'),
        cell: ({ row }) =>
          row.original.hidden ? (
            <span className="text-danger">{text('hidden')}</span>
          ) : (
            <span className="text-success">{text('shown')}</span>
          ),
      },
    ],
    actions: [
      {
        opens: true,
        text: () => text(mayAct ? 'edit' : 'show'),
        label: ({ name }) => text(mayAct ? 'editLabel' : 'showLabel', name),
      },
      ...(mayAct
        ? [
            {
              text: (product: AdminProduct) => text(product.hidden ? 'unhide' : 'hide'),
              label: ({ hidden, name }: AdminProduct) => text(hidden ? 'unhideLabel' : 'hideLabel', name),
              run: (product: AdminProduct) =>
                adminCall(adminProductsApi.setVisibility, {
                  params: { id: product.id },
                  body: { hidden: !product.hidden },
                }),
              done: (product: AdminProduct) => text(product.hidden ? 'shownDone' : 'hiddenDone'),
            },
            {
              text: () => text('remove'),
              label: ({ name }: AdminProduct) => text('removeLabel', name),
              shown: (product: AdminProduct) => product.purchases === 0,
              confirm: ({ name }: AdminProduct) => text('removeConfirm', name),
              run: (product: AdminProduct) => adminCall(adminProductsApi.remove, { params: { id: product.id } }),
              done: () => text('removed'),
            },
          ]
        : []),
    ],
    create: mayAct ? { text: text('add'), disabled: !categories.data } : undefined,
    editor: {
      size: 'lg',
      title: (product) => (product ? text('form.editTitle', product.name) : text('form.createTitle')),
      // A new product stays open for its picture and thresholds.
      keepOpen: 'always',
      view: (product) => <p>{product.description}</p>,
      form: mayAct
        ? {
            fields: [
              { name: 'name', label: text('fields.name'), required: true, half: true },
              { name: 'slug', label: text('fields.slug'), required: true, half: true },
              {
                name: 'category_id',
                label: text('fields.category'),
                kind: 'select',
                required: true,
                half: true,
                placeholder: text('fields.chooseCategory'),
                options: categoryList.map((category) => ({ value: String(category.id), label: category.name })),
              },
              { name: 'sort', label: text('fields.sort'), half: true, input: { inputMode: 'numeric' } },
              { name: 'description', label: text('fields.description'), kind: 'textarea', required: true, rows: 3 },
              { name: 'notes', label: text('fields.notes'), kind: 'textarea', rows: 2 },
              { name: 'is_sss_value', label: text('fields.sss'), kind: 'checkbox' },
              { name: 'is_promoted', label: text('fields.promoted'), kind: 'checkbox' },
            ],
            values: (product) => ({
              slug: product?.slug ?? '',
              name: product?.name ?? '',
              category_id: product ? String(product.category.id) : '',
              description: product?.description ?? '',
              is_sss_value: product?.is_sss_value ?? false,
              notes: product?.notes ?? '',
              is_promoted: product?.is_promoted ?? false,
              sort: String(product?.sort ?? 0),
            }),
            body: (values) => ({
              ...values,
              notes: values.notes.trim() === '' ? null : values.notes,
              sort: values.sort.trim() === '' ? 0 : values.sort,
            }),
            save: async (body, product) =>
              (product
                ? await adminCall(adminProductsApi.update, { params: { id: product.id }, body })
                : await adminCall(adminProductsApi.create, { body })
              ).product,
            created: text('form.created'),
            saved: text('form.saved'),
          }
        : undefined,
      below: (product, replace) =>
        product ? (
          <>
            {mayAct && (
              <PictureField
                texts="admin.products.picture"
                name={product.name}
                image={product.image}
                maxBytes={PRODUCT_IMAGE_MAX_BYTES}
                imageClassName="aspect-[4/3] w-40"
                send={(form) => adminCall(adminProductsApi.uploadImage, { params: { id: product.id } }, { form })}
                onUploaded={(answer) => replace(answer.product)}
              />
            )}
            <TargetsEditor product={product} mayAct={mayAct} />
          </>
        ) : (
          <p className="text-sm text-muted">{text('afterSave')}</p>
        ),
    },
    below: (
      <CategoryManager
        categories={categoryList}
        mayAct={mayAct}
        texts="admin.products.categories"
        count={(category) => category.products}
        order={['name', 'slug', 'sort']}
        newSort={(all) => (all.at(-1)?.sort ?? 0) + 10}
        create={(body) => adminCall(adminProductsApi.createCategory, { body })}
        update={(id, body) => adminCall(adminProductsApi.updateCategory, { params: { id }, body })}
        reorder={(ids) => adminCall(adminProductsApi.orderCategories, { body: { ids } })}
        refresh={[categoriesKey, productsKey]}
      />
    ),
  };
  return <ResourceList resource={resource} />;
}
