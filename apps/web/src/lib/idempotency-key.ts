/**
 * A fresh Idempotency-Key for one submission of a write that moves points (an order, a share).
 * `crypto.randomUUID` exists only in a secure context (https or localhost); on plain http the
 * key is built from `crypto.getRandomValues`, which every context has, in the same UUID v4 form.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Byte 6 carries the version (4), byte 8 the RFC 4122 variant.
  const versioned = (byte: number, index: number) =>
    index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
  const hex = Array.from(bytes, (byte, index) => versioned(byte, index).toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
