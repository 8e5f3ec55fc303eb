import '../texts';
import { addressLine, type AccountAnswer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';

/** Label, value and whether the value is long enough to take the whole width (addresses). */
type Row = readonly [string, string | null, 'wide'?];

function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value, wide]) => (
        <div key={label} className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="break-words font-semibold text-ink">{value || t('profile.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Twój profil": who the user is, where they live and get their letters, and the company the
 * session has selected with its NIP, REGON and address.
 */
export function ProfileDetails({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation();
  const { user, company, residence_address: home, correspondence_address: mail } = account;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel heading={t('profile.userHeading')}>
        <Rows
          rows={[
            [t('profile.fullName'), `${user.first_name} ${user.last_name}`],
            [t('profile.edit.phone'), user.phone],
            [t('profile.email'), user.email],
          ]}
        />
        <h3 className="mt-6 font-bold text-brand-900">{t('profile.residenceHeading')}</h3>
        <Rows
          rows={[
            [t('profile.postCode'), home.post_code],
            [t('profile.city'), home.city],
            [t('profile.fullAddress'), addressLine(home), 'wide'],
          ]}
        />
        <h3 className="mt-6 font-bold text-brand-900">{t('profile.correspondenceHeading')}</h3>
        <Rows rows={[[t('profile.fullAddress'), addressLine(mail), 'wide']]} />
      </Panel>
      <Panel heading={t('profile.companyHeading')}>
        <Rows
          rows={[
            [t('profile.companyName'), company.name],
            [t('profile.nip'), company.tax_identifier],
            [t('profile.regon'), company.regon],
            [t('profile.companyAddress'), account.company_address_string, 'wide'],
          ]}
        />
      </Panel>
    </div>
  );
}
