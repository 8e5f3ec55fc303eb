import { crosswordLetter } from '@portal/contract';

/**
 * The one letter a cell holds after an input event: the letter just typed (whether the caret was
 * before or after the old one), upper case with Polish letters intact; '' when cleared.
 */
export function typedLetter(value: string, previous: string): string {
  const letters = Array.from(crosswordLetter(value)).filter((char) => /\p{L}/u.test(char));
  if (letters.length <= 1) return letters[0] ?? '';
  const old = letters.indexOf(previous);
  if (old >= 0) letters.splice(old, 1);
  return letters.at(-1) ?? '';
}

/** The keys of a crossword's cells, in the order the cursor walks them. */
export const cellKey = (questionId: number, position: number) => `q${questionId}:${position}`;
export const passwordKey = (index: number) => `p:${index}`;
