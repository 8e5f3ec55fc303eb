/** Business constants of the programme that both the server and the browser rely on. */
export const PAGE_SIZE = 6;
export const ORDER_EDITION = 2;
export const POINTS_MULTIPLE = 50;
export const PHONE_DIGITS = 9;
export const CARD_NUMBER_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
/** Submit buttons stay in their loading state this long after a call ends. */
export const BUTTON_RELEASE_MS = 1000;

export const roles = ['leader', 'seller'] as const;
export type Role = (typeof roles)[number];

export const taxDeclarations = ['pit', 'company', 'company_representative'] as const;
export type TaxDeclaration = (typeof taxDeclarations)[number];
