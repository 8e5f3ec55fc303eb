import { roleReaches } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { type AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import type { Actor, OperatorActor, OperatorRole } from './actor.js';

/**
 * Who may call a route, declared next to the route as `config: { access: ... }` and judged by
 * the access plugin before the body is validated. This file is the one place where the
 * portal's roles become rules; docs/decisions/0006-authorization.md says why it looks this way.
 */

/** One condition of a policy; `name` is what the access table of the reliability suite reads. */
export interface Rule {
  readonly name: RuleName;
  /**
   * Why this caller is refused, or nothing when the rule lets them in. Without a request (a
   * service asking whether to offer an action) only the caller is judged.
   */
  refusal(actor: Actor, request?: FastifyRequest): AppError | undefined;
}

export type RuleName = 'acceptedRegulations' | 'seller' | 'leader' | 'inPerson' | 'sameOrigin';

export interface Policy {
  /** Visitors without a session are let in (and then no rule applies). */
  readonly public: boolean;
  readonly rules: readonly Rule[];
  /**
   * A back-office call: judged on the operator's session instead of a participant's, and let in
   * from this role up (viewer < operator < admin).
   */
  readonly staff?: OperatorRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Policy;
  }
}

export const REGULATIONS_NOT_ACCEPTED = 'Zaakceptuj regulamin programu, aby korzystać z portalu.';
const SELLERS_ONLY = 'Ta część portalu jest dostępna tylko dla sprzedawców.';
const LEADERS_ONLY = 'Ta część konta jest dostępna tylko dla liderów.';
const IMPERSONATION_REFUSED = 'Zalogowany jako klient nie możesz tego zrobić.';
const OTHER_SITE_REFUSED = 'To żądanie można wysłać tylko z portalu.';

/**
 * Anyone, with or without a session: login, the settings, the contact form, the web app, and the
 * page-wide user (nobody for a visitor).
 */
export const anyone: Policy = { public: true, rules: [] };

/**
 * A logged-in user who may not have accepted this edition's regulations yet: what the
 * acceptance page and the consents need.
 */
export const signedIn = (...rules: Rule[]): Policy => ({ public: false, rules });

/** A logged-in user who accepted this edition's regulations: every other participant call. */
export const member = (...rules: Rule[]): Policy => ({ public: false, rules: [requireAcceptedRegulations, ...rules] });

const requireAcceptedRegulations: Rule = {
  name: 'acceptedRegulations',
  refusal: (actor) => (actor.regulationsAcceptedAt !== null ? undefined : new ForbiddenError(REGULATIONS_NOT_ACCEPTED)),
};

/** Sellers only (leaders who also sell included); the message says what was refused. */
export const requireSeller = (message = SELLERS_ONLY): Rule => ({
  name: 'seller',
  refusal: (actor) => (actor.isSeller ? undefined : new ForbiddenError(message)),
});

export const requireLeader = (message = LEADERS_ONLY): Rule => ({
  name: 'leader',
  refusal: (actor) => (actor.role === 'leader' ? undefined : new ForbiddenError(message)),
});

/** An operator looking as the user may look, but never move points, order, share or invite. */
export const refuseImpersonation = (message = IMPERSONATION_REFUSED): Rule => ({
  name: 'inPerson',
  refusal: (actor) => (actor.impersonator === null ? undefined : new ForbiddenError(message)),
});

/**
 * For the few GETs that change state (a quiz's START, ending a left game), which the
 * CSRF token does not cover: a browser marks what another site causes (a link, an image) with
 * Sec-Fetch-Site, and only the portal's own pages (same-origin) or the user typing the address
 * (none) may make them. A request without the header comes from a program, not a browser, or
 * from a browser older than 2023; those are let in rather than locking such players out of the
 * quizzes (docs/decisions/0006-authorization.md).
 */
export const sameOriginOnly: Rule = {
  name: 'sameOrigin',
  refusal: (_actor, request) => {
    const site = request?.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none'
      ? undefined
      : new ForbiddenError(OTHER_SITE_REFUSED);
  },
};

const ROLE_REFUSED = 'Twoja rola w panelu nie pozwala na to działanie.';

/**
 * A call of the back office (docs/product/back-office.md "Operators, roles and sign-in"): `viewer` reads, `operator`
 * also writes, `admin` also runs operators, settings and editions. A participant's session
 * never counts here.
 */
export const staff = (role: OperatorRole): Policy => ({ public: false, rules: [], staff: role });

/** Whether an operator's role reaches the one a call or an action asks for. */
export const operatorMay = (operator: Pick<OperatorActor, 'role'>, role: OperatorRole): boolean =>
  roleReaches(operator.role, role);

/** The refusal of a back-office policy for this operator (none when the role suffices). */
export function staffRefusalOf(policy: Policy, operator: OperatorActor | null): AppError | undefined {
  if (!policy.staff) return undefined;
  if (!operator) return new UnauthorizedError();
  return operatorMay(operator, policy.staff) ? undefined : new ForbiddenError(ROLE_REFUSED);
}

/** The first refusal of a policy for this caller; visitors are refused every non-public route. */
export function refusalOf(policy: Policy, actor: Actor | null, request?: FastifyRequest): AppError | undefined {
  if (policy.public) return undefined;
  if (!actor) return new UnauthorizedError();
  for (const rule of policy.rules) {
    const refusal = rule.refusal(actor, request);
    if (refusal) return refusal;
  }
  return undefined;
}
