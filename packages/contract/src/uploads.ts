import { z } from 'zod';
import type { MultipartBody } from './api-call.js';
import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from './http.js';

/** The form of an import (purchases, companies, participants, cards): the file and `dry_run`. */
export const importUpload = (columns: string): MultipartBody => ({
  fields: z.object({
    dry_run: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: only the preview, nothing is stored; false (or left out): the import'),
  }),
  files: {
    file: {
      description: `CSV (UTF-8, ; or ,) or XLSX with a header row: ${columns}`,
      required: true,
      mediaTypes: [CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE],
    },
  },
});

/** The form of a picture's upload: one `file`, re-encoded by the server. */
export const imageUpload = (maxMegabytes: number): MultipartBody => ({
  files: {
    file: {
      description: `JPEG, PNG or WebP of at most ${maxMegabytes} MB`,
      required: true,
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    },
  },
});
