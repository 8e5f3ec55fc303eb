import { type MillionairesQuestionAnswer, quizSlugs } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function getQuestion(): Promise<MillionairesQuestionAnswer> {
  return call(millionairesApi.question, { params: { slug: quizSlugs.millionaires } });
}
