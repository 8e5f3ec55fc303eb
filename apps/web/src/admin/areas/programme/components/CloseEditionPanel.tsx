import type { AdminSettings, EditionStartPayload } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { Panel } from '../../../../components/Panel';
import { TextField } from '../../../../components/TextField';
import { errorMessage } from '../../../kit/api';
import { fieldProps } from '../../../kit/field-props';
import { submitting } from '../../../kit/submit';
import { ApiError } from '../../../../lib/api';
import { useStartEdition } from '../api/settings';

interface Values {
  edition: string;
  starts_at: string;
  ends_at: string;
  orders_deadline: string;
}

const CARRIES_OVER = ['accounts', 'companies', 'cards', 'points', 'catalogue', 'thresholds'] as const;
const STARTS_ANEW = ['regulations', 'results', 'targets', 'vote', 'cardConfirmation'] as const;
/** The dialog's two lists: their headings' ids and texts, their items' texts and the items. */
const CHANGES = [
  ['carries-over', 'carriesOver', 'kept', CARRIES_OVER],
  ['starts-anew', 'startsAnew', 'reset', STARTS_ANEW],
] as const;

/**
 * Closing the edition and starting the next (docs/decisions/0019-closing-an-edition.md), behind
 * a dialog that says what carries over and what starts anew. Admins only.
 */
export function CloseEditionPanel({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const start = useStartEdition();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const next = String(Number(settings.edition) + 1);
  const fresh = { edition: next, starts_at: `${next}-01-01`, ends_at: `${next}-12-31`, orders_deadline: '' };
  const form = useForm<Values>({ defaultValues: fresh });
  const { register, formState } = form;
  const field = fieldProps(form);

  const openDialog = () => {
    form.reset(fresh);
    setFailure(undefined);
    setOpen(true);
  };

  // A refusal about the edition as a whole (orders waiting, the wrong year) reads above the form.
  const aboutEdition = (error: unknown) => (error instanceof ApiError ? error.fieldError('edition') : undefined);
  const failed = (error: unknown) => setFailure(aboutEdition(error) ?? errorMessage(error, t('admin.errors.generic')));
  const onSubmit = submitting(form, ['starts_at', 'ends_at', 'orders_deadline'], failed, async (values) => {
    setFailure(undefined);
    const body: EditionStartPayload = { ...values, orders_deadline: values.orders_deadline || null };
    await start.mutateAsync(body).catch((error: unknown) => {
      setFailure(aboutEdition(error));
      throw error;
    });
    setOpen(false);
    notify.success(t('admin.settings.close.done', { edition: values.edition }));
  });

  const formId = 'close-edition-form';
  return (
    <Panel heading={t('admin.settings.close.heading')}>
      <p className="mt-3 text-sm text-muted">{t('admin.settings.close.intro', { edition: settings.edition })}</p>
      <div className="mt-4">
        <Button variant="secondary" onClick={openDialog}>
          {t('admin.settings.close.open', { edition: settings.edition })}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size="lg"
        title={t('admin.settings.close.dialogTitle', { edition: settings.edition, next })}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={formState.isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={formState.isSubmitting}>
              {t('admin.settings.close.confirm', { edition: settings.edition })}
            </Button>
          </>
        }
      >
        <div className="space-y-4 text-sm">
          <div className="grid gap-4 sm:grid-cols-2">
            {CHANGES.map(([id, heading, texts, items]) => (
              <section key={id} aria-labelledby={id}>
                <h3 id={id} className="font-semibold text-brand-900">
                  {t(`admin.settings.close.${heading}`)}
                </h3>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {items.map((item) => (
                    <li key={item}>{t(`admin.settings.close.${texts}.${item}`)}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <Alert tone="warning">{t('admin.settings.close.warning')}</Alert>
          {failure && <Alert>{failure}</Alert>}
          <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('admin.settings.close.edition')} readOnly {...register('edition')} />
            <TextField type="date" label={t('admin.settings.close.ordersDeadline')} {...field('orders_deadline')} />
            <TextField type="date" label={t('admin.settings.edition.startsAt')} required {...field('starts_at')} />
            <TextField type="date" label={t('admin.settings.edition.endsAt')} required {...field('ends_at')} />
          </form>
        </div>
      </Modal>
    </Panel>
  );
}
