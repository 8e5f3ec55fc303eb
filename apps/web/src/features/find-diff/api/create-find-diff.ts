import type { FindDiffCreateAnswer } from '@portal/contract';
import { findDiffApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** START, or back into the running attempt (which costs a life): the pictures, never the areas. */
export function createFindDiff(slug: string): Promise<FindDiffCreateAnswer> {
  return call(findDiffApi.create, { params: { slug } });
}
