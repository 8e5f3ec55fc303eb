import '../texts';
import type { VoteItem } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { useVotesCreate } from '../api/votes-create';
import { storeVote } from '../api/votes-store';
import { VoteOptionCard } from '../components/VoteOptionCard';
import { VoteThanks } from '../components/VoteThanks';

/** /glosowanie: the leaders choose the main prize among the operators' options (the demo's gala and trip), once; then a thank-you. */
export function VotesPage() {
  const { t } = useTranslation();
  const choices = useVotesCreate();
  const [chosen, setChosen] = useState<VoteItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [voted, setVoted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!choices.error) return;
    const message =
      choices.error instanceof ApiError && choices.error.message ? choices.error.message : t('votes.loadFailed');
    notify.error(message);
  }, [choices.error, t]);

  const vote = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await withRelease(() => storeVote({ vote_id: chosen.id }));
      setVoted(true);
    } catch (failure) {
      const message =
        failure instanceof ApiError
          ? (failure.fieldError('vote_id') ?? (failure.message || t('votes.unknownError')))
          : t('votes.unknownError');
      if (failure instanceof ApiError && failure.status === 422) setError(message);
      else notify.error(message);
    } finally {
      setBusy(false);
      setChosen(null);
    }
  };

  const done = voted || choices.data?.hasVote === true;

  return (
    <Page heading={t('pages.votes')} wide>
      {done ? (
        <VoteThanks />
      ) : (
        <>
          <p className="mb-8 max-w-3xl text-lg text-muted">{t('votes.intro')}</p>
          {error && (
            <div className="mb-6">
              <Alert>{error}</Alert>
            </div>
          )}
          {choices.isError && <Alert>{t('votes.loadFailed')}</Alert>}
          {choices.isPending && <p className="text-muted">{t('common.loading')}</p>}
          {choices.data &&
            (choices.data.items.length === 0 ? (
              <Alert tone="info">{t('votes.noOptions')}</Alert>
            ) : (
              <div role="list" aria-label={t('votes.optionsLabel')} className="grid gap-6 md:grid-cols-2 lg:gap-10">
                {choices.data.items.map((option) => (
                  <div role="listitem" key={option.id}>
                    <VoteOptionCard option={option} onVote={setChosen} disabled={busy} />
                  </div>
                ))}
              </div>
            ))}
        </>
      )}
      {/* The thank-you replaces the options as soon as the vote is stored; the question goes with them. */}
      <ConfirmDialog
        open={chosen !== null && !done}
        title={t('votes.confirmTitle')}
        message={t('votes.confirm', { name: chosen?.name ?? '' })}
        confirmLabel={t('votes.confirmButton')}
        onConfirm={() => void vote()}
        onCancel={() => setChosen(null)}
        busy={busy}
      />
    </Page>
  );
}
