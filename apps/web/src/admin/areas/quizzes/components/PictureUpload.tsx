import { QUIZ_PICTURE_MAX_BYTES, type UploadedQuizPicture } from '@portal/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../kit/api';
import { uploadQuizPicture } from '../api/quizzes';

interface Props {
  label: string;
  /** Several files at once (the find-pair faces): each is sent in turn. */
  multiple?: boolean;
  disabled?: boolean;
  /** The server's refusal of the field the picture fills. */
  error?: string | undefined;
  onUploaded: (picture: UploadedQuizPicture, file: File) => void;
}

/** Chooses a picture and sends it (JPEG, PNG or WebP up to 5 MB); the form keeps the answer's URL. */
export function PictureUpload({ label, multiple = false, disabled = false, error, onUploaded }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setFailure(undefined);
    const tooBig = files.find((file) => file.size > QUIZ_PICTURE_MAX_BYTES);
    if (tooBig) {
      setFailure(t('admin.quizzes.picture.tooBig', { name: tooBig.name }));
      return;
    }
    setSending(true);
    try {
      for (const file of files) onUploaded(await uploadQuizPicture(file), file);
    } catch (failed) {
      setFailure(errorMessage(failed, t('admin.quizzes.picture.failed')));
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
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('admin.quizzes.picture.hint')}
      </p>
      {sending && (
        <p role="status" className="text-sm">
          {t('admin.quizzes.picture.sending')}
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
