import type { SessionUser } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/notifications';
import { changeCompany } from '../../features/auth/api/change-company';

/** "Wybrany oddział:" – for users who may switch between more than one company. */
export function BranchSelector({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (user.companies_to_switch.length < 2) return null;

  const selected =
    user.companies_to_switch.find((company) => company.sap === user.company_sap)?.sap ??
    user.companies_to_switch.find((company) => company.is_central)?.sap;

  const onChange = async (sap: string) => {
    setBusy(true);
    try {
      await changeCompany({ sap });
      // Everything on the page belongs to the branch: start afresh.
      window.location.reload();
    } catch {
      notify.error(t('branch.changeFailed'));
      setBusy(false);
    }
  };

  return (
    <div className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1.5 px-4 py-2.5 sm:flex-row sm:items-center sm:gap-3 sm:px-6">
        <label htmlFor={id} className="text-sm font-semibold text-brand-900">
          {t('branch.label')}
        </label>
        <div className="flex items-center gap-2 sm:flex-1">
          <select
            id={id}
            value={selected}
            disabled={busy}
            onChange={(event) => void onChange(event.target.value)}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 sm:max-w-2xl"
          >
            {user.companies_to_switch.map((company) => (
              <option key={company.sap} value={company.sap}>
                {`(${company.sap}), ${company.name}, ${company.address_string}`}
              </option>
            ))}
          </select>
          {busy && <Spinner className="size-5 text-brand-700" />}
        </div>
      </div>
    </div>
  );
}
