import { type MillionairesQuestionAnswer, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

export function getQuestion(): Promise<MillionairesQuestionAnswer> {
  return api<MillionairesQuestionAnswer>('GET', `/api/millionaires-get-question/${quizSlugs.millionaires}`);
}
