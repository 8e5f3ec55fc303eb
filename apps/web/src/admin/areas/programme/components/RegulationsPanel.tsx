import type { AdminSettings } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { Panel } from '../../../../components/Panel';
import { TextField } from '../../../../components/TextField';
import { fieldProps } from '../../../kit/field-props';
import { ReadTable } from '../../../kit/ReadTable';
import { submitting } from '../../../kit/submit';
import { useRegulationsVersions, useUploadRegulations } from '../api/settings';

interface Values {
  file: FileList | undefined;
  version: string;
}

const polishDay = (day: string) => day.split('-').reverse().join('.');

/** A version's PDF, in a tab of its own. */
const PdfLink = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
    {children}
  </a>
);

/** Every version ever shipped or uploaded: its day, its PDF, when and by whom uploaded, the one in force. */
function RegulationsVersions({ inForce }: { inForce: string }) {
  const { t } = useTranslation();
  const versions = useRegulationsVersions(inForce);
  if (versions.isPending) return <p className="mt-4 text-sm text-muted">{t('admin.loading')}</p>;
  if (versions.isError)
    return <p className="mt-4 text-sm text-danger">{t('admin.settings.regulations.versionsFailed')}</p>;
  return (
    <div className="mt-4">
      <ReadTable
        caption={t('admin.settings.regulations.versions')}
        columns={['version', 'uploaded', 'status', 'file'].map((column) =>
          t(`admin.settings.regulations.columns.${column}`),
        )}
        rows={versions.data.map((version) => [
          <span key="version" className="font-semibold">
            {polishDay(version.version)}
          </span>,
          version.uploaded_at
            ? t('admin.settings.regulations.uploadedBy', {
                when: new Date(version.uploaded_at).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' }),
                who: version.uploaded_by ?? '',
              })
            : t('admin.settings.regulations.shipped'),
          <span key="status" className={version.in_force ? 'font-semibold text-success' : 'text-muted'}>
            {t(`admin.settings.regulations.${version.in_force ? 'inForce' : 'archived'}`)}
          </span>,
          <PdfLink key="file" href={version.url}>
            {t('admin.settings.regulations.openVersion', { version: polishDay(version.version) })}
          </PdfLink>,
        ])}
      />
    </div>
  );
}

/** The regulations in force (a link to the PDF) and, for an admin, the upload of a new version. */
export function RegulationsPanel({ settings, readOnly }: { settings: AdminSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadRegulations();
  const form = useForm<Values>({ defaultValues: { file: undefined, version: '' } });
  const field = fieldProps(form);

  const onSubmit = submitting(form, ['file', 'version'], t('admin.errors.generic'), async ({ file, version }) => {
    const chosen = file?.[0];
    if (!chosen) {
      form.setError('file', { message: t('admin.settings.regulations.chooseFile') }, { shouldFocus: true });
      return;
    }
    await upload.mutateAsync({ file: chosen, version });
    form.reset();
    notify.success(t('admin.settings.regulations.uploaded'));
  });

  return (
    <Panel heading={t('admin.settings.regulations.heading')}>
      <p className="mt-3 text-sm">
        {t('admin.settings.regulations.current', { version: polishDay(settings.rules_version) })}{' '}
        <PdfLink href={settings.rules_url}>{t('admin.settings.regulations.open')}</PdfLink>
      </p>
      <RegulationsVersions inForce={settings.rules_version} />
      {!readOnly && (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <p className="text-sm text-muted">{t('admin.settings.regulations.acceptAgain')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="file"
              accept="application/pdf,.pdf"
              label={t('admin.settings.regulations.file')}
              required
              {...field('file')}
            />
            <TextField type="date" label={t('admin.settings.regulations.version')} required {...field('version')} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
              {t('admin.settings.regulations.submit')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
