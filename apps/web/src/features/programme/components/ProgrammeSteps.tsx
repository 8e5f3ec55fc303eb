import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';

const steps = [
  { key: 'sell', icon: 'package' },
  { key: 'earn', icon: 'star' },
  { key: 'topUp', icon: 'card' },
] as const;

/** The programme in three steps: sell products, receive points, top up the card. */
export function ProgrammeSteps({ inverted = false, stacked = false }: { inverted?: boolean; stacked?: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className={`grid gap-4 sm:gap-5 ${stacked ? '' : 'sm:grid-cols-3'}`}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`flex gap-4 rounded-2xl p-5 ${stacked ? '' : 'sm:flex-col'} ${inverted ? 'bg-brand-800/70 text-white' : 'bg-white text-ink shadow-sm ring-1 ring-brand-100'}`}
        >
          <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-950">
            <Icon name={step.icon} />
            <span className="absolute -right-2 -top-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-900 text-xs font-bold text-white ring-2 ring-white">
              {index + 1}
            </span>
          </span>
          <span>
            <span className="block text-lg font-bold">{t(`steps.${step.key}.title`)}</span>
            <span className={`mt-1 block text-sm leading-relaxed ${inverted ? 'text-brand-100' : 'text-muted'}`}>
              {t(`steps.${step.key}.text`)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
