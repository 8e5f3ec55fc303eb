import {
  type AnswerOf,
  type ApiCall,
  type CallInput,
  type CallRoute,
  CSRF_COOKIE,
  CSRF_MISMATCH_STATUS,
  callPath,
} from '@portal/contract';
import { csrfApi } from '@portal/contract/routes';
import Cookies from 'js-cookie';

/** A refused call: its status, the server's message and, for 422, the messages per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The whole answer, for a call whose errors carry more (e.g. a 429's `retry_after`). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message of a field, as forms show it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let unauthorizedHandler: (() => void) | undefined;

/** What happens when a call answers 401: the app forgets the user and goes to /. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

async function ensureCsrfCookie(force = false): Promise<void> {
  if (!force && Cookies.get(CSRF_COOKIE)) return;
  await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
}

async function send(method: Method, path: string, body: unknown, extra: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { ...extra, accept: 'application/json' };
  // A form (a file upload) is sent as multipart, with the boundary the browser picks.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  const token = Cookies.get(CSRF_COOKIE);
  if (method !== 'GET' && token) headers['x-xsrf-token'] = token;
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
  });
}

export interface ApiOptions {
  /** 'throw' lets the caller handle a 401 instead of sending the visitor home. */
  on401?: 'redirect' | 'throw';
  /** Extra request headers, e.g. the Idempotency-Key of a write that may be sent again. */
  headers?: Record<string, string>;
  /** A multipart body (a file upload) for a call whose contract declares no JSON body. */
  form?: FormData;
}

/**
 * Sends a request; the app calls through call() below, so that every path comes from the route
 * table. Writes carry the CSRF token (fetched first when the cookie is missing, and once
 * more if the server says it expired). Anything but 2xx becomes an ApiError.
 */
async function api<T>(method: Method, path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  const extra = options.headers ?? {};
  if (method !== 'GET') await ensureCsrfCookie();
  let response = await send(method, path, body, extra);
  if (response.status === CSRF_MISMATCH_STATUS) {
    await ensureCsrfCookie(true);
    response = await send(method, path, body, extra);
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return data as T;

  if (response.status === 401 && (options.on401 ?? 'redirect') === 'redirect') unauthorizedHandler?.();
  const message = typeof data.message === 'string' ? data.message : typeof data.error === 'string' ? data.error : '';
  const errors = (data.errors ?? {}) as Record<string, string[]>;
  throw new ApiError(response.status, message, errors, data);
}

/**
 * Makes a call the contract declares (docs/architecture.md "One route table"), given as
 * `@portal/contract/routes` lists it: the path, its parameters, the body and the answer's type
 * all come from the declaration, so a call the server changes fails to compile here instead of
 * failing in a user's browser.
 */
export async function call<C extends ApiCall>(
  route: CallRoute<C>,
  input: CallInput<C> = {} as CallInput<C>,
  options: ApiOptions = {},
): Promise<AnswerOf<C>> {
  return api<AnswerOf<C>>(route.method, callPath(route, input), options.form ?? input.body, options);
}
