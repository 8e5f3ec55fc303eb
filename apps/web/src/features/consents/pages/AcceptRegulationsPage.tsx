import '../texts';
import { routePath, type UserStatements } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { queryClient } from '../../../lib/query-client';
import { userQueryKey } from '../../auth';
import { useSettings } from '../../programme';
import { ConsentCheckboxes } from '../components/ConsentCheckboxes';
import { saveStatements } from '../components/save-statements';
import { acceptRegulations, acceptRegulationsQueryOptions } from '../api/accept-regulations';

const REDIRECT_AFTER_MS = 3000;

export function AcceptRegulationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const query = useQuery(acceptRegulationsQueryOptions);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<UserStatements>({
    defaultValues: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: false },
  });

  const onSubmit = handleSubmit(async (statement) => {
    const saved = await saveStatements(() => acceptRegulations({ statement }), setError, t);
    if (!saved) return;
    setSaved(true);
    notify.success(t('consents.savedText'), { title: t('consents.savedTitle'), duration: REDIRECT_AFTER_MS });
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
  });

  // Three seconds after saving the portal opens; leaving the page earlier cancels the move.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(routePath('home')), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <Page heading={t('pages.acceptRegulations')}>
      {query.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {query.isError && <Alert>{t('consents.loadFailed')}</Alert>}
      {query.data && !query.data.can_confirm && <Alert tone="info">{t('consents.ownerPending')}</Alert>}
      {query.data?.can_confirm && (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8"
        >
          <p className="text-ink">{t('consents.intro', { edition: settings.edition })}</p>
          <ConsentCheckboxes register={register} clearErrors={clearErrors} errors={errors} />
          <p className="text-xs text-muted">{t('consents.requiredHint')}</p>
          {saved ? (
            <Alert tone="success">{t('consents.redirecting')}</Alert>
          ) : (
            <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
              {t('consents.submit')}
            </Button>
          )}
        </form>
      )}
    </Page>
  );
}
