import { type InputHTMLAttributes, type ReactNode } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitting } from './submit';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';

/** One field of a declared form, named as the server's body and its 422 name it. */
export interface FieldSpec<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  /** `text` (the default) takes `input`'s type, e.g. number or date. */
  kind?: 'text' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  /** Half the width from `sm` up: half fields in a row share a two-column grid. */
  half?: boolean;
  /** A select's choices and its empty first choice. */
  options?: { value: string; label: string }[];
  /** A select's empty first choice, a text field's hint inside it. */
  placeholder?: string;
  rows?: number;
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'min' | 'max' | 'autoComplete' | 'className'
  >;
}

export interface FormSpec<T, V extends FieldValues> {
  fields: FieldSpec<V>[];
  /** The form's values for a record, or for a new one (null). */
  values: (record: T | null) => V;
  /** The body sent; the values as they are when absent. */
  body?: (values: V, record: T | null) => unknown;
  /** Sends the body to the area's create (record null) or update call; answers the saved record. */
  save: (body: never, record: T | null) => Promise<T | void>;
  /** The area's messages after a save; absent when `save` tells the outcome itself. */
  created?: string;
  saved?: string;
  failed?: string;
  /** Above the fields (what the save will do). */
  intro?: ReactNode;
  /** The submit button's text ("Zapisz" when absent). */
  submitText?: string;
  /** Fields of `extra` that the 422 may name too. */
  extraFields?: FieldPath<V>[];
  /** More of the form under the declared fields (a fieldset that depends on the values). */
  extra?: (form: UseFormReturn<V>, record: T | null) => ReactNode;
}

/** A run of fields drawn together: half fields in a grid, checkboxes side by side. */
type Run<V extends FieldValues> = { kind: 'half' | 'checks' | 'full'; fields: FieldSpec<V>[] };

function runsOf<V extends FieldValues>(fields: FieldSpec<V>[]): Run<V>[] {
  const runs: Run<V>[] = [];
  for (const field of fields) {
    const kind = field.kind === 'checkbox' ? 'checks' : field.half ? 'half' : 'full';
    const last = runs.at(-1);
    if (last && last.kind === kind && kind !== 'full') last.fields.push(field);
    else runs.push({ kind, fields: [field] });
  }
  return runs;
}

/**
 * A record's create or edit form drawn from its declared fields (react-hook-form); the server's
 * 422 messages stand under their fields, any other refusal is a notice.
 */
export function ResourceForm<T, V extends FieldValues>({
  spec,
  record,
  onSaved,
  onCancel,
}: {
  spec: FormSpec<T, V>;
  record: T | null;
  onSaved: (saved: T | void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<V>({ defaultValues: spec.values(record) as DefaultValues<V> });
  const { register, formState } = form;
  const names = [...spec.fields.map((field) => field.name), ...(spec.extraFields ?? [])];

  const submit = submitting(form, names, spec.failed ?? t('admin.kit.resourceList.failed'), async (values) => {
    const body = spec.body ? spec.body(values, record) : values;
    const saved = await spec.save(body as never, record);
    const done = record ? spec.saved : spec.created;
    if (done) notify.success(done);
    onSaved(saved);
  });

  const draw = (field: FieldSpec<V>) => {
    const common = {
      label: field.label,
      required: field.required,
      error: formState.errors[field.name]?.message as string | undefined,
      ...register(field.name),
    };
    if (field.kind === 'checkbox') return <Checkbox key={field.name} {...common} />;
    if (field.kind === 'textarea') return <TextAreaField key={field.name} rows={field.rows} {...common} />;
    if (field.kind === 'select') {
      return <SelectField key={field.name} options={field.options ?? []} placeholder={field.placeholder} {...common} />;
    }
    return <TextField key={field.name} placeholder={field.placeholder} {...field.input} {...common} />;
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {spec.intro && <p className="text-sm text-muted">{spec.intro}</p>}
      {runsOf(spec.fields).map((run) =>
        run.kind === 'full' ? (
          draw(run.fields[0]!)
        ) : (
          <div
            key={run.fields[0]!.name}
            className={run.kind === 'half' ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-wrap gap-6'}
          >
            {run.fields.map(draw)}
          </div>
        ),
      )}
      {spec.extra?.(form, record)}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.kit.resourceList.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {spec.submitText ?? t('admin.kit.resourceList.save')}
        </Button>
      </div>
    </form>
  );
}
