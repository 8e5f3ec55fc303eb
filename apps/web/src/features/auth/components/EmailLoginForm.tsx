import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { login } from '../api/login';
import { useLoginForm } from './login-form';

/** The E-MAIL tab of the login page. */
export function EmailLoginForm() {
  const { t } = useTranslation();
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
    </form>
  );
}
