export interface PostalAddress {
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
}

/** "ul. Marszałkowska 84/12, 00-514 Warszawa": an address as Polish users read it on one line. */
export function addressString(address: PostalAddress): string {
  const number = [address.building, address.local].filter(Boolean).join('/');
  const street = [address.street, number].filter(Boolean).join(' ');
  const town = [address.post_code, address.city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}
