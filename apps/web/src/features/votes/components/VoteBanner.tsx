import '../texts';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { useVotesShow } from '../api/votes-show';

/** The call to vote, for a leader who has not voted while the vote is open (display_vote). */
function CallToVote() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="vote-call-heading"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-900 to-brand-700 p-5 text-white sm:p-6 shadow-md sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="vote-call-heading" className="text-lg font-bold sm:text-xl">
          {t('votes.banner.callTitle')}
        </h2>
        <p className="mt-1 text-sm text-white/85 sm:text-base">{t('votes.banner.callText')}</p>
      </div>
      <Link to={routePath('votes')} className={`${buttonClass('primary')} shrink-0`}>
        {t('votes.banner.callLink')}
      </Link>
    </section>
  );
}

/** The chosen direction of the main prize, always announced. */
function Direction() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="vote-direction-heading"
      className="grid overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-900/10 sm:grid-cols-[1fr_2fr]"
    >
      {/* The picture fills whatever height the text needs, never more. */}
      <div className="relative h-24 sm:h-auto sm:min-h-40">
        <img src="/votes/wyjazd.svg" alt="" className="absolute inset-0 size-full object-cover" />
      </div>
      <div className="self-center p-5 sm:p-6">
        <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">{t('votes.banner.directionLabel')}</p>
        <h2 id="vote-direction-heading" className="mt-1 text-xl font-bold text-brand-900 sm:text-2xl">
          {t('votes.banner.directionTitle')}
        </h2>
        <p className="mt-2 text-sm text-muted sm:text-base">{t('votes.banner.directionText')}</p>
      </div>
    </section>
  );
}

/**
 * The vote banner of the results page: the call to vote when GET /api/votes-show says
 * display_vote, and the announcement of the chosen direction for everyone. It spans both
 * columns of the widgets' grid.
 */
export function VoteBanner() {
  const displayVote = useVotesShow().data === true;
  return (
    <div className="space-y-4 md:col-span-2">
      {displayVote && <CallToVote />}
      <Direction />
    </div>
  );
}
