import type { CreateOperatorPayload, OperatorRoleName } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { useRoleOptions } from './role-options';

interface Values {
  email: string;
  name: string;
  role: OperatorRoleName | '';
}

/** The invitation form (docs/product/back-office.md "Operators"): e-mail, name and role; the server mails the link. */
export function InviteOperatorModal({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: { email: '', name: '', role: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await adminCall(adminOperatorsApi.create, { body: values as CreateOperatorPayload });
      if (answer.invitation_sent)
        notify.success(t('admin.operators.inviteForm.sent', { email: answer.operator.email }));
      else notify.warning(t('admin.operators.inviteForm.notSent', { email: answer.operator.email }));
      onInvited();
      close();
    } catch (error) {
      if (!setFieldErrors(error, setError, ['email', 'name', 'role'], { focus: true })) {
        notify.error(errorMessage(error, t('admin.errors.generic')));
      }
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('admin.operators.inviteForm.title')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('admin.operators.inviteForm.cancel')}
          </Button>
          <Button type="submit" form="invite-operator" busy={formState.isSubmitting}>
            {t('admin.operators.inviteForm.submit')}
          </Button>
        </>
      }
    >
      <form id="invite-operator" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <p className="text-sm text-muted">{t('admin.operators.inviteForm.intro')}</p>
        <TextField
          label={t('admin.operators.inviteForm.email')}
          type="email"
          autoComplete="off"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('admin.operators.inviteForm.name')}
          autoComplete="off"
          required
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label={t('admin.operators.inviteForm.role')}
          options={roles}
          placeholder={t('admin.operators.inviteForm.choose')}
          required
          error={formState.errors.role?.message}
          {...register('role')}
        />
      </form>
    </Modal>
  );
}
