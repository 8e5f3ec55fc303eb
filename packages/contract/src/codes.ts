import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { XLSX_MEDIA_TYPE } from './http.js';
import { pageAnswer, pageQuerySchema } from './paging.js';

/**
 * Codes from product packages, training coupons and the products whose codes earn points
 * (docs/product/catalogue-and-codes.md "Codes", "Trainings", "Premium products").
 */

/** How many codes one "Zapisz kody" may send. */
export const CODES_PER_REQUEST = 50;

export const CODES_REQUIRED = 'Podaj od 1 do 50 kodów.';
export const CODE_EMPTY = 'Pole kod jest puste';
export const CODES_TOO_MANY = `Jednym zapisem można wysłać najwyżej ${CODES_PER_REQUEST} kodów.`;

/** What the page's texts call each code's state (list statuses and the look-up's). */
export const codeResultStatuses = ['registered', 'already_registered', 'not_found', 'invalid'] as const;
export type CodeResultStatus = (typeof codeResultStatuses)[number];
export const codeLookupStatuses = ['available', 'already_registered', 'not_found'] as const;
export type CodeLookupStatus = (typeof codeLookupStatuses)[number];

/** One code as typed or scanned: any text up to a sane length; the server normalises it. */
const codeInput = z
  .string({ error: CODE_EMPTY })
  .max(64, 'Kod jest za długi.')
  .refine((value) => value.trim() !== '', CODE_EMPTY);

// An empty string is a 422 on `codes` itself, as docs/product/catalogue-and-codes.md says, not on `codes.3`.
export const registerCodesSchema = z.object({
  codes: z
    .array(z.string({ error: CODES_REQUIRED }).max(64, 'Kod jest za długi.'), { error: CODES_REQUIRED })
    .min(1, CODES_REQUIRED)
    .max(CODES_PER_REQUEST, CODES_TOO_MANY)
    .refine((codes) => codes.every((code) => code.trim() !== ''), CODE_EMPTY),
});
export type RegisterCodesPayload = z.input<typeof registerCodesSchema>;

export const lookupCodeSchema = z.object({ code: codeInput });
export type LookupCodePayload = z.input<typeof lookupCodeSchema>;

const codeResult = z.object({
  /** The code as sent, normalised where it could be (upper case, no spaces or dashes). */
  code: z.string(),
  status: z.enum(codeResultStatuses),
  /** Points credited now; 0 unless `registered`. */
  points: z.number(),
  /** The product's or training's name; null when not found or invalid. */
  product: z.string().nullable(),
});
export type CodeResult = z.infer<typeof codeResult>;

const codeLookup = z.object({
  /** The product's name, or the training's (the coupon's) name; null when not found. */
  product: z.string().nullable(),
  /** The product's index; null for a training's coupon or when not found. */
  index: z.string().nullable(),
  points: z.number().nullable(),
  status: z.enum(codeLookupStatuses),
});
export type CodeLookup = z.infer<typeof codeLookup>;

const myCode = z.object({
  /** Only the last four characters: ••••••••9RTA. */
  code: z.string(),
  product: z.string(),
  points: z.number(),
  /** ISO 8601. */
  registered_at: z.string(),
});
export type MyCode = z.infer<typeof myCode>;

/** The points summary "Moje kody" shows beside the list: Otrzymane, Wydane, Dostępne. */
const pointsSummary = z.object({ received: z.number(), spent: z.number(), balance: z.number() });

const training = z.object({
  name: z.string(),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  /** The coupon's last four characters, masked. */
  coupon: z.string(),
  points: z.number(),
  /** ISO 8601. */
  registered_at: z.string(),
});
export type Training = z.infer<typeof training>;

export const premiumProductFormats = ['json', 'pdf', 'xlsx'] as const;
export const premiumProductsQuerySchema = z.object({
  format: z.enum(premiumProductFormats, { error: 'Wybierz format: json, pdf albo xlsx.' }).default('json'),
});

const premiumProduct = z.object({ name: z.string(), index: z.string(), points: z.number() });
export type PremiumProduct = z.infer<typeof premiumProduct>;

export const codesApi = {
  lookup: defineCall({
    method: 'POST',
    path: '/api/codes/lookup',
    tag: 'codes',
    summary:
      'Looks a code up without registering it: its product or training, points and whether it is still available.',
    body: lookupCodeSchema,
    answer: z.object({ success: z.literal(true), code: codeLookup }),
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/codes',
    tag: 'codes',
    summary:
      "Registers 1 to 50 codes for the seller, crediting each one's points once ever (a training's coupon once per person).",
    body: registerCodesSchema,
    answer: z.object({ success: z.literal(true), results: z.array(codeResult), balance: z.number() }),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/codes',
    tag: 'codes',
    summary: "One page of the seller's registered codes (masked), newest first, with the points summary.",
    query: pageQuerySchema,
    answer: pageAnswer(myCode).extend({ summary: pointsSummary }),
  }),
  trainings: defineCall({
    method: 'GET',
    path: '/api/trainings',
    tag: 'codes',
    summary: 'The trainings whose coupon the participant registered, with the points each gave.',
    answer: z.object({ success: z.literal(true), items: z.array(training) }),
  }),
  premiumProducts: defineCall({
    method: 'GET',
    path: '/api/premium-products',
    tag: 'codes',
    summary: 'The products whose codes earn points, as JSON or as a PDF or XLSX file to download.',
    query: premiumProductsQuerySchema,
    answer: z.object({ success: z.literal(true), items: z.array(premiumProduct) }),
    produces: `application/json, application/pdf, ${XLSX_MEDIA_TYPE}`,
  }),
};
export type CodeLookupAnswer = AnswerOf<typeof codesApi.lookup>;
export type RegisterCodesAnswer = AnswerOf<typeof codesApi.register>;
export type MyCodesAnswer = AnswerOf<typeof codesApi.list>;
export type TrainingsAnswer = AnswerOf<typeof codesApi.trainings>;
export type PremiumProductsAnswer = AnswerOf<typeof codesApi.premiumProducts>;
