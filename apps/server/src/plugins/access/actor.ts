/**
 * Who is calling. Every route's policy (see policies.ts) is judged against the actor, and a
 * service receives the actor only after its route let it in; services keep the object-level
 * rules (this company, this order, this attempt). Operators of the back office are a second
 * kind of actor with a session of their own: a request carries at most one of each, and a policy
 * names which one it judges.
 */
interface ParticipantActor {
  kind: 'participant';
  /** The stored session id (a hash of the cookie's token). */
  sessionId: string;
  userId: number;
  /** The company (branch) the session works for. */
  companyId: number;
  role: 'leader' | 'seller';
  isSeller: boolean;
  /** When the user accepted the current edition's regulations; null while they have not. */
  regulationsAcceptedAt: string | null;
  /** The operator looking at the portal as this user (client_is_logged_in), if any. */
  impersonator: string | null;
  /** That operator's id, for the audit row written when the look ends. */
  impersonatorId?: number | null;
}

export type OperatorRole = 'admin' | 'operator' | 'viewer';

/** An operator of the back office (docs/product/back-office.md "Operators, roles and sign-in"). */
export interface OperatorActor {
  kind: 'operator';
  /** The stored session id (a hash of the cookie's token). */
  sessionId: string;
  operatorId: number;
  email: string;
  name: string;
  role: OperatorRole;
  /** The caller's address, for the audit rows the operator's writes leave. */
  ip: string;
}

export type Actor = ParticipantActor;

/**
 * Whether the user acts themself rather than an operator looking as them. Pages use it to say
 * what a caller may do; the refusal itself is the route's refuseImpersonation() rule.
 */
export const actsInPerson = (actor: Actor): boolean => actor.impersonator === null;
