// Apart from constants.ts, whose chunk the participants' pages load: only the back office and the
// server judge roles.
/** The back office's roles, from the most to the least that may be done. */
export const operatorRoles = ['admin', 'operator', 'viewer'] as const;
export type OperatorRoleName = (typeof operatorRoles)[number];

const roleRank: Record<OperatorRoleName, number> = { viewer: 0, operator: 1, admin: 2 };

/** Whether a role reaches the one an action asks for: viewer < operator < admin. */
export const roleReaches = (role: OperatorRoleName, needed: OperatorRoleName): boolean =>
  roleRank[role] >= roleRank[needed];
