import type { BlockSellerPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Blocks a seller of the selected company; their points go back to the pool. */
export const blockSeller = (payload: BlockSellerPayload) => api<SuccessAnswer>('POST', '/api/sellers-block', payload);
