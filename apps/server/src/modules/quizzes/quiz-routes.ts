import type { AnswerInputOf, ApiCall } from '@portal/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Policy } from '../../plugins/access/policies.js';
import { type CallRequest, route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { type Move, move, type Play, type QuizKind } from './quiz-engine.js';

/**
 * The routes of a quiz kind (docs/decisions/0005-quiz-engine.md): each a call of the contract,
 * who may make it and what it does. The handlers get who plays (Play) instead of the app and the
 * request's session; a move's handler gets the running attempt it changes, found and checked by
 * the engine inside the move's transaction.
 */

/** A route of a kind's quiz, registered by quizRoutes with the kind. */
export type QuizRoute<State> = (app: FastifyInstance, kind: QuizKind<State>) => void;

const playOf = (app: FastifyInstance, request: FastifyRequest): Play => ({
  db: app.db,
  clock: app.clock,
  actor: actorOf(request),
});

/** A call about the quiz (a read, START): what it does for who plays. */
export function quizCall<C extends ApiCall>(
  call: C,
  access: Policy,
  handler: (play: Play, request: CallRequest<C>, reply: FastifyReply) => Promise<AnswerInputOf<C> | FastifyReply>,
): (app: FastifyInstance) => void {
  return (app) => route(app, call, { access }, (request, reply) => handler(playOf(app, request), request, reply));
}

/** A call that names an attempt (`:id`), as every move does. */
type AttemptCall = ApiCall & { params: z.ZodType<{ id: number }> };

/** A move on the attempt the call names: what it does to the running attempt. */
export function moveCall<C extends AttemptCall, State>(
  call: C,
  access: Policy,
  handler: (move: Move<State>, request: CallRequest<C>) => Promise<AnswerInputOf<C>>,
): QuizRoute<State> {
  return (app, kind) =>
    route(app, call, { access }, (request) => {
      // AttemptCall guarantees the parsed id; TypeScript cannot resolve a generic call's params.
      const { id } = request.params as { id: number };
      return move(playOf(app, request), kind, id, (running) => handler(running, request));
    });
}

/** The routes of a quiz kind as one plugin. */
export const quizRoutes =
  <State>(kind: QuizKind<State>, routes: QuizRoute<State>[]): FastifyPluginAsync =>
  async (app) => {
    for (const register of routes) register(app, kind);
  };
