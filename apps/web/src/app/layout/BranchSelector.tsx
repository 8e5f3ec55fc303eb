import type { SessionUser } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/notifications';
import { changeCompany } from '../../features/auth/api/change-company';

type Branch = SessionUser['companies_to_switch'][number];

/** The town of an address string such as "ul. Długa 1, 00-001 Warszawa": after the last comma, without the post code. */
export function branchCity(address: string): string {
  return (address.split(',').at(-1) ?? '')
    .trim()
    .replace(/^\d{2}-\d{3}\s*/, '')
    .trim();
}

/**
 * An option of the selector reads "(sap), name, address": the list a phone's
 * picker opens has room for it, and outside tests pick a branch by it. The closed control shows
 * the shorter reading (name and town, the address and SAP small) that fits a phone's width.
 */
export const branchOptionText = (branch: Branch) => `(${branch.sap}), ${branch.name}, ${branch.address_string}`;

/**
 * "Wybrany oddział:" – for users who may switch between more than one company (ADR 0015).
 * The control is the browser's own select, so keyboards, screen readers and a phone's picker
 * work as everywhere; it lies transparent over what the closed control shows: the company and
 * its town, and small below them the full address and the SAP number, which a select's single
 * line of text would cut off on a phone.
 */
export function BranchSelector({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (user.companies_to_switch.length < 2) return null;

  const selected =
    user.companies_to_switch.find((company) => company.sap === user.company_sap) ??
    user.companies_to_switch.find((company) => company.is_central) ??
    user.companies_to_switch[0]!;
  const city = branchCity(selected.address_string);

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
        <label htmlFor={id} className="shrink-0 text-sm font-semibold text-brand-900">
          {t('branch.label')}
        </label>
        <div className="flex min-w-0 items-center gap-2 sm:flex-1">
          <div className="relative min-w-0 flex-1 rounded-lg border border-slate-300 bg-white has-[select:focus-visible]:border-brand-700 has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-brand-700 has-[select:hover]:border-brand-700 sm:max-w-2xl">
            <div aria-hidden="true" className="py-1.5 pl-3 pr-10">
              <p className="text-sm font-semibold text-ink">
                {selected.name}
                {city && <span className="font-normal"> – {city}</span>}
              </p>
              <p className="text-xs text-muted">
                {selected.address_string} ·{' '}
                <span className="whitespace-nowrap">{t('branch.sap', { sap: selected.sap })}</span>
              </p>
            </div>
            <Icon
              name="chevronDown"
              className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-brand-700"
            />
            <select
              id={id}
              value={selected.sap}
              disabled={busy}
              onChange={(event) => void onChange(event.target.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none text-base opacity-0 focus-visible:outline-none disabled:cursor-wait"
            >
              {user.companies_to_switch.map((company) => (
                <option key={company.sap} value={company.sap}>
                  {branchOptionText(company)}
                </option>
              ))}
            </select>
          </div>
          {busy && <Spinner className="size-5 shrink-0 text-brand-700" />}
        </div>
      </div>
    </div>
  );
}
