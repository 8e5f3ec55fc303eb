import type { GeocoderSettings } from '@portal/contract';

interface GeocodingAnswer {
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/**
 * Turns an address into coordinates with the configured maps service (its answer has the Google
 * Geocoding shape). Anything but a first result with numeric coordinates is a failure.
 */
export async function geocode(geocoder: GeocoderSettings, address: string): Promise<{ lat: number; lng: number }> {
  const response = await fetch(geocoder.url.replaceAll('{address}', encodeURIComponent(address)), {
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
  const answer = (await response.json()) as GeocodingAnswer;
  const location = answer.results?.[0]?.geometry?.location;
  if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') {
    throw new Error('Geocoder found no location');
  }
  return { lat: location.lat, lng: location.lng };
}
