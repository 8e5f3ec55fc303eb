import type { AnswerInputOf, ApiCall } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Policy } from '../access/policies.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a call's handler sees: params, query, body and headers as the contract parsed them. */
export type CallRequest<C extends ApiCall> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['query']>;
  Body: Parsed<C['body']>;
  Headers: Parsed<C['headers']>;
}>;

export type CallHandler<C extends ApiCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<AnswerInputOf<C> | FastifyReply>;

/**
 * The JSON Schema of an answer, which Fastify compiles into its fast serialiser: faster than
 * JSON.stringify, and no field the contract does not name ever leaves the server.
 */
export function answerJsonSchema(answer: z.ZodType): Record<string, unknown> {
  // One object per answer for the whole process, so its compiled serialiser is shared too (serializers.ts).
  let schema = answerSchemas.get(answer);
  if (!schema) {
    const { $schema: _ignored, ...converted } = z.toJSONSchema(answer, {
      target: 'draft-7',
      io: 'input',
      unrepresentable: 'any',
    });
    schema = converted;
    answerSchemas.set(answer, schema);
  }
  return schema;
}

const answerSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/** The JSON body an operator's editor may send: a quiz's question pool, a long news item. */
export const EDITOR_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Registers the route of a contract call (docs/architecture.md "One route table"): its method,
 * path, input schemas and answer come from the contract; the module adds who may call it and
 * what it does.
 */
export function route<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: {
    access: Policy;
    /** A larger JSON body than the app's limit, for the operators' editors (a quiz, a news item). */
    bodyLimit?: number;
  },
  handler: CallHandler<C>,
): void {
  // An upload's fields are declared for the reference, and its body is read by the handler: a
  // call must declare them exactly where its scope parses multipart.
  const readsMultipart = app.hasContentTypeParser('multipart/form-data');
  if (readsMultipart !== (call.multipart !== undefined)) {
    throw new Error(
      readsMultipart
        ? `${call.method} ${call.path} is registered where multipart is parsed but declares no multipart fields`
        : `${call.method} ${call.path} declares multipart fields but is registered where multipart is not parsed`,
    );
  }
  const schema: NonNullable<RouteOptions['schema']> = {
    summary: call.summary,
    tags: [call.tag],
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(call.headers && { headers: call.headers }),
    ...(call.answer && { response: { 200: answerJsonSchema(call.answer) } }),
  };
  app.route({
    method: call.method,
    url: call.path,
    schema,
    config: { access: options.access, call },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler: handler as RouteOptions['handler'],
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves; the API reference documents only these. */
    call?: ApiCall;
  }
}
