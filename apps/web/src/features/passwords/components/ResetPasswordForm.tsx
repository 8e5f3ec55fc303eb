import '../texts';
import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { withRelease } from '../../../lib/release';
import { resetPassword } from '../api/reset-password';
import { PasswordRulesHint } from './PasswordRulesHint';

interface Values {
  password: string;
  password_confirmation: string;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The reset form (new password and confirmation, cancel and confirm), then the success message. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { password: '', password_confirmation: '' } });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setLinkError(null);
    try {
      await withRelease(() => resetPassword({ ...values, token, email }));
      setDone(true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) {
        // A refusal may carry the server's reason (too many attempts); otherwise the form's own text.
        notify.error(
          error instanceof ApiError && error.status < 500 && error.message
            ? error.message
            : t('passwords.reset.failed'),
        );
        return;
      }
      const shown = setFieldErrors(error, setError, ['password', 'password_confirmation'], { focus: true });
      const link = error.fieldError('token') ?? error.fieldError('email');
      if (link) setLinkError(link);
      else if (!shown) notify.error(t('passwords.reset.failed'));
    }
  });

  if (done) {
    return (
      <div className="mt-6 space-y-6">
        <Alert tone="success">
          <p className="font-semibold">{t('passwords.reset.success')}</p>
        </Alert>
        <Link to={routePath('login')} className={`${buttonClass('primary')} w-full sm:w-auto`}>
          {t('passwords.reset.login')}
        </Link>
      </div>
    );
  }

  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });
  const passwordDescription = errors.password ? 'new-password-error password-rules' : 'password-rules';

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-2 space-y-5">
      <p className="text-muted">
        {t('passwords.reset.intro')} <strong className="font-semibold break-words text-ink">{email}</strong>
      </p>
      {linkError && (
        <Alert tone="error">
          <p>{linkError}</p>
          <Link to={routePath('remindPassword')} className={`${linkClass} mt-1 inline-block`}>
            {t('passwords.reset.newLink')}
          </Link>
        </Alert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField
        id="new-password"
        label={t('passwords.reset.password')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        aria-describedby={passwordDescription}
        {...field('password')}
      />
      <PasswordRulesHint id="password-rules" password={password} />
      <TextField
        label={t('passwords.reset.confirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...field('password_confirmation')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={routePath('login')} className={buttonClass('ghost')}>
          {t('passwords.cancel')}
        </Link>
        <Button type="submit" busy={isSubmitting}>
          {t('passwords.reset.submit')}
        </Button>
      </div>
    </form>
  );
}
