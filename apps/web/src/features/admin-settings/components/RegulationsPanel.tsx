import type { AdminSettings } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Panel } from '../../../components/Panel';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../admin/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { useUploadRegulations } from '../api/settings';

interface Values {
  file: FileList | undefined;
  version: string;
}

/** The regulations in force (a link to the PDF) and, for an admin, the upload of a new version. */
export function RegulationsPanel({ settings, readOnly }: { settings: AdminSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadRegulations();
  const { register, handleSubmit, setError, formState, reset } = useForm<Values>({
    defaultValues: { file: undefined, version: '' },
  });

  const onSubmit = handleSubmit(async ({ file, version }) => {
    const chosen = file?.[0];
    if (!chosen) {
      setError('file', { message: t('admin.settings.regulations.chooseFile') }, { shouldFocus: true });
      return;
    }
    try {
      await upload.mutateAsync({ file: chosen, version });
      reset();
      notify.success(t('admin.settings.regulations.uploaded'));
    } catch (error) {
      if (!setFieldErrors(error, setError, ['file', 'version'], { focus: true })) {
        notify.error(errorMessage(error, t('admin.errors.generic')));
      }
    }
  });

  return (
    <Panel heading={t('admin.settings.regulations.heading')}>
      <p className="mt-3 text-sm">
        {t('admin.settings.regulations.current', { version: settings.rules_version.split('-').reverse().join('.') })}{' '}
        <a
          href={settings.rules_url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          {t('admin.settings.regulations.open')}
        </a>
      </p>
      {!readOnly && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
          <p className="text-sm text-muted">{t('admin.settings.regulations.acceptAgain')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="file"
              accept="application/pdf,.pdf"
              label={t('admin.settings.regulations.file')}
              required
              error={formState.errors.file?.message}
              {...register('file')}
            />
            <TextField
              type="date"
              label={t('admin.settings.regulations.version')}
              required
              error={formState.errors.version?.message}
              {...register('version')}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
              {t('admin.settings.regulations.submit')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
