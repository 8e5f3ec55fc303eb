import { FIND_DIFF_MAX_AREAS, type UploadedQuizPicture } from '@portal/contract';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import type { AreaValues, FindDiffValues } from '../form-values';
import { AreaCanvas, clampArea, newArea } from './AreaCanvas';
import { ListAlert, RemoveButton } from './editor-controls';
import { errorAt, useFieldProps } from './field-error';
import { PictureUpload } from './PictureUpload';

/** One circle's centre and radius as number fields: the keyboard's way to place and size it. */
function AreaRow({
  index,
  area,
  selected,
  error,
  onSelect,
  onChange,
  onRemove,
}: {
  index: number;
  area: AreaValues;
  selected: boolean;
  error: string | undefined;
  onSelect: () => void;
  onChange: (area: AreaValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const field = (name: keyof AreaValues) => (
    <label className="block text-sm">
      <span className="font-semibold text-brand-900">{t(`admin.quizzes.findDiff.${name}`)}</span>
      <input
        type="number"
        min={0}
        value={area[name]}
        onFocus={onSelect}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value)) onChange({ ...area, [name]: value });
        }}
        aria-label={t(`admin.quizzes.findDiff.${name}Of`, { number })}
        className="mt-1 block w-24 rounded-lg border border-slate-300 px-2 py-1.5"
      />
    </label>
  );
  return (
    <li
      className={`space-y-2 rounded-lg border p-3 ${selected ? 'border-accent-400 bg-accent-100/40' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <span className="self-center font-bold text-brand-900">{t('admin.quizzes.findDiff.area', { number })}</span>
        {field('cx')}
        {field('cy')}
        {field('r')}
        <RemoveButton label={t('admin.quizzes.findDiff.removeLabel', { number })} onClick={onRemove} />
      </div>
      <ListAlert message={error} />
    </li>
  );
}

/** One of the two pictures: the one sent so far above the upload of another. */
function PictureSlot(props: {
  src: string;
  alt: string;
  label: string;
  error: string | undefined;
  onUploaded: (picture: UploadedQuizPicture) => void;
}) {
  return (
    <div className="space-y-2">
      {props.src && <img src={props.src} alt={props.alt} className="max-h-40 rounded border border-slate-200" />}
      <PictureUpload label={props.label} error={props.error} onUploaded={props.onUploaded} />
    </div>
  );
}

/**
 * Find the difference: the original picture and the changed one (the same size), the differences
 * drawn as circles on the original (AreaCanvas) or typed in the list, and the lives.
 */
export function FindDiffEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { formState, setValue, watch, setError, clearErrors } = useFormContext<FindDiffValues>();
  const field = useFieldProps<FindDiffValues>();
  const [selected, setSelected] = useState<number | null>(null);
  const [original, fake, width, height, areas] = watch(['original', 'fake', 'width', 'height', 'areas']);
  const text = (name: string) => t(`admin.quizzes.findDiff.${name}`);

  const setAreas = (next: AreaValues[]) => setValue('areas', next, { shouldDirty: true });
  const listError = errorAt(formState.errors, 'areas');

  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{text('title')}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <PictureSlot
          src={original}
          alt={text('originalAlt')}
          label={text('original')}
          error={errorAt(formState.errors, 'original') ?? errorAt(formState.errors, 'width')}
          onUploaded={(picture) => {
            setValue('original', picture.url, { shouldDirty: true });
            setValue('width', picture.width);
            setValue('height', picture.height);
            // Circles drawn on another picture keep inside this one.
            setAreas(areas.map((area) => clampArea(area, picture.width, picture.height)));
            clearErrors(['original', 'width']);
          }}
        />
        <PictureSlot
          src={fake}
          alt={text('fakeAlt')}
          label={text('fake')}
          error={errorAt(formState.errors, 'fake')}
          onUploaded={(picture) => {
            setValue('fake', picture.url, { shouldDirty: true });
            if (width && (picture.width !== width || picture.height !== height)) {
              setError('fake', {
                message: t('admin.quizzes.findDiff.sizeDiffers', {
                  size: `${picture.width}×${picture.height}`,
                  original: `${width}×${height}`,
                }),
              });
            } else clearErrors('fake');
          }}
        />
      </div>
      <TextField label={text('lives')} inputMode="numeric" className="max-w-xs" {...field('lives')} />
      {original && width > 0 && height > 0 ? (
        <div className="grid items-start gap-4 xl:grid-cols-[3fr_2fr]">
          <div className="space-y-2">
            <p id="area-canvas-hint" className="text-sm text-muted">
              {text('drawHint')}
            </p>
            <AreaCanvas
              src={original}
              alt={text('originalAlt')}
              width={width}
              height={height}
              areas={areas}
              selected={selected}
              onSelect={setSelected}
              onChange={(next) => setAreas(next.slice(0, FIND_DIFF_MAX_AREAS))}
              disabled={disabled}
            />
          </div>
          <section aria-labelledby="areas-heading" className="space-y-3">
            <h3 id="areas-heading" className="font-bold text-brand-900">
              {t('admin.quizzes.findDiff.areas', { count: areas.length })}
            </h3>
            <ListAlert message={listError} />
            <ol className="space-y-2">
              {areas.map((area, index) => (
                <AreaRow
                  key={index}
                  index={index}
                  area={area}
                  selected={index === selected}
                  error={errorAt(formState.errors, `areas.${index}`)}
                  onSelect={() => setSelected(index)}
                  onChange={(changed) =>
                    setAreas(areas.map((current, at) => (at === index ? clampArea(changed, width, height) : current)))
                  }
                  onRemove={() => {
                    setAreas(areas.filter((_, at) => at !== index));
                    setSelected(null);
                  }}
                />
              ))}
            </ol>
            <Button
              variant="secondary"
              disabled={areas.length >= FIND_DIFF_MAX_AREAS}
              onClick={() => {
                setAreas([...areas, newArea(width / 2, height / 2, width, height)]);
                setSelected(areas.length);
              }}
            >
              {text('addArea')}
            </Button>
          </section>
        </div>
      ) : (
        <p className="text-sm text-muted">{text('uploadFirst')}</p>
      )}
      {!original && <ListAlert message={listError} />}
    </fieldset>
  );
}
