import type { UserStatements } from '@portal/contract';
import { routePath } from '@portal/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { useUser } from '../../auth';
import { useSettings } from '../../programme';
import { saveUserStatements, userStatementsQueryKey, useUserStatements } from '../api/user-statements';

const fields = ['accept_regulations', 'accept_privacy_policy', 'accept_marketing_data_process'] as const;
type Field = (typeof fields)[number];

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/** "Zgody" under the profile: the three statements of the edition, saved again at will. */
export function ConsentsBlock() {
  const { t } = useTranslation();
  const statements = useUserStatements();

  useEffect(() => {
    if (statements.isError) notify.error(t('consents.failedText'), { title: t('consents.statementsLoadFailed') });
  }, [statements.isError, t]);

  return (
    <section
      aria-labelledby="consents-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="consents-heading" className="text-lg font-bold text-brand-900">
        {t('consents.blockHeading')}
      </h2>
      <div className="mt-4">
        {statements.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {statements.isError && <Alert>{t('consents.statementsLoadFailed')}</Alert>}
        {statements.data && <ConsentsForm statements={statements.data} />}
      </div>
    </section>
  );
}

function ConsentsForm({ statements }: { statements: UserStatements }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const impersonating = useUser()?.client_is_logged_in ?? false;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserStatements>({ defaultValues: statements });

  const onSubmit = handleSubmit(async (statement) => {
    let saved: UserStatements;
    try {
      saved = (await withRelease(() => saveUserStatements({ statement }))).item;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error, setError, fields, { prefix: 'statement.' });
        return;
      }
      notify.error(t('consents.failedText'), { title: t('consents.failedTitle') });
      return;
    }
    reset(saved);
    queryClient.setQueryData(userStatementsQueryKey, saved);
    notify.success(t('consents.savedText'), { title: t('consents.savedTitle') });
  });

  const checkbox = (name: Field) => register(name, { onChange: () => clearErrors(name) });
  const newTab = { target: '_blank', rel: 'noopener noreferrer', className: linkClass } as const;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Checkbox
        required
        error={errors.accept_regulations?.message}
        label={
          <>
            {t('consents.regulations')}{' '}
            <a href={`${routePath('regulations')}?date=${settings.rules_version}`} {...newTab}>
              {t('consents.regulationsLink')}
            </a>
          </>
        }
        {...checkbox('accept_regulations')}
      />
      <Checkbox
        required
        error={errors.accept_privacy_policy?.message}
        label={
          <>
            {t('consents.privacy')}{' '}
            <a href={settings.privacy_policy_url} {...newTab}>
              {t('consents.privacyLink')}
            </a>
          </>
        }
        {...checkbox('accept_privacy_policy')}
      />
      <Checkbox
        error={errors.accept_marketing_data_process?.message}
        label={t('consents.marketing')}
        {...checkbox('accept_marketing_data_process')}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{impersonating ? t('consents.impersonation') : t('consents.requiredHint')}</p>
        <Button type="submit" busy={isSubmitting} disabled={impersonating} className="w-full sm:w-auto">
          {t('consents.save')}
        </Button>
      </div>
    </form>
  );
}
