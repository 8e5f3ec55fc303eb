import '../texts';
import type { QuizInfo } from '@portal/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { QuizTexts } from './QuizTexts';

/** START, or the way back into a running attempt. */
interface QuizStart {
  label: string;
  busy: boolean;
  onStart: () => void;
  /** A box to tick before START (the regulations): its label, the message when it is not ticked, the server's refusal. */
  regulations?: { label: string; required: string; error?: string | undefined };
}

interface Props {
  quiz: QuizInfo;
  heading: string;
  description: string;
  /** 'card': a dark card on the light page; 'plain': on a page that is dark already. */
  surface?: 'card' | 'plain';
  /** The attempts left, where the kind counts them and START is there. */
  attemptsLeft?: number | undefined;
  /** No START when the player cannot start now. */
  start?: QuizStart | null | undefined;
  /** A finished attempt's result, shown in place of the intro beside the rules. */
  result?: ReactNode;
  /** What to know before START: warnings, or why there is none. */
  children?: ReactNode;
}

const surfaces = {
  card: {
    grid: 'grid items-start gap-6 md:grid-cols-[3fr_2fr]',
    intro: 'space-y-4 rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-8',
    texts: 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5',
  },
  plain: {
    grid: 'grid gap-6 md:grid-cols-[3fr_2fr]',
    intro: 'space-y-4',
    texts: 'rounded-2xl bg-white p-4 text-ink sm:p-5',
  },
};

/** A quiz page before START: what the game is, what to know first and START, beside the prizes and rules. */
export function QuizIntro({
  quiz,
  heading,
  description,
  surface = 'card',
  attemptsLeft,
  start,
  result,
  children,
}: Props) {
  const { t } = useTranslation();
  const look = surfaces[surface];
  const Intro = surface === 'card' ? 'section' : 'div';
  return (
    <div className={look.grid}>
      <Intro className={look.intro}>
        {result ?? (
          <>
            <h2 className="text-2xl font-bold">{heading}</h2>
            <p className="text-brand-100">{description}</p>
            {children}
            {attemptsLeft !== undefined && (
              <p className="font-semibold text-accent-400">{t('quizzes.attemptsLeft', { count: attemptsLeft })}</p>
            )}
            {start &&
              (start.regulations ? (
                <div className="rounded-2xl bg-white p-4 text-ink">
                  <RegulationsStart start={start} regulations={start.regulations} />
                </div>
              ) : (
                <Button onClick={start.onStart} busy={start.busy} className="px-10 text-lg tracking-wide">
                  {start.label}
                </Button>
              ))}
          </>
        )}
      </Intro>
      <div className={look.texts}>
        <QuizTexts quiz={quiz} rulesOpen />
      </div>
    </div>
  );
}

/** The regulations checkbox and START: START asks for the tick first. */
function RegulationsStart({
  start,
  regulations,
}: {
  start: QuizStart;
  regulations: NonNullable<QuizStart['regulations']>;
}) {
  const [accepted, setAccepted] = useState(false);
  const [unticked, setUnticked] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted) start.onStart();
    else setUnticked(true);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Checkbox
        label={regulations.label}
        checked={accepted}
        required
        error={unticked ? regulations.required : regulations.error}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setUnticked(false);
        }}
      />
      <Button type="submit" busy={start.busy} className="w-full px-10 text-lg tracking-wide sm:w-auto">
        {start.label}
      </Button>
    </form>
  );
}
