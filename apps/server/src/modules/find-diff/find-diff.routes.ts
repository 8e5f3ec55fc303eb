import { findDiffApi } from '@portal/contract';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-engine.js';
import { moveCall, quizCall, quizRoutes } from '../quizzes/quiz-routes.js';
import {
  createFindDiff,
  findDiff,
  findDiffPicture,
  showFindDiff,
  showUserFindDiff,
  storeDiff,
  storeFindDiff,
} from './find-diff.service.js';

/** Find the difference (docs/product/quizzes.md, find-diff-* calls). */
export const findDiffRoutes = quizRoutes(findDiff, [
  quizCall(findDiffApi.show, viewerAccess, (play, { params }) => showFindDiff(play, params.slug)),
  // START, and the way back into a running attempt (which costs a life): a GET by the quiz's contract,
  // so another site must not be able to cause it.
  quizCall(findDiffApi.create, playerGetAccess, (play, { params }) => createFindDiff(play, params.slug)),
  quizCall(findDiffApi.user, viewerAccess, (play, { params }) => showUserFindDiff(play, params.slug)),
  moveCall(findDiffApi.storeDiff, playerAccess, (move, { body }) => storeDiff(move, body)),
  moveCall(findDiffApi.store, playerAccess, (move) => storeFindDiff(move)),
  // The two pictures as PNGs rendered from their drawings, which never leave the server.
  quizCall(findDiffApi.picture, viewerAccess, async (play, { params }, reply) => {
    const png = await findDiffPicture(play.db, reply.server.config.UPLOADS_DIR, params.slug, params.file);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
  }),
]);
