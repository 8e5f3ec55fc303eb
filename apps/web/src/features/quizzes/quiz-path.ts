import { type RouteName, routePath } from '@portal/contract';

/** A quiz page's address: the kind's route and the quiz's slug (/milionerzy/:slug, docs/decisions/0039). */
export const quizPath = (route: RouteName, slug: string) => `${routePath(route)}/${encodeURIComponent(slug)}`;
