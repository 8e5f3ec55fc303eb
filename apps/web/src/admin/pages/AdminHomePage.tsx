import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../components/AdminPage';
import { useCurrentOperator } from '../current-operator';
import { adminPath, adminSections, roleReaches } from '../nav';

const descriptions: Record<string, string> = {
  uczestnicy: 'admin.home.sections.participants',
  firmy: 'admin.home.sections.companies',
  zamowienia: 'admin.home.sections.orders',
  ustawienia: 'admin.home.sections.settings',
  operatorzy: 'admin.home.sections.operators',
  wiadomosci: 'admin.home.sections.messages',
  audyt: 'admin.home.sections.audit',
};

/** /admin: the operator's way into each section their role opens. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const sections = adminSections.filter((section) => section.path && roleReaches(operator.role, section.role));
  return (
    <AdminPage heading={t('admin.home.title')}>
      <p className="mb-6 text-lg text-brand-900">{t('admin.home.greeting', { name: operator.name })}</p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.path}>
            <Link
              to={adminPath(section.path)}
              className="block h-full rounded-xl bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:shadow-md"
            >
              <span className="block text-lg font-semibold text-brand-900">{t(section.label)}</span>
              {descriptions[section.path] && (
                <span className="mt-1 block text-sm text-muted">{t(descriptions[section.path]!)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
