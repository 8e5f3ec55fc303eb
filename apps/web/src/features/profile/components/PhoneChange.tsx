import '../texts';
import { PHONE_DIGITS } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CodeField } from '../../../components/CodeField';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { confirmPhoneChange, requestPhoneChange } from '../api/phone-change';
import { IdentityProofFields } from './IdentityProofFields';

type Field = 'phone' | 'current_password' | 'current_code' | 'code';
type Values = Record<Field, string>;

interface Props {
  /** With a password the change is proved by it; without one, by a code sent to the current phone. */
  hasPassword: boolean;
  /** The number took effect: the form shows it and the account is read again. */
  onChanged: (phone: string) => void;
  onCancel: () => void;
}

/**
 * The phone logs in by SMS, so a new number takes effect only once the code sent to it is typed:
 * first the new number with the proof of the account, then the code.
 */
export function PhoneChange({ hasPassword, onChanged, onCancel }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'number' | 'code'>('number');
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { phone: '', current_password: '', current_code: '', code: '' } });

  const input = (name: Field) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
    required: true,
  });

  /** 422 goes beside the fields; anything else is a notification in the server's or our words. */
  const fail = (error: unknown, fields: Field[]) => {
    if (setFieldErrors(error, setError, fields)) return;
    notify.error(error instanceof ApiError && error.status === 429 ? error.message : t('profile.phone.failed'));
  };

  // Its inputs sit inside the edit-data form, so the buttons submit this step by hand, not a <form>.
  const request = handleSubmit(async ({ phone, current_password, current_code }) => {
    try {
      await requestPhoneChange({ phone, ...(hasPassword ? { current_password } : { current_code }) });
    } catch (error) {
      fail(error, ['phone', 'current_password', 'current_code']);
      return;
    }
    resetField('code');
    setStep('code');
  });

  const confirm = handleSubmit(async ({ code, phone }) => {
    try {
      await confirmPhoneChange({ code });
    } catch (error) {
      fail(error, ['code', 'phone']);
      return;
    }
    notify.success(t('profile.phone.changed'));
    onChanged(phone.replace(/[\s-]/g, ''));
  });

  return (
    <section
      // Its inputs sit inside the edit-data form: Enter must not save that form instead.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      aria-labelledby="phone-change-heading"
      className="space-y-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:col-span-2"
    >
      <h3 id="phone-change-heading" className="font-bold text-brand-900">
        {t('profile.phone.heading')}
      </h3>
      {step === 'number' ? (
        <>
          <p className="text-sm text-ink">{t('profile.phone.intro')}</p>
          <TextField
            label={t('profile.phone.newPhone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS + 2}
            placeholder={t('profile.edit.phonePlaceholder')}
            {...input('phone')}
          />
          <IdentityProofFields hasPassword={hasPassword} field={input} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('profile.phone.cancel')}
            </Button>
            <Button type="button" variant="secondary" busy={isSubmitting} onClick={() => void request()}>
              {t('profile.phone.requestCode')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status" className="text-sm text-ink">
            {t('profile.phone.codeSentTo', { phone: getValues('phone') })}
          </p>
          <CodeField label={t('profile.phone.code')} {...input('code')} />
          <p className="text-sm text-muted">{t('profile.phone.otherSessions')}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('profile.phone.cancel')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep('number')}>
              {t('profile.phone.again')}
            </Button>
            <Button type="button" variant="secondary" busy={isSubmitting} onClick={() => void confirm()}>
              {t('profile.phone.confirm')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
