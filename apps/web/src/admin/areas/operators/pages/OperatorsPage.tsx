import type { OperatorRow, OperatorsQuery } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar, useYesNo } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useCurrentOperator, useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { ChangeRoleModal } from '../components/ChangeRoleModal';
import { InviteOperatorModal } from '../components/InviteOperatorModal';
import { useRoleOptions } from '../components/role-options';
import { formatMoment } from '../../../../lib/moment';

type Pending = { kind: 'role' | 'deactivate' | 'reset'; operator: OperatorRow } | undefined;

/** /admin/operatorzy (docs/product/back-office.md "Operators", admins only): invite, change a role, deactivate, reset 2FA. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const isAdmin = useMayAct('admin');
  const me = useCurrentOperator();
  const queryClient = useQueryClient();
  const list = useListParams(['role', 'active']);
  const roles = useRoleOptions();
  const yesNo = useYesNo();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>();

  const result = useQuery({
    queryKey: ['admin', 'operators', list.query],
    queryFn: () => adminCall(adminOperatorsApi.list, { query: list.query as OperatorsQuery }),
    placeholderData: keepPreviousData,
    enabled: isAdmin,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'operators'] });

  const act = useMutation({
    mutationFn: ({ kind, operator }: { kind: 'deactivate' | 'reset'; operator: OperatorRow }) =>
      kind === 'deactivate'
        ? adminCall(adminOperatorsApi.deactivate, { params: { id: operator.id } })
        : adminCall(adminOperatorsApi.resetTwoFactor, { params: { id: operator.id } }),
    onSuccess: async (_answer, { kind, operator }) => {
      notify.success(
        t(kind === 'deactivate' ? 'admin.operators.confirm.deactivated' : 'admin.operators.confirm.reset', {
          email: operator.email,
        }),
      );
      setPending(undefined);
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  if (!isAdmin) {
    return (
      <AdminPage heading={t('admin.operators.title')}>
        <Alert>{t('admin.operators.forbidden')}</Alert>
      </AdminPage>
    );
  }

  const columns: ListColumn<OperatorRow>[] = [
    {
      accessorKey: 'name',
      header: t('admin.operators.columns.name'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="font-semibold text-brand-900">
          {row.original.name}{' '}
          {row.original.id === me.id && <span className="text-muted">{t('admin.operators.you')}</span>}
        </span>
      ),
    },
    {
      accessorKey: 'email',
      header: t('admin.operators.columns.email'),
      enableSorting: true,
      cell: ({ row }) => row.original.email,
    },
    {
      accessorKey: 'role',
      header: t('admin.operators.columns.role'),
      enableSorting: true,
      cell: ({ row }) => t(`admin.roles.${row.original.role}`),
    },
    {
      id: 'status',
      header: t('admin.operators.columns.status'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className={row.original.active ? 'text-success' : 'text-danger'}>
            {t(row.original.active ? 'admin.operators.status.active' : 'admin.operators.status.inactive')}
          </span>
          <span className="text-muted">
            {t(row.original.enrolled ? 'admin.operators.status.enrolled' : 'admin.operators.status.notEnrolled')}
          </span>
        </span>
      ),
    },
    {
      accessorKey: 'last_login_at',
      header: t('admin.operators.columns.lastLogin'),
      enableSorting: true,
      cell: ({ row }) =>
        row.original.last_login_at ? formatMoment(row.original.last_login_at) : t('admin.operators.never'),
    },
    {
      id: 'actions',
      header: t('admin.operators.columns.actions'),
      cell: ({ row }) => {
        const operator = row.original;
        if (!operator.active) return null;
        const label = (action: string) => t('admin.operators.actions.for', { action: t(action), name: operator.name });
        const self = operator.id === me.id;
        return (
          <span className="flex flex-wrap gap-1">
            <Button
              variant="ghost"
              className="px-2 py-1 text-sm"
              aria-label={label('admin.operators.actions.role')}
              onClick={() => setPending({ kind: 'role', operator })}
            >
              {t('admin.operators.actions.role')}
            </Button>
            {!self && (
              <>
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm"
                  aria-label={label('admin.operators.actions.reset2fa')}
                  onClick={() => setPending({ kind: 'reset', operator })}
                >
                  {t('admin.operators.actions.reset2fa')}
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm text-danger"
                  aria-label={label('admin.operators.actions.deactivate')}
                  onClick={() => setPending({ kind: 'deactivate', operator })}
                >
                  {t('admin.operators.actions.deactivate')}
                </Button>
              </>
            )}
          </span>
        );
      },
    },
  ];

  const confirming = pending && pending.kind !== 'role' ? pending : undefined;

  return (
    <AdminPage
      heading={t('admin.operators.title')}
      actions={<Button onClick={() => setInviting(true)}>{t('admin.operators.invite')}</Button>}
    >
      <ListToolbar list={list} searchLabel={t('admin.operators.searchHint')}>
        <FilterSelect list={list} name="role" label={t('admin.operators.filters.role')} options={roles} />
        <FilterSelect list={list} name="active" label={t('admin.operators.filters.active')} options={yesNo} />
      </ListToolbar>
      <DataTable
        caption={t('admin.operators.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      <InviteOperatorModal open={inviting} onClose={() => setInviting(false)} onInvited={() => void refresh()} />
      {pending?.kind === 'role' && (
        <ChangeRoleModal
          operator={pending.operator}
          onClose={() => setPending(undefined)}
          onChanged={() => void refresh()}
        />
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title={t(
          confirming?.kind === 'reset'
            ? 'admin.operators.confirm.resetTitle'
            : 'admin.operators.confirm.deactivateTitle',
        )}
        message={
          confirming &&
          t(
            confirming.kind === 'reset'
              ? 'admin.operators.confirm.resetText'
              : 'admin.operators.confirm.deactivateText',
            {
              name: confirming.operator.name,
              email: confirming.operator.email,
            },
          )
        }
        confirmLabel={t(
          confirming?.kind === 'reset'
            ? 'admin.operators.confirm.resetSubmit'
            : 'admin.operators.confirm.deactivateSubmit',
        )}
        cancelLabel={t('admin.operators.confirm.cancel')}
        busy={act.isPending}
        onConfirm={() =>
          confirming && act.mutate({ kind: confirming.kind as 'deactivate' | 'reset', operator: confirming.operator })
        }
        onCancel={() => setPending(undefined)}
      />
    </AdminPage>
  );
}
