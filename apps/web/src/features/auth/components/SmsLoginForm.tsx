import { PHONE_DIGITS } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CodeField } from '../../../components/CodeField';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { loginWithCode, requestAuthCode } from '../api/sms-login';
import { useLoginForm } from './login-form';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The SMS tab: a phone number, then the code that came to it. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [alert, setAlert] = useState<string | null>(null);
  const { busy, fail, failFrom, field, onSubmit, logIn } = useLoginForm(['phone', 'code'] as const);

  const phoneProblem = (phone: string) => {
    const digits = digitsOnly(phone);
    if (!digits) return t('smsLogin.phoneRequired');
    return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits) ? null : t('smsLogin.phoneDigits');
  };

  const sendCode = async ({ phone }: { phone: string }) => {
    const problem = phoneProblem(phone);
    if (problem) return fail('phone', problem);
    setAlert(null);
    try {
      await withRelease(() => requestAuthCode({ auth_method: 'sms', phone: digitsOnly(phone) }));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(t('smsLogin.networkError'));
        return;
      }
      failFrom(error);
      // The server's reason when it gives one (wait a minute, logins switched off), else the form's own text.
      if (error.status !== 422)
        setAlert(error.status < 500 && error.message ? error.message : t('smsLogin.sendFailed'));
      return;
    }
    notify.success(t('smsLogin.codeSent'), { title: t('smsLogin.codeSentTitle') });
    setStep('code');
  };

  const enterCode = async ({ phone, code }: { phone: string; code: string }) => {
    if (!code.trim()) return fail('code', t('smsLogin.codeRequired'));
    setAlert(null);
    await logIn(
      () => loginWithCode({ auth_method: 'sms', phone: digitsOnly(phone), code: code.trim() }),
      (error) => {
        if (error.status !== 422) setAlert(error.message || t('login.failed'));
      },
    );
  };

  // The code field leaves the form with its step, so a new code starts from an empty one.
  const backToPhone = () => {
    setAlert(null);
    setStep('phone');
  };

  return (
    <form
      onSubmit={onSubmit((values) => (step === 'phone' ? sendCode(values) : enterCode(values)))}
      noValidate
      className="space-y-5"
    >
      {alert && <Alert>{alert}</Alert>}
      <TextField
        label={t('smsLogin.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS + 4}
        readOnly={step === 'code'}
        {...field('phone')}
      />
      {step === 'phone' ? (
        <Button type="submit" busy={busy} className="w-full">
          {t('smsLogin.sendCode')}
        </Button>
      ) : (
        <>
          <CodeField label={t('smsLogin.code')} autoFocus {...field('code')} />
          <Button type="submit" busy={busy} className="w-full">
            {t('login.submit')}
          </Button>
          <button
            type="button"
            onClick={backToPhone}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('smsLogin.newCode')}
          </button>
        </>
      )}
    </form>
  );
}
