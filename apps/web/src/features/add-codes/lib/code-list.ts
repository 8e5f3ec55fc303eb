import type { CodeResult, CodeResultStatus } from '@portal/contract';

/** A code in the "Dodaj kody" list: `pending` until "Zapisz kody" sends it. */
export type ListStatus = 'pending' | CodeResultStatus;
export interface ListedCode {
  code: string;
  status: ListStatus;
  product: string | null;
  points: number;
}

/** Upper case, spaces and dashes removed; a QR's `<APP_URL>/dodaj-kody?kod=…` gives its `kod`. */
export function normaliseCodeInput(input: string): string {
  const text = input.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const kod = new URL(text).searchParams.get('kod');
      if (kod !== null) return normaliseCodeInput(kod);
    } catch {
      // not a URL after all: treat it as typed
    }
  }
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** The list lives in localStorage, one per user, so another person on the same phone sees none of it. */
export const storageKey = (userId: number) => `portal.add-codes.${userId}`;

export function loadList(userId: number): ListedCode[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as ListedCode[]).filter((item) => typeof item?.code === 'string') : [];
  } catch {
    return [];
  }
}

export function saveList(userId: number, list: readonly ListedCode[]): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(list));
  } catch {
    // storage full or refused: the list still works for this visit
  }
}

export type AddOutcome = 'empty' | 'duplicate' | 'added';

export function addCode(list: readonly ListedCode[], input: string): { list: ListedCode[]; outcome: AddOutcome } {
  const code = normaliseCodeInput(input);
  if (code === '') return { list: [...list], outcome: 'empty' };
  if (list.some((item) => item.code === code)) return { list: [...list], outcome: 'duplicate' };
  return { list: [...list, { code, status: 'pending', product: null, points: 0 }], outcome: 'added' };
}

export const removeCode = (list: readonly ListedCode[], code: string) => list.filter((item) => item.code !== code);

/** Each sent code takes the status the server answered for it. */
export function applyResults(list: readonly ListedCode[], results: readonly CodeResult[]): ListedCode[] {
  const byCode = new Map(results.map((result) => [normaliseCodeInput(result.code), result]));
  return list.map((item) => {
    const result = byCode.get(item.code);
    return result ? { ...item, status: result.status, product: result.product, points: result.points } : item;
  });
}

/** At most `size` codes a request (the contract's CODES_PER_REQUEST). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
