import { type CrosswordCreateAnswer, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

/** START: the server stamps the start and gives the clues (never the answers). */
export function createCrossword(): Promise<CrosswordCreateAnswer> {
  return api<CrosswordCreateAnswer>('GET', `/api/crossword-create/${quizSlugs.crossword}`);
}
