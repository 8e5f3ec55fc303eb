interface Address {
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
}

/** "ul. Wielicka 52/3, 30-552 Kraków": an address on one line, as Polish users read it. */
export function addressLine(address: Address): string {
  const number = [address.building, address.local].filter(Boolean).join('/');
  const street = [address.street, number].filter(Boolean).join(' ');
  const town = [address.post_code, address.city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}
