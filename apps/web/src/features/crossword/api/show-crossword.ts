import { type CrosswordShowAnswer, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

/** Whether this user may solve the crossword now; a refusal sends the browser home. */
export function showCrossword(): Promise<CrosswordShowAnswer> {
  return api<CrosswordShowAnswer>('GET', `/api/crossword-show/${quizSlugs.crossword}`);
}
