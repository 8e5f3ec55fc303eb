import type { FindDiffShowAnswer } from '@portal/contract';
import { findDiffApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Whether this user may play now; when not, the server's reason. */
export function showFindDiff(slug: string): Promise<FindDiffShowAnswer> {
  return call(findDiffApi.show, { params: { slug } });
}
