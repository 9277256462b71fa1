import { defineRule } from '../../../core/OptionalRule.ts';
import type { CardResult } from '../vocabulary.ts';

/**
 * SO/BB pitcher ratings (manual v2.1): on batter rolls 55-60 or 77, a pitcher rated for that roll turns the result into
 * a strikeout (SO ratings) or a walk (BB ratings), whatever the column says. Pitchers without a rating are NC.
 */
export const SO_BB_RATINGS = defineRule({
  name: 'so-bb-ratings',
  title: 'SO/BB pitcher ratings',
  scope: 'plate appearance',
  summary: "Batter rolls the pitcher's SO/BB rating lists (77; 55 and 77; 55-60 and 77) become strikeouts or walks.",
  params: {},
});

type Rated = { result: 'SO' | 'BB'; rolls: readonly number[] } | undefined;
/** Ratings read once each: the compiler asks for every roll of every column it builds. */
const parsed = new Map<string, Rated>();

/** The rolls a rating lists, and what they become. */
export function soBbRolls(rating: string | undefined): Rated {
  if (rating === undefined) return undefined;
  if (parsed.has(rating)) return parsed.get(rating);
  const match = /^(SO|BB) (?:(55-60|55), )?77$/.exec(rating);
  const rolls = match?.[2] === '55-60' ? [55, 56, 57, 58, 59, 60, 77] : match?.[2] === '55' ? [55, 77] : [77];
  const rated: Rated = match ? { result: match[1] as 'SO' | 'BB', rolls } : undefined;
  parsed.set(rating, rated);
  return rated;
}

const SO: CardResult = { kind: 'SO', text: 'SO' };
const BB: CardResult = { kind: 'BB', text: 'BB' };

/**
 * The result after the pitcher's SO/BB rating.
 * @example soBbResult('SO 55, 77', 77, { kind: 'FO', fielder: 'RF', text: 'FO-RF' }) // => SO (example 1)
 */
export function soBbResult(rating: string | undefined, roll: number, result: CardResult): CardResult {
  const rated = soBbRolls(rating);
  if (!rated || !rated.rolls.includes(roll)) return result;
  return rated.result === 'SO' ? SO : BB;
}
