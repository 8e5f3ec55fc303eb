import '../texts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { queryClient } from '../../../lib/query-client';
import { useUser } from '../../auth';
import { userInvitationsQueryKey, useUserInvitations } from '../api/user-invitations';
import { InvitationForm } from '../components/InvitationForm';
import { InvitationsTable } from '../components/InvitationsTable';
import { SellerStatus } from '../components/SellerStatus';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6';

/** "Zaproś sprzedawcę": seller status, the invitation form and the invitations sent. */
export function InviteUserPage() {
  const { t } = useTranslation();
  const user = useUser();
  const invitations = useUserInvitations();
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();

  useEffect(() => {
    if (invitations.isError) notify.error(t('invitations.listFailed'));
  }, [invitations.isError, t]);

  // The route's guard lets only logged-in users in.
  if (!user) return null;
  const impersonating = user.client_is_logged_in;

  const onSent = () => {
    setFormOpen(false);
    void queryClient.invalidateQueries({ queryKey: userInvitationsQueryKey });
  };

  return (
    <Page heading={t('pages.inviteUser')} wide>
      <div className="space-y-6">
        {impersonating && <Alert tone="info">{t('invitations.impersonation')}</Alert>}

        <section className={card} aria-labelledby="seller-heading">
          <h2 id="seller-heading" className="mb-4 text-lg font-bold text-brand-900">
            {t('invitations.sellerHeading')}
          </h2>
          <SellerStatus user={user} />
        </section>

        <section className={card} aria-labelledby="invite-heading">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h2 id="invite-heading" className="text-lg font-bold text-brand-900">
                {t('invitations.inviteHeading')}
              </h2>
              <p className="mt-1 max-w-2xl text-sm text-muted">{t('invitations.inviteText')}</p>
            </div>
            <Button
              variant={formOpen ? 'ghost' : 'primary'}
              aria-expanded={formOpen}
              aria-controls={formId}
              disabled={impersonating}
              onClick={() => setFormOpen((open) => !open)}
              className={`shrink-0 ${formOpen ? 'ring-1 ring-brand-700/30' : ''}`}
            >
              {formOpen ? t('invitations.closeForm') : t('invitations.openForm')}
            </Button>
          </div>
          <div id={formId} hidden={!formOpen} className="mt-6 border-t border-brand-100 pt-6">
            {formOpen && <InvitationForm onSent={onSent} disabled={impersonating} />}
          </div>
        </section>

        <section aria-labelledby="list-heading">
          <h2 id="list-heading" className="mb-3 text-xl font-bold text-brand-900">
            {t('invitations.listHeading')}
          </h2>
          {invitations.isPending && <p className="text-muted">{t('common.loading')}</p>}
          {invitations.isError && <Alert>{t('invitations.listFailed')}</Alert>}
          {invitations.data?.length === 0 && (
            <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">{t('invitations.listEmpty')}</p>
          )}
          {invitations.data && invitations.data.length > 0 && (
            <div className="md:rounded-2xl md:bg-white md:shadow-sm md:ring-1 md:ring-brand-100">
              <InvitationsTable items={invitations.data} disabled={impersonating} />
            </div>
          )}
        </section>
      </div>
    </Page>
  );
}
