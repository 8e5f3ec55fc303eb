import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';

/** The query of every paged list: page from 1, six a page unless asked otherwise. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Podaj numer strony.' }).int().min(1, 'Strony liczymy od 1.').default(1),
  per_page: z.coerce.number().int().min(1).max(50, 'Najwyżej 50 pozycji na stronie.').default(PAGE_SIZE),
  /** A year (2025) or the programme's ordinal of the edition (2), as the order list sends it. */
  edition: z
    .string()
    .regex(/^(\d{4}|[1-9]\d?)$/, 'Podaj rok edycji albo jej numer.')
    .optional(),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/** A page of a list, as the lists read it (Laravel's paginator shape). */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
}

/** The schema of a page of `item`s: the page's items, its number and the last page's. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), current_page: z.number(), last_page: z.number() });

/** The answer of a paged list: its page under `items`. */
export const pageAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ success: z.literal(true), items: pageSchema(item) });
