import { type MillionairesStartAnswer } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { startMillionaires } from '../api/start-millionaires';
import { MILLIONAIRES_NOTICE_MS } from './notice';

/** The regulations checkbox and START. */
export function StartForm({ onStarted }: { onStarted: (answer: MillionairesStartAnswer) => void }) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setError(t('millionaires.regulationsRequired'));
      return;
    }
    setBusy(true);
    try {
      onStarted(await withRelease(() => startMillionaires({ regulations: true })));
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldError('regulations')) {
        setError(failure.fieldError('regulations'));
      } else {
        const message = failure instanceof ApiError && failure.message ? failure.message : t('quizzes.loadFailed');
        notify.error(message, { duration: MILLIONAIRES_NOTICE_MS });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Checkbox
        label={t('millionaires.regulations')}
        checked={accepted}
        required
        error={error}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setError(undefined);
        }}
      />
      <Button type="submit" busy={busy} className="w-full px-10 text-lg tracking-wide sm:w-auto">
        {t('millionaires.start')}
      </Button>
    </form>
  );
}
