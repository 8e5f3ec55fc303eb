import type { CrosswordCreateAnswer } from '@portal/contract';
import { crosswordApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** START: the server stamps the start and gives the clues (never the answers). */
export function createCrossword(slug: string): Promise<CrosswordCreateAnswer> {
  return call(crosswordApi.create, { params: { slug } });
}
