import type { LocationStorePayload } from '@portal/contract';
import { profileApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Stores the coordinates of the selected company, as the geocoder found them. */
export function storeLocation(payload: LocationStorePayload): Promise<{ success: true }> {
  return call(profileApi.storeLocation, { body: payload });
}
