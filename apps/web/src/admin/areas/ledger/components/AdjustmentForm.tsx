import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '../../../kit/FormPanel';
import { Alert } from '../../../../components/Alert';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextAreaField } from '../../../../components/TextAreaField';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { formatPoints as points } from '../../../../lib/format';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { postAdjustment, pointsKey } from '../api/points';
import { type PickedParticipant, ParticipantPicker } from './ParticipantPicker';

/** What the operator does: fund a pool, or adjust a company's or a person's balance. */
type Operation = 'pool' | 'company' | 'user';

interface Values {
  operation: Operation;
  sap: string;
  participant: PickedParticipant | null;
  points: string;
  reason: string;
}

const blank: Values = { operation: 'pool', sap: '', participant: null, points: '', reason: '' };

/** Funds a pool or adjusts a balance, with a reason. */
export function AdjustmentForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: blank });
  const { register, formState } = form;
  const operation = useWatch({ control: form.control, name: 'operation' });
  // One key per submission: sending the same posting again after a lost answer reuses its key (the
  // server posts it once); a posting that differs in anything is another submission, with a new key.
  const [submission, setSubmission] = useState<{ key: string; body: string } | null>(null);
  const [result, setResult] = useState<{ balance: number; to: string } | null>(null);

  const send = async (values: Values) => {
    setResult(null);
    const signed = values.points.replace(/\s/g, '').replace(',', '.');
    const body = {
      target: values.operation === 'user' ? ('user' as const) : ('company' as const),
      id: values.operation === 'user' ? (values.participant?.id ?? '') : values.sap.trim(),
      points: signed === '' ? '' : Number(signed),
      reason: values.reason,
    };
    const fingerprint = JSON.stringify(body);
    const current = submission?.body === fingerprint ? submission : { key: newIdempotencyKey(), body: fingerprint };
    setSubmission(current);
    try {
      const balance = await postAdjustment(body, current.key);
      const to = values.operation === 'user' ? (values.participant?.label ?? '') : values.sap.trim();
      setResult({ balance, to });
    } catch (error) {
      // A refusal posted nothing: the next try is another submission. A lost answer keeps the key.
      if (error instanceof ApiError && error.status < 500) setSubmission(null);
      throw error;
    }
    notify.success(t('admin.points.form.posted'));
    form.reset({ ...blank, operation: values.operation });
    setSubmission(null);
    await queryClient.invalidateQueries({ queryKey: pointsKey });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'participants'] });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] });
  };

  const pointsHint = operation === 'pool' ? t('admin.points.form.pointsPoolHint') : t('admin.points.form.pointsHint');
  return (
    <FormPanel
      id="points-form"
      className="mb-8"
      heading={t('admin.points.form.title')}
      form={form}
      fields={{ id: operation === 'user' ? 'participant' : 'sap', points: 'points', reason: 'reason' }}
      failed={t('admin.points.form.failed')}
      send={send}
      submit={operation === 'pool' ? t('admin.points.form.submitPool') : t('admin.points.form.submitAdjustment')}
      hint={t('admin.points.form.reasonHint')}
      result={
        result && (
          <Alert tone="success">
            {t('admin.points.form.result', { to: result.to, balance: points(result.balance) })}
          </Alert>
        )
      }
    >
      <SelectField
        label={t('admin.points.form.operation')}
        options={[
          { value: 'pool', label: t('admin.points.form.operations.pool') },
          { value: 'company', label: t('admin.points.form.operations.company') },
          { value: 'user', label: t('admin.points.form.operations.user') },
        ]}
        {...register('operation')}
      />
      {operation === 'user' ? (
        <ParticipantPicker control={form.control} name="participant" label={t('admin.points.form.participant')} />
      ) : (
        <TextField
          label={t('admin.points.form.sap')}
          required
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.sap?.message}
          {...register('sap')}
        />
      )}
      <TextField
        label={t('admin.points.form.points')}
        required
        inputMode="numeric"
        autoComplete="off"
        aria-description={pointsHint}
        error={formState.errors.points?.message}
        {...register('points')}
      />
      <p className="self-end pb-3 text-sm text-muted">{pointsHint}</p>
      <TextAreaField
        label={t('admin.points.form.reason')}
        required
        rows={3}
        maxLength={500}
        aria-description={t('admin.points.form.reasonHint')}
        className="sm:col-span-2"
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
    </FormPanel>
  );
}
