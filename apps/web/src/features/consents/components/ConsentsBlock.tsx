import '../texts';
import type { UserStatements } from '@portal/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { queryClient } from '../../../lib/query-client';
import { useUser } from '../../auth';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { saveStatements } from './save-statements';
import { saveUserStatements, userStatementsQueryKey, useUserStatements } from '../api/user-statements';
import { Panel } from '../../../components/Panel';

/** "Zgody" under the profile: the three statements of the edition, saved again at will. */
export function ConsentsBlock() {
  const { t } = useTranslation();
  const statements = useUserStatements();

  useEffect(() => {
    if (statements.isError) notify.error(t('consents.failedText'), { title: t('consents.statementsLoadFailed') });
  }, [statements.isError, t]);

  return (
    <Panel heading={t('consents.blockHeading')}>
      <div className="mt-4">
        {statements.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {statements.isError && <Alert>{t('consents.statementsLoadFailed')}</Alert>}
        {statements.data && <ConsentsForm statements={statements.data} />}
      </div>
    </Panel>
  );
}

function ConsentsForm({ statements }: { statements: UserStatements }) {
  const { t } = useTranslation();
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
    const saved = await saveStatements(() => saveUserStatements({ statement }), setError, t);
    if (!saved) return;
    reset(saved.answer.item);
    queryClient.setQueryData(userStatementsQueryKey, saved.answer.item);
    notify.success(t('consents.savedText'), { title: t('consents.savedTitle') });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <ConsentCheckboxes register={register} clearErrors={clearErrors} errors={errors} />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{impersonating ? t('consents.impersonation') : t('consents.requiredHint')}</p>
        <Button type="submit" busy={isSubmitting} disabled={impersonating} className="w-full sm:w-auto">
          {t('consents.save')}
        </Button>
      </div>
    </form>
  );
}
