import { type FindDiffShowAnswer, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

/** Whether this user may play now; when not, the server's reason. */
export function showFindDiff(): Promise<FindDiffShowAnswer> {
  return api<FindDiffShowAnswer>('GET', `/api/find-diff-show/${quizSlugs.findDiff}`);
}
