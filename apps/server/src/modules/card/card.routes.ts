import {
  CARD_CONFIRMED,
  CARD_ORDERED,
  type CardConfirmAnswer,
  type CardShowAnswer,
  confirmCardSchema,
  type SuccessAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { member, refuseImpersonation, requireSeller } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { CARD_IMPERSONATION_REFUSED, CARD_SELLERS_ONLY, confirmCard, orderCard, showCard } from './card.service.js';

const cardParams = z.object({ id: z.coerce.number().int().positive() });

/** The seller's prepaid card (docs/product/cards-and-orders.md). */
export const cardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/card-show', { config: { access: member() } }, async (request): Promise<CardShowAnswer> => {
    return { success: true, ...(await showCard(app.db, actorOf(request))) };
  });

  app.post(
    '/api/card/:id/confirm',
    {
      config: { access: member(refuseImpersonation(CARD_IMPERSONATION_REFUSED)) },
      schema: { params: cardParams, body: confirmCardSchema },
    },
    async (request): Promise<CardConfirmAnswer> => {
      const card = await confirmCard(app.db, app.clock, actorOf(request), request.params.id, request.body.number);
      return { success: true, message: CARD_CONFIRMED, card };
    },
  );

  app.post(
    '/api/card/order',
    { config: { access: member(refuseImpersonation(CARD_IMPERSONATION_REFUSED), requireSeller(CARD_SELLERS_ONLY)) } },
    async (request): Promise<SuccessAnswer> => {
      await orderCard(app.db, app.clock, actorOf(request));
      return { success: true, message: CARD_ORDERED };
    },
  );
};
