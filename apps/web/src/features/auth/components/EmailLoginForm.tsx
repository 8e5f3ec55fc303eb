import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { useSettings } from '../../programme/api/settings';
import { login } from '../api/login';

interface Values {
  email: string;
  password: string;
}

/** The E-MAIL tab of the login page. */
export function EmailLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const [alert, setAlert] = useState<{ tone: 'error' | 'warning'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (!values.email.trim() || !values.password) {
      setAlert({ tone: 'warning', text: t('login.fillBoth') });
      return;
    }
    setAlert(null);
    try {
      await withRelease(() => login(values));
      await navigate(routePath('realizations'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // A network failure: the spec only logs it; the button is released for another try.
        console.error(error);
        return;
      }
      for (const field of ['email', 'password'] as const) {
        const message = error.fieldError(field);
        if (message) setError(field, { message });
      }
      setAlert({ tone: 'error', text: error.message || t('login.failed') });
    }
  });

  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {alert && <Alert tone={alert.tone}>{alert.text}</Alert>}
      <TextField
        label={t('login.email')}
        // The field also takes the login name of the credentials page, which is not an address.
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {t('login.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        <Link
          to={routePath('remindPassword')}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.remindPassword')}
        </Link>
        <Link to={routePath('contact')} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('login.contact')}
        </Link>
        <a
          href={settings.privacy_policy_url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.privacyPolicy')}
        </a>
      </div>
    </form>
  );
}
