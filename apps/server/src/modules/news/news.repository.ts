import type { DB } from '../../db/database.js';
import type { NewsAudience } from '../../db/schema.js';

function published(db: DB, audiences: NewsAudience[], now: string) {
  return db
    .selectFrom('news')
    .where('is_published', '=', 1)
    .where('published_at', '<=', now)
    .where('withdrawn_at', 'is', null)
    .where('roles', 'in', audiences);
}

/** Published news for the audiences, newest first. */
export async function findPublishedNews(db: DB, audiences: NewsAudience[], now: string) {
  return published(db, audiences, now)
    .select(['slug', 'title', 'preface_html', 'frontend_style'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPublishedNewsBySlug(db: DB, slug: string, audiences: NewsAudience[], now: string) {
  return published(db, audiences, now)
    .select(['slug', 'title', 'preface_html', 'body_html', 'photo', 'published_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
