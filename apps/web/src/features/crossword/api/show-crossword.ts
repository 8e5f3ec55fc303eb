import type { CrosswordShowAnswer } from '@portal/contract';
import { crosswordApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Whether this user may solve the crossword now; a refusal sends the browser home. */
export function showCrossword(slug: string): Promise<CrosswordShowAnswer> {
  return call(crosswordApi.show, { params: { slug } });
}
