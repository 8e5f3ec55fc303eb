import { z } from 'zod';

/** A query or form value left empty ("" or spaces) counts as not given. */
export const emptyAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A record's id in the path: `/…/:id`. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Order ids as a query sends them: `ids=3,5,8` (or `ids=3&ids=5`), at most 1,000 for one file. */
export const orderIdList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
    return parts.map((part) => part.trim()).filter((part) => part !== '');
  },
  z
    .array(z.coerce.number().int().positive(), { error: 'Podaj numery zamówień oddzielone przecinkami.' })
    .max(1000, 'Najwyżej 1000 zamówień w jednym pliku.')
    .optional(),
);
