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
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { confirmCard, orderCard, showCard } from './card.service.js';

const cardParams = z.object({ id: z.coerce.number().int().positive() });

/** The seller's prepaid card (docs/product/cards-and-orders.md). */
export const cardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get('/api/card-show', async (request): Promise<CardShowAnswer> => {
    return { success: true, ...(await showCard(app.db, requireSession(request))) };
  });

  app.post(
    '/api/card/:id/confirm',
    { schema: { params: cardParams, body: confirmCardSchema } },
    async (request): Promise<CardConfirmAnswer> => {
      const card = await confirmCard(
        app.db,
        app.clock,
        requireSession(request),
        request.params.id,
        request.body.number,
      );
      return { success: true, message: CARD_CONFIRMED, card };
    },
  );

  app.post('/api/card/order', async (request): Promise<SuccessAnswer> => {
    await orderCard(app.db, app.clock, requireSession(request));
    return { success: true, message: CARD_ORDERED };
  });
};
