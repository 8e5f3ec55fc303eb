import {
  PARTNER_RESULTS_COLUMNS,
  PARTNER_RESULTS_MAX_LINES,
  type PrizeLineStatus,
  prizeLineStatuses,
} from '@portal/contract';
import { ValidationError } from '../../lib/errors.js';
import { type ImportFormat, LineProblems, readImportTable } from '../../lib/import-table.js';
import { parseWarsawMoment } from '../../lib/warsaw-moment.js';
import { partnerTexts } from './partner-results.texts.js';

/**
 * One row of the fulfilment partner's statuses file (header
 * `order_id;line;status;carrier;tracking_number;shipped_at`): the order's number, the line's
 * position, its status, and the shipment's carrier, tracking number and moment (a Warsaw day or
 * minute; required with `shipped`, optional otherwise).
 */
export interface PartnerRow {
  /** Its line in the file (the header is line 1). */
  fileLine: number;
  number: string;
  /** The position as written: a text that is no position names no line of the order. */
  position: string;
  status: PrizeLineStatus;
  carrier: string | null;
  trackingNumber: string | null;
  /** ISO 8601. */
  shippedAt: string | null;
}

const TEXT_MAX = 100;
const isStatus = (value: string): value is PrizeLineStatus => (prizeLineStatuses as readonly string[]).includes(value);

/**
 * The rows of a statuses file, or its format errors (a 422 keyed `line N`, or `file` for the
 * header and the size): a status other than the three, a shipment without its carrier, number and
 * day, a date that is none, one order line twice.
 */
export async function readPartnerFile(content: Buffer, format: ImportFormat): Promise<PartnerRow[]> {
  const table = await readImportTable(content, format, []);
  const header = Object.keys(table[0]?.values ?? {});
  if (PARTNER_RESULTS_COLUMNS.some((column) => !header.includes(column))) {
    throw ValidationError.field('file', partnerTexts.format.header);
  }
  if (table.length > PARTNER_RESULTS_MAX_LINES) throw ValidationError.field('file', partnerTexts.format.tooMany);

  const problems = new LineProblems();
  const rows: PartnerRow[] = [];
  const seen = new Set<string>();
  for (const { line, values } of table) {
    const number = values.order_id ?? '';
    const position = (values.line ?? '').replace(/^0+(?=\d)/, '');
    const status = (values.status ?? '').toLowerCase();
    const carrier = values.carrier || null;
    const trackingNumber = values.tracking_number || null;
    const shippedText = values.shipped_at ?? '';
    const shippedAt = shippedText === '' ? null : parseWarsawMoment(shippedText);

    if (number === '' || position === '') problems.add(line, partnerTexts.format.order);
    if (!isStatus(status)) problems.add(line, partnerTexts.format.status);
    else if (status === 'shipped' && (!carrier || !trackingNumber || shippedText === '')) {
      problems.add(line, partnerTexts.format.shipment);
    }
    if (shippedText !== '' && shippedAt === null) problems.add(line, partnerTexts.format.date);
    if ((carrier?.length ?? 0) > TEXT_MAX || (trackingNumber?.length ?? 0) > TEXT_MAX) {
      problems.add(line, partnerTexts.format.tooLong);
    }
    if (number !== '' && position !== '') {
      const key = `${number}\n${position}`;
      if (seen.has(key)) problems.add(line, partnerTexts.format.twice(number, position));
      seen.add(key);
    }
    if (!problems.has(line) && isStatus(status)) {
      rows.push({ fileLine: line, number, position, status, carrier, trackingNumber, shippedAt });
    }
  }
  if (problems.size > 0) throw problems.error();
  return rows;
}
