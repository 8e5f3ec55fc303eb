import { type CrosswordShowAnswer, quizSlugs } from '@portal/contract';
import { crosswordApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Whether this user may solve the crossword now; a refusal sends the browser home. */
export function showCrossword(): Promise<CrosswordShowAnswer> {
  return call(crosswordApi.show, { params: { slug: quizSlugs.crossword } });
}
