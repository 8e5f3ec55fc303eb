import type { Dashboard } from '@portal/contract';
import { adminReportsApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useCurrentOperator } from '../../../kit/current-operator';
import { Loading, QueryAnswer } from '../../../kit/QueryAnswer';
import { adminPath, useSections } from '../../../kit/sections';
import { formatMoment } from '../../../../lib/moment';
import { ReconciliationStatus } from '../../reconciliation';

// The charts' library loads after the figures, with the dashboard only (never for participants).
const DashboardCharts = lazy(async () => ({
  default: (await import('../components/DashboardCharts')).DashboardCharts,
}));

const number = new Intl.NumberFormat('pl-PL');

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-brand-50/60 px-3 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { participants, points, orders, last_import } = dashboard;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t('admin.dashboard.participants.title')}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Figure label={t('admin.dashboard.participants.invited')} value={number.format(participants.invited)} />
          <Figure label={t('admin.dashboard.participants.registered')} value={number.format(participants.registered)} />
          <Figure label={t('admin.dashboard.participants.active')} value={number.format(participants.active_30_days)} />
          <Figure label={t('admin.dashboard.participants.sellers')} value={number.format(participants.sellers)} />
          <Figure label={t('admin.dashboard.participants.leaders')} value={number.format(participants.leaders)} />
        </dl>
      </Card>
      <Card title={t('admin.dashboard.points.title', { edition: dashboard.edition })}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Figure label={t('admin.dashboard.points.issued')} value={number.format(points.issued)} />
          <Figure label={t('admin.dashboard.points.spent')} value={number.format(points.spent)} />
          <Figure label={t('admin.dashboard.points.outstanding')} value={number.format(points.outstanding)} />
          {(['pending', 'held', 'debt', 'expiring_30'] as const).map((figure) => (
            <Figure key={figure} label={t(`admin.dashboard.points.${figure}`)} value={number.format(points[figure])} />
          ))}
        </dl>
      </Card>
      <Card title={t('admin.dashboard.orders.title')}>
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t('admin.dashboard.orders.new')} value={number.format(orders.new)} />
          <Figure label={t('admin.dashboard.orders.sent')} value={number.format(orders.sent)} />
        </dl>
      </Card>
      <Card title={t('admin.dashboard.import.title')}>
        {last_import ? (
          // The moment is wider than a number: side by side only where there is room for it.
          <dl className="grid gap-2 sm:grid-cols-2">
            <Figure label={t('admin.dashboard.import.when')} value={formatMoment(last_import.imported_at)} />
            <Figure label={t('admin.dashboard.import.lines')} value={number.format(last_import.lines)} />
          </dl>
        ) : (
          <p className="text-muted">{t('admin.dashboard.import.none')}</p>
        )}
      </Card>
    </div>
  );
}

/** Links to the sections the operator's role opens. */
function QuickLinks() {
  const { t } = useTranslation();
  const sections = useSections().filter((section) => section.path);
  return (
    <nav aria-label={t('admin.dashboard.quickLinks')} className="mt-6">
      <h2 className="mb-2 text-lg font-semibold text-brand-900">{t('admin.dashboard.quickLinks')}</h2>
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.path}>
            <Link
              to={adminPath(section.path)}
              className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 shadow-sm hover:underline"
            >
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin (docs/product/back-office.md "Dashboard"): the edition at a glance. */
export function DashboardPage() {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const result = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminCall(adminReportsApi.dashboard) });
  return (
    <AdminPage heading={t('admin.home.title')}>
      <p className="mb-4 text-lg text-brand-900">{t('admin.home.greeting', { name: operator.name })}</p>
      <QueryAnswer result={result} failed={t('admin.dashboard.error')} retry={t('admin.dashboard.retry')}>
        {({ dashboard }) => (
          <>
            <ReconciliationStatus last={dashboard.reconciliation} />
            <Figures dashboard={dashboard} />
            <Suspense fallback={<Loading />}>
              <DashboardCharts weeks={dashboard.weeks} />
            </Suspense>
          </>
        )}
      </QueryAnswer>
      <QuickLinks />
    </AdminPage>
  );
}
