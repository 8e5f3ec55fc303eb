import '../texts';
import { type VoteItem, voteOptionSlugs } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** The demo's directions carry a tagline and a description of the portal's own; others their name alone. */
const hasOwnTexts = (slug: string) => (voteOptionSlugs as readonly string[]).includes(slug);

/** One direction of the main prize, with its picture, name (the operators'), description and vote button. */
export function VoteOptionCard({
  option,
  onVote,
  disabled,
}: {
  option: VoteItem;
  onVote: (option: VoteItem) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `vote-option-${option.slug}`;
  const described = hasOwnTexts(option.slug);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-900/10"
    >
      {option.image ? (
        <img src={option.image} alt="" className="aspect-[8/5] w-full bg-brand-50 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[8/5] w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {described && (
          <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">
            {t(`votes.options.${option.slug}.tagline`)}
          </p>
        )}
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {option.name}
        </h2>
        <p className="flex-1 text-muted">{described ? t(`votes.options.${option.slug}.description`) : null}</p>
        <Button onClick={() => onVote(option)} disabled={disabled} className="mt-2 w-full">
          {t('votes.voteFor', { name: option.name })}
        </Button>
      </div>
    </article>
  );
}
