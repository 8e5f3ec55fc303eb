import type { NewsStatus } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { NewsAudience } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/* The back office's news (docs/product/back-office.md "Calls"; docs/decisions/0037-news-back-office.md). */

const columns = [
  'id',
  'slug',
  'title',
  'preface_html',
  'body_html',
  'photo',
  'photo_slide',
  'slide_style',
  'roles',
  'published_at',
  'is_published',
  'withdrawn_at',
  'created_at',
  'updated_at',
] as const;

const SORT = { title: 'title', publish_at: 'published_at', updated_at: 'updated_at' } as const;
const LATEST_FIRST = { column: 'publish_at', direction: 'desc' } as const;

export interface AdminNewsScope {
  search?: string | undefined;
  status?: NewsStatus | undefined;
}

/** The rows of a status at `now`: the status is not stored but follows from the flags and the time. */
function scoped(db: DB, scope: AdminNewsScope, now: string) {
  let query = db.selectFrom('news');
  switch (scope.status) {
    case 'withdrawn':
      query = query.where('withdrawn_at', 'is not', null);
      break;
    case 'draft':
      query = query.where('withdrawn_at', 'is', null).where('is_published', '=', 0);
      break;
    case 'scheduled':
      query = query.where('withdrawn_at', 'is', null).where('is_published', '=', 1).where('published_at', '>', now);
      break;
    case 'published':
      query = query.where('withdrawn_at', 'is', null).where('is_published', '=', 1).where('published_at', '<=', now);
      break;
    case undefined:
      break;
  }
  const search = scope.search?.trim();
  if (search) {
    query = query.where((eb) => eb.or([containsText(eb.ref('title'), search), containsText(eb.ref('slug'), search)]));
  }
  return query;
}

export function findAdminNewsPage(
  db: DB,
  scope: AdminNewsScope,
  now: string,
  sort: { column: keyof typeof SORT; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  return findPage(scoped(db, scope, now), (rows) => rows.select(columns), page, perPage, {
    columns: SORT,
    ...(sort ?? LATEST_FIRST),
    then: [['id', 'same']],
  });
}

export function findAdminNews(db: DB, id: number) {
  return db.selectFrom('news').select(columns).where('id', '=', id).executeTakeFirst();
}
export type AdminNewsRow = NonNullable<Awaited<ReturnType<typeof findAdminNews>>>;

/** The slugs taken that start with `base`, to find the next free one. */
export async function slugsLike(db: DB, base: string): Promise<string[]> {
  const rows = await db.selectFrom('news').select('slug').where('slug', 'like', `${base}%`).execute();
  return rows.map((row) => row.slug);
}

export interface NewsValues {
  title: string;
  preface_html: string;
  body_html: string;
  photo: string | null;
  photo_slide: string | null;
  slide_style: string;
  frontend_style: string;
  roles: NewsAudience;
  published_at: string;
}

export async function insertNews(
  db: DB,
  values: NewsValues & { slug: string; is_published: 0 | 1 },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('news')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNews(
  db: DB,
  id: number,
  values: Partial<NewsValues> & { is_published?: 0 | 1; withdrawn_at?: string | null },
  now: string,
) {
  await db
    .updateTable('news')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}
