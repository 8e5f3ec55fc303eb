import { type MillionairesStartAnswer, type MillionairesStartPayload, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

/** START: the server draws the attempt's questions and stamps the start. */
export function startMillionaires(payload: MillionairesStartPayload): Promise<MillionairesStartAnswer> {
  return api<MillionairesStartAnswer>('POST', `/api/millionaires-store/${quizSlugs.millionaires}`, payload);
}
