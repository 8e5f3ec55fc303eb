import {
  type AdminNews,
  type adminNewsQuerySchema,
  NEWS_PHOTO_MAX_BYTES,
  type NewsDetail,
  type newsFormSchema,
  type newsPreviewSchema,
  type NewsRole,
  type NewsSlide,
  type NewsStatus,
  type NewsStyle,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { NewsAudience } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { polishDay } from '../../lib/polish-time.js';
import { storeImage } from '../../lib/uploaded-image.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import {
  type AdminNewsRow,
  findAdminNews,
  findAdminNewsPage,
  insertNews,
  type NewsValues,
  slugsLike,
  updateNews,
} from './news.admin.repository.js';
import { safeSlideStyle, sanitizeNewsHtml } from './news.sanitize.js';
import { adminPageOf } from '../../lib/paging.js';

/**
 * The photo's sizes (docs/decisions/0037-news-back-office.md): the detail page shows it across
 * its 768 px column at 16:9, so 1600×900 is sharp on a 2× screen; a slide is at most ~420 px wide
 * (one per view on a phone, three from 768 px) and shows the photo's full width on top.
 */
export const NEWS_PHOTO_SIZES = [
  { name: 'detail', width: 1600, height: 900 },
  { name: 'slide', width: 840, height: 840 },
] as const;

const NAVY = '#0b2545';

/**
 * Each named style as the slide's inline background; every one passes parseSlideStyle and keeps
 * the white text of the slide readable. 'photo' lays the photo on top, fading into the navy blue
 * below where the text stands, as the demo's news look; without a photo it is the navy blue.
 */
export function slideBackground(style: NewsStyle, photo: string | null): string {
  switch (style) {
    case 'photo':
      return photo
        ? `background: linear-gradient(180deg, rgba(11, 37, 69, 0) 0%, rgba(11, 37, 69, 0) 20%, rgba(11, 37, 69, 0.9) 36%, ${NAVY} 42%), url('${photo}') center top / 100% auto no-repeat, ${NAVY}`
        : `background: linear-gradient(135deg, #1d4e89 0%, ${NAVY} 100%)`;
    case 'navy':
      return `background: linear-gradient(135deg, #1d4e89 0%, ${NAVY} 100%)`;
    case 'green':
      return `background: linear-gradient(135deg, #067647 0%, ${NAVY} 100%)`;
    case 'amber':
      return `background: linear-gradient(135deg, #9a5b00 0%, ${NAVY} 100%)`;
  }
}

const POLISH_LETTERS: Record<string, string> = { ł: 'l', Ł: 'l' };

/** A title as an address: Polish letters without their marks, lower case, words joined by hyphens. */
export function slugOf(title: string): string {
  const plain = title
    .replace(/[łŁ]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
  return plain || 'aktualnosc';
}

/** The title's slug, or with the first free suffix -2, -3 ... when another news item has it. */
async function freeSlug(db: DB, title: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(await slugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const slug = `${base}-${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}

const audienceOf = (roles: readonly NewsRole[]): NewsAudience =>
  roles.includes('seller') && roles.includes('leader') ? 'both' : roles.includes('leader') ? 'leader' : 'seller';
const rolesOf = (audience: string): NewsRole[] =>
  audience === 'both' ? ['seller', 'leader'] : audience === 'leader' ? ['leader'] : ['seller'];
const styleOf = (name: string): NewsStyle => (name === 'navy' || name === 'green' || name === 'amber' ? name : 'photo');

export function statusOf(
  row: Pick<AdminNewsRow, 'withdrawn_at' | 'is_published' | 'published_at'>,
  now: string,
): NewsStatus {
  if (row.withdrawn_at !== null) return 'withdrawn';
  if (row.is_published !== 1) return 'draft';
  return row.published_at > now ? 'scheduled' : 'published';
}

const iso = (time: string) => new Date(time).toISOString();

const newsOf = (row: AdminNewsRow, now: string): AdminNews => ({
  id: row.id,
  slug: row.slug,
  status: statusOf(row, now),
  title: row.title,
  preface: row.preface_html,
  body: row.body_html,
  roles: rolesOf(row.roles),
  style: styleOf(row.slide_style),
  photo: row.photo,
  photo_slide: row.photo_slide,
  publish_at: iso(row.published_at),
  withdrawn_at: row.withdrawn_at && iso(row.withdrawn_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listAdminNews(db: DB, clock: Clock, query: z.output<typeof adminNewsQuerySchema>) {
  const now = clock.now().toISOString();
  const { rows, total } = await findAdminNewsPage(
    db,
    { search: query.search, status: query.status },
    now,
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(
    rows.map((row) => newsOf(row, now)),
    total,
    query,
  );
}

async function existing(db: DB, id: number): Promise<AdminNewsRow> {
  const row = await findAdminNews(db, id);
  if (!row) throw new NotFoundError(`Nie ma aktualności ${id}.`);
  return row;
}

export async function adminNews(db: DB, clock: Clock, id: number): Promise<AdminNews> {
  return newsOf(await existing(db, id), clock.now().toISOString());
}

export type NewsFormValues = z.output<typeof newsFormSchema>;

/** What is left of HTML once its tags are gone: an editor's empty paragraph is no text. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

/** The editor's HTML made safe as it is stored; a preface or body with no text left is refused. */
function cleanHtml(form: NewsFormValues) {
  const preface = sanitizeNewsHtml(form.preface);
  const body = sanitizeNewsHtml(form.body);
  const errors: Record<string, string[]> = {};
  if (!textOf(preface)) errors.preface = ['Napisz wstęp.'];
  if (!textOf(body) && !/<img\b/.test(body)) errors.body = ['Napisz treść.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { preface, body };
}

/** The photos an item has when saved without a new one: none once the form removes them. */
function keptPhotos(row: { photo: string | null; photo_slide: string | null } | undefined, remove: boolean) {
  return row && !remove ? { photo: row.photo, photo_slide: row.photo_slide } : { photo: null, photo_slide: null };
}

/** The uploaded photo stored in its sizes, or nothing without one (lib/uploaded-image.ts). */
async function storePhoto(uploadsDir: string, photo: Buffer | undefined) {
  if (!photo) return undefined;
  const stored = await storeImage(uploadsDir, 'news', photo, NEWS_PHOTO_SIZES, {
    field: 'photo',
    maxBytes: NEWS_PHOTO_MAX_BYTES,
  });
  return { photo: stored.urls.detail ?? null, photo_slide: stored.urls.slide ?? null };
}

/** The audit's view of a news item: what an operator changes, without the HTML itself. */
const audited = (values: Partial<NewsValues> & { slug?: string; is_published?: 0 | 1 }) => ({
  slug: values.slug,
  title: values.title,
  roles: values.roles,
  style: values.slide_style,
  published_at: values.published_at,
  photo: values.photo,
  is_published: values.is_published,
  preface_length: values.preface_html?.length,
  body_length: values.body_html?.length,
});

export interface NewsUpload {
  uploadsDir: string;
  photo?: Buffer | undefined;
}

const SAME_TITLE_ATTEMPTS = 10;

/** Writes a news item: published at publish_at (now when omitted), or kept as a draft. */
export async function createNews(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  form: NewsFormValues,
  upload: NewsUpload,
): Promise<AdminNews> {
  const now = clock.now().toISOString();
  const html = cleanHtml(form);
  const photo = (await storePhoto(upload.uploadsDir, upload.photo)) ?? { photo: null, photo_slide: null };
  const values: NewsValues = {
    title: form.title,
    preface_html: html.preface,
    body_html: html.body,
    ...photo,
    slide_style: form.style,
    frontend_style: slideBackground(form.style, photo.photo_slide ?? photo.photo),
    roles: audienceOf(form.roles),
    published_at: form.publish_at ? iso(form.publish_at) : now,
  };
  // Items of one title saved at the same moment may pick the same free slug: each loser's
  // insert breaks the unique slug and is tried again with the next free one. Of n saves at
  // once only one wins each round, so the bound is the burst we accept, not 2.
  const insert = () =>
    db.transaction().execute(async (trx) => {
      const slug = await freeSlug(trx, form.title);
      const isPublished = form.draft ? (0 as const) : (1 as const);
      const id = await insertNews(trx, { ...values, slug, is_published: isPublished }, now);
      await record(
        trx,
        clock,
        operator,
        'news.create',
        { type: 'news', id },
        {
          after: audited({ ...values, slug, is_published: isPublished }),
        },
      );
      return id;
    });
  let id: number;
  for (let attempt = 1; ; attempt++) {
    try {
      id = await insert();
      break;
    } catch (error) {
      if (attempt === SAME_TITLE_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
  return adminNews(db, clock, id);
}

/**
 * Edits a news item; its slug stays, so addresses already shared keep working. publish_at
 * omitted keeps the time it had; a new photo replaces the old one, remove_photo drops it.
 */
export async function editNews(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  form: NewsFormValues,
  upload: NewsUpload,
): Promise<AdminNews> {
  await existing(db, id);
  const html = cleanHtml(form);
  const newPhoto = await storePhoto(upload.uploadsDir, upload.photo);
  await db.transaction().execute(async (trx) => {
    const before = await existing(trx, id);
    const photo = newPhoto ?? keptPhotos(before, form.remove_photo);
    const values: NewsValues = {
      title: form.title,
      preface_html: html.preface,
      body_html: html.body,
      ...photo,
      slide_style: form.style,
      frontend_style: slideBackground(form.style, photo.photo_slide ?? photo.photo),
      roles: audienceOf(form.roles),
      published_at: form.publish_at ? iso(form.publish_at) : before.published_at,
    };
    await updateNews(trx, id, values, clock.now().toISOString());
    await record(
      trx,
      clock,
      operator,
      'news.update',
      { type: 'news', id },
      {
        before: audited({ ...before, slide_style: before.slide_style }),
        after: audited(values),
      },
    );
  });
  return adminNews(db, clock, id);
}

/** A status change: checks the item's status allows it, changes it and records it, in one transaction. */
async function changeStatus(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  action: 'news.publish' | 'news.withdraw' | 'news.restore',
  change: (row: AdminNewsRow, status: NewsStatus, now: string) => Parameters<typeof updateNews>[2],
): Promise<AdminNews> {
  await db.transaction().execute(async (trx) => {
    const now = clock.now().toISOString();
    const row = await existing(trx, id);
    const status = statusOf(row, now);
    const values = change(row, status, now);
    await updateNews(trx, id, values, now);
    await record(
      trx,
      clock,
      operator,
      action,
      { type: 'news', id },
      {
        before: { status, published_at: row.published_at },
        after: values,
      },
    );
  });
  return adminNews(db, clock, id);
}

/** Publishes a draft: at its publish time when that is still to come (scheduled), otherwise now. */
export function publishNews(db: DB, clock: Clock, operator: AuditActor, id: number) {
  return changeStatus(db, clock, operator, id, 'news.publish', (row, status, now) => {
    if (status === 'withdrawn') throw new ConflictError('Aktualność jest wycofana: przywróć ją, aby znów ją pokazać.');
    if (status !== 'draft') throw new ConflictError('Aktualność jest już opublikowana.');
    return { is_published: 1, published_at: row.published_at > now ? row.published_at : now };
  });
}

/** Withdraws a published or scheduled news item: the participants no longer see it. */
export function withdrawNews(db: DB, clock: Clock, operator: AuditActor, id: number) {
  return changeStatus(db, clock, operator, id, 'news.withdraw', (_row, status, now) => {
    if (status === 'withdrawn') throw new ConflictError('Aktualność jest już wycofana.');
    if (status === 'draft') throw new ConflictError('Szkicu nikt nie widzi: nie ma czego wycofać.');
    return { withdrawn_at: now };
  });
}

/** Brings a withdrawn news item back, published (or scheduled) as it was before. */
export function restoreNews(db: DB, clock: Clock, operator: AuditActor, id: number) {
  return changeStatus(db, clock, operator, id, 'news.restore', (_row, status) => {
    if (status !== 'withdrawn') throw new ConflictError('Aktualność nie jest wycofana.');
    return { withdrawn_at: null };
  });
}

/** The slide and the detail a participant would see for these fields: the same sanitising and style. */
export async function previewNews(
  db: DB,
  clock: Clock,
  input: z.output<typeof newsPreviewSchema>,
): Promise<{ slide: NewsSlide; news: NewsDetail }> {
  const row = input.id === undefined ? undefined : await existing(db, input.id);
  const slug = row?.slug ?? slugOf(input.title);
  const preface = sanitizeNewsHtml(input.preface);
  const publishAt = input.publish_at ? iso(input.publish_at) : (row?.published_at ?? clock.now().toISOString());
  // A photo chosen but not saved is not sent: the editor shows it over this answer's.
  const photo = keptPhotos(row, input.remove_photo);
  return {
    slide: {
      title: input.title,
      preface,
      slug,
      frontend_style: safeSlideStyle(slideBackground(input.style, photo.photo_slide ?? photo.photo)),
    },
    news: {
      title: input.title,
      slug,
      preface,
      body: sanitizeNewsHtml(input.body),
      photo: photo.photo,
      publish_day: polishDay(publishAt),
    },
  };
}
