import {
  createOrderSchema,
  ORDER_ACCEPTED,
  type OrderQuestionAnswer,
  pageQuerySchema,
  type SuccessAnswer,
  type UserOrdersAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { createOrder, drawQuestion, userOrders } from './orders.service.js';

// Loose: every other header stays on the request as it came.
const orderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(100, 'Klucz operacji jest za długi.')
    .regex(/^[\w-]+$/, 'Nieprawidłowy klucz operacji.')
    .optional(),
});

/** Card top-up orders (docs/product/cards-and-orders.md). */
export const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get('/api/orders', async (request): Promise<OrderQuestionAnswer> => {
    return { success: true, question: await drawQuestion(app.db, app.clock, requireSession(request)) };
  });

  app.post(
    '/api/orders',
    { schema: { body: createOrderSchema, headers: orderHeaders } },
    async (request): Promise<SuccessAnswer> => {
      const key = request.headers['idempotency-key'];
      await createOrder(app.db, app.clock, requireSession(request), request.body, key);
      return { success: true, message: ORDER_ACCEPTED };
    },
  );

  app.get(
    '/api/user-orders',
    { schema: { querystring: pageQuerySchema } },
    async (request): Promise<UserOrdersAnswer> => ({
      success: true,
      items: await userOrders(app.db, requireSession(request).userId, request.query),
    }),
  );
};
