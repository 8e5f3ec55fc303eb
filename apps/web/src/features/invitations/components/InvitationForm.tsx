import '../texts';
import { PHONE_DIGITS } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { withRelease } from '../../../lib/release';
import { createInvitation } from '../api/create-invitation';

const fields = ['first_name', 'last_name', 'email', 'phone'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

/** The invitation form of the invite page; `onSent` hides it and refreshes the list. */
export function InvitationForm({ onSent, disabled = false }: { onSent: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { first_name: '', last_name: '', email: '', phone: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await withRelease(() => createInvitation(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error, setError, fields);
        notify.error(t('invitations.fillIn'));
      } else if (error instanceof ApiError && error.message) {
        // The server's own words: a 500's error text, too many invitations, no right to invite.
        notify.error(error.message);
      } else {
        notify.error(t('invitations.createFailed'));
      }
      return;
    }
    notify.success(t('invitations.sent'));
    reset();
    onSent();
  });

  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('invitations.firstName')}
          required
          autoComplete="off"
          error={errors.first_name?.message}
          {...field('first_name')}
        />
        <TextField
          label={t('invitations.lastName')}
          required
          autoComplete="off"
          error={errors.last_name?.message}
          {...field('last_name')}
        />
        <TextField
          label={t('invitations.email')}
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label={t('invitations.phone')}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_DIGITS + 2}
          placeholder={t('invitations.phonePlaceholder')}
          autoComplete="off"
          error={errors.phone?.message}
          {...field('phone')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{t('invitations.requiredHint')}</p>
        <Button type="submit" busy={isSubmitting} disabled={disabled} className="w-full sm:w-auto">
          {t('invitations.submit')}
        </Button>
      </div>
    </form>
  );
}
