import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { POINTS_MULTIPLE } from './constants.js';
import { successAnswer } from './success.js';
import { idempotencyKeyHeaders } from './ledger.js';
import { pageAnswer, pageQuerySchema } from './paging.js';

/**
 * Leaders sharing points from the company pool and blocking sellers (docs/product/sharing.md).
 */

export const POINTS_SHARED = 'Punkty przyznane pomyślnie';
export const SHARING_CONDITIONS_NOT_MET = 'Warunki do rozdzielenia punktów nie zostały spełnione.';
export const SELLER_BLOCKED = 'Sprzedawca został zablokowany';
export const BLOCK_FORBIDDEN = 'Brak uprawnień do zablokowania sprzedawcy';
export const SHARE_VALUE_HINT = `W wartości proszę podać wielokrotność ${POINTS_MULTIPLE}`;
export const SHARE_OVER_POOL = 'Wartość przekracza liczbę punktów w puli firmy.';
export const SHARE_SELLER_UNKNOWN = 'W wybranej firmie nie ma aktywnego sprzedawcy o tym adresie e-mail.';

export const sellerStatusLabels = { active: 'Aktywny', blocked: 'Zablokowany' } as const;

/** What the send button asks of a value before it lets the leader send it. */
export const isShareableValue = (value: number) =>
  Number.isInteger(value) && value > 0 && value % POINTS_MULTIPLE === 0;

const email = z
  .string({ error: 'Podaj adres e-mail sprzedawcy.' })
  .trim()
  .toLowerCase()
  .min(1, 'Podaj adres e-mail sprzedawcy.')
  .max(255, 'Adres e-mail jest za długi.')
  .pipe(z.email('Podaj poprawny adres e-mail sprzedawcy.'));

const valueMessage = 'Podaj liczbę punktów.';

export const sharePointsSchema = z.object({
  email,
  value: z.coerce
    .number({ error: valueMessage })
    .int(SHARE_VALUE_HINT)
    .gt(0, 'Liczba punktów musi być większa od 0.')
    .multipleOf(POINTS_MULTIPLE, SHARE_VALUE_HINT)
    .max(10_000_000, 'Liczba punktów jest za duża.'),
});
export type SharePointsPayload = z.input<typeof sharePointsSchema>;

export const blockSellerSchema = z.object({ email });
export type BlockSellerPayload = z.input<typeof blockSellerSchema>;

/** GET /api/sellers-sharing-points-history/{company}: the company's id. */
export const sharingHistoryParamsSchema = z.object({
  company: z.coerce.number({ error: 'Nie wskazano firmy.' }).int('Nie wskazano firmy.').positive('Nie wskazano firmy.'),
});

const sharingSeller = z.object({
  id: z.number(),
  full_name: z.string(),
  /** "Aktywny" or "Zablokowany". */
  status_label: z.string(),
  email: z.string(),
  /** Points this seller received from the company's pool in the current edition. */
  transaction_received_sum: z.number(),
  current_balance: z.number(),
  is_active: z.boolean(),
});
export type SharingSeller = z.infer<typeof sharingSeller>;

const sharingHistoryItem = z.object({
  id: z.number(),
  /** The seller who received the points. */
  user_email: z.string(),
  /** e.g. "200 pkt" */
  formatted_value: z.string(),
  day: z.string(),
  time: z.string(),
});
export type SharingHistoryItem = z.infer<typeof sharingHistoryItem>;

export const sharingApi = {
  index: defineCall({
    method: 'GET',
    path: '/api/sellers-sharing-points-index',
    tag: 'sharing',
    summary: "The selected company's pool and its sellers with their points, for the company's leader.",
    answer: z.object({
      success: z.literal(true),
      /** A leader, not impersonated, of a company allowed to share, with points in its pool. */
      can_share_points: z.boolean(),
      sellers: z.array(sharingSeller),
      company_balance: z.number(),
      company_id: z.number(),
      /** The pool's points that expire, per last day (YYYY-MM-DD), soonest first. */
      company_expiring: z.array(z.object({ date: z.string(), points: z.number() })),
    }),
  }),
  store: defineCall({
    method: 'POST',
    path: '/api/sellers-sharing-points-store',
    tag: 'sharing',
    summary:
      "Sends points from the company's pool to one of its sellers; a repeat with the same Idempotency-Key sends once.",
    body: sharePointsSchema,
    headers: idempotencyKeyHeaders,
    answer: successAnswer,
  }),
  block: defineCall({
    method: 'POST',
    path: '/api/sellers-block',
    tag: 'sharing',
    summary: 'Blocks a seller of the selected company: the account is switched off and its points go back to the pool.',
    body: blockSellerSchema,
    answer: successAnswer,
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/sellers-sharing-points-history/:company',
    tag: 'sharing',
    summary: "One page of the shares out of a company's pool in an edition, newest first.",
    params: sharingHistoryParamsSchema,
    query: pageQuerySchema,
    answer: pageAnswer(sharingHistoryItem),
  }),
};
/** GET /api/sellers-sharing-points-index: the selected company's pool and sellers. */
export type SellersSharingIndexAnswer = AnswerOf<typeof sharingApi.index>;
export type SharingHistoryAnswer = AnswerOf<typeof sharingApi.history>;
