import { type AdminSettings, expiryModes } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { Panel } from '../../../../components/Panel';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { submitting } from '../../../kit/submit';
import { PolicyVersions, policiesKey } from '../../ledger';
import { useUpdateSettings } from '../api/settings';

/** The points settings as the form holds them: every box a text, a day or a limit left empty. */
interface Values {
  pending_days: string;
  pending_days_codes: string;
  expiry_mode: AdminSettings['expiry_mode'];
  points_expire_at: string;
  expiry_months: string;
  expiry_min_days: string;
  card_monthly_limit: string;
  card_max_order: string;
}

const numbers = ['pending_days', 'pending_days_codes', 'expiry_months', 'expiry_min_days'] as const;
const limits = ['card_monthly_limit', 'card_max_order'] as const;
const fields: (keyof Values)[] = [...numbers, 'expiry_mode', 'points_expire_at', ...limits];

const valuesOf = (settings: AdminSettings): Values => ({
  pending_days: String(settings.pending_days),
  pending_days_codes: String(settings.pending_days_codes),
  expiry_mode: settings.expiry_mode,
  points_expire_at: settings.points_expire_at ?? '',
  expiry_months: String(settings.expiry_months),
  expiry_min_days: String(settings.expiry_min_days),
  card_monthly_limit: settings.card_monthly_limit === null ? '' : String(settings.card_monthly_limit),
  card_max_order: settings.card_max_order === null ? '' : String(settings.card_max_order),
});

/** A whole number typed in, as a number; anything else as typed, for the server to name the problem. */
const numberOf = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text.trim());

/** What the form sends: the settings that differ from the stored ones (a partial PUT). */
function changesOf(values: Values, settings: AdminSettings): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of numbers) {
    if (values[key].trim() !== String(settings[key])) changes[key] = numberOf(values[key]);
  }
  for (const key of limits) {
    const limit = values[key].trim() === '' ? null : numberOf(values[key]);
    if (limit !== settings[key]) changes[key] = limit;
  }
  if (values.expiry_mode !== settings.expiry_mode) changes.expiry_mode = values.expiry_mode;
  const expireAt = values.points_expire_at || null;
  if (expireAt !== settings.points_expire_at) changes.points_expire_at = expireAt;
  return changes;
}

/**
 * /admin/ustawienia, "Punkty" (docs/product/point-lots.md "Pending points and policies"): how long
 * new points wait, when they expire, the card limits, and every version of the rules. A change
 * of a rule makes a new version and reaches only the points credited after it. A viewer and an
 * operator see the same, read-only.
 */
export function PointsSettingsPanel({ settings, readOnly }: { settings: AdminSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const form = useForm<Values>({ defaultValues: valuesOf(settings) });
  const { register, formState, reset, control } = form;
  const mode = useWatch({ control, name: 'expiry_mode' });
  const p = (key: string, options?: Record<string, unknown>) => t(`admin.settings.points.${key}`, options ?? {});

  useEffect(() => reset(valuesOf(settings)), [settings, reset]);

  const onSubmit = submitting(form, fields, t('admin.errors.generic'), async (values) => {
    const changes = changesOf(values, settings);
    if (Object.keys(changes).length === 0) return notify.generic(t('admin.settings.form.nothingChanged'));
    // The boxes send what was typed; the server answers a wrong value under its field.
    const { points_policy_version: before } = settings;
    const saved = await update.mutateAsync(changes);
    await queryClient.invalidateQueries({ queryKey: policiesKey });
    notify.success(
      saved.settings.points_policy_version === before
        ? p('saved')
        : p('savedVersion', { version: saved.settings.points_policy_version }),
    );
  });
  const error = (name: keyof Values) => formState.errors[name]?.message;
  const number = (name: (typeof numbers)[number] | (typeof limits)[number]) => (
    <TextField label={p(`fields.${name}`)} inputMode="numeric" error={error(name)} {...register(name)} />
  );

  return (
    <Panel heading={p('heading')}>
      <div className="mt-3">
        <Alert tone="info">{p('policyNote')}</Alert>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-base font-semibold text-brand-900">{p('waiting')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {number('pending_days')}
            {number('pending_days_codes')}
          </div>
        </fieldset>
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-base font-semibold text-brand-900">{p('expiry')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={p('fields.expiry_mode')}
              options={expiryModes.map((value) => ({ value, label: p(`modes.${value}`) }))}
              error={error('expiry_mode')}
              {...register('expiry_mode')}
            />
            <TextField
              type="date"
              label={p('fields.points_expire_at')}
              error={error('points_expire_at')}
              {...register('points_expire_at')}
            />
            {number('expiry_months')}
            {number('expiry_min_days')}
          </div>
          <p className="text-sm text-muted">{p(`modeHints.${mode}`)}</p>
        </fieldset>
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-base font-semibold text-brand-900">{p('cards')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {number('card_monthly_limit')}
            {number('card_max_order')}
          </div>
          <p className="text-sm text-muted">{p('limitHint')}</p>
        </fieldset>
        {!readOnly && (
          <div className="flex justify-end">
            <Button type="submit" busy={formState.isSubmitting}>
              {p('save')}
            </Button>
          </div>
        )}
      </form>
      <h3 className="mt-6 mb-2 text-base font-semibold text-brand-900">{p('versions')}</h3>
      <PolicyVersions />
    </Panel>
  );
}
