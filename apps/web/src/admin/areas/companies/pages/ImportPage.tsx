import type { ImportAnswer } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { companiesKey, type ImportKind, uploadImport } from '../api/companies';
import { ImportProblems, importProblemsOf, type ImportProblem } from '../../../kit/ImportProblems';

type Stage =
  | { kind: 'idle' }
  | { kind: 'previewed'; answer: ImportAnswer }
  | { kind: 'done'; answer: ImportAnswer }
  | { kind: 'rejected'; message: string; problems: ImportProblem[] };

function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState<'preview' | 'run' | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const run = async (dryRun: boolean) => {
    if (!file) {
      setStage({ kind: 'rejected', message: t('admin.companies.import.chooseFile'), problems: [] });
      return;
    }
    setBusy(dryRun ? 'preview' : 'run');
    try {
      const answer = await uploadImport(kind, file, dryRun);
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: companiesKey });
      setStage({ kind: dryRun ? 'previewed' : 'done', answer });
    } catch (error) {
      setStage({
        kind: 'rejected',
        message: errorMessage(error, t('admin.companies.import.failed')),
        problems: importProblemsOf(error),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminPage
      heading={
        kind === 'companies'
          ? t('admin.companies.import.companiesTitle')
          : t('admin.companies.import.participantsTitle')
      }
      actions={
        <Link to="/admin/firmy" className={buttonClass('ghost')}>
          {t('admin.companies.detail.back')}
        </Link>
      }
    >
      <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm">
          {kind === 'companies'
            ? t('admin.companies.import.companiesIntro')
            : t('admin.companies.import.participantsIntro')}
        </p>
        <p className="text-sm font-semibold">{t('admin.companies.import.allOrNothing')}</p>
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-brand-900">
            {t('admin.companies.import.file')}
          </label>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="block w-full min-h-11 text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setStage({ kind: 'idle' });
            }}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {stage.kind !== 'done' && (
            <Button
              variant="secondary"
              busy={busy === 'preview'}
              disabled={busy !== null}
              onClick={() => void run(true)}
            >
              {t('admin.companies.import.preview')}
            </Button>
          )}
          {stage.kind === 'previewed' && (
            <Button busy={busy === 'run'} disabled={busy !== null} onClick={() => void run(false)}>
              {t('admin.companies.import.run')}
            </Button>
          )}
          {stage.kind === 'done' && (
            <Button
              variant="secondary"
              onClick={() => {
                setFile(null);
                setInputKey((key) => key + 1);
                setStage({ kind: 'idle' });
              }}
            >
              {t('admin.companies.import.again')}
            </Button>
          )}
        </div>

        {stage.kind === 'previewed' && <Alert tone="info">{t('admin.companies.import.previewOk', stage.answer)}</Alert>}
        {stage.kind === 'done' && <Alert tone="success">{t('admin.companies.import.done', stage.answer)}</Alert>}
        {stage.kind === 'rejected' && (
          <ImportProblems
            title={t('admin.companies.import.errorsTitle')}
            message={stage.message}
            problems={stage.problems}
          />
        )}
      </div>
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
