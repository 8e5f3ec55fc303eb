import { z } from 'zod';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';
import { type AnswerOf, defineCall, type MultipartBody } from './api-call.js';
import { newsDetailSchema, newsSlideSchema } from './news.js';
import { idParams } from './query-fields.js';

/**
 * News in the back office (docs/product/back-office.md "Calls": POST /api/admin/news and
 * POST /api/admin/news/{id}/withdraw, and the screen's own calls): drafts, scheduled publication,
 * withdrawal, the photo, the slide's named style and the roles that read it
 * (docs/decisions/0037-news-back-office.md).
 */

export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Who reads a news item, as the API names them. */
export const NEWS_ROLES = ['seller', 'leader'] as const;
export type NewsRole = (typeof NEWS_ROLES)[number];

/**
 * The slide's looks an operator chooses from: the photo over the navy blue (the demo's look), or
 * one of three backgrounds. The server turns a name into the slide's inline background, so no
 * operator writes CSS; every one keeps the slide's white text readable.
 */
export const NEWS_STYLES = ['photo', 'navy', 'green', 'amber'] as const;
export type NewsStyle = (typeof NEWS_STYLES)[number];

/** The largest photo an operator may upload. */
export const NEWS_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_TITLE_MAX = 255;
export const NEWS_PREFACE_MAX = 20_000;
export const NEWS_BODY_MAX = 200_000;

const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A flag from JSON (true/false) or from a form field ("true", "1", "on", "false", "0"). */
const formFlag = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (['true', '1', 'on'].includes(value)) return true;
      if (['false', '0', ''].includes(value)) return false;
      return value;
    },
    z.boolean({ error: message }).default(false),
  );

/**
 * A news item's fields, sent as JSON or as a multipart form (the same names; `roles` repeated,
 * the photo as the file `photo`). `publish_at` omitted means now; `draft` keeps it unpublished.
 */
export const newsFormSchema = z.object({
  title: z
    .string({ error: 'Podaj tytuł.' })
    .trim()
    .min(1, 'Podaj tytuł.')
    .max(NEWS_TITLE_MAX, `Tytuł może mieć najwyżej ${NEWS_TITLE_MAX} znaków.`),
  preface: z
    .string({ error: 'Napisz wstęp.' })
    .trim()
    .min(1, 'Napisz wstęp.')
    .max(NEWS_PREFACE_MAX, 'Wstęp jest za długi.'),
  body: z.string({ error: 'Napisz treść.' }).trim().min(1, 'Napisz treść.').max(NEWS_BODY_MAX, 'Treść jest za długa.'),
  roles: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(NEWS_ROLES, { error: 'Odbiorcy to sprzedawcy (seller) albo liderzy (leader).' }), {
        error: 'Wybierz, kto zobaczy aktualność.',
      })
      .min(1, 'Wybierz, kto zobaczy aktualność.')
      .max(2, 'Wybierz, kto zobaczy aktualność.'),
  ),
  publish_at: z.preprocess(
    blankAsMissing,
    z.iso.datetime({ offset: true, error: 'Podaj datę i godzinę publikacji.' }).optional(),
  ),
  style: z.preprocess(blankAsMissing, z.enum(NEWS_STYLES, { error: 'Wybierz styl slajdu z listy.' }).default('photo')),
  /** Keeps a new item unpublished (a draft); ignored on an edit, whose status changes by its own calls. */
  draft: formFlag('Szkic to tak albo nie.'),
  /** On an edit: drops the photo (a new `photo` file replaces it anyway). */
  remove_photo: formFlag('Usunięcie zdjęcia to tak albo nie.'),
});
export type NewsForm = z.input<typeof newsFormSchema>;

export const adminNewsSchema = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.enum(NEWS_STATUSES),
  title: z.string(),
  /** Sanitized HTML, as stored. */
  preface: z.string(),
  /** Sanitized HTML, as stored. */
  body: z.string(),
  roles: z.array(z.enum(NEWS_ROLES)),
  style: z.enum(NEWS_STYLES),
  /** The photo in the detail page's size (`/uploads/news/<hash>.webp`), or null. */
  photo: z.string().nullable(),
  /** The photo in the slide's size, or null. */
  photo_slide: z.string().nullable(),
  /** When it is (or, for a draft, is to be) published, ISO. */
  publish_at: z.string(),
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsQuerySchema = adminPageQuery(['title', 'publish_at', 'updated_at']).extend({
  status: z.preprocess(blankAsMissing, z.enum(NEWS_STATUSES, { error: 'Nie ma takiego stanu.' }).optional()),
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

export const newsPreviewSchema = z.object({
  /** The item being edited, whose stored photo the preview shows; none for a new one. */
  id: z.coerce.number().int().positive().optional(),
  /** The form's "Usuń zdjęcie" ticked: the preview shows the item as it will be, without it. */
  remove_photo: formFlag('Usunięcie zdjęcia to tak albo nie.'),
  title: z.string().trim().max(NEWS_TITLE_MAX, `Tytuł może mieć najwyżej ${NEWS_TITLE_MAX} znaków.`).default(''),
  preface: z.string().max(NEWS_PREFACE_MAX, 'Wstęp jest za długi.').default(''),
  body: z.string().max(NEWS_BODY_MAX, 'Treść jest za długa.').default(''),
  style: z.enum(NEWS_STYLES, { error: 'Wybierz styl slajdu z listy.' }).default('photo'),
  publish_at: z.preprocess(
    blankAsMissing,
    z.iso.datetime({ offset: true, error: 'Podaj datę i godzinę publikacji.' }).optional(),
  ),
});
export type NewsPreviewPayload = z.input<typeof newsPreviewSchema>;

const newsAnswer = z.object({ success: z.literal(true), news: adminNewsSchema });
const FORM_FIELDS =
  'title, preface (HTML), body (HTML), roles (seller, leader), publish_at (ISO; omitted: now), style, draft; JSON or a multipart form with the file `photo` (JPEG, PNG or WebP up to 5 MB)';

/** The news form as multipart (a repeated `roles`, or `roles[]`, lists both), or as JSON without the photo. */
const newsUpload: MultipartBody = {
  fields: newsFormSchema,
  files: {
    photo: {
      description: `the slide's photo: JPEG, PNG or WebP of at most ${NEWS_PHOTO_MAX_BYTES / 1024 / 1024} MB (optional)`,
      required: false,
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    },
  },
  orJson: true,
};

export const adminNewsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/news',
    tag: 'admin',
    summary: 'The news, newest first; search the title, filter the status, sort, page.',
    query: adminNewsQuerySchema,
    answer: adminPageAnswer(adminNewsSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/news/:id',
    tag: 'admin',
    summary: 'One news item.',
    params: idParams,
    answer: newsAnswer,
  }),
  // The body is read by the route itself: JSON or a multipart form (newsFormSchema).
  create: defineCall({
    method: 'POST',
    path: '/api/admin/news',
    tag: 'admin',
    summary: `Writes a news item (${FORM_FIELDS}); its slug comes from the title; audited as news.create.`,
    multipart: newsUpload,
    answer: newsAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/news/:id',
    tag: 'admin',
    summary: `Edits a news item (${FORM_FIELDS}, remove_photo); the slug stays; audited as news.update.`,
    params: idParams,
    multipart: newsUpload,
    answer: newsAnswer,
  }),
  publish: defineCall({
    method: 'POST',
    path: '/api/admin/news/:id/publish',
    tag: 'admin',
    summary: 'Publishes a draft at its publish time (now when that has passed); audited as news.publish.',
    params: idParams,
    answer: newsAnswer,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/api/admin/news/:id/withdraw',
    tag: 'admin',
    summary: 'Withdraws a published or scheduled news item from the participants; audited as news.withdraw.',
    params: idParams,
    answer: newsAnswer,
  }),
  restore: defineCall({
    method: 'POST',
    path: '/api/admin/news/:id/restore',
    tag: 'admin',
    summary: 'Brings a withdrawn news item back as it was published; audited as news.restore.',
    params: idParams,
    answer: newsAnswer,
  }),
  preview: defineCall({
    method: 'POST',
    path: '/api/admin/news/preview',
    tag: 'admin',
    summary: 'The slide and the detail a participant would see for these fields, sanitized; changes nothing.',
    body: newsPreviewSchema,
    answer: z.object({
      success: z.literal(true),
      slide: newsSlideSchema,
      news: newsDetailSchema,
    }),
  }),
};
export type AdminNewsAnswer = AnswerOf<typeof adminNewsApi.list>;
