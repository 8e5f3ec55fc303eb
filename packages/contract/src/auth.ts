import { z } from 'zod';
import type { Role } from './constants.js';
import { PASSWORD_MAX_LENGTH, passwordMessages } from './passwords.js';

const emailAddress = z.email();

/** The e-mail field also takes the login name of the credentials page (login names hold no "@"). */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Podaj adres e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Podaj adres e-mail.')
    .max(255, 'Podaj poprawny adres e-mail.')
    .check((ctx) => {
      if (!ctx.value.includes('@') || emailAddress.safeParse(ctx.value).success) return;
      ctx.issues.push({ code: 'custom', message: 'Podaj poprawny adres e-mail.', input: ctx.value });
    }),
  // Bounded like every password field: a longer one would only cost hashing time.
  password: z
    .string({ error: 'Podaj hasło.' })
    .min(1, 'Podaj hasło.')
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const changeCompanySchema = z.object({
  sap: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Wybierz oddział.' }).trim().min(1, 'Wybierz oddział.'),
  ),
});
export type ChangeCompanyPayload = z.input<typeof changeCompanySchema>;

export interface SwitchableCompany {
  sap: string;
  name: string;
  address_string: string;
  is_central: boolean;
}

/** The logged-in user's page-wide data (docs/product/access.md). */
export interface SessionUser {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: Role;
  is_seller: boolean;
  company_sap: string;
  companies_to_switch: SwitchableCompany[];
  client_is_logged_in: boolean;
  authEnabled: boolean;
  accept_regulations_at: string | null;
}

export interface UserAnswer {
  success: true;
  user: SessionUser;
}
