import type { CardConfirmAnswer } from '@portal/contract';
import { cardApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Confirms (or re-confirms for this edition) the user's card by its number; 422 on `number`. */
export function confirmCard(id: number, number: string): Promise<CardConfirmAnswer> {
  return call(cardApi.confirm, { params: { id }, body: { number } });
}
