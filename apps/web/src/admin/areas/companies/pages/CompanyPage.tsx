import type { CompanyDetail, CompanyPerson } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { buttonClass } from '../../../../components/Button';
import { Panel } from '../../../../components/Panel';
import { Spinner } from '../../../../components/Spinner';
import { ApiError } from '../../../../lib/api';
import { HolderPoints } from '../../ledger';
import { companiesKey, companyQuery } from '../api/companies';
import { formatPoints, purchasesText } from '../components/purchases';

function Facts({ items }: { items: [string, string | null | undefined][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-brand-900">{label}</dt>
          <dd className="min-w-0 break-words">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function People({ people }: { people: CompanyPerson[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return <p className="mt-3 text-sm text-muted">{t('admin.companies.detail.nobody')}</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-100 text-sm">
      {people.map((person) => (
        <li key={person.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
          <span className="font-semibold">{person.name}</span>
          <span className="min-w-0 break-all text-muted">{person.email}</span>
          <span className="w-full text-xs text-muted">
            {[
              person.role === 'leader'
                ? t('admin.companies.detail.roleLeader')
                : t('admin.companies.detail.roleSeller'),
              person.is_seller ? t('admin.companies.detail.seller') : t('admin.companies.detail.notSeller'),
              ...(person.blocked ? [t('admin.companies.detail.blocked')] : []),
            ].join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Details({ company, onActed }: { company: CompanyDetail; onActed: () => void }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`admin.companies.fields.${name}`);
  const day = (iso: string) => new Date(iso).toLocaleDateString('pl-PL');
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel heading={t('admin.companies.detail.data')}>
        <Facts
          items={[
            [f('sap'), company.sap],
            [f('name'), company.name],
            [f('nip'), company.nip],
            [f('regon'), company.regon],
            [f('region'), company.region],
            [t('admin.companies.columns.areaManager'), company.area_manager],
            [f('potential_group'), company.potential_group],
            [
              t('admin.companies.detail.centralOf'),
              company.central_sap
                ? `${company.central_sap} – ${company.central_name ?? ''}`
                : t('admin.companies.centralItselfLong'),
            ],
          ]}
        />
      </Panel>
      <Panel heading={t('admin.companies.detail.address')}>
        <Facts
          items={[
            [
              f('street'),
              [company.street, company.building, company.local && `lok. ${company.local}`].filter(Boolean).join(' '),
            ],
            [f('post_code'), company.post_code],
            [f('city'), company.city],
            [f('province'), company.province],
          ]}
        />
      </Panel>
      <Panel heading={t('admin.companies.detail.figures')}>
        <Facts
          items={[
            [
              t('admin.companies.detail.pool'),
              t('admin.companies.detail.points', {
                count: company.pool_balance,
                formatted: formatPoints(company.pool_balance),
              }),
            ],
            ...(['pending', 'held', 'debt', 'expiring_30'] as const).map((figure): [string, string] => [
              t(`admin.companies.detail.${figure}`),
              t('admin.companies.detail.points', {
                count: company.points[figure],
                formatted: formatPoints(company.points[figure]),
              }),
            ]),
            [
              t('admin.companies.detail.purchases', { edition: company.edition }),
              purchasesText(t, company.purchases_value, company.target_value),
            ],
          ]}
        />
      </Panel>
      <Panel heading={t('admin.companies.detail.branches')}>
        {company.branches.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('admin.companies.detail.noBranches')}</p>
        ) : (
          <ul className="mt-3 space-y-1 text-sm">
            {company.branches.map((branch) => (
              <li key={branch.sap}>
                <Link to={`/admin/firmy/${branch.sap}`} className="font-semibold text-brand-800 underline">
                  {branch.sap}
                </Link>{' '}
                {branch.name}
                {branch.city ? `, ${branch.city}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel heading={t('admin.companies.detail.leaders')}>
        <People people={company.leaders} />
      </Panel>
      <Panel heading={t('admin.companies.detail.sellers')}>
        <People people={company.sellers} />
      </Panel>
      <div className="lg:col-span-2">
        <Panel heading={t('admin.companies.detail.invitations')}>
          {company.invitations.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t('admin.companies.detail.nobody')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {company.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="font-semibold">{invitation.name}</span>
                  <span className="min-w-0 break-all text-muted">{invitation.email}</span>
                  <span className="w-full text-xs text-muted">
                    {[
                      invitation.role === 'leader'
                        ? t('admin.companies.detail.roleLeader')
                        : t('admin.companies.detail.roleSeller'),
                      invitation.is_seller ? t('admin.companies.detail.seller') : t('admin.companies.detail.notSeller'),
                      t('admin.companies.detail.invitedOn', { date: day(invitation.sent_at) }),
                    ].join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <div className="lg:col-span-2">
        <HolderPoints holder={{ type: 'company', id: company.sap }} onActed={onActed} />
      </div>
    </div>
  );
}

/** /admin/firmy/:sap: a company with its branches, people, pool and targets. */
export function CompanyPage() {
  const { t } = useTranslation();
  const { sap = '' } = useParams();
  const company = useQuery(companyQuery(sap));
  const queryClient = useQueryClient();
  const mayWrite = useMayAct('operator');

  return (
    <AdminPage
      heading={company.data ? `${company.data.name} (${company.data.sap})` : t('admin.companies.title')}
      actions={
        <>
          <Link to="/admin/firmy" className={buttonClass('ghost')}>
            {t('admin.companies.detail.back')}
          </Link>
          {mayWrite && company.data && (
            <Link to={`/admin/firmy/${company.data.sap}/edycja`} className={buttonClass('primary')}>
              {t('admin.companies.detail.edit')}
            </Link>
          )}
        </>
      }
    >
      {company.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-white p-8 shadow-sm">
          <Spinner />
          {t('admin.loading')}
        </p>
      ) : company.isError ? (
        <Alert>
          {company.error instanceof ApiError && company.error.status === 404
            ? t('admin.companies.detail.notFound')
            : t('admin.companies.detail.error')}
        </Alert>
      ) : (
        <Details
          company={company.data}
          onActed={() => void queryClient.invalidateQueries({ queryKey: companiesKey })}
        />
      )}
    </AdminPage>
  );
}
