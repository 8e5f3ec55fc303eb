import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { ImportWizard } from '../../../kit/ImportWizard';
import { Alert } from '../../../../components/Alert';
import { buttonClass } from '../../../../components/Button';
import { companiesKey, type ImportKind, uploadImport } from '../api/companies';

function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  return (
    <AdminPage
      heading={t(`admin.companies.import.${kind}Title`)}
      actions={
        <Link to="/admin/firmy" className={buttonClass('ghost')}>
          {t('admin.companies.detail.back')}
        </Link>
      }
    >
      <ImportWizard
        texts={{
          intro: t(`admin.companies.import.${kind}Intro`),
          allOrNothing: t('admin.companies.import.allOrNothing'),
          file: t('admin.companies.import.file'),
          chooseFile: t('admin.companies.import.chooseFile'),
          run: t('admin.companies.import.run'),
          again: t('admin.companies.import.again'),
          failed: t('admin.companies.import.failed'),
          errorsTitle: t('admin.companies.import.errorsTitle'),
        }}
        send={(file, dryRun) => uploadImport(kind, file, dryRun)}
        refreshes={companiesKey}
        preview={(answer) => <Alert tone="info">{t('admin.companies.import.previewOk', answer)}</Alert>}
        result={(answer) => <Alert tone="success">{t('admin.companies.import.done', answer)}</Alert>}
      />
    </AdminPage>
  );
}

/** /admin/firmy/import-firm: companies from CSV or XLSX. */
export function CompanyImportPage() {
  return <ImportScreen kind="companies" />;
}

/** /admin/firmy/import-uczestnikow: participants (invited by e-mail) from CSV or XLSX. */
export function ParticipantImportPage() {
  return <ImportScreen kind="participants" />;
}
