import type { AdminSettings, AdminSettingsUpdatePayload } from '@portal/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { notify } from '../../../../components/notifications';
import { Panel } from '../../../../components/Panel';
import { TextField } from '../../../../components/TextField';
import { submitting } from '../../../kit/submit';
import { useUpdateSettings } from '../api/settings';
import { Switch } from './Switch';

interface Values {
  auth_enabled: boolean;
  hide_rankings: boolean;
  vote_open: boolean;
  no_deadline: boolean;
  orders_deadline: string;
  edition_starts_at: string;
  edition_ends_at: string;
}

const valuesOf = (settings: AdminSettings): Values => ({
  auth_enabled: settings.auth_enabled,
  hide_rankings: settings.hide_rankings,
  vote_open: settings.vote_open,
  no_deadline: settings.orders_deadline === null,
  orders_deadline: settings.orders_deadline ?? '',
  edition_starts_at: settings.edition_starts_at ?? '',
  edition_ends_at: settings.edition_ends_at ?? '',
});

/** What the form sends: only the fields that differ from the stored settings (a partial PUT). */
function changesOf(values: Values, settings: AdminSettings): AdminSettingsUpdatePayload {
  const changes: AdminSettingsUpdatePayload = {};
  for (const key of ['auth_enabled', 'hide_rankings', 'vote_open'] as const) {
    if (values[key] !== settings[key]) changes[key] = values[key];
  }
  const deadline = values.no_deadline ? null : values.orders_deadline;
  if (deadline !== settings.orders_deadline) changes.orders_deadline = deadline;
  for (const key of ['edition_starts_at', 'edition_ends_at'] as const) {
    if (values[key] && values[key] !== settings[key]) changes[key] = values[key];
  }
  return changes;
}

/**
 * The programme's switches, the orders deadline and the edition's dates (docs/product/back-office.md
 * "Settings and editions"). A viewer sees the same values, read-only.
 */
export function SettingsForm({ settings, readOnly }: { settings: AdminSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useForm<Values>({ defaultValues: valuesOf(settings) });
  const { register, formState, reset, control } = form;
  const noDeadline = useWatch({ control, name: 'no_deadline' });

  useEffect(() => reset(valuesOf(settings)), [settings, reset]);

  const fields: (keyof Values)[] = [
    'auth_enabled',
    'hide_rankings',
    'vote_open',
    'orders_deadline',
    'edition_starts_at',
    'edition_ends_at',
  ];
  const onSubmit = submitting(form, fields, t('admin.errors.generic'), async (values) => {
    const changes = changesOf(values, settings);
    if (Object.keys(changes).length === 0) return notify.generic(t('admin.settings.form.nothingChanged'));
    await update.mutateAsync(changes);
    notify.success(t('admin.settings.form.saved'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Panel heading={t('admin.settings.programme.heading')}>
        {readOnly && (
          <div className="mt-3">
            <Alert tone="info">{t('admin.settings.readOnly')}</Alert>
          </div>
        )}
        <fieldset disabled={readOnly} className="mt-2 divide-y divide-slate-200">
          <legend className="sr-only">{t('admin.settings.programme.heading')}</legend>
          <Switch
            label={t('admin.settings.programme.authEnabled')}
            hint={t('admin.settings.programme.authEnabledHint')}
            {...register('auth_enabled')}
          />
          <Switch
            label={t('admin.settings.programme.hideRankings')}
            hint={t('admin.settings.programme.hideRankingsHint')}
            {...register('hide_rankings')}
          />
          <Switch
            label={t('admin.settings.programme.voteOpen')}
            hint={t('admin.settings.programme.voteOpenHint')}
            {...register('vote_open')}
          />
          <div className="space-y-3 py-3">
            <TextField
              type="date"
              label={t('admin.settings.programme.ordersDeadline')}
              disabled={readOnly || noDeadline}
              error={formState.errors.orders_deadline?.message}
              className="max-w-xs"
              {...register('orders_deadline')}
            />
            <Checkbox label={t('admin.settings.programme.noDeadline')} {...register('no_deadline')} />
          </div>
        </fieldset>
      </Panel>

      <Panel heading={t('admin.settings.edition.heading')}>
        <fieldset disabled={readOnly} className="mt-4 grid gap-4 sm:grid-cols-3">
          <legend className="sr-only">{t('admin.settings.edition.heading')}</legend>
          <TextField label={t('admin.settings.edition.name')} value={settings.edition} readOnly />
          <TextField
            type="date"
            label={t('admin.settings.edition.startsAt')}
            error={formState.errors.edition_starts_at?.message}
            {...register('edition_starts_at')}
          />
          <TextField
            type="date"
            label={t('admin.settings.edition.endsAt')}
            error={formState.errors.edition_ends_at?.message}
            {...register('edition_ends_at')}
          />
        </fieldset>
        <p className="mt-3 text-sm text-muted">{t('admin.settings.edition.nameHint')}</p>
      </Panel>

      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" busy={formState.isSubmitting}>
            {t('admin.settings.form.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
