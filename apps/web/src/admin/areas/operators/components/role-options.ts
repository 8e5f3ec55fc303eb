import { type OperatorRoleName } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const roles: OperatorRoleName[] = ['admin', 'operator', 'viewer'];

/** The three roles, named as the shell names them. */
export function useRoleOptions() {
  const { t } = useTranslation();
  return roles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
}
