import type { DB } from '../src/db/database.js';
import type { Actor } from '../src/plugins/access/actor.js';

/**
 * The actor a route would hand its service for this demo user, for tests that call a service
 * directly: the user's own company and role, regulations accepted, in person unless overridden.
 */
export async function actorFor(db: DB, email: string, overrides: Partial<Actor> = {}): Promise<Actor> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'company_id', 'role', 'is_seller'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    kind: 'participant',
    sessionId: 'test-session',
    userId: user.id,
    companyId: user.company_id,
    role: user.role,
    isSeller: user.is_seller === 1,
    regulationsAcceptedAt: '2025-04-01T10:00:00.000Z',
    impersonator: null,
    ...overrides,
  };
}
