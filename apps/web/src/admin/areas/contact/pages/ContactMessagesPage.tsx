import type { AdminContactMessage } from '@portal/contract';
import { adminContactApi } from '@portal/contract/admin-routes';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { useYesNo } from '../../../kit/ListToolbar';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { formatMoment } from '../../../../lib/moment';

/**
 * /admin/wiadomosci (docs/product/back-office.md "11. Contact messages"): what participants sent
 * through /kontakt; read, mark handled.
 */
export function ContactMessagesPage() {
  const { t } = useTranslation();
  const mayHandle = useMayAct('operator');
  const text = (key: string) => t(`admin.contact.${key}`);
  const handle = useMutation({
    mutationFn: (message: AdminContactMessage) => adminCall(adminContactApi.handled, { params: { id: message.id } }),
    onSuccess: () => notify.success(text('marked')),
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
      <span className="font-semibold text-accent-700">{text('status.waiting')}</span>
    );
  const details: [string, (message: AdminContactMessage) => string | number | null | undefined][] = [
    ['details.from', (message) => message.email],
    ['details.phone', (message) => message.phone],
    ['details.sap', (message) => message.sap],
    ['details.participant', (message) => message.user_id],
    ['details.sent', (message) => formatMoment(message.created_at)],
  ];

  const resource: ResourceSpec<AdminContactMessage> = {
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: ['admin', 'contact-messages'],
    list: (query) => adminCall(adminContactApi.list, { query: query }),
    filters: [{ name: 'handled', label: text('filters.handled'), options: useYesNo() }],
    columns: [
      {
        accessorKey: 'created_at',
        header: text('columns.created'),
        enableSorting: true,
        cell: ({ row }) => formatMoment(row.original.created_at),
      },
      {
        accessorKey: 'email',
        header: text('columns.email'),
        enableSorting: true,
        cell: ({ row }) => row.original.email,
      },
      {
        accessorKey: 'subject',
        header: text('columns.subject'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-semibold text-brand-900">{row.original.subject}</span>,
      },
      {
        accessorKey: 'handled_at',
        header: text('columns.status'),
        enableSorting: true,
        cell: ({ row }) => status(row.original),
      },
    ],
    actionsHeader: text('columns.actions'),
    actions: [
      {
        opens: true,
        text: () => text('read'),
        label: ({ subject }) => t('admin.contact.readLabel', { subject }),
      },
    ],
    editor: {
      size: 'lg',
      title: (message) => (message ? t('admin.contact.details.title', { subject: message.subject }) : ''),
      view: (message) => (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-brand-900">{text(label)}</dt>
                <dd className="break-words">{value(message) ?? text('details.none')}</dd>
              </div>
            ))}
            <dt className="font-semibold text-brand-900">{text('columns.status')}</dt>
            <dd>{status(message)}</dd>
          </dl>
          <div>
            <h3 className="mb-1 font-semibold text-brand-900">{text('details.body')}</h3>
            <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-ink">{message.body}</p>
          </div>
        </div>
      ),
      footer: (message, replace, close) => (
        <>
          <Button variant="ghost" onClick={close}>
            {text('details.close')}
          </Button>
          {message && !message.handled_at && mayHandle && (
            <Button
              busy={handle.isPending}
              onClick={() => handle.mutate(message, { onSuccess: (answer) => replace(answer.contact_message) })}
            >
              {text('markHandled')}
            </Button>
          )}
        </>
      ),
    },
  };
  return <ResourceList resource={resource} />;
}
