import type { BlockSellerPayload } from '@portal/contract';
import { sharingApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Blocks a seller of the selected company; their points go back to the pool. */
export const blockSeller = (payload: BlockSellerPayload) => call(sharingApi.block, { body: payload });
