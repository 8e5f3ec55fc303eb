import type { CardConfirmAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Confirms (or re-confirms for this edition) the user's card by its number; 422 on `number`. */
export function confirmCard(id: number, number: string): Promise<CardConfirmAnswer> {
  return api<CardConfirmAnswer>('POST', `/api/card/${id}/confirm`, { number });
}
