import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors.js';

/** A multipart form as plain values: its text fields (a repeated name becomes a list) and its files. */
export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form whole. The route registers @fastify/multipart with its file size limit;
 * a file over it is a 422 on that file's field with `tooLarge`. An empty file counts as none.
 * A request that is not multipart answers an empty form, so one call can take JSON or a form.
 */
export async function readMultipartForm(request: FastifyRequest, tooLarge: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  if (!request.isMultipart()) return form;
  let part: string | undefined;
  try {
    for await (const entry of request.parts()) {
      part = entry.fieldname;
      if (entry.type === 'file') {
        const content = await entry.toBuffer();
        if (content.length > 0 && !form.files[entry.fieldname]) form.files[entry.fieldname] = content;
        continue;
      }
      const value = String(entry.value);
      const earlier = form.fields[entry.fieldname];
      form.fields[entry.fieldname] =
        earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw ValidationError.field(part ?? 'file', tooLarge);
    throw error;
  }
  return form;
}
