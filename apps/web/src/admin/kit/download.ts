import { ApiError } from '../../lib/api';

/** The file name the server gave (its UTF-8 `filename*` first), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Saves a file the back office's call answered (an export, a sheet of labels) under the name the
 * server gave. Fetched rather than followed as a link, so that a refusal shows as a message (422
 * with its fields) and the screen can tell when the file is here.
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    throw new ApiError(response.status, answer.message ?? '', answer.errors ?? {});
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
