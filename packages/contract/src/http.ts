// Kept free of zod: the web's API client reads these on every page, and a schema here would
// bring zod into the first download.

export interface FailureAnswer {
  success: false;
  message: string;
  /** 422 only: the messages of each invalid field, keyed by the fields' names in the request. */
  errors?: Record<string, string[]>;
}

/** 500 answers carry `error` instead of `message`, never a stack trace. */
export interface ServerErrorAnswer {
  success: false;
  error: string;
}

/** The media types of the table files the API reads and answers. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MEDIA_TYPE = 'text/csv';

/** HTTP status for a write whose CSRF token is missing or wrong (Laravel's "page expired"). */
export const CSRF_MISMATCH_STATUS = 419;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** The cookie the browser keeps the chosen language in. */
export const LOCALE_COOKIE = 'locale';
