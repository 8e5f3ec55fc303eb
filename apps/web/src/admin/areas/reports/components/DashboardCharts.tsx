import type { DashboardWeek } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayMonth = (week: string) => `${week.slice(8, 10)}.${week.slice(5, 7)}`;

/**
 * The dashboard's weekly charts: points issued and spent, and registrations. Each chart has a
 * table of its figures for screen readers, which cannot read the drawing.
 */
export function DashboardCharts({ weeks }: { weeks: DashboardWeek[] }) {
  const { t } = useTranslation();
  const data = weeks.map((week) => ({ ...week, label: dayMonth(week.week) }));
  const issued = t('admin.dashboard.charts.issued');
  const spent = t('admin.dashboard.charts.spent');
  const registrations = t('admin.dashboard.charts.registrations');
  const table = (caption: string, series: { key: 'issued' | 'spent' | 'registrations'; name: string }[]) => (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.dashboard.charts.week')}</th>
          {series.map((entry) => (
            <th key={entry.key} scope="col">
              {entry.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week}>
            <th scope="row">{week.week}</th>
            {series.map((entry) => (
              <td key={entry.key}>{week[entry.key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <figure className="rounded-xl bg-white p-4 shadow-sm" data-testid="chart-points">
        <figcaption className="mb-3 text-lg font-semibold text-brand-900">
          {t('admin.dashboard.charts.pointsTitle')}
        </figcaption>
        <div className="h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis fontSize={12} width={56} />
              <Tooltip />
              <Legend />
              <Bar dataKey="issued" name={issued} fill="#1d4f91" />
              <Bar dataKey="spent" name={spent} fill="#d97706" />
            </BarChart>
          </ResponsiveContainer>
        </div>
        {table(t('admin.dashboard.charts.pointsTitle'), [
          { key: 'issued', name: issued },
          { key: 'spent', name: spent },
        ])}
      </figure>
      <figure className="rounded-xl bg-white p-4 shadow-sm" data-testid="chart-registrations">
        <figcaption className="mb-3 text-lg font-semibold text-brand-900">
          {t('admin.dashboard.charts.registrationsTitle')}
        </figcaption>
        <div className="h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis fontSize={12} width={40} allowDecimals={false} />
              <Tooltip />
              <Bar dataKey="registrations" name={registrations} fill="#15803d" />
            </BarChart>
          </ResponsiveContainer>
        </div>
        {table(t('admin.dashboard.charts.registrationsTitle'), [{ key: 'registrations', name: registrations }])}
      </figure>
    </div>
  );
}
