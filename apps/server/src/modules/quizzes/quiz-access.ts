import { QUIZ_IMPERSONATION_REFUSED, QUIZ_SELLERS_ONLY } from '@portal/contract';
import { member, refuseImpersonation, requireSeller, sameOriginOnly } from '../../plugins/access/policies.js';

/** Every quiz kind's routes: anyone who may use the portal looks; sellers play. */

/** A quiz's description, time and the player's own results. */
export const viewerAccess = member();

/**
 * Quizzes are the sellers' contest: an operator looking as a seller must not spend their
 * attempts, and a leader who does not sell does not play.
 */
export const playerAccess = member(refuseImpersonation(QUIZ_IMPERSONATION_REFUSED), requireSeller(QUIZ_SELLERS_ONLY));

/** The spec's GETs that change a game (START, ending a left game): only from the portal's own pages. */
export const playerGetAccess = member(
  sameOriginOnly,
  refuseImpersonation(QUIZ_IMPERSONATION_REFUSED),
  requireSeller(QUIZ_SELLERS_ONLY),
);
