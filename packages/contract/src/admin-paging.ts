import { z } from 'zod';

/** Back-office lists show more a page than the participants' (docs/product/back-office.md "Calls"). */
export const ADMIN_PAGE_SIZE = 25;

/**
 * The query of every back-office list: the page, an optional search and a sort. Each list adds
 * its own filters, and names the columns it can sort by.
 */
export const adminPageQuery = <const Sort extends readonly [string, ...string[]]>(sortable: Sort) =>
  z.object({
    page: z.coerce.number({ error: 'Podaj numer strony.' }).int().min(1, 'Strony liczymy od 1.').default(1),
    per_page: z.coerce.number().int().min(1).max(100, 'Najwyżej 100 pozycji na stronie.').default(ADMIN_PAGE_SIZE),
    search: z.string().trim().max(255).optional(),
    sort: z.enum(sortable, { error: 'Nie można sortować po tej kolumnie.' }).optional(),
    direction: z.enum(['asc', 'desc'], { error: 'Kierunek sortowania to asc albo desc.' }).default('asc'),
  });

/** A page of a back-office list: Laravel's paginator shape with the total the tables show. */
export const adminPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), current_page: z.number(), last_page: z.number(), total: z.number() });

/** The answer of a back-office list: its page under `items`. */
export const adminPageAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ success: z.literal(true), items: adminPage(item) });

export interface AdminPage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

/** Yes/no filters arrive as query strings ("1", "true", "0", "false"). */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'], { error: 'Podaj 1 albo 0.' })
  .transform((value) => value === '1' || value === 'true')
  .optional();
