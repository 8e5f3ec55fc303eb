import '../texts';
import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { remindPassword } from '../api/remind-password';

interface Values {
  email: string;
}

/** The reminder form (e-mail, cancel and submit), then the success message and a main-page link. */
export function RemindPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await withRelease(() => remindPassword({ email }));
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setError('email', { message: error.fieldError('email') ?? error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 429) {
        notify.error(error.message);
      } else {
        notify.error(t('passwords.remind.failed'));
      }
    }
  });

  if (sent) {
    return (
      <div className="mt-6 space-y-6">
        <Alert tone="success">
          <p className="font-semibold">{t('passwords.remind.success')}</p>
          <p className="mt-1">{t('passwords.remind.delay')}</p>
        </Alert>
        <Link to={routePath('home')} className={`${buttonClass('secondary')} w-full sm:w-auto`}>
          {t('passwords.remind.home')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-2 space-y-6">
      <p className="text-muted">{t('passwords.remind.intro')}</p>
      <TextField
        label={t('passwords.remind.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => value.trim() !== '' || t('passwords.remind.emailRequired'),
          onChange: () => clearErrors('email'),
        })}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={routePath('login')} className={buttonClass('ghost')}>
          {t('passwords.cancel')}
        </Link>
        <Button type="submit" busy={isSubmitting}>
          {t('passwords.remind.submit')}
        </Button>
      </div>
    </form>
  );
}
