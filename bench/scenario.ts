/** What the bench asks a load generator to do, and what it hears back. */

export interface Caller {
  /** The Cookie header of a logged-in browser (session and CSRF cookies). */
  cookie: string;
  /** The X-XSRF-TOKEN header of its writes. */
  xsrf?: string;
  /** The JSON body this caller sends, if any. */
  body?: unknown;
}

export interface LoadScenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  path: string;
  /** Each connection plays one caller, taken in turn; none for anonymous requests. */
  callers: Caller[];
  /** Sent with every request, as a browser sends Accept-Encoding. */
  headers?: Record<string, string>;
  /** Writes carry a fresh Idempotency-Key per request, as the browser sends one per submission. */
  idempotencyKey?: boolean;
  connections: number;
  seconds: number;
}

export interface Measured {
  name: string;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
}
