import { PHONE_DIGITS, routePath } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { loginWithCode, requestAuthCode } from '../api/sms-login';

interface Values {
  phone: string;
  code: string;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The SMS tab: a phone number, then the code that came to it. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { phone: '', code: '' } });

  const showFieldErrors = (error: ApiError) => {
    for (const field of ['phone', 'code'] as const) {
      const message = error.fieldError(field);
      if (message) setError(field, { message });
    }
  };

  const sendCode = handleSubmit(async ({ phone }) => {
    setAlert(null);
    try {
      await withRelease(() => requestAuthCode({ auth_method: 'sms', phone: digitsOnly(phone) }));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(t('smsLogin.networkError'));
        return;
      }
      showFieldErrors(error);
      // The server's reason when it gives one (wait a minute, logins switched off), else the spec's text.
      if (error.status !== 422)
        setAlert(error.status < 500 && error.message ? error.message : t('smsLogin.sendFailed'));
      return;
    }
    notify.success(t('smsLogin.codeSent'), { title: t('smsLogin.codeSentTitle') });
    setStep('code');
  });

  const logIn = handleSubmit(async ({ phone, code }) => {
    setAlert(null);
    try {
      await withRelease(() => loginWithCode({ auth_method: 'sms', phone: digitsOnly(phone), code: code.trim() }));
      await navigate(routePath('realizations'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error(error);
        return;
      }
      showFieldErrors(error);
      if (error.status !== 422) setAlert(error.message || t('login.failed'));
    }
  });

  const backToPhone = () => {
    resetField('code');
    setAlert(null);
    setStep('phone');
  };

  return (
    <form
      onSubmit={(event) => void (step === 'phone' ? sendCode(event) : logIn(event))}
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
        error={errors.phone?.message}
        {...register('phone', {
          onChange: () => clearErrors('phone'),
          validate: (value) => {
            const digits = digitsOnly(value);
            if (!digits) return t('smsLogin.phoneRequired');
            return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits) || t('smsLogin.phoneDigits');
          },
        })}
      />
      {step === 'phone' ? (
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('smsLogin.sendCode')}
        </Button>
      ) : (
        <>
          <TextField
            label={t('smsLogin.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            error={errors.code?.message}
            {...register('code', {
              onChange: () => clearErrors('code'),
              validate: (value) => Boolean(value.trim()) || t('smsLogin.codeRequired'),
            })}
          />
          <Button type="submit" busy={isSubmitting} className="w-full">
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
