import type { FindDiffStoreAnswer } from '@portal/contract';
import { findDiffApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Sends the result as it stands and ends the attempt. */
export function storeFindDiff(attemptId: number): Promise<FindDiffStoreAnswer> {
  return call(findDiffApi.store, { params: { id: attemptId } });
}
