import type { LocationStorePayload } from '@portal/contract';
import { api } from '../../../lib/api';

/** Stores the coordinates of the selected company, as the geocoder found them. */
export function storeLocation(payload: LocationStorePayload): Promise<{ success: true }> {
  return api<{ success: true }>('POST', '/api/users/location-store', payload);
}
