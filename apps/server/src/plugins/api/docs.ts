import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { MultipartBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const API_DOCS_PATH = '/api/docs';

/** Every refusal has this shape (README "API conventions"); only the reference needs saying so. */
const refusal = {
  description: 'Refused: 401, 403, 404, 409, 419 (CSRF), 422 (with errors per field) or 429.',
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['success', 'message'],
};

const inputJsonSchema = (schema: unknown) =>
  schema instanceof z.ZodType
    ? z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' })
    : schema;

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * The request body of an upload: its multipart form (each file a binary part of its media types),
 * and the same text fields as JSON where the call takes those too.
 */
function uploadBody(form: MultipartBody) {
  const { $schema: _ignored, ...fields } = (form.fields ? inputJsonSchema(form.fields) : {}) as ObjectSchema & {
    $schema?: string;
  };
  const properties: Record<string, unknown> = { ...fields.properties };
  const required = [...(fields.required ?? [])];
  for (const [name, file] of Object.entries(form.files)) {
    const parts = file.mediaTypes.map((mediaType) => ({ type: 'string', contentMediaType: mediaType }));
    properties[name] =
      parts.length === 1
        ? { ...parts[0], description: file.description }
        : { anyOf: parts, description: file.description };
    if (file.required) required.push(name);
  }
  const multipart = { type: 'object', properties, ...(required.length > 0 && { required }) };
  return {
    content: {
      'multipart/form-data': { schema: multipart },
      ...(form.orJson && { 'application/json': { schema: { type: 'object', ...fields } } }),
    },
  };
}

/**
 * The OpenAPI 3.1 document of every contract call and its browsable reference at /api/docs
 * (docs/architecture.md "One route table"). It reads the routes as they are registered, so it
 * must be set up before them. The reference is public reading: it says nothing the web app's
 * own code does not, which is why it is mounted before the access layer rather than declaring a
 * policy; production serves it only when API_DOCS=1.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner Plus API',
        version: '1',
        description:
          'The calls of the participants’ portal. Writes need the CSRF token of GET /sanctum/csrf-cookie in ' +
          'X-XSRF-TOKEN; a refused call answers { success: false, message } and, for 422, errors per field.',
      },
    },
    transform: ({ schema, url, route }) => {
      if (!route.config?.call) return { schema: { ...schema, hide: true }, url };
      const { params, querystring, body, headers, response, ...rest } = schema as Record<string, unknown>;
      return {
        url,
        schema: {
          ...rest,
          response: { ...(response as object), '4XX': refusal },
          ...(params !== undefined && { params: inputJsonSchema(params) }),
          ...(querystring !== undefined && { querystring: inputJsonSchema(querystring) }),
          ...(body !== undefined && { body: inputJsonSchema(body) }),
          ...(route.config.call.multipart && { body: uploadBody(route.config.call.multipart) }),
          ...(headers !== undefined && { headers: inputJsonSchema(headers) }),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: false });
}
