import '../texts';
import { routePath } from '@portal/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { setFieldErrors } from '../../../lib/form-errors';
import { withRelease } from '../../../lib/release';
import { PasswordRulesHint } from '../../passwords';
import { saveCredentials } from '../api/user-credentials';
import { IdentityProofFields } from './IdentityProofFields';

const fields = ['name', 'password', 'password_confirmation', 'current_password', 'current_code'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

interface Props {
  /** The login name the user has (empty until they pick one). */
  name: string;
  /** With a password the change is proved by it; without one, by a code sent to the current phone. */
  hasPassword: boolean;
  /** An operator looking at the account may not set the user's login data. */
  disabled: boolean;
}

/**
 * "Dane logowania": the login name and a new password, each field required, proved by the current
 * password (or by an SMS code for an account that has none), so a stolen session cannot set them.
 */
export function CredentialsForm({ name, hasPassword, disabled }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { name, password: '', password_confirmation: '', current_password: '', current_code: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    const { current_password, current_code, ...rest } = values;
    const user = hasPassword ? { ...rest, current_password } : { ...rest, current_code };
    try {
      const answer = await withRelease(() => saveCredentials({ user }));
      if (!answer.success) {
        notify.error(t('profile.credentials.saveFailed'));
        return;
      }
    } catch (error) {
      // 422 errors go beside their fields; any other failure is the failed-save message.
      if (!setFieldErrors(error, setError, fields, { prefix: 'user.' }))
        notify.error(t('profile.credentials.saveFailed'));
      return;
    }
    notify.success(t('profile.saved'));
    resetField('password');
    resetField('password_confirmation');
    resetField('current_password');
    resetField('current_code');
  });

  const field = (key: Field) => ({
    ...register(key, { onChange: () => clearErrors(key) }),
    error: errors[key]?.message,
    required: true,
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <p className="text-ink">{t('profile.credentials.intro')}</p>
      <TextField
        label={t('profile.credentials.name')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('name')}
      />
      <TextField
        id="credentials-password"
        label={t('profile.credentials.password')}
        type="password"
        autoComplete="new-password"
        aria-describedby={
          errors.password ? 'credentials-password-error credentials-password-rules' : 'credentials-password-rules'
        }
        {...field('password')}
      />
      <PasswordRulesHint id="credentials-password-rules" password={password} />
      <TextField
        label={t('profile.credentials.confirmation')}
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
      <IdentityProofFields hasPassword={hasPassword} field={field} />
      <p className="text-sm text-muted">{t('profile.credentials.otherSessions')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={routePath('profile')} className={buttonClass('ghost')}>
          {t('profile.backToProfile')}
        </Link>
        <Button type="submit" busy={isSubmitting} disabled={disabled}>
          {t('profile.credentials.submit')}
        </Button>
      </div>
    </form>
  );
}
