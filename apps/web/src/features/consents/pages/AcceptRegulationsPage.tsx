import { routePath } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { userQueryKey } from '../../auth';
import { useSettings } from '../../programme';
import { acceptRegulations, acceptRegulationsQueryOptions } from '../api/accept-regulations';

const REDIRECT_AFTER_MS = 3000;
const fields = ['accept_regulations', 'accept_privacy_policy', 'accept_marketing_data_process'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, boolean>;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

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
  } = useForm<Values>({
    defaultValues: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: false },
  });

  const onSubmit = handleSubmit(async (statement) => {
    try {
      await withRelease(() => acceptRegulations({ statement }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error, setError, fields, { prefix: 'statement.' });
        return;
      }
      notify.error(t('consents.failedText'), { title: t('consents.failedTitle') });
      return;
    }
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

  const checkbox = (name: Field) => register(name, { onChange: () => clearErrors(name) });
  const newTab = { target: '_blank', rel: 'noopener noreferrer', className: linkClass } as const;

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
