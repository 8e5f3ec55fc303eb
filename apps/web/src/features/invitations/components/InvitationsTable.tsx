import type { InvitationListItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { resendInvitation } from '../api/resend-invitation';
import { userInvitationsQueryKey } from '../api/user-invitations';

// Below md each row becomes a card: cells stack and carry their column's name (data-label).
const cell =
  'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right md:px-4 md:py-3 max-md:before:shrink-0 max-md:before:text-left max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)]';

/** The invitations the user sent; a pending one can be sent again (spec §2 "Invite page", §4). */
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
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">{t('invitations.listHeading')}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-brand-100 text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.sentAt}
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.name}
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.email}
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.phone}
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.acceptedAt}
          </th>
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">{t('invitations.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">
        {items.map((item) => {
          const pending = !item.completed_at_date;
          return (
            <tr
              key={item.id}
              className="border-brand-100 max-md:block max-md:rounded-xl max-md:border max-md:bg-white max-md:p-4 max-md:shadow-xs md:border-b md:last:border-b-0"
            >
              <td data-label={columns.sentAt} className={`${cell} whitespace-nowrap`}>
                {item.created_at_date}
              </td>
              <td data-label={columns.name} className={`${cell} font-semibold text-ink`}>
                {item.first_name} {item.last_name}
              </td>
              <td data-label={columns.email} className={`${cell} break-all`}>
                {item.email}
              </td>
              <td data-label={columns.phone} className={`${cell} whitespace-nowrap`}>
                {item.phone ?? '—'}
              </td>
              <td data-label={columns.acceptedAt} className={`${cell} whitespace-nowrap`}>
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
              </td>
              <td className="max-md:block max-md:pt-3 max-md:empty:hidden md:px-4 md:py-2 md:text-right">
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
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
