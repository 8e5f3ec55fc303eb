import { PARTNER_RESULTS_COLUMNS } from '@portal/contract';

/*
 * The Polish texts of the fulfilment partner's statuses file (docs/product/point-lots.md
 * "Fulfilment partner's statuses"): the problems that leave a line unchanged, the format errors
 * that refuse the file, and the e-mails.
 */

export const partnerTexts = {
  problems: {
    unknownOrder: (number: string) => `Nie ma zamówienia nagród ${number}.`,
    unknownLine: (number: string, line: string) => `Zamówienie ${number} nie ma pozycji ${line}.`,
    cancelled: (number: string) => `Zamówienie ${number} jest anulowane.`,
    already: (number: string, line: number, label: string) =>
      `Pozycja ${line} zamówienia ${number} ma już status „${label}”.`,
  },
  format: {
    status: 'Status to shipped, delivered albo returned.',
    shipment: 'Podaj przewoźnika, numer przesyłki i datę wysyłki.',
    date: 'Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.',
    twice: (number: string, line: string) => `Pozycja ${line} zamówienia ${number} występuje w pliku więcej niż raz.`,
    header: `Plik musi mieć nagłówek: ${PARTNER_RESULTS_COLUMNS.join(';')}.`,
    // Not in the specification's list: an empty order_id or line, too long a text, too many rows.
    order: 'Podaj numer zamówienia (order_id) i pozycję (line).',
    tooLong: 'Przewoźnik i numer przesyłki mogą mieć najwyżej 100 znaków.',
    tooMany: 'Plik może mieć najwyżej 10 000 wierszy.',
  },
  mail: {
    returnedSubject: (number: string) => `Zwrot nagrody z zamówienia ${number}`,
    returned: (name: string, quantity: number, points: number) =>
      `Nagroda ${name} ×${quantity} wróciła do dostawcy. Punkty (${points} pkt) wróciły na Twoje konto w programie.`,
    shipments: 'Przesyłki:',
    shipment: (name: string, quantity: number, carrier: string, tracking: string) =>
      `${name} ×${quantity} – Przewoźnik: ${carrier}, numer przesyłki: ${tracking}`,
  },
};
