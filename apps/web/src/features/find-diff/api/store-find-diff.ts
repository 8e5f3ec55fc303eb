import type { FindDiffStoreAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sends the result as it stands and ends the attempt. */
export function storeFindDiff(attemptId: number): Promise<FindDiffStoreAnswer> {
  return api<FindDiffStoreAnswer>('POST', `/api/find-diff-store/${attemptId}`, {});
}
