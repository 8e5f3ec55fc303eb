import { type ComponentProps, Fragment, type ReactNode, useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { TextField } from '../../components/TextField';
import { submitting } from './submit';

/**
 * The card an operator meets before a session exists: signing in, setting a password from an
 * invitation. Its title is also the window's; `failure` (what went wrong) stands above the form.
 */
export function SignInFrame({
  title,
  intro,
  failure,
  children,
}: {
  title: string;
  intro?: string | false;
  failure?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} – ${t('admin.brand')}`;
  }, [title, t]);
  return (
    <main className="flex min-h-dvh items-start justify-center bg-brand-900 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex flex-col items-start gap-2">
          <Logo />
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('admin.brand')}</p>
        </div>
        <h1 className="mb-2 text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <p className="mb-5 text-sm text-muted">{intro}</p>}
        {failure && (
          <div className="mb-4">
            <Alert>{failure}</Alert>
          </div>
        )}
        {children}
      </div>
    </main>
  );
}

/** A field of the card's form, required; its texts are keys under the form's `texts`. */
export type SignInField<V extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'name' | 'label' | 'error'> & {
  name: FieldPath<V>;
  /** The label's key when it is not the field's name. */
  label?: string;
  /** What a screen reader says after the label (the code's hint). */
  description?: string;
  /** What stands under the field (the rules under a new password). */
  after?: ReactNode;
};

interface SignInFormProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  texts: string;
  fields: readonly SignInField<V>[];
  failed: (error: unknown) => void;
  send: (values: V) => Promise<unknown>;
}

/** The card's form: its fields with their 422 messages, then `${texts}.submit`; `submitting` sends it. */
export function SignInForm<V extends FieldValues>({ form, texts, fields, failed, send }: SignInFormProps<V>) {
  const { t } = useTranslation();
  const { register, formState, getFieldState } = form;
  const names = fields.map((field) => field.name);
  return (
    <form onSubmit={submitting(form, names, failed, send)} noValidate className="space-y-4">
      {fields.map(({ name, label = name, description, after, ...input }) => (
        <Fragment key={name}>
          <TextField
            label={t(`${texts}.${label}`)}
            required
            aria-description={description && t(`${texts}.${description}`)}
            {...input}
            error={getFieldState(name, formState).error?.message}
            {...register(name)}
          />
          {after}
        </Fragment>
      ))}
      <Button type="submit" busy={formState.isSubmitting} className="w-full">
        {t(`${texts}.submit`)}
      </Button>
    </form>
  );
}
