import { type AdminPremiumProduct, PREMIUM_PRODUCT_POINTS_MAX } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { useMayAct } from '../../../kit/current-operator';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { codesKey } from '../api/codes';

type ProductValues = Record<'index' | 'name' | 'points' | 'sort', string> & { active: boolean };

/** The premium products whose codes earn points. */
export function ProductsTab() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const text = (key: string) => t(`admin.codes.products.${key}`);

  const resource: ResourceSpec<AdminPremiumProduct, ProductValues> = {
    as: 'section',
    heading: text('title'),
    caption: text('title'),
    searchHint: text('searchHint'),
    queryKey: [...codesKey, 'products'],
    list: (query) => adminCall(adminCodesApi.premiumProducts, { query }),
    columns: [
      {
        id: 'index',
        header: text('columns.index'),
        cell: ({ row }) => <span className="font-mono">{row.original.index}</span>,
      },
      {
        id: 'name',
        header: text('columns.name'),
        cell: ({ row }) => <span className="break-words">{row.original.name}</span>,
      },
      {
        id: 'points',
        header: text('columns.points'),
        cell: ({ row }) => t('admin.codes.points', { count: row.original.points }),
      },
      {
        id: 'active',
        header: text('columns.active'),
        cell: ({ row }) => t(row.original.active ? 'admin.codes.yes' : 'admin.codes.no'),
      },
      { id: 'sort', header: text('columns.sort'), cell: ({ row }) => row.original.sort },
    ],
    actions: mayAct
      ? [
          {
            opens: true,
            text: () => t('admin.codes.edit'),
            label: ({ name }) => t('admin.codes.products.editLabel', { name }),
          },
        ]
      : [],
    create: mayAct ? { text: text('create') } : undefined,
    editor: {
      title: (product) => text(product ? 'editTitle' : 'createTitle'),
      form: {
        fields: [
          { name: 'index', label: text('columns.index'), required: true, input: { autoComplete: 'off' } },
          { name: 'name', label: text('columns.name'), required: true, input: { autoComplete: 'off' } },
          {
            name: 'points',
            label: text('columns.points'),
            required: true,
            half: true,
            input: { type: 'number', inputMode: 'numeric', min: 1, max: PREMIUM_PRODUCT_POINTS_MAX },
          },
          {
            name: 'sort',
            label: text('columns.sort'),
            half: true,
            input: { type: 'number', inputMode: 'numeric', min: 0 },
          },
          { name: 'active', label: text('activeLabel'), kind: 'checkbox' },
        ],
        values: (product) =>
          product
            ? { ...product, points: String(product.points), sort: String(product.sort) }
            : { index: '', name: '', points: '', active: true, sort: '0' },
        body: (values) => ({ ...values, sort: values.sort === '' ? 0 : values.sort }),
        save: async (body, product) =>
          (product
            ? await adminCall(adminCodesApi.updatePremiumProduct, { params: { id: product.id }, body })
            : await adminCall(adminCodesApi.createPremiumProduct, { body })
          ).product,
        created: text('created'),
        saved: text('updated'),
      },
    },
  };
  return <ResourceList resource={resource} />;
}
