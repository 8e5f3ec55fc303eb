import type { FindDiffStoreDiffAnswer, FindDiffStoreDiffPayload } from '@portal/contract';
import { findDiffApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** A click on a picture, relative to it: the server says whether it found a difference. */
export function storeDiff(attemptId: number, payload: FindDiffStoreDiffPayload): Promise<FindDiffStoreDiffAnswer> {
  return call(findDiffApi.storeDiff, { params: { id: attemptId }, body: payload });
}
