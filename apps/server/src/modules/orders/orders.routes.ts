import {
  createOrderSchema,
  ORDER_ACCEPTED,
  type OrderQuestionAnswer,
  pageQuerySchema,
  type SuccessAnswer,
  type UserOrdersAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireSeller, sameOriginOnly } from '../../plugins/access/policies.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  createOrder,
  drawQuestion,
  ORDER_IMPERSONATION_REFUSED,
  ORDER_SELLERS_ONLY,
  userOrders,
} from './orders.service.js';

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
  // Drawing the question remembers it for the order that follows: a GET that changes state, so
  // only the portal's own page may make it, and only the seller in person.
  const ordering = [refuseImpersonation(ORDER_IMPERSONATION_REFUSED), requireSeller(ORDER_SELLERS_ONLY)];
  app.get(
    '/api/orders',
    { config: { access: member(sameOriginOnly, ...ordering) } },
    async (request): Promise<OrderQuestionAnswer> => {
      return { success: true, question: await drawQuestion(app.db, app.clock, actorOf(request)) };
    },
  );

  app.post(
    '/api/orders',
    {
      config: { access: member(...ordering) },
      schema: { body: createOrderSchema, headers: orderHeaders },
    },
    async (request): Promise<SuccessAnswer> => {
      const key = request.headers['idempotency-key'];
      await createOrder(app.db, app.clock, actorOf(request), request.body, key);
      return { success: true, message: ORDER_ACCEPTED };
    },
  );

  app.get(
    '/api/user-orders',
    { config: { access: member() }, schema: { querystring: pageQuerySchema } },
    async (request): Promise<UserOrdersAnswer> => ({
      success: true,
      items: await userOrders(app.db, actorOf(request).userId, request.query),
    }),
  );
};
