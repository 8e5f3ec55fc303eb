import type { AdminContactMessage, ContactMessagesQuery } from '@portal/contract';
import { adminContactApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar, useYesNo } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { formatMoment } from '../../../../lib/moment';

/** /admin/wiadomosci (docs/product/back-office.md "Contact messages"): what participants sent through /kontakt; read, mark handled. */
export function ContactMessagesPage() {
  const { t } = useTranslation();
  const mayHandle = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams(['handled']);
  const yesNo = useYesNo();
  const [reading, setReading] = useState<AdminContactMessage>();

  const result = useQuery({
    queryKey: ['admin', 'contact-messages', list.query],
    queryFn: () => adminCall(adminContactApi.list, { query: list.query as ContactMessagesQuery }),
    placeholderData: keepPreviousData,
  });

  const handle = useMutation({
    mutationFn: (message: AdminContactMessage) => adminCall(adminContactApi.handled, { params: { id: message.id } }),
    onSuccess: async ({ contact_message }) => {
      notify.success(t('admin.contact.marked'));
      setReading((open) => (open?.id === contact_message.id ? contact_message : open));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  const status = (message: AdminContactMessage) =>
    message.handled_at ? (
      <span className="text-success">
        {t('admin.contact.status.handled', { when: formatMoment(message.handled_at) })}
        {message.handled_by && (
          <span className="block text-muted">{t('admin.contact.status.by', { email: message.handled_by })}</span>
        )}
      </span>
    ) : (
      <span className="font-semibold text-accent-700">{t('admin.contact.status.waiting')}</span>
    );

  const columns: ListColumn<AdminContactMessage>[] = [
    {
      accessorKey: 'created_at',
      header: t('admin.contact.columns.created'),
      enableSorting: true,
      cell: ({ row }) => formatMoment(row.original.created_at),
    },
    {
      accessorKey: 'email',
      header: t('admin.contact.columns.email'),
      enableSorting: true,
      cell: ({ row }) => row.original.email,
    },
    {
      accessorKey: 'subject',
      header: t('admin.contact.columns.subject'),
      enableSorting: true,
      cell: ({ row }) => <span className="font-semibold text-brand-900">{row.original.subject}</span>,
    },
    {
      accessorKey: 'handled_at',
      header: t('admin.contact.columns.status'),
      enableSorting: true,
      cell: ({ row }) => status(row.original),
    },
    {
      id: 'actions',
      header: t('admin.contact.columns.actions'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            aria-label={t('admin.contact.readLabel', { subject: row.original.subject })}
            onClick={() => setReading(row.original)}
          >
            {t('admin.contact.read')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage heading={t('admin.contact.title')}>
      <ListToolbar list={list} searchLabel={t('admin.contact.searchHint')}>
        <FilterSelect list={list} name="handled" label={t('admin.contact.filters.handled')} options={yesNo} />
      </ListToolbar>
      <DataTable
        caption={t('admin.contact.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      <Modal
        open={reading !== undefined}
        onClose={() => setReading(undefined)}
        size="lg"
        title={reading ? t('admin.contact.details.title', { subject: reading.subject }) : ''}
        footer={
          <>
            <Button variant="ghost" onClick={() => setReading(undefined)}>
              {t('admin.contact.details.close')}
            </Button>
            {reading && !reading.handled_at && mayHandle && (
              <Button busy={handle.isPending} onClick={() => handle.mutate(reading)}>
                {t('admin.contact.markHandled')}
              </Button>
            )}
          </>
        }
      >
        {reading && (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold text-brand-900">{t('admin.contact.details.from')}</dt>
              <dd className="break-words">{reading.email}</dd>
              <dt className="font-semibold text-brand-900">{t('admin.contact.details.phone')}</dt>
              <dd>{reading.phone ?? t('admin.contact.details.none')}</dd>
              <dt className="font-semibold text-brand-900">{t('admin.contact.details.sap')}</dt>
              <dd>{reading.sap ?? t('admin.contact.details.none')}</dd>
              <dt className="font-semibold text-brand-900">{t('admin.contact.details.participant')}</dt>
              <dd>{reading.user_id ?? t('admin.contact.details.none')}</dd>
              <dt className="font-semibold text-brand-900">{t('admin.contact.details.sent')}</dt>
              <dd>{formatMoment(reading.created_at)}</dd>
              <dt className="font-semibold text-brand-900">{t('admin.contact.columns.status')}</dt>
              <dd>{status(reading)}</dd>
            </dl>
            <div>
              <h3 className="mb-1 font-semibold text-brand-900">{t('admin.contact.details.body')}</h3>
              <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-ink">{reading.body}</p>
            </div>
          </div>
        )}
      </Modal>
    </AdminPage>
  );
}
