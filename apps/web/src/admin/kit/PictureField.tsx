import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api';
import { notify } from '../../components/notifications';

export interface PictureInputProps {
  /** The i18n prefix of the texts `hint`, `sending`, `failed` and `tooBig` (with the file's `name`). */
  texts: string;
  label: string;
  maxBytes: number;
  /** Several files at once, all given to `send`. */
  multiple?: boolean;
  disabled?: boolean;
  /** A refusal from elsewhere (the server's of the form's field the picture fills). */
  error?: string | undefined;
  /** Sends the chosen files; a failure's message is shown under the input. */
  send: (files: File[]) => Promise<void>;
}

/**
 * The choice of a picture to send (JPEG, PNG or WebP), refused in the browser when over the limit
 * and otherwise judged by the server (lib/uploaded-image.ts), whose message is shown here.
 */
export function PictureInput({
  texts,
  label,
  maxBytes,
  multiple = false,
  disabled = false,
  error,
  send,
}: PictureInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setFailure(undefined);
    const tooBig = files.find((file) => file.size > maxBytes);
    if (tooBig) return setFailure(t(`${texts}.tooBig`, { name: tooBig.name }));
    if (files.length === 0) return;
    setSending(true);
    try {
      await send(files);
    } catch (failed) {
      setFailure(errorMessage(failed, t(`${texts}.failed`)));
    } finally {
      setSending(false);
    }
  };

  const message = failure ?? error;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        disabled={disabled || sending}
        onChange={(event) => void choose(event)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        className="block w-full text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t(`${texts}.hint`)}
      </p>
      {sending && (
        <p role="status" className="text-sm">
          {t(`${texts}.sending`)}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

interface Props<T> {
  /**
   * The i18n prefix of the area's texts: `title`, `alt` (with `name`), `none`, `choose`, `done` and
   * the input's (`hint`, `sending`, `failed`, `tooBig`) under it (e.g. `admin.prizes.picture`); the
   * list's thumbnail reads `alt` and `noneShort`.
   */
  texts: string;
  /** The record's name, for the picture's text alternative. */
  name: string;
  image: string | null;
  maxBytes: number;
  /** The picture's size and shape on this screen. */
  imageClassName: string;
  /** Sends the form (its `file`) to the area's upload call. */
  send: (form: FormData) => Promise<T>;
  onUploaded: (answer: T) => void;
}

/** A record's picture in the back office (a prize's, a product's, a vote option's): the current one and a new one's upload. */
export function PictureField<T>({ texts, name, image, maxBytes, imageClassName, send, onUploaded }: Props<T>) {
  const { t } = useTranslation();
  const id = useId();
  const upload = async ([file]: File[]) => {
    const form = new FormData();
    form.append('file', file!);
    const answer = await send(form);
    notify.success(t(`${texts}.done`));
    onUploaded(answer);
  };
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={id} className="font-bold text-brand-900">
        {t(`${texts}.title`)}
      </h3>
      {image ? (
        <img
          src={image}
          alt={t(`${texts}.alt`, { name })}
          className={`rounded-lg border border-slate-200 object-cover ${imageClassName}`}
        />
      ) : (
        <p className="text-sm text-muted">{t(`${texts}.none`)}</p>
      )}
      <PictureInput texts={texts} label={t(`${texts}.choose`)} maxBytes={maxBytes} send={upload} />
    </section>
  );
}

/** The picture in a list's row: a small one, or the area's short "none". */
export function PictureThumb({
  texts,
  name,
  image,
  className,
}: Pick<Props<unknown>, 'texts' | 'name' | 'image'> & { className: string }) {
  const { t } = useTranslation();
  return image ? (
    <img
      src={image}
      alt={t(`${texts}.alt`, { name })}
      className={`rounded border border-slate-200 object-cover ${className}`}
      loading="lazy"
    />
  ) : (
    <span className="text-muted">{t(`${texts}.noneShort`)}</span>
  );
}
