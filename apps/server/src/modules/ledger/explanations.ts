import { polishDay } from '../../lib/polish-time.js';

/*
 * The Polish explanation every ledger entry carries, built from its source when it is written
 * (docs/product/point-lots.md "Explanations"): what the participant's history shows under
 * "Skąd te punkty?" and the back office beside each entry. People are named by full name, days as
 * DD.MM.YYYY.
 */

/** The last four characters of a code or card number, as "…1234". */
const lastFour = (value: string) => `…${value.slice(-4)}`;

/** "(linia 12)", "(linie 12, 57)", at most five numbers ascending, then "…". */
export function lineNumbers(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  if (sorted.length === 1) return `(linia ${sorted[0]})`;
  const shown = sorted.slice(0, 5).join(', ');
  return `(linie ${shown}${sorted.length > 5 ? ', …' : ''})`;
}

/** "{text}: {reason}", or the text alone where no reason was given. */
const withReason = (text: string, reason: string | null) => (reason ? `${text}: ${reason}` : text);

export const explain = {
  threshold: (threshold: number, product: string, pieces: number, importedAt: string, lines: readonly number[]) =>
    [`Próg ${threshold} produktu ${product}: ${pieces} szt. w imporcie z ${polishDay(importedAt)}`, lineNumbers(lines)]
      .filter(Boolean)
      .join(' '),
  code: (product: string, code: string) => `Kod z opakowania: ${product} (${lastFour(code)})`,
  training: (training: string, code: string) => `Szkolenie „${training}” (kupon ${lastFour(code)})`,
  adjustment: (operator: string, reason: string) => `Korekta operatora ${operator}: ${reason}`,
  poolAdjustment: (operator: string, reason: string) => `Korekta puli przez operatora ${operator}: ${reason}`,
  poolGrant: (operator: string | null, reason: string) =>
    operator === null ? `Zasilenie puli: ${reason}` : `Zasilenie puli przez operatora ${operator}: ${reason}`,
  shareReceived: (leader: string, company: string) => `Punkty od lidera ${leader} z puli firmy ${company}`,
  shareGiven: (seller: string, email: string) => `Przekazanie punktów sprzedawcy ${seller} (${email})`,
  blockReturned: (company: string) => `Zwrot punktów do puli firmy ${company}: konto zablokowane`,
  blockReceived: (seller: string, email: string) => `Zwrot punktów zablokowanego sprzedawcy ${seller} (${email})`,
  topUpOrder: (orderId: number | string, cardNumber: string) =>
    `Zamówienie zasilenia karty nr ${orderId} (karta ${lastFour(cardNumber)})`,
  prizeOrder: (number: string, lines: readonly { name: string; quantity: number }[]) =>
    `Zamówienie nagród nr ${number}: ${lines.map((line) => `${line.name} ×${line.quantity}`).join(', ')}`,
  topUpRejected: (orderId: number, reason: string | null) =>
    withReason(`Zwrot za odrzucone zamówienie zasilenia nr ${orderId}`, reason),
  topUpFailed: (orderId: number, reason: string) => `Zwrot za niezrealizowane zasilenie nr ${orderId}: ${reason}`,
  prizeOrderCancelled: (number: string, reason: string) =>
    `Zwrot za anulowane zamówienie nagród nr ${number}: ${reason}`,
  prizeReturned: (name: string, quantity: number, number: string) =>
    `Zwrot za nagrodę ${name} ×${quantity} z zamówienia nr ${number}`,
  expiry: (creditedAt: string) => `Wygaśnięcie punktów z ${polishDay(creditedAt)}`,
  correction: (importedAt: string, threshold: number, product: string, pieces: number) =>
    `Korekta zakupów z ${polishDay(importedAt)}: próg ${threshold} produktu ${product} nie jest już osiągnięty (${pieces} szt.)`,
  debtSettlement: (left: number) => `Spłata zadłużenia punktowego (pozostało ${left} pkt)`,
  released: (operator: string | null, reason: string | null) =>
    operator === null
      ? 'Koniec okresu oczekiwania'
      : `Wcześniejsze udostępnienie przez operatora ${operator}: ${reason}`,
  held: (operator: string, reason: string) => `Wstrzymanie przez operatora ${operator}: ${reason}`,
  cancelled: (operator: string, reason: string) => `Anulowanie przez operatora ${operator}: ${reason}`,
};
