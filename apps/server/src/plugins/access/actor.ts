/**
 * Who is calling. Every route's policy (see policies.ts) is judged against the actor, and a
 * service receives the actor only after its route let it in; services keep the object-level
 * rules (this company, this order, this attempt). Operators join as a second kind of actor
 * with the back office.
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
}

export type Actor = ParticipantActor;

/**
 * Whether the user acts themself rather than an operator looking as them. Pages use it to say
 * what a caller may do; the refusal itself is the route's refuseImpersonation() rule.
 */
export const actsInPerson = (actor: Actor): boolean => actor.impersonator === null;
