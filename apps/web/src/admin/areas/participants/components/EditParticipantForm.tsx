import type { ParticipantDetail, UpdateParticipantPayload } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { adminCall, errorMessage } from '../../../kit/api';

interface Values {
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  login: string;
  role: 'leader' | 'seller';
  is_seller: boolean;
}

const FIELDS = ['email', 'phone', 'first_name', 'last_name', 'login', 'role', 'is_seller'] as const;

/** The participant's data as the operator edits it; the server's 422 messages go under the fields. */
export function EditParticipantForm({
  participant,
  onDone,
}: {
  participant: ParticipantDetail;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<Values>({
    defaultValues: {
      email: participant.email,
      phone: participant.phone ?? '',
      first_name: participant.first_name,
      last_name: participant.last_name,
      login: participant.login ?? '',
      role: participant.role,
      is_seller: participant.is_seller,
    },
  });

  const submit = handleSubmit(async (values) => {
    // Only what the operator changed is sent: the server changes only the fields it gets.
    const body: UpdateParticipantPayload = {};
    for (const field of FIELDS) {
      if (!dirtyFields[field]) continue;
      if (field === 'login') body.login = values.login.trim() === '' ? null : values.login;
      else if (field === 'phone') body.phone = values.phone.trim() === '' ? null : values.phone;
      else Object.assign(body, { [field]: values[field] });
    }
    try {
      await adminCall(adminParticipantsApi.update, { params: { id: participant.id }, body });
      notify.success(t('admin.participants.actions.saved'));
      onDone(true);
    } catch (error) {
      if (!setFieldErrors(error, setError, FIELDS, { focus: true })) {
        notify.error(errorMessage(error, t('admin.participants.actions.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('admin.participants.form.firstName')}
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label={t('admin.participants.form.lastName')}
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextField
        label={t('admin.participants.form.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('admin.participants.form.phone')}
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('admin.participants.form.login')}
        autoComplete="off"
        placeholder={t('admin.participants.form.loginHint')}
        error={errors.login?.message}
        {...register('login')}
      />
      <SelectField
        label={t('admin.participants.form.role')}
        options={[
          { value: 'leader', label: t('admin.participants.roles.leader') },
          { value: 'seller', label: t('admin.participants.roles.seller') },
        ]}
        error={errors.role?.message}
        {...register('role')}
      />
      <Checkbox
        className="sm:col-span-2"
        label={t('admin.participants.form.isSeller')}
        error={errors.is_seller?.message}
        {...register('is_seller')}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" busy={isSubmitting}>
          {t('admin.participants.actions.save')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)}>
          {t('admin.participants.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
