import { FIND_PAIR_FACE_COUNTS } from '@portal/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/TextField';
import type { FindPairValues } from '../form-values';
import { ListAlert, RemoveButton } from './editor-controls';
import { errorAt, useFieldProps } from './field-error';
import { PictureUpload } from './PictureUpload';

/** File names as a first description: "czerwone-okno.png" → "czerwone okno". */
const altFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/**
 * Find the pair: the cards' back and their faces (several files at once), each face with what it
 * shows for those who cannot see it. The board is five cards wide, so 5, 10 or 15 faces.
 */
export function FindPairEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, formState, setValue, watch, clearErrors } = useFormContext<FindPairValues>();
  const field = useFieldProps<FindPairValues>();
  const faces = useFieldArray({ control, name: 'faces' });
  const reverse = watch('reverse');
  const listError = errorAt(formState.errors, 'faces');
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('admin.quizzes.findPair.title')}</legend>
      <div className="flex flex-wrap items-end gap-4">
        {reverse && (
          <img
            src={reverse}
            alt={t('admin.quizzes.findPair.reverseAlt')}
            className="size-24 rounded border border-slate-200 object-cover"
          />
        )}
        <div className="min-w-64 flex-1">
          <PictureUpload
            label={t('admin.quizzes.findPair.reverse')}
            error={errorAt(formState.errors, 'reverse')}
            onUploaded={(picture) => {
              setValue('reverse', picture.url, { shouldDirty: true });
              clearErrors('reverse');
            }}
          />
        </div>
      </div>
      <PictureUpload
        label={t('admin.quizzes.findPair.addFaces')}
        multiple
        onUploaded={(picture, file) => faces.append({ picture: picture.url, alt: altFromName(file.name) })}
      />
      <p className={`text-sm ${listError ? 'text-danger' : 'text-muted'}`} role={listError ? 'alert' : undefined}>
        {listError ??
          t('admin.quizzes.findPair.count', { count: faces.fields.length, allowed: FIND_PAIR_FACE_COUNTS.join(', ') })}
      </p>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {faces.fields.map((face, index) => {
          const number = index + 1;
          return (
            <li key={face.id} className="flex gap-3 rounded-lg border border-slate-200 p-3">
              <img src={face.picture} alt="" className="size-20 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1 space-y-2">
                <TextField
                  label={t('admin.quizzes.findPair.alt', { number })}
                  required
                  {...field(`faces.${index}.alt`)}
                />
                <ListAlert message={errorAt(formState.errors, `faces.${index}.picture`)} />
                <RemoveButton
                  label={t('admin.quizzes.findPair.removeLabel', { number })}
                  onClick={() => faces.remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
