import { type Operator, type OperatorRoleName, roleReaches } from '@portal/contract';
import { useOutletContext } from 'react-router';

/** The operator signed in, as the back office's layout hands it to every page. */
export const useCurrentOperator = (): Operator => useOutletContext<Operator>();

/** Whether the operator signed in may do what asks for `role`: pages hide what the server would refuse. */
export function useMayAct(role: OperatorRoleName): boolean {
  return roleReaches(useCurrentOperator().role, role);
}
