import type { z } from 'zod';
import type { AddressSecrets } from './routes.js';

/**
 * One call of the API, declared once (docs/architecture.md "One route table"): the server
 * registers its route from it, the web's client calls it by it, and the OpenAPI reference at
 * /api/docs is built from it. Paths use Fastify's `:param` syntax.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  /** One line for the reference: what the call does. */
  summary: string;
  /** The area it belongs to, as the reference groups calls. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The path's parameters or query fields that are secrets, which the server's log hides. */
  secrets?: AddressSecrets;
  body?: z.ZodType;
  /** Request headers the call reads (the Idempotency-Key of a write that may be sent twice). */
  headers?: z.ZodType;
  /**
   * The multipart/form-data body of an upload, which the handler reads itself (it is never parsed
   * as `body`): the server registers such a call only where multipart is parsed, and the
   * reference shows these fields.
   */
  multipart?: MultipartBody;
  /**
   * The JSON answer of a success. `null` for a call that answers something else (a picture, a
   * CSV file, an empty 204); `produces` then names its media type for the reference.
   */
  answer: z.ZodType<unknown, AnswerShape> | null;
  produces?: string;
}

/** An upload's form: its text fields and its files, each file by its field's name. */
export interface MultipartBody {
  /** The text fields as the handler checks them. */
  fields?: z.ZodObject;
  files: Record<string, { description: string; required: boolean; mediaTypes: readonly string[] }>;
  /** The same text fields are taken as a JSON body too (then without files). */
  orJson?: true;
}

/**
 * Every JSON answer is an object, most with `success` (README "API conventions"). Saying so in
 * the constraint also lets a handler's `{ success: true }` keep its literal type.
 */
export interface AnswerShape {
  success?: boolean;
  [field: string]: unknown;
}

/** Declares a call; the identity, kept for the literal types it infers. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

type Schema<C extends ApiCall, K extends 'params' | 'query' | 'body' | 'headers'> = C[K] extends z.ZodType
  ? C[K]
  : undefined;

/** What a call answers, as the browser reads it. */
export type AnswerOf<C extends ApiCall> = C['answer'] extends z.ZodType ? z.output<C['answer']> : never;

/** What the server's handler returns for a call (before the answer schema serialises it). */
export type AnswerInputOf<C extends ApiCall> = z.input<NonNullable<C['answer']>>;

/** What the caller sends: the path's parameters, the query and the body, each only when declared. */
export type CallInput<C extends ApiCall> = (Schema<C, 'params'> extends z.ZodType
  ? { params: z.input<Schema<C, 'params'>> }
  : { params?: never }) &
  (Schema<C, 'query'> extends z.ZodType ? { query?: z.input<Schema<C, 'query'>> } : { query?: never }) &
  (Schema<C, 'body'> extends z.ZodType ? { body: z.input<Schema<C, 'body'>> } : { body?: never });

declare const declaredCall: unique symbol;

/**
 * A call as the browser holds it: its method and path only, so that the web app does not ship
 * the contract's schemas (and zod) to make calls. The declaration it stands for rides along as
 * a type, which is all the client needs for its input and answer.
 */
export interface CallRoute<C extends ApiCall = ApiCall> {
  method: C['method'];
  path: C['path'];
  readonly [declaredCall]?: C;
}

/** The routes of an area's calls, as api-routes.ts lists them. */
export type RoutesOf<Area extends Record<string, ApiCall>> = { [Name in keyof Area]: CallRoute<Area[Name]> };

type PathValue = string | number | boolean | null | undefined;

/** The path of a call with its `:params` filled (URL-encoded) and its query appended. */
export function callPath(call: CallRoute, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, PathValue>;
  const path = call.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) throw new Error(`${call.method} ${call.path} needs ${key}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input.query ?? {}) as Record<string, PathValue>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}
