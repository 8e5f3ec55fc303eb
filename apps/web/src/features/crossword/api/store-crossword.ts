import type { CrosswordStoreAnswer, CrosswordStorePayload } from '@portal/contract';
import { crosswordApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function storeCrossword(slug: string, payload: CrosswordStorePayload): Promise<CrosswordStoreAnswer> {
  return call(crosswordApi.store, { params: { slug }, body: payload });
}
