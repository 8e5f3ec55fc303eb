import type { MillionairesQuestionAnswer } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function getQuestion(slug: string): Promise<MillionairesQuestionAnswer> {
  return call(millionairesApi.question, { params: { slug } });
}
