import '../texts';
import '../../profile';
import type { AccountAnswer } from '@portal/contract';
import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Panel } from '../../../components/Panel';
import { withRelease } from '../../../lib/release';
import { revokeRegulations } from '../api/revoke-regulations';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

interface Props {
  account: AccountAnswer;
  /** An operator looking at the account may not withdraw the user's consent. */
  impersonating: boolean;
  onRevoked: (message: string) => void;
}

/**
 * Who changes which data, said the same way on "Mój profil" and "Twój profil": the user on the
 * edit page, the leader the company's, the programme's support what identifies the participant.
 */
export function WhoChangesWhat({ className = 'mt-5' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`text-sm text-muted ${className}`}>
      {t('account.changeOwn')} {t('account.changeBySupport')}{' '}
      <Link to={routePath('contact')} className={linkClass}>
        {t('account.contactLink')}
      </Link>
    </p>
  );
}

/** "Moje dane": who the user is and for which sales point, and the consent they may withdraw. */
export function MyDataCard({ account, impersonating, onRevoked }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { user, company } = account;
  const rows = [
    [t('account.fullName'), `${user.first_name} ${user.last_name}`],
    [t('account.phone'), user.phone ?? '—'],
    [t('account.email'), user.email],
    [t('account.taxOption'), user.tax_declaration_label],
    [t('account.company'), company.name],
    [t('account.pointId'), company.sap],
  ] as const;

  const revoke = async () => {
    setBusy(true);
    try {
      const answer = await withRelease(revokeRegulations);
      setConfirming(false);
      onRevoked(answer.message);
    } catch {
      notify.error(t('account.revokeFailedText'), { title: t('account.revokeFailedTitle') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel heading={t('account.myDataHeading')}>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="break-words font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <WhoChangesWhat />
      {/* One profile (ADR 0015): the full data, the changes and the consents are on "Twój profil". */}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={routePath('accountEditData')} className={buttonClass('secondary')}>
          {t('profile.editData')}
        </Link>
        <Link to={routePath('profile')} className={`${buttonClass('ghost')} bg-white ring-1 ring-brand-200 ring-inset`}>
          {t('account.profileLink')}
        </Link>
      </div>
      <div className="mt-5 border-t border-brand-100 pt-4">
        <Button
          variant="ghost"
          className="-ml-3 text-danger"
          disabled={impersonating}
          onClick={() => setConfirming(true)}
        >
          {t('account.revokeButton')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('account.revokeTitle')}
        message={t('account.revokeQuestion')}
        confirmLabel={t('account.revokeConfirm')}
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
