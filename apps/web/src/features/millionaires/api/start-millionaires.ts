import { type MillionairesStartAnswer, type MillionairesStartPayload, quizSlugs } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** START: the server draws the attempt's questions and stamps the start. */
export function startMillionaires(payload: MillionairesStartPayload): Promise<MillionairesStartAnswer> {
  return call(millionairesApi.start, { params: { slug: quizSlugs.millionaires }, body: payload });
}
