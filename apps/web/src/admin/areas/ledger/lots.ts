import type { AdminLot } from '@portal/contract';
import type { LotAction } from './api/points';

/** The states from which each action may move a lot (docs/product/point-lots.md). */
export const allowedFrom: Record<LotAction, readonly AdminLot['state'][]> = {
  release: ['pending', 'held'],
  hold: ['pending'],
  cancel: ['pending', 'held'],
};

/** A lot's page. */
export const lotPath = (id: number) => `/admin/punkty/partie/${id}`;

/** A holder's page: a participant's by id, a company's by SAP (the holder's `email` for a pool). */
export const holderPath = (holder: AdminLot['holder']) =>
  holder.type === 'user' ? `/admin/uczestnicy/${holder.id}` : `/admin/firmy/${holder.email ?? ''}`;
