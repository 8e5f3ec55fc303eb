import type { MillionairesStartAnswer, MillionairesStartPayload } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** START: the server draws the attempt's questions and stamps the start. */
export function startMillionaires(slug: string, payload: MillionairesStartPayload): Promise<MillionairesStartAnswer> {
  return call(millionairesApi.start, { params: { slug }, body: payload });
}
