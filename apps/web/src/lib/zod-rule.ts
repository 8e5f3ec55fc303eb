import type { ZodType } from 'zod';

/**
 * A react-hook-form `validate` rule from one of the contract's schemas, so the field shows the
 * same Polish message the server would answer with. Only the pages that validate import it, and
 * with it zod: the login page stays without.
 */
export const zodRule =
  (schema: ZodType) =>
  (value: unknown): true | string => {
    const result = schema.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? '');
  };
