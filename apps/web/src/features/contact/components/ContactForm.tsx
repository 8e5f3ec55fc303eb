import '../texts';
import { MESSAGE_MAX_LENGTH, type SessionUser, SUBJECT_MAX_LENGTH } from '@portal/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { userQueryKey } from '../../auth';
import { useCaptcha } from '../api/captcha';
import { sendMessage } from '../api/send-message';
import { CaptchaField } from './CaptchaField';
import { TextAreaField } from '../../../components/TextAreaField';

interface Values {
  email: string;
  phone: string;
  sap: string;
  subject: string;
  body: string;
  captcha: string;
}

const fields = ['email', 'phone', 'sap', 'subject', 'body', 'captcha'] as const;

/** A logged-in user's form starts with their e-mail, phone and point ID. */
const initialValues = (user: SessionUser | null): Values => ({
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  sap: user?.company_sap ?? '',
  subject: '',
  body: '',
  captcha: '',
});

/**
 * The contact form. Visitors copy a captcha; a logged-in user's point ID
 * is locked to the current company and no captcha is asked for.
 */
export function ContactForm({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const captcha = useCaptcha(!user);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: initialValues(user) });

  // Logging in or out elsewhere changes what the form starts with; what was typed stays.
  useEffect(() => {
    reset(initialValues(user), { keepDirtyValues: true });
  }, [user, reset]);

  const refreshCaptcha = () => {
    resetField('captcha');
    void captcha.refetch();
  };

  const onSubmit = handleSubmit(async (values) => {
    const payload = user
      ? { email: values.email, phone: values.phone, sap: user.company_sap, subject: values.subject, body: values.body }
      : values;
    try {
      // Every attempt uses up the captcha on the server: a new one is shown as soon as it ends.
      await withRelease(() => sendMessage(payload).finally(() => !user && refreshCaptcha()));
      // The "message-sent info": the generic group, for the usual two seconds.
      notify.generic(t('contact.sent'), { title: t('contact.sentTitle') });
      reset(initialValues(user));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error, setError, fields);
        notify.error(t('contact.fillIn'));
        window.scrollTo({ top: 0, behavior: 'smooth' });
        // A captcha asked of a logged-in user means the session has ended meanwhile.
        if (user && error.fieldError('captcha')) void queryClient.invalidateQueries({ queryKey: userQueryKey });
      } else if (error instanceof ApiError && error.status === 429 && error.message) {
        notify.error(error.message, { duration: 5000 });
      } else {
        notify.error(t('contact.sendFailed'));
      }
    }
  });

  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <p className="text-sm text-muted">{t('contact.requiredNote')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          className="sm:col-span-2"
          {...field('email')}
        />
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={t('contact.phonePlaceholder')}
          error={errors.phone?.message}
          {...field('phone')}
        />
        {user ? (
          <TextField
            label={t('contact.sap')}
            value={user.company_sap}
            disabled
            readOnly
            title={t('contact.sapLocked')}
            error={errors.sap?.message}
          />
        ) : (
          <TextField label={t('contact.sap')} inputMode="numeric" error={errors.sap?.message} {...field('sap')} />
        )}
      </div>
      <TextField
        label={t('contact.subject')}
        required
        maxLength={SUBJECT_MAX_LENGTH}
        error={errors.subject?.message}
        {...field('subject')}
      />
      <TextAreaField
        label={t('contact.body')}
        required
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.body?.message}
        {...field('body')}
      />
      {!user && (
        <CaptchaField
          svg={captcha.isFetching ? undefined : captcha.data}
          loading={captcha.isFetching}
          failed={captcha.isError}
          onRefresh={refreshCaptcha}
          error={errors.captcha?.message}
          {...field('captcha')}
        />
      )}
      <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
        {t('contact.submit')}
      </Button>
    </form>
  );
}
