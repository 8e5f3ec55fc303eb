import { polishDay, polishTime } from '../../lib/polish-time.js';
import type { QuizWinners, RankedResult } from './winners.service.js';

const line = (result: RankedResult) =>
  [
    result.place > 0 ? `${result.place}.` : `#${result.attemptId}`,
    result.timeFormatted,
    `${result.name} <${result.email}>`,
    `${result.sap} ${result.company}`,
    `ukończono ${polishDay(result.finishedAt)} ${polishTime(result.finishedAt)}`,
    result.prize ? 'NAGRODA' : '',
    result.place === 0 ? (result.flagReason ?? '') : '',
  ]
    .filter(Boolean)
    .join('\t');

/** The winners as the operators read them in a terminal. */
export function winnersReport(winners: QuizWinners): string {
  const places = winners.perRegion
    ? `${winners.prizePlaces} miejsc nagradzanych w każdym regionie`
    : `${winners.prizePlaces} miejsc nagradzanych`;
  const out = [`${winners.title} (${winners.slug}) – ${places}`];
  if (winners.groups.length === 0) out.push('', 'Brak ukończonych, zaliczonych wyników.');
  for (const group of winners.groups) {
    out.push('', winners.perRegion ? (group.region ?? 'Bez regionu (poza nagrodami regionalnymi)') : 'Wszyscy');
    out.push(...group.results.map((result) => `  ${line(result)}`));
  }
  if (winners.review.length > 0) {
    out.push('', `Do weryfikacji – bez miejsca, dopóki operator nie zaakceptuje (accept <numer>):`);
    out.push(...winners.review.map((result) => `  ${line(result)}`));
  }
  return out.join('\n');
}
