import { PHONE_DIGITS } from '@portal/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { confirmPhoneChange, requestPhoneChange } from '../api/phone-change';
import { IdentityProofFields } from './IdentityProofFields';

type Field = 'phone' | 'current_password' | 'current_code' | 'code';
type Errors = Partial<Record<Field, string>>;

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
  const [values, setValues] = useState<Record<Field, string>>({
    phone: '',
    current_password: '',
    current_code: '',
    code: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const input = (name: Field) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: event.target.value });
      setErrors({ ...errors, [name]: undefined });
    },
    error: errors[name],
    required: true,
  });

  /** 422 goes beside the fields; anything else is a notification in the server's or our words. */
  const fail = (error: unknown, fields: Field[]) => {
    if (error instanceof ApiError && error.status === 422) {
      const found: Errors = {};
      for (const field of fields) found[field] = error.fieldError(field);
      if (Object.values(found).some(Boolean)) {
        setErrors(found);
        return;
      }
    }
    notify.error(error instanceof ApiError && error.status === 429 ? error.message : t('profile.phone.failed'));
  };

  const request = async () => {
    setBusy(true);
    try {
      await requestPhoneChange({
        phone: values.phone,
        ...(hasPassword ? { current_password: values.current_password } : { current_code: values.current_code }),
      });
      setStep('code');
      setValues({ ...values, code: '' });
    } catch (error) {
      fail(error, ['phone', 'current_password', 'current_code']);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await confirmPhoneChange({ code: values.code });
    } catch (error) {
      setBusy(false);
      fail(error, ['code', 'phone']);
      return;
    }
    setBusy(false);
    notify.success(t('profile.phone.changed'));
    onChanged(values.phone.replace(/[\s-]/g, ''));
  };

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
            <Button type="button" variant="secondary" busy={busy} onClick={() => void request()}>
              {t('profile.phone.requestCode')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status" className="text-sm text-ink">
            {t('profile.phone.codeSentTo', { phone: values.phone })}
          </p>
          <TextField
            label={t('profile.phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...input('code')}
          />
          <p className="text-sm text-muted">{t('profile.phone.otherSessions')}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('profile.phone.cancel')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep('number')}>
              {t('profile.phone.again')}
            </Button>
            <Button type="button" variant="secondary" busy={busy} onClick={() => void confirm()}>
              {t('profile.phone.confirm')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
