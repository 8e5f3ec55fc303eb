import {
  type AccountAnswer,
  COMPANY_LEADERS_ONLY,
  LOGIN_NAME_TAKEN,
  provinces,
  type ProvincesAnswer,
  type TaxDeclaration,
  type UpdateAccountValues,
  type userCredentialsSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { addressString } from '../../lib/address.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { ActiveSession } from '../../plugins/session/session.plugin.js';
import { pointsSummary } from '../ledger/ledger.service.js';
import { orderAvailability } from '../orders/orders.service.js';
import {
  belongsToCompany,
  type CompanyChanges,
  deleteOtherSessions,
  deleteUnusedPasswordResets,
  findLoginOwner,
  findPhoneOwner,
  findProfileCompany,
  findProfileUser,
  setCompanyLocation,
  setCredentials,
  updateCompany,
  updateUser,
} from './profile.repository.js';

const taxDeclarationLabels: Record<TaxDeclaration, string> = {
  pit: 'Osoba prywatna',
  company: 'Osoba prywatna prowadząca działalność gospodarczą',
  company_representative: 'Przedstawiciel punktu handlowego',
};
const NO_TAX_DECLARATION = 'Nie wybrano';
const PHONE_TAKEN = 'Ten numer telefonu jest już używany w programie.';
const IMPERSONATION_CREDENTIALS = 'Zalogowany jako klient nie możesz zmieniać danych logowania.';

type Company = NonNullable<Awaited<ReturnType<typeof findProfileCompany>>>;

/** "ul. Wielicka 52, 30-552 Kraków, woj. małopolskie, pow. Kraków": the profile's company address. */
function companyAddressString(company: Company): string {
  return [
    addressString(company),
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
export async function accountOf(db: DB, clock: Clock, session: ActiveSession): Promise<AccountAnswer> {
  const [user, company, points, availability] = await Promise.all([
    findProfileUser(db, session.userId),
    findProfileCompany(db, session.companyId),
    pointsSummary(db, { type: 'user', id: session.userId }),
    orderAvailability(db, clock, session),
  ]);
  if (!user || !company || !user.is_active) throw new UnauthorizedError();
  return {
    success: true,
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      email: user.email,
      name: user.login ?? '',
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
async function requireCompanyLeader(db: DB, session: ActiveSession): Promise<void> {
  const user = await findProfileUser(db, session.userId);
  const leads =
    user?.role === 'leader' && user.is_active === 1 && (await belongsToCompany(db, user.id, session.companyId));
  if (!leads) throw new ForbiddenError(COMPANY_LEADERS_ONLY);
}

/**
 * Saves the edit-data form. The e-mail, SAP and potential group are never changed here. The
 * company parts change the session's company and are accepted from its leaders only.
 */
export async function updateAccount(
  db: DB,
  clock: Clock,
  session: ActiveSession,
  values: UpdateAccountValues,
): Promise<void> {
  const changesCompany = values.company !== undefined || values.companyAddress !== undefined;
  if (changesCompany) await requireCompanyLeader(db, session);
  const now = clock.now().toISOString();
  const { user, residenceAddress: home } = values;

  try {
    await db.transaction().execute(async (trx) => {
      if (await findPhoneOwner(trx, user.phone, session.userId)) throw ValidationError.field('user.phone', PHONE_TAKEN);
      const before = await findProfileUser(trx, session.userId);
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
        session.userId,
        {
          first_name: user.first_name,
          last_name: user.last_name,
          phone: user.phone,
          ...residence,
          ...(moved ? { residence_commune: null, residence_county: null, residence_province: null } : {}),
        },
        now,
      );
      const companyChanges: CompanyChanges = { ...values.company, ...values.companyAddress };
      await updateCompany(trx, session.companyId, companyChanges);
    });
  } catch (error) {
    // Two users taking the same number at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw ValidationError.field('user.phone', PHONE_TAKEN);
    throw error;
  }
}

export function provincesList(): ProvincesAnswer['items'] {
  return provinces.map((name) => ({ name }));
}

/** Where the session's company is on the map; only those who may change its address may place it. */
export async function storeLocation(
  db: DB,
  clock: Clock,
  session: ActiveSession,
  location: { lat: number; lng: number },
): Promise<void> {
  await requireCompanyLeader(db, session);
  await setCompanyLocation(db, session.companyId, {
    latitude: location.lat,
    longitude: location.lng,
    located_at: clock.now().toISOString(),
  });
}

/**
 * Sets the login name and a new password. The user's other sessions end (someone who knew the
 * old password is logged out); the session that changed it stays. An operator looking at the
 * account may not set the user's secrets.
 */
export async function changeCredentials(
  db: DB,
  clock: Clock,
  session: ActiveSession,
  credentials: z.output<typeof userCredentialsSchema>['user'],
): Promise<void> {
  if (session.impersonator !== null) throw new ForbiddenError(IMPERSONATION_CREDENTIALS);
  if (await findLoginOwner(db, credentials.name, session.userId)) {
    throw ValidationError.field('user.name', LOGIN_NAME_TAKEN);
  }
  const passwordHash = await hashPassword(credentials.password);
  try {
    await db.transaction().execute(async (trx) => {
      await setCredentials(trx, session.userId, { login: credentials.name, passwordHash }, clock.now().toISOString());
      await deleteOtherSessions(trx, session.userId, session.id);
      await deleteUnusedPasswordResets(trx, session.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('user.name', LOGIN_NAME_TAKEN);
    throw error;
  }
}
