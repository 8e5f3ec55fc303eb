import {
  type AccountAnswer,
  addressLine,
  COMPANY_LEADERS_ONLY,
  LOGIN_NAME_TAKEN,
  PHONE_NEEDS_CONFIRMATION,
  provinces,
  type ProvincesAnswer,
  type TaxDeclaration,
  type UpdateAccountValues,
  type userCredentialsSchema,
} from '@portal/contract';
import type { PostalAddress } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/access/actor.js';
import { deleteOtherSessions } from '../../plugins/session/session.repository.js';
import { confirmedCardIdColumn } from '../card/card.service.js';
import { pointsSummaryColumn, readPointsSummary } from '../ledger/ledger.service.js';
import { forgetResetLinks } from '../passwords/passwords.service.js';
import { orderAvailability } from '../orders/orders.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  accountHolderFinder,
  belongsToCompany,
  findProfileUser,
  setCredentials,
  takenByAnother,
  updateUser,
} from './profile.repository.js';
import { changeTime, notifyChange, proveIdentity, type SecurityDeps } from './security.service.js';
import { type CompanyChanges, setCompanyLocation, updateCompanyOfOwner } from '../companies/companies.service.js';

const taxDeclarationLabels: Record<TaxDeclaration, string> = {
  pit: 'Osoba prywatna',
  company: 'Osoba prywatna prowadząca działalność gospodarczą',
  company_representative: 'Przedstawiciel punktu handlowego',
};
const NO_TAX_DECLARATION = 'Nie wybrano';
export const IMPERSONATION_CREDENTIALS = 'Zalogowany jako klient nie możesz zmieniać danych logowania.';
// An operator edits a participant through the audited back-office calls, never while looking.
export const IMPERSONATION_PROFILE = 'Zalogowany jako klient nie możesz zmieniać danych uczestnika.';
export const IMPERSONATION_LOCATION = 'Zalogowany jako klient nie możesz zmieniać lokalizacji firmy.';

// One query: a round trip to PostgreSQL costs more than the page's own work (docs/performance.md).
const findAccountHolder = accountHolderFinder({
  points: (db, userId, edition) => pointsSummaryColumn(db, { type: 'user', id: userId }, edition),
  confirmedCardId: confirmedCardIdColumn,
});

type Company = NonNullable<NonNullable<Awaited<ReturnType<typeof findAccountHolder>>>['company']>;

/** "ul. Wielicka 52, 30-552 Kraków, woj. małopolskie, pow. Kraków": the profile's company address. */
function companyAddressString(company: Company): string {
  return [
    addressLine(company),
    company.province ? `woj. ${company.province}` : null,
    company.county ? `pow. ${company.county}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The account and profile pages' data: the user's own data and points, and the company the
 * session has selected (a leader who switched branches sees that branch).
 */
export async function accountOf(db: DB, clock: Clock, actor: Actor): Promise<AccountAnswer> {
  const settings = await getSettings(db);
  const holder = await findAccountHolder(db, actor.userId, actor.companyId, settings.edition);
  const { user, company } = holder ?? {};
  if (!holder || !user || !company || !user.is_active) throw new UnauthorizedError();
  const points = readPointsSummary(holder.points);
  const availability = orderAvailability(clock, settings, actor, holder.holdsConfirmedCard);
  return {
    success: true,
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      email: user.email,
      name: user.login ?? '',
      has_password: user.password_hash !== null,
      tax_declaration: user.tax_declaration,
      tax_declaration_label: user.tax_declaration ? taxDeclarationLabels[user.tax_declaration] : NO_TAX_DECLARATION,
    },
    company: {
      id: company.id,
      name: company.name,
      sap: company.sap,
      tax_identifier: company.tax_identifier,
      regon: company.regon,
      potential_group: company.potential_group,
    },
    current_balance: points.balance,
    transactions_received_sum: points.received,
    transactions_sent_sum: points.spent,
    transactions_expired_sum: points.expired,
    pending_points: points.pending,
    debt_points: points.debt,
    orders_enabled: availability.orders_enabled,
    can_order: availability.can_order,
    company_address: {
      street: company.street,
      building: company.building,
      local: company.local,
      post_code: company.post_code,
      city: company.city,
      province: company.province,
      county: company.county,
    },
    residence_address: {
      street: user.residence_street,
      building: user.residence_building,
      local: user.residence_local,
      post_code: user.residence_post_code,
      city: user.residence_city,
    },
    correspondence_address: {
      street: user.correspondence_street,
      building: user.correspondence_building,
      local: user.correspondence_local,
      post_code: user.correspondence_post_code,
      city: user.correspondence_city,
    },
    company_address_string: companyAddressString(company),
  };
}

/** Company data belongs to the leaders of the company; sellers keep it as it is. */
async function requireCompanyLeader(db: DB, actor: Actor): Promise<void> {
  const user = await findProfileUser(db, actor.userId);
  const leads = user?.role === 'leader' && user.is_active && (await belongsToCompany(db, user.id, actor.companyId));
  if (!leads) throw new ForbiddenError(COMPANY_LEADERS_ONLY);
}

/**
 * Saves the edit-data form. The e-mail, SAP and potential group are never changed here, and
 * neither is the phone: it logs in by SMS, so a new number takes effect only through the phone
 * change, once a code sent to it is typed; a different number here is refused. The company parts
 * change the session's company and are accepted from its leaders only.
 */
export async function updateAccount(db: DB, clock: Clock, actor: Actor, values: UpdateAccountValues): Promise<void> {
  const changesCompany = values.company !== undefined || values.companyAddress !== undefined;
  if (changesCompany) await requireCompanyLeader(db, actor);
  const now = clock.now().toISOString();
  const { user, residenceAddress: home } = values;

  await db.transaction().execute(async (trx) => {
    const before = await findProfileUser(trx, actor.userId);
    if (user.phone !== before?.phone) throw ValidationError.field('user.phone', PHONE_NEEDS_CONFIRMATION);
    const residence = {
      residence_street: home.street,
      residence_building: home.building,
      residence_local: home.local,
      residence_post_code: home.post_code,
      residence_city: home.city,
    };
    // The commune, county and province registration gave belong to the address they came with:
    // a different residence address leaves them empty rather than describing the old one.
    const moved =
      !before ||
      Object.entries(residence).some(([column, value]) => before[column as keyof typeof residence] !== value);
    await updateUser(
      trx,
      actor.userId,
      {
        first_name: user.first_name,
        last_name: user.last_name,
        ...residence,
        ...(moved ? { residence_commune: null, residence_county: null, residence_province: null } : {}),
      },
      now,
    );
    const companyChanges: CompanyChanges = { ...values.company, ...values.companyAddress };
    await updateCompanyOfOwner(trx, actor.companyId, companyChanges);
  });
}

/** The user's residence address (parts unset are null): where prizes go unless the order names another. */
export async function residenceAddressOf(db: DB, userId: number): Promise<PostalAddress> {
  const user = await findProfileUser(db, userId);
  return {
    street: user?.residence_street ?? null,
    building: user?.residence_building ?? null,
    local: user?.residence_local ?? null,
    post_code: user?.residence_post_code ?? null,
    city: user?.residence_city ?? null,
  };
}

export function provincesList(): ProvincesAnswer['items'] {
  return provinces.map((name) => ({ name }));
}

/** Where the session's company is on the map; only those who may change its address may place it. */
export async function storeLocation(
  db: DB,
  clock: Clock,
  actor: Actor,
  location: { lat: number; lng: number },
): Promise<void> {
  await requireCompanyLeader(db, actor);
  await setCompanyLocation(db, actor.companyId, {
    latitude: location.lat,
    longitude: location.lng,
    located_at: clock.now().toISOString(),
  });
}

/**
 * Sets the login name and a new password, once the account is proved: by the current password,
 * or for an account without one by the code sent to its current phone. A stolen session alone
 * therefore cannot take the account over. The user's other sessions end (someone who knew the old
 * password is logged out), the session that changed it stays, and the user is told by e-mail.
 */
export async function changeCredentials(
  deps: SecurityDeps,
  userId: number,
  keepSessionId: string,
  credentials: z.output<typeof userCredentialsSchema>['user'],
): Promise<void> {
  const { db, clock } = deps;
  // A clash is told before the proof is taken, so a code from an SMS is not spent on it.
  if (await takenByAnother(db, userId, { login: credentials.name })) {
    throw ValidationError.field('user.name', LOGIN_NAME_TAKEN);
  }
  // Before the proof too: a code from an SMS is not spent on a password that is refused.
  refuseCommonPassword(credentials.password, 'user.password');
  const account = await proveIdentity(db, clock, userId, credentials, 'user.');
  const passwordHash = await hashPassword(credentials.password);
  const now = clock.now().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await setCredentials(trx, userId, { login: credentials.name, passwordHash }, now);
      await deleteOtherSessions(trx, userId, keepSessionId);
      await forgetResetLinks(trx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('user.name', LOGIN_NAME_TAKEN);
    throw error;
  }
  await notifyChange(deps, account, 'Zmiana danych logowania w programie Partner Plus', [
    `dane logowania Twojego konta w programie Partner Plus zostały zmienione (${changeTime(now)}):`,
    `login: ${credentials.name}, hasło: nowe.`,
  ]);
}
