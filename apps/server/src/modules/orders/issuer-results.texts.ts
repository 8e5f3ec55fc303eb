import { ISSUER_RESULT_COLUMNS, ISSUER_RESULTS_MAX_LINES } from '@portal/contract';

/** What the card issuer's results file tells an operator (docs/product/point-lots.md "Card issuer's results"). */
export const issuerTexts = {
  /** The reason of a `failed` line that gives none: the seller reads it. */
  failedReason: 'Wydawca karty nie zasilił karty.',

  // Format errors: the file is refused (422, `line N` or `file`).
  header: `Plik musi mieć nagłówek: ${ISSUER_RESULT_COLUMNS.join(';')}.`,
  status: 'Status to loaded albo failed.',
  cardNumber: 'Numer karty ma 10 cyfr.',
  date: 'Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.',
  twice: (orderId: string) => `Zamówienie ${orderId} występuje w pliku więcej niż raz.`,
  noLines: 'Plik nie zawiera żadnego wiersza danych.',
  tooLong: `Plik może mieć najwyżej ${ISSUER_RESULTS_MAX_LINES.toLocaleString('pl-PL')} wierszy danych.`,
  refused: (lines: number) => `Plik zawiera błędy (wiersze: ${lines}). Nic nie zostało zaimportowane.`,

  // Problems: listed, the line changes nothing.
  unknownOrder: (orderId: string) => `Nie ma zamówienia ${orderId}.`,
  otherCard: (orderId: number) => `Numer karty nie zgadza się z zamówieniem ${orderId}.`,
  notWaiting: (orderId: number, status: string) => `Zamówienie ${orderId} nie czeka na wydawcę (${status}).`,
  otherResult: (orderId: number) => `Wydawca zgłosił już inny wynik zamówienia ${orderId}.`,
};
