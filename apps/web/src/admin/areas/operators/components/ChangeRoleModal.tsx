import type { OperatorRoleName, OperatorRow } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { useRoleOptions } from './role-options';

/** Changes an operator's role; the server ends their sessions and never demotes the last admin. */
export function ChangeRoleModal({
  operator,
  onClose,
  onChanged,
}: {
  operator: OperatorRow;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const { register, handleSubmit, setError, formState } = useForm<{ role: OperatorRoleName }>({
    defaultValues: { role: operator.role },
  });

  const onSubmit = handleSubmit(async ({ role }) => {
    try {
      await adminCall(adminOperatorsApi.role, { params: { id: operator.id }, body: { role } });
      notify.success(t('admin.operators.roleForm.done', { email: operator.email }));
      onChanged();
      onClose();
    } catch (error) {
      if (!setFieldErrors(error, setError, ['role'], { focus: true })) {
        notify.error(errorMessage(error, t('admin.errors.generic')));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.operators.roleForm.title', { name: operator.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('admin.operators.confirm.cancel')}
          </Button>
          <Button type="submit" form="change-role" busy={formState.isSubmitting}>
            {t('admin.operators.roleForm.submit')}
          </Button>
        </>
      }
    >
      <form id="change-role" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <p className="text-sm text-muted">{t('admin.operators.roleForm.intro')}</p>
        <SelectField
          label={t('admin.operators.columns.role')}
          options={roles}
          error={formState.errors.role?.message}
          {...register('role')}
        />
      </form>
    </Modal>
  );
}
