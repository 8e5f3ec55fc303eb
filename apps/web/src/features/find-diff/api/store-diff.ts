import type { FindDiffStoreDiffAnswer, FindDiffStoreDiffPayload } from '@portal/contract';
import { api } from '../../../lib/api';

/** A click on a picture, relative to it: the server says whether it found a difference. */
export function storeDiff(attemptId: number, payload: FindDiffStoreDiffPayload): Promise<FindDiffStoreDiffAnswer> {
  return api<FindDiffStoreDiffAnswer>('POST', `/api/find-diff-store-diff/${attemptId}`, payload);
}
