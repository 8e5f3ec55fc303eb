import { FIND_DIFF_MAX_AREAS } from '@portal/contract';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import type { AreaValues, FindDiffValues } from '../form-values';
import { AreaCanvas, clampArea, defaultRadius } from './AreaCanvas';
import { errorAt } from './field-error';
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
        <Button
          variant="ghost"
          className="px-2 py-1 text-sm"
          aria-label={t('admin.quizzes.findDiff.removeLabel', { number })}
          onClick={onRemove}
        >
          {t('admin.quizzes.remove')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * Find the difference: the original picture and the changed one (the same size), the differences
 * drawn as circles on the original (AreaCanvas) or typed in the list, and the lives.
 */
export function FindDiffEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { register, formState, setValue, watch, setError, clearErrors } = useFormContext<FindDiffValues>();
  const [selected, setSelected] = useState<number | null>(null);
  const [original, fake, width, height, areas] = watch(['original', 'fake', 'width', 'height', 'areas']);

  const setAreas = (next: AreaValues[]) => setValue('areas', next, { shouldDirty: true });
  const listError = errorAt(formState.errors, 'areas');

  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('admin.quizzes.findDiff.title')}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          {original && (
            <img
              src={original}
              alt={t('admin.quizzes.findDiff.originalAlt')}
              className="max-h-40 rounded border border-slate-200"
            />
          )}
          <PictureUpload
            label={t('admin.quizzes.findDiff.original')}
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
        </div>
        <div className="space-y-2">
          {fake && (
            <img
              src={fake}
              alt={t('admin.quizzes.findDiff.fakeAlt')}
              className="max-h-40 rounded border border-slate-200"
            />
          )}
          <PictureUpload
            label={t('admin.quizzes.findDiff.fake')}
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
      </div>
      <TextField
        label={t('admin.quizzes.findDiff.lives')}
        inputMode="numeric"
        className="max-w-xs"
        error={errorAt(formState.errors, 'lives')}
        {...register('lives')}
      />
      {original && width > 0 && height > 0 ? (
        <div className="grid items-start gap-4 xl:grid-cols-[3fr_2fr]">
          <div className="space-y-2">
            <p id="area-canvas-hint" className="text-sm text-muted">
              {t('admin.quizzes.findDiff.drawHint')}
            </p>
            <AreaCanvas
              src={original}
              alt={t('admin.quizzes.findDiff.originalAlt')}
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
            {listError && (
              <p role="alert" className="text-sm text-danger">
                {listError}
              </p>
            )}
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
                setAreas([
                  ...areas,
                  clampArea({ cx: width / 2, cy: height / 2, r: defaultRadius(width, height) }, width, height),
                ]);
                setSelected(areas.length);
              }}
            >
              {t('admin.quizzes.findDiff.addArea')}
            </Button>
          </section>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('admin.quizzes.findDiff.uploadFirst')}</p>
      )}
      {!original && listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
