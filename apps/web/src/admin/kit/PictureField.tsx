import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api';
import { notify } from '../../components/notifications';

interface Props<T> {
  /**
   * The i18n prefix of the area's texts: `title`, `alt` (with `name`), `none`, `choose`, `hint`,
   * `sending`, `done`, `failed` and `tooBig` under it (e.g. `admin.prizes.picture`); the list's
   * thumbnail reads `alt` and `noneShort`.
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

/**
 * A record's picture in the back office (a prize's, a product's, a vote option's): the current
 * one and the upload of a new one, refused in the browser when over the limit and otherwise
 * judged by the server (lib/uploaded-image.ts), whose message is shown here.
 */
export function PictureField<T>({ texts, name, image, maxBytes, imageClassName, send, onUploaded }: Props<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string>();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return send(form);
    },
    onSuccess: (answer) => {
      notify.success(t(`${texts}.done`));
      onUploaded(answer);
    },
    onError: (failure) => setError(errorMessage(failure, t(`${texts}.failed`))),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(undefined);
    if (!file) return;
    if (file.size > maxBytes) {
      setError(t(`${texts}.tooBig`));
      return;
    }
    upload.mutate(file);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-heading`} className="font-bold text-brand-900">
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
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
          {t(`${texts}.choose`)}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t(`${texts}.hint`)}
        </p>
        {upload.isPending && (
          <p role="status" className="text-sm">
            {t(`${texts}.sending`)}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
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
