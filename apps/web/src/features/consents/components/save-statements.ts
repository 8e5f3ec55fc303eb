import '../texts';
import type { UserStatements } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { UseFormSetError } from 'react-hook-form';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { withRelease } from '../../../lib/release';

const fields = ['accept_regulations', 'accept_privacy_policy', 'accept_marketing_data_process'] as const;

/**
 * Sends the statements the way both consents forms do: a 422 marks the checkboxes, any other
 * failure is notified. Gives the answer wrapped (an answer may itself be empty), or undefined
 * when nothing was saved.
 */
export async function saveStatements<T>(
  save: () => Promise<T>,
  setError: UseFormSetError<UserStatements>,
  t: TFunction,
): Promise<{ answer: T } | undefined> {
  try {
    return { answer: await withRelease(save) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      setFieldErrors(error, setError, fields, { prefix: 'statement.' });
      return undefined;
    }
    notify.error(t('consents.failedText'), { title: t('consents.failedTitle') });
    return undefined;
  }
}
