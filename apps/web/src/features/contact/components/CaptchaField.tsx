import '../texts';
import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  /** The image as the server drew it (an SVG document), or undefined while it loads. */
  svg: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  error?: string | undefined;
}

/** The captcha image of the contact form, a button for a new one, and the input for the code. */
export const CaptchaField = forwardRef<HTMLInputElement, Props>(function CaptchaField(
  { svg, loading, failed, onRefresh, error, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('contact.captcha')}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <div
            className="flex h-[52px] w-[152px] shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-surface"
            aria-live="polite"
          >
            {svg ? (
              // The image comes from our own server; as an <img> its markup can never run.
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
                width={150}
                height={50}
                alt={t('contact.captchaImage')}
                data-testid="captcha-image"
              />
            ) : loading ? (
              <Spinner className="size-5 text-muted" />
            ) : (
              failed && <span className="px-2 text-center text-xs text-danger">{t('contact.captchaFailed')}</span>
            )}
          </div>
          <button
            type="button"
            onClick={onRefresh}
            disabled={loading}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            aria-label={t('contact.captchaRefresh')}
            title={t('contact.captchaRefresh')}
          >
            <svg
              viewBox="0 0 24 24"
              className={`size-5 ${loading ? 'animate-spin' : ''}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
            </svg>
          </button>
        </div>
        <input
          ref={ref}
          id={id}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={`block min-h-11 w-full min-w-0 flex-1 basis-40 rounded-lg border bg-white px-3.5 py-2.5 text-base uppercase tracking-widest text-ink shadow-xs focus:border-brand-700 ${error ? 'border-danger' : 'border-slate-300'}`}
          {...rest}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {t('contact.captchaHint')}
      </p>
    </div>
  );
});
