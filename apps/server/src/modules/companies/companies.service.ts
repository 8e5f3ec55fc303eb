import {
  type AdminPage,
  COMPANY_CENTRAL_UNKNOWN,
  COMPANY_REGION_UNKNOWN,
  COMPANY_SAP_TAKEN,
  type CompanyDetail,
  type CompanyFields,
  companyFieldNames,
  companyFieldsSchema,
  type CompanyListItem,
  type CompanyListParams,
  type ImportAnswer,
  participantImportColumns,
  participantImportLineSchema,
  type ParticipantImportLine,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { expiryFrom, hashInvitationKey, invitationLink, newInvitationKey } from '../invitations/invitation-links.js';
import { invitationMail } from '../invitations/invitation-mail.js';
import { accountPoints } from '../ledger/history.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  type CompanyRecord,
  type CompanyWrite,
  countBranches,
  findAreaManagers,
  findBranches,
  findCompaniesBySaps,
  findCompanyBySap,
  findCompanyFigures,
  findCompanyPage,
  findPendingInvitations,
  findPeople,
  findRegions,
  findRegionsByName,
  findTakenEmails,
  findTakenPhones,
  insertCompany,
  updateCompany,
} from './companies.repository.js';
import { type ImportFile, LineProblems, readImportTable, type TableRow } from '../../lib/import-table.js';
import { adminPageOf } from '../../lib/paging.js';

export interface CompanyDeps {
  db: DB;
  clock: Clock;
}

export interface ImportDeps extends CompanyDeps {
  mailer: Mailer;
  /** The portal's public address (APP_URL): invitation links never come from the request. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The profile's changes of the owner's own company and of its place on the map. */
export { type CompanyChanges, setCompanyLocation, updateCompanyOfOwner } from './companies.repository.js';
import { deleteExpiredInvitationsOf, insertInvitation } from '../invitations/invitations.service.js';

/** Who invites in the e-mail of an invitation an operator's import made. */
export const PROGRAMME_OFFICE = 'Biuro programu Partner Plus';

const grosze = (value: unknown) => Number(value ?? 0);
const pln = (value: unknown) => Math.round(Number(value ?? 0)) / 100;

export async function listCompanies(db: DB, query: CompanyListParams): Promise<AdminPage<CompanyListItem>> {
  const { edition } = await getSettings(db);
  const { rows, total } = await findCompanyPage(db, query, edition);
  return adminPageOf(
    rows.map((row) => ({
      sap: row.sap,
      name: row.name,
      nip: row.tax_identifier,
      regon: row.regon,
      city: row.city,
      region: row.region,
      area_manager: row.area_manager,
      potential_group: row.potential_group,
      is_central: row.is_central === 1,
      central_sap: row.central_sap,
      leaders: Number(row.leaders),
      sellers: Number(row.sellers),
      pool_balance: Number(row.pool_balance),
      purchases_value: pln(row.purchases_grosze),
      target_value: row.target_grosze === null ? null : pln(row.target_grosze),
    })),
    total,
    query,
  );
}

export async function companyOptions(db: DB) {
  const [regions, areaManagers] = await Promise.all([findRegions(db), findAreaManagers(db)]);
  return { regions, area_managers: areaManagers };
}

async function detailOf(db: DB, clock: Clock, company: CompanyRecord): Promise<CompanyDetail> {
  const { edition } = await getSettings(db);
  const [branches, people, invitations, figures, points] = await Promise.all([
    findBranches(db, company.id),
    findPeople(db, company.id),
    findPendingInvitations(db, company.id),
    findCompanyFigures(db, company.id, edition),
    accountPoints(db, clock, { type: 'company', id: company.id }),
  ]);
  const person = (row: (typeof people)[number]) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_seller: row.is_seller === 1,
    blocked: row.is_active === 0,
  });
  return {
    ...fieldsOf(company),
    area_manager: company.area_manager,
    is_central: company.is_central === 1,
    central_name: company.central_name,
    branches,
    leaders: people.filter((row) => row.role === 'leader').map(person),
    sellers: people.filter((row) => row.role === 'seller').map(person),
    invitations: invitations.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      role: row.role,
      is_seller: row.is_seller === 1,
      sent_at: row.last_sent_at,
      expires_at: row.expires_at,
    })),
    pool_balance: grosze(figures.pool_balance),
    points: {
      available: points.available,
      pending: points.pending,
      held: points.held,
      debt: points.debt,
      expiring_30: points.expiring_30,
    },
    edition,
    purchases_value: pln(figures.purchases_grosze),
    target_value: figures.target_grosze === null ? null : pln(figures.target_grosze),
  };
}

/** The company fields as the form and the audit trail name them. */
function fieldsOf(company: CompanyRecord): CompanyFields {
  return {
    sap: company.sap,
    name: company.name,
    nip: company.tax_identifier ?? '',
    regon: company.regon,
    street: company.street,
    building: company.building,
    local: company.local,
    post_code: company.post_code,
    city: company.city ?? '',
    province: company.province,
    region: company.region,
    potential_group: company.potential_group,
    central_sap: company.central_sap,
  };
}

export async function showCompany(db: DB, clock: Clock, sap: string): Promise<CompanyDetail> {
  const company = await findCompanyBySap(db, sap);
  if (!company) throw new NotFoundError('Nie ma firmy o tym numerze SAP.');
  return detailOf(db, clock, company);
}

function toWrite(fields: CompanyFields, regionId: number | null, centralId: number | null): CompanyWrite {
  return {
    sap: fields.sap,
    name: fields.name,
    tax_identifier: fields.nip,
    regon: fields.regon,
    street: fields.street,
    building: fields.building,
    local: fields.local,
    post_code: fields.post_code,
    city: fields.city,
    province: fields.province,
    potential_group: fields.potential_group,
    region_id: regionId,
    central_company_id: centralId,
    // A company without a central company is a central one (its own head office).
    is_central: centralId === null ? 1 : 0,
  };
}

/**
 * The database's judgement of a company's fields: the SAP free (but for the company itself), the
 * region known, the central company an existing central one. Every problem, per field.
 */
async function checkCompany(db: DB, fields: CompanyFields, self: CompanyRecord | null) {
  const errors: Record<string, string[]> = {};
  const saps = [fields.sap, ...(fields.central_sap ? [fields.central_sap] : [])];
  const found = await findCompaniesBySaps(db, saps);
  const holder = found.get(fields.sap);
  if (holder && holder.id !== self?.id) errors.sap = [COMPANY_SAP_TAKEN];

  let regionId: number | null = null;
  if (fields.region !== null) {
    const region = (await findRegionsByName(db)).get(fields.region.toLowerCase());
    if (region) regionId = region.id;
    else errors.region = [COMPANY_REGION_UNKNOWN];
  }

  let centralId: number | null = null;
  if (fields.central_sap !== null) {
    const central = found.get(fields.central_sap);
    if (self && (fields.central_sap === self.sap || central?.id === self.id)) {
      errors.central_sap = ['Firma nie może być własnym oddziałem.'];
    } else if (!central || central.is_central !== 1) {
      errors.central_sap = [COMPANY_CENTRAL_UNKNOWN];
    } else if (self && (await countBranches(db, self.id)) > 0) {
      errors.central_sap = ['Ta firma ma oddziały: firma centralna nie może stać się oddziałem.'];
    } else {
      centralId = central.id;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { regionId, centralId };
}

const sapTakenMeanwhile = () => ValidationError.field('sap', COMPANY_SAP_TAKEN);

/** Creates a company; audited as company.create in the same transaction. */
export async function createCompany(
  { db, clock }: CompanyDeps,
  actor: OperatorActor,
  fields: CompanyFields,
): Promise<CompanyDetail> {
  const { regionId, centralId } = await checkCompany(db, fields, null);
  try {
    await db.transaction().execute(async (trx) => {
      const id = await insertCompany(trx, toWrite(fields, regionId, centralId), clock.now().toISOString());
      await record(
        trx,
        clock,
        actor,
        'company.create',
        { type: 'company', id: fields.sap },
        {
          company_id: id,
          after: fields,
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw sapTakenMeanwhile();
    throw error;
  }
  return showCompany(db, clock, fields.sap);
}

/** Changes a company; audited as company.update with its fields before and after. */
export async function changeCompany(
  { db, clock }: CompanyDeps,
  actor: OperatorActor,
  sap: string,
  fields: CompanyFields,
): Promise<CompanyDetail> {
  const company = await findCompanyBySap(db, sap);
  if (!company) throw new NotFoundError('Nie ma firmy o tym numerze SAP.');
  const { regionId, centralId } = await checkCompany(db, fields, company);
  const before = fieldsOf(company);
  try {
    await db.transaction().execute(async (trx) => {
      await updateCompany(trx, company.id, toWrite(fields, regionId, centralId));
      await record(
        trx,
        clock,
        actor,
        'company.update',
        { type: 'company', id: fields.sap },
        {
          company_id: company.id,
          before,
          after: fields,
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw sapTakenMeanwhile();
    throw error;
  }
  return showCompany(db, clock, fields.sap);
}

/** A row's field problems as "field: message" lines. */
function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'wiersz'}: ${issue.message}`);
}

export type { ImportFile };

/**
 * Imports companies from a file with the company fields as columns: all or nothing. A central
 * company may be named by a branch of the same file. A dry run judges every line and answers the
 * counts without writing.
 */
export async function importCompanies(
  { db, clock }: CompanyDeps,
  actor: OperatorActor,
  file: ImportFile,
): Promise<ImportAnswer> {
  const rows = await readImportTable(file.content, file.format, ['sap', 'name', 'nip', 'city']);
  const problems = new LineProblems();
  const parsed: { line: number; fields: CompanyFields }[] = [];
  for (const row of rows) {
    const values = Object.fromEntries(companyFieldNames.map((name) => [name, row.values[name] ?? '']));
    const result = companyFieldsSchema.safeParse(values);
    if (result.success) parsed.push({ line: row.line, fields: result.data });
    else for (const message of issuesOf(result.error)) problems.add(row.line, message);
  }

  const existing = await findCompaniesBySaps(
    db,
    parsed.flatMap(({ fields }) => [fields.sap, ...(fields.central_sap ? [fields.central_sap] : [])]),
  );
  const regions = await findRegionsByName(db);
  const firstLineOf = new Map<string, number>();
  for (const { line, fields } of parsed) {
    if (existing.has(fields.sap)) problems.add(line, `sap: ${COMPANY_SAP_TAKEN}`);
    const earlier = firstLineOf.get(fields.sap);
    if (earlier !== undefined) problems.add(line, `sap: Ten numer SAP powtarza się w pliku (wiersz ${earlier}).`);
    else firstLineOf.set(fields.sap, line);
  }
  const centralsInFile = new Set(
    parsed.filter(({ fields }) => fields.central_sap === null).map(({ fields }) => fields.sap),
  );
  for (const { line, fields } of parsed) {
    if (fields.region !== null && !regions.has(fields.region.toLowerCase())) {
      problems.add(line, `region: ${COMPANY_REGION_UNKNOWN} (${fields.region})`);
    }
    if (fields.central_sap !== null) {
      const central = existing.get(fields.central_sap);
      if (fields.central_sap === fields.sap) problems.add(line, 'central_sap: Firma nie może być własnym oddziałem.');
      else if (!(central?.is_central === 1 || (!central && centralsInFile.has(fields.central_sap)))) {
        problems.add(line, `central_sap: ${COMPANY_CENTRAL_UNKNOWN}`);
      }
    }
  }
  if (problems.size > 0) throw problems.error();

  const answer = {
    success: true as const,
    dry_run: file.dryRun,
    rows: rows.length,
    created: parsed.length,
    invited: 0,
  };
  if (file.dryRun) return answer;

  const now = clock.now().toISOString();
  // Central companies first, so that the branches of the same file find theirs.
  const ordered = [...parsed].sort(
    (a, b) => Number(a.fields.central_sap !== null) - Number(b.fields.central_sap !== null),
  );
  try {
    await db.transaction().execute(async (trx) => {
      const ids = new Map<string, number>([...existing].map(([sap, company]) => [sap, company.id]));
      for (const { fields } of ordered) {
        const regionId = fields.region === null ? null : (regions.get(fields.region.toLowerCase())?.id ?? null);
        const centralId = fields.central_sap === null ? null : (ids.get(fields.central_sap) ?? null);
        ids.set(fields.sap, await insertCompany(trx, toWrite(fields, regionId, centralId), now));
      }
      await record(trx, clock, actor, 'companies.import', null, {
        kind: 'companies',
        file: file.filename,
        rows: answer.rows,
        created: answer.created,
        invited: 0,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw ValidationError.field('file', 'W międzyczasie dodano firmę o jednym z tych numerów SAP. Spróbuj ponownie.');
    }
    throw error;
  }
  return answer;
}

interface ParticipantRow {
  line: number;
  person: ParticipantImportLine;
  companyId: number;
  companyName: string;
}

/** Whether the person sells: as the file says, or by the role when the column is empty. */
const sells = (person: ParticipantImportLine) => person.is_seller ?? person.role === 'seller';

async function judgeParticipants(db: DB, clock: Clock, rows: TableRow[]): Promise<ParticipantRow[]> {
  const problems = new LineProblems();
  const parsed: { line: number; person: ParticipantImportLine }[] = [];
  for (const row of rows) {
    const values = Object.fromEntries(participantImportColumns.map((name) => [name, row.values[name] ?? '']));
    const result = participantImportLineSchema.safeParse(values);
    if (result.success) parsed.push({ line: row.line, person: result.data });
    else for (const message of issuesOf(result.error)) problems.add(row.line, message);
  }

  const now = clock.now().toISOString();
  const companies = await findCompaniesBySaps(
    db,
    parsed.map(({ person }) => person.sap),
  );
  const taken = await findTakenEmails(
    db,
    parsed.map(({ person }) => person.email),
    now,
  );
  const phones = await findTakenPhones(
    db,
    parsed.flatMap(({ person }) => (person.phone ? [person.phone] : [])),
  );
  const emailLines = new Map<string, number>();
  const phoneLines = new Map<string, number>();
  const judged: ParticipantRow[] = [];
  for (const { line, person } of parsed) {
    const company = companies.get(person.sap);
    if (!company) problems.add(line, `sap: Nie ma firmy o numerze SAP ${person.sap}.`);
    if (taken.users.has(person.email)) problems.add(line, 'email: Ten adres e-mail należy już do uczestnika programu.');
    else if (taken.invited.has(person.email)) problems.add(line, 'email: Na ten adres e-mail wysłano już zaproszenie.');
    const emailLine = emailLines.get(person.email);
    if (emailLine !== undefined)
      problems.add(line, `email: Ten adres e-mail powtarza się w pliku (wiersz ${emailLine}).`);
    else emailLines.set(person.email, line);
    if (person.phone) {
      if (phones.has(person.phone))
        problems.add(line, 'phone: Ten numer telefonu jest już przypisany do innego konta.');
      const phoneLine = phoneLines.get(person.phone);
      if (phoneLine !== undefined) {
        problems.add(line, `phone: Ten numer telefonu powtarza się w pliku (wiersz ${phoneLine}).`);
      } else phoneLines.set(person.phone, line);
    }
    if (company) judged.push({ line, person, companyId: company.id, companyName: company.name });
  }
  if (problems.size > 0) throw problems.error();
  return judged;
}

/**
 * Imports participants: each line invites a new person to a company (the existing invitation
 * flow: the e-mail's link opens /finalizuj-zaproszenie/{key}, where they register). All or
 * nothing; the e-mails leave only after the transaction committed. A dry run writes and sends
 * nothing and answers what the import would do.
 */
export async function importParticipants(
  deps: ImportDeps,
  actor: OperatorActor,
  file: ImportFile,
): Promise<ImportAnswer> {
  const { db, clock } = deps;
  const rows = await readImportTable(file.content, file.format, participantImportColumns);
  const people = await judgeParticipants(db, clock, rows);
  const answer = {
    success: true as const,
    dry_run: file.dryRun,
    rows: rows.length,
    created: people.length,
    invited: people.length,
  };
  if (file.dryRun) return answer;

  const now = clock.now();
  const sent = new Date(now).toISOString();
  const mails: { row: ParticipantRow; key: string }[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await deleteExpiredInvitationsOf(
        trx,
        people.map(({ person }) => person.email),
        sent,
      );
      for (const row of people) {
        const key = newInvitationKey();
        await insertInvitation(trx, {
          key_hash: hashInvitationKey(key),
          inviter_id: null,
          invited_by_operator_id: actor.operatorId,
          company_id: row.companyId,
          role: row.person.role,
          is_seller: sells(row.person) ? 1 : 0,
          first_name: row.person.first_name,
          last_name: row.person.last_name,
          email: row.person.email,
          phone: row.person.phone,
          created_at: sent,
          last_sent_at: sent,
          expires_at: expiryFrom(now),
        });
        mails.push({ row, key });
      }
      await record(trx, clock, actor, 'companies.import', null, {
        kind: 'participants',
        file: file.filename,
        rows: answer.rows,
        created: answer.created,
        invited: answer.invited,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw ValidationError.field('file', 'W międzyczasie zaproszono kogoś z tego pliku. Spróbuj ponownie.');
    }
    throw error;
  }

  // After the commit: an e-mail that fails leaves its invitation, which can be sent again.
  let invited = 0;
  for (const { row, key } of mails) {
    try {
      await deps.mailer.send(
        invitationMail({
          to: row.person.email,
          firstName: row.person.first_name,
          inviter: PROGRAMME_OFFICE,
          company: `${row.companyName} (${row.person.sap})`,
          link: invitationLink(deps.appUrl, key),
          resent: false,
          role: row.person.role,
        }),
      );
      invited += 1;
    } catch (error) {
      deps.log.error({ err: error, line: row.line }, 'the invitation e-mail of an imported participant failed');
    }
  }
  return { ...answer, invited };
}
