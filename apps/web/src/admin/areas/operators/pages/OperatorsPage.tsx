import type { OperatorRoleName, OperatorRow } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useYesNo } from '../../../kit/ListToolbar';
import { ResourceList, type ResourceSpec, type RowAction } from '../../../kit/ResourceList';
import { useCurrentOperator, useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { notify } from '../../../../components/notifications';
import { formatMoment } from '../../../../lib/moment';

type OperatorValues = { email: string; name: string; role: OperatorRoleName | '' };
const roleNames: OperatorRoleName[] = ['admin', 'operator', 'viewer'];

/**
 * /admin/operatorzy (docs/product/back-office.md "10. Operators", admins only): invite (the server
 * mails the link), change a role (the server ends their sessions and never demotes the last
 * admin), deactivate, reset 2FA.
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const isAdmin = useMayAct('admin');
  const me = useCurrentOperator();
  const yesNo = useYesNo();
  const text = (key: string, values?: Record<string, string>) => t(`admin.operators.${key}`, values);
  const roles = roleNames.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));

  if (!isAdmin) {
    return (
      <AdminPage heading={text('title')}>
        <Alert>{text('forbidden')}</Alert>
      </AdminPage>
    );
  }

  const label = (action: string) => (operator: OperatorRow) =>
    text('actions.for', { action: text(`actions.${action}`), name: operator.name });
  /** Resetting 2FA and deactivating: not one's own account, after a confirmation. */
  const ending = (action: 'reset2fa' | 'deactivate', kind: 'reset' | 'deactivate'): RowAction<OperatorRow> => ({
    text: () => text(`actions.${action}`),
    label: label(action),
    tone: kind === 'deactivate' ? 'danger' : undefined,
    shown: (operator) => operator.active && operator.id !== me.id,
    confirm: ({ name, email }) => ({
      title: text(`confirm.${kind}Title`),
      message: text(`confirm.${kind}Text`, { name, email }),
      confirmText: text(`confirm.${kind}Submit`),
      cancelText: text('confirm.cancel'),
    }),
    run: ({ id }) =>
      kind === 'deactivate'
        ? adminCall(adminOperatorsApi.deactivate, { params: { id } })
        : adminCall(adminOperatorsApi.resetTwoFactor, { params: { id } }),
    done: ({ email }) => text(`confirm.${kind === 'deactivate' ? 'deactivated' : 'reset'}`, { email }),
  });

  const resource: ResourceSpec<OperatorRow, OperatorValues> = {
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: ['admin', 'operators'],
    list: (query) => adminCall(adminOperatorsApi.list, { query }),
    filters: [
      { name: 'role', label: text('filters.role'), options: roles },
      { name: 'active', label: text('filters.active'), options: yesNo },
    ],
    columns: [
      {
        accessorKey: 'name',
        header: text('columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="font-semibold text-brand-900">
            {row.original.name} {row.original.id === me.id && <span className="text-muted">{text('you')}</span>}
          </span>
        ),
      },
      {
        accessorKey: 'email',
        header: text('columns.email'),
        enableSorting: true,
        cell: ({ row }) => row.original.email,
      },
      {
        accessorKey: 'role',
        header: text('columns.role'),
        enableSorting: true,
        cell: ({ row }) => t(`admin.roles.${row.original.role}`),
      },
      {
        id: 'status',
        header: text('columns.status'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col">
            <span className={original.active ? 'text-success' : 'text-danger'}>
              {text(original.active ? 'status.active' : 'status.inactive')}
            </span>
            <span className="text-muted">{text(original.enrolled ? 'status.enrolled' : 'status.notEnrolled')}</span>
          </span>
        ),
      },
      {
        accessorKey: 'last_login_at',
        header: text('columns.lastLogin'),
        enableSorting: true,
        cell: ({ row }) => (row.original.last_login_at ? formatMoment(row.original.last_login_at) : text('never')),
      },
    ],
    actionsHeader: text('columns.actions'),
    actions: [
      { opens: true, text: () => text('actions.role'), label: label('role'), shown: (operator) => operator.active },
      ending('reset2fa', 'reset'),
      ending('deactivate', 'deactivate'),
    ],
    create: { text: text('invite') },
    editor: {
      title: (operator) => (operator ? text('roleForm.title', { name: operator.name }) : text('inviteForm.title')),
      form: (operator) =>
        operator
          ? {
              intro: text('roleForm.intro'),
              fields: [{ name: 'role', label: text('columns.role'), kind: 'select', options: roles }],
              values: () => ({ email: operator.email, name: operator.name, role: operator.role }),
              body: ({ role }) => ({ role }),
              save: async (body) =>
                (await adminCall(adminOperatorsApi.role, { params: { id: operator.id }, body })).operator,
              saved: text('roleForm.done', { email: operator.email }),
              failed: t('admin.errors.generic'),
              submitText: text('roleForm.submit'),
            }
          : {
              intro: text('inviteForm.intro'),
              fields: [
                {
                  name: 'email',
                  label: text('inviteForm.email'),
                  required: true,
                  input: { type: 'email', autoComplete: 'off' },
                },
                { name: 'name', label: text('inviteForm.name'), required: true, input: { autoComplete: 'off' } },
                {
                  name: 'role',
                  label: text('inviteForm.role'),
                  kind: 'select',
                  required: true,
                  placeholder: text('inviteForm.choose'),
                  options: roles,
                },
              ],
              values: () => ({ email: '', name: '', role: '' }),
              save: async (body) => {
                const answer = await adminCall(adminOperatorsApi.create, { body });
                const email = answer.operator.email;
                if (answer.invitation_sent) notify.success(text('inviteForm.sent', { email }));
                else notify.warning(text('inviteForm.notSent', { email }));
              },
              failed: t('admin.errors.generic'),
              submitText: text('inviteForm.submit'),
            },
    },
  };
  return <ResourceList resource={resource} />;
}
