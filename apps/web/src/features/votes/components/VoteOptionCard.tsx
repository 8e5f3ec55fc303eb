import type { VoteItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** One direction of the main prize, with its picture, description and vote button. */
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
  const title = t(`votes.options.${option.slug}.title`);
  const headingId = `vote-option-${option.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-900/10"
    >
      <img src={`/votes/${option.slug}.svg`} alt="" className="aspect-[8/5] w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">
          {t(`votes.options.${option.slug}.tagline`)}
        </p>
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <p className="flex-1 text-muted">{t(`votes.options.${option.slug}.description`)}</p>
        <Button onClick={() => onVote(option)} disabled={disabled} className="mt-2 w-full">
          {t('votes.voteFor', { name: title })}
        </Button>
      </div>
    </article>
  );
}
