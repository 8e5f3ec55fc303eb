import { COUPON_GUESSABLE, COUPON_MIN_LENGTH, COUPON_TOO_SHORT } from '@portal/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as polish from '@zxcvbn-ts/language-pl';

/*
 * How hard an operator's typed coupon is to guess (docs/decisions/0055-coupon-strength.md). A
 * coupon is shared by everyone at a training, so a guesser needs only the one string; the guessing
 * lock allows a seller 10 unknown codes an hour. A coupon is taken when zxcvbn (dictionaries of
 * common passwords, English and Polish words, names, dates, keyboard runs, repeats and l33t) puts
 * it at 10^10 guesses or more, as it does the generator's random 12 characters (about 10^12), and
 * when it is at least a package code's 12 characters.
 */

/** zxcvbn's own line for its top score: beyond an online guesser by many orders of magnitude. */
const MIN_GUESSES_LOG10 = 10;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: reading the dictionaries takes a moment the server's start need not wait for. */
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...polish.dictionary },
    graphs: common.adjacencyGraphs,
  }));

/**
 * Why a normalised typed coupon is refused (a Polish message for the `coupon` field), or null
 * when it is hard enough to guess. The training's name counts as known to a guesser.
 */
export function couponWeakness(coupon: string, trainingName: string): string | null {
  if (coupon.length < COUPON_MIN_LENGTH) return COUPON_TOO_SHORT;
  // Coupons are compared in upper case, so case adds nothing a guesser must try.
  const words = trainingName
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  const unaccented = words.map((word) => word.normalize('NFD').replace(/\p{M}/gu, ''));
  const result = zxcvbn().check(coupon.toLowerCase(), [...words, ...unaccented]);
  return result.guessesLog10 >= MIN_GUESSES_LOG10 ? null : COUPON_GUESSABLE;
}
