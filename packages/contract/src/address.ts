/** The parts of a Polish postal address, as a company, a home or a mailing address stores them. */
export interface PostalAddress {
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
}

/**
 * "ul. Marszałkowska 84/12, 00-514 Warszawa": an address on one line, as Polish users read it.
 * The server writes it into the answers that carry an address string; the web shows and geocodes it.
 */
export function addressLine(address: PostalAddress): string {
  const number = [address.building, address.local].filter(Boolean).join('/');
  const street = [address.street, number].filter(Boolean).join(' ');
  const town = [address.post_code, address.city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}
