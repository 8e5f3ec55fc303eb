import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useSettings } from '../../programme';
import { login } from '../api/login';
import { useLoginForm } from './login-form';

/** The E-MAIL tab of the login page. */
export function EmailLoginForm() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [alert, setAlert] = useState<{ tone: 'error' | 'warning'; text: string } | null>(null);
  const { busy, field, onSubmit, logIn } = useLoginForm(['email', 'password'] as const);

  const send = onSubmit(async (values) => {
    if (!values.email.trim() || !values.password) {
      setAlert({ tone: 'warning', text: t('login.fillBoth') });
      return;
    }
    setAlert(null);
    await logIn(
      () => login(values),
      (error) => setAlert({ tone: 'error', text: error.message || t('login.failed') }),
    );
  });

  return (
    <form onSubmit={send} noValidate className="space-y-5">
      {alert && <Alert tone={alert.tone}>{alert.text}</Alert>}
      <TextField
        label={t('login.email')}
        // The field also takes the login name of the credentials page, which is not an address.
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        {...field('email')}
      />
      <TextField label={t('login.password')} type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" busy={busy} className="w-full">
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
