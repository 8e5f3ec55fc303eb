import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import { useFieldProps } from './field-error';

type Input = Omit<ComponentProps<typeof TextField>, 'label'>;
/** A text field of an editor: its path in the form, its label and its input's own attributes. */
type TextFieldSpec<T extends FieldValues> = [FieldPath<T>, string, Input?];

/** Text fields of the form around them, in order, each with its message. */
export function TextFields<T extends FieldValues>({ fields }: { fields: TextFieldSpec<T>[] }) {
  const field = useFieldProps<T>();
  return fields.map(([name, label, input]) => <TextField key={name} label={label} {...input} {...field(name)} />);
}

/** A message given a list or an item rather than one of its fields. */
export function ListAlert({ message, className = 'text-sm text-danger' }: { message?: string; className?: string }) {
  return (
    message && (
      <p role="alert" className={className}>
        {message}
      </p>
    )
  );
}

/** An item's remove button, named after the item. */
export function RemoveButton({ label, ...rest }: { label: string; disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" className="px-2 py-1 text-sm" aria-label={label} {...rest}>
      {t('admin.quizzes.remove')}
    </Button>
  );
}
