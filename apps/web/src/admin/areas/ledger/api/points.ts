import type { AdjustmentPayload, PointJob, PostingTarget, lotActions } from '@portal/contract';
import { adminLedgerApi } from '@portal/contract/admin-routes';
import { adminCall } from '../../../kit/api';

export const pointsKey = ['admin', 'points'] as const;

/**
 * Posts an adjustment. The Idempotency-Key names one submission of the form: a retry of the
 * same submission sends the same key, and the server posts it once.
 */
export async function postAdjustment(body: AdjustmentPayload, idempotencyKey: string): Promise<number> {
  const answer = await adminCall(adminLedgerApi.adjust, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.balance;
}

export type LotAction = (typeof lotActions)[number];

export const lotsKey = [...pointsKey, 'lots'] as const;
export const jobsKey = [...pointsKey, 'jobs'] as const;

export const entriesKey = [...pointsKey, 'entries'] as const;
export const policiesKey = [...pointsKey, 'policies'] as const;

/** A participant (by id) or a company's pool (by SAP), as the lists choose a holder. */
export interface Holder {
  type: PostingTarget;
  id: string;
}

/** The lists' query for a holder's rows only. */
const holderQuery = (holder: Holder | undefined) => (holder ? { holder_type: holder.type, holder: holder.id } : {});

export const listLots = (query: Record<string, string | number>, holder?: Holder) =>
  adminCall(adminLedgerApi.lots, { query: { ...query, ...holderQuery(holder) } });

export const lotKey = (id: number) => [...lotsKey, 'one', id] as const;

/** One lot with its events. */
export const getLot = (id: number) => adminCall(adminLedgerApi.lot, { params: { id } });

export const listEntries = (query: Record<string, string | number>, holder?: Holder) =>
  adminCall(adminLedgerApi.entries, { query: { ...query, ...holderQuery(holder) } });

/** One ledger entry with the lots it took from and the purchases behind it. */
export const getEntry = async (id: number) => (await adminCall(adminLedgerApi.entry, { params: { id } })).entry;

/** Every version of the points rules, newest first. */
export const listPolicies = async () => (await adminCall(adminLedgerApi.policies)).versions;

/** Releases, holds or cancels a lot with the operator's reason. */
export const actOnLot = (id: number, action: LotAction, reason: string) =>
  adminCall(adminLedgerApi.actOnLot, { params: { id, action }, body: { reason } });

export const listJobs = async () => (await adminCall(adminLedgerApi.jobs)).jobs;

/** Runs a job now; answers how many it processed. */
export const runJob = async (job: PointJob) =>
  (await adminCall(adminLedgerApi.runJob, { params: { job } })).run.processed;
