import { type FindDiffCreateAnswer, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

/** START, or back into the running attempt (which costs a life): the pictures, never the areas. */
export function createFindDiff(): Promise<FindDiffCreateAnswer> {
  return api<FindDiffCreateAnswer>('GET', `/api/find-diff-create/${quizSlugs.findDiff}`);
}
