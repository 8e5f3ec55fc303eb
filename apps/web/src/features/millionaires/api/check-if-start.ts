import type { MillionairesCheckAnswer } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Called once as the page opens: a game left mid-way ends on the server, its attempt spent. */
export function checkIfStart(slug: string): Promise<MillionairesCheckAnswer> {
  return call(millionairesApi.checkIfStart, { params: { slug } });
}
