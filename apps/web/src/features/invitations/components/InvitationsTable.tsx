import '../texts';
import type { InvitationListItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../components/ResponsiveTable';
import { ApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { resendInvitation } from '../api/resend-invitation';
import { userInvitationsQueryKey } from '../api/user-invitations';

/** The invitations the user sent; a pending one can be sent again. */
export function InvitationsTable({ items, disabled = false }: { items: InvitationListItem[]; disabled?: boolean }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<number | null>(null);

  const resend = async (id: number) => {
    setSending(id);
    try {
      await withRelease(() => resendInvitation(id));
      notify.success(t('invitations.resent'));
      await queryClient.invalidateQueries({ queryKey: userInvitationsQueryKey });
    } catch (error) {
      // A limit reached says how long to wait; any other failure keeps the general text.
      notify.error(error instanceof ApiError && error.status === 429 ? error.message : t('invitations.resendFailed'));
    } finally {
      setSending(null);
    }
  };

  const columns = {
    sentAt: t('invitations.columns.sentAt'),
    name: t('invitations.columns.name'),
    email: t('invitations.columns.email'),
    phone: t('invitations.columns.phone'),
    acceptedAt: t('invitations.columns.acceptedAt'),
  };

  return (
    <ResponsiveTable
      caption={t('invitations.listHeading')}
      columns={Object.values(columns)}
      actions={t('invitations.columns.actions')}
    >
      {items.map((item) => {
        const pending = !item.completed_at_date;
        return (
          <ResponsiveRow key={item.id}>
            <LabelledCell label={columns.sentAt} className="whitespace-nowrap">
              {item.created_at_date}
            </LabelledCell>
            <LabelledCell label={columns.name} className="font-semibold text-ink">
              {item.first_name} {item.last_name}
            </LabelledCell>
            <LabelledCell label={columns.email} className="break-all">
              {item.email}
            </LabelledCell>
            <LabelledCell label={columns.phone} className="whitespace-nowrap">
              {item.phone ?? '—'}
            </LabelledCell>
            <LabelledCell label={columns.acceptedAt} className="whitespace-nowrap">
              {pending ? (
                <span className="inline-flex flex-col items-end gap-1 md:items-start">
                  <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-brand-950">
                    {t('invitations.pending')}
                  </span>
                  <span className={`text-xs ${item.expired ? 'font-semibold text-danger' : 'text-muted'}`}>
                    {item.expired
                      ? t('invitations.expired')
                      : t('invitations.expiresAt', { date: item.expires_at_date ?? '' })}
                  </span>
                </span>
              ) : (
                item.completed_at_date
              )}
            </LabelledCell>
            <td className="max-md:block max-md:pt-3 max-md:empty:hidden md:px-3 md:py-2 md:text-right">
              {pending && (
                <Button
                  variant="ghost"
                  busy={sending === item.id}
                  disabled={disabled || (sending !== null && sending !== item.id)}
                  onClick={() => void resend(item.id)}
                  className="min-h-9! whitespace-nowrap px-3! py-1.5! text-sm! ring-1 ring-brand-700/30 max-md:w-full"
                >
                  {t('invitations.resend')}
                </Button>
              )}
            </td>
          </ResponsiveRow>
        );
      })}
    </ResponsiveTable>
  );
}
