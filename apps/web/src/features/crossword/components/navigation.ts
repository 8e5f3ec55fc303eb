import type { CrosswordQuestion } from '@portal/contract';
import { cellKey } from './letters';

/** A cell the player types in (given letters are not among them). */
export interface OpenCell {
  key: string;
  questionId: number;
  /** 1-based position in the answer. */
  position: number;
  /** The grid column, shared by every row, for the arrows up and down. */
  column: number;
}

/** Each row's open cells, in the order of the rows; a row of given letters only is left out. */
export function openRows(questions: CrosswordQuestion[]): OpenCell[][] {
  return questions
    .map((question) => {
      const given = new Set(question.disabled_letters_array.map((cell) => cell.position));
      return Array.from({ length: question.answer_length }, (_, index) => index + 1)
        .filter((position) => !given.has(position))
        .map((position) => ({
          key: cellKey(question.id, position),
          questionId: question.id,
          position,
          column: question.grid_start_position + position,
        }));
    })
    .filter((row) => row.length > 0);
}

/** Where a row is entered: its first empty cell, or its first cell when it is full. */
export function entryCell(row: OpenCell[], letters: Record<number, string[]>): OpenCell {
  return row.find((cell) => !letters[cell.questionId]?.[cell.position - 1]) ?? row[0]!;
}

/** The cell of a row nearest to a grid column (the arrows up and down keep the column). */
export function nearestCell(row: OpenCell[], column: number): OpenCell {
  return row.reduce((best, cell) => (Math.abs(cell.column - column) < Math.abs(best.column - column) ? cell : best));
}
