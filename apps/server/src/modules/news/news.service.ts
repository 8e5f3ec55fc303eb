import { NEWS_NOT_FOUND, type NewsDetail, type NewsRoleQuery, type NewsSlide } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { NewsAudience } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { polishDay } from '../../lib/polish-time.js';
import type { Actor } from '../../plugins/access/actor.js';
import { findPublishedNews, findPublishedNewsBySlug } from './news.repository.js';
import { safeSlideStyle, sanitizeNewsHtml } from './news.sanitize.js';

const askedAudience: Record<NewsRoleQuery, NewsAudience> = { lider: 'leader', sprzedawca: 'seller' };

/**
 * The audiences whose news the caller may read. Leaders read the leaders' news; sellers,
 * and anyone else who is not a leader, the sellers' (roles=sprzedawca "for anyone else");
 * a leader who also sells reads both; everyone reads the news meant for both. The browser's
 * `roles` can only narrow this down: asking for the leaders' news does not make a seller a leader.
 */
function audiences(actor: Actor, asked?: NewsRoleQuery): NewsAudience[] {
  const permitted: NewsAudience[] = [];
  if (actor.role === 'leader') permitted.push('leader');
  if (actor.role !== 'leader' || actor.isSeller) permitted.push('seller');
  const wanted = asked === undefined ? permitted : permitted.filter((audience) => audience === askedAudience[asked]);
  return ['both', ...wanted];
}

/** The slides of the news slider: published news for the user's role, newest first. */
export async function newsSlides(
  db: DB,
  clock: Clock,
  actor: Actor,
  asked: NewsRoleQuery | undefined,
): Promise<NewsSlide[]> {
  const rows = await findPublishedNews(db, audiences(actor, asked), clock.now().toISOString());
  return rows.map((row) => ({
    title: row.title,
    preface: sanitizeNewsHtml(row.preface_html),
    slug: row.slug,
    frontend_style: safeSlideStyle(row.frontend_style),
  }));
}

/** One news item; a slug that is not published, or not for this user's role, is not found. */
export async function newsDetail(db: DB, clock: Clock, actor: Actor, slug: string): Promise<NewsDetail> {
  const row = await findPublishedNewsBySlug(db, slug, audiences(actor), clock.now().toISOString());
  if (!row) throw new NotFoundError(NEWS_NOT_FOUND);
  return {
    title: row.title,
    slug: row.slug,
    preface: sanitizeNewsHtml(row.preface_html),
    body: sanitizeNewsHtml(row.body_html),
    photo: row.photo,
    publish_day: polishDay(row.published_at),
  };
}
