import { type MillionairesCheckAnswer, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

/** Called once as the page opens: a game left mid-way ends on the server, its attempt spent. */
export function checkIfStart(): Promise<MillionairesCheckAnswer> {
  return api<MillionairesCheckAnswer>('GET', `/api/millionaires-check-if-start/${quizSlugs.millionaires}`);
}
