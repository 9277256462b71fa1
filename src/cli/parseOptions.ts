import { InvalidArgumentError } from 'commander';

/** A positive whole number of plate appearances; accepts 1e6 and 1_000_000. */
export function parseCount(text: string): number {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new InvalidArgumentError(`expected a positive whole number, got "${text}"`);
  return value;
}

/** An interval width, between 0 and 1. */
export function parseWidth(text: string): number {
  const value = Number(text);
  if (!(value > 0 && value < 1))
    throw new InvalidArgumentError(`expected an interval width between 0 and 1, like 0.002, got "${text}"`);
  return value;
}

/** A seed: any safe integer. */
export function parseSeed(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new InvalidArgumentError(`expected an integer seed, got "${text}"`);
  return value;
}

/**
 * `--vs R/C:3,L/B:1`: opponent pitchers by hand and grade, with weights (default 1). The game checks the grades.
 * @example
 * parseOpponentMix('R/C:3,L/B') // => [{ hand: 'R', grade: 'C', weight: 3 }, { hand: 'L', grade: 'B', weight: 1 }]
 */
export function parseOpponentMix(text: string): { hand: 'L' | 'R'; grade: string; weight: number }[] {
  return text.split(',').map((part) => {
    const match = /^\s*([LR])\/([A-Za-z0-9]+\+?)(?::(\d+(?:\.\d+)?))?\s*$/.exec(part);
    if (!match) throw new InvalidArgumentError(`"${part}" is not HAND/GRADE[:WEIGHT] with HAND L or R, like R/C:3`);
    const weight = match[3] === undefined ? 1 : Number(match[3]);
    if (!(weight > 0)) throw new InvalidArgumentError(`"${part}": the weight must be above 0`);
    return { hand: match[1] as 'L' | 'R', grade: match[2]!, weight };
  });
}

/** `--table name=file`, repeatable. */
export function collectTable(text: string, previous: Record<string, string>): Record<string, string> {
  const at = text.indexOf('=');
  if (at <= 0) throw new InvalidArgumentError(`expected NAME=FILE, got "${text}"`);
  return { ...previous, [text.slice(0, at)]: text.slice(at + 1) };
}

/** A season year with statistics (1871 on). */
export function parseSeason(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1871 || value > 2100)
    throw new InvalidArgumentError(`expected a season year like 2016, got "${text}"`);
  return value;
}

/** A number of worker threads: 0 (this thread) up to 256. */
export function parseWorkers(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 256)
    throw new InvalidArgumentError(`expected a number of worker threads from 0 to 256, got "${text}"`);
  return value;
}

/** `--set rule.param=value`, repeatable. */
export function collectSetting(text: string, previous: string[]): string[] {
  if (!text.includes('=')) throw new InvalidArgumentError(`expected RULE.PARAMETER=VALUE, got "${text}"`);
  return [...previous, text];
}

/**
 * `--shard K/N`: the K-th of N slices of a run, K from 0 to N - 1 (a Kubernetes Indexed Job's completion index).
 * @example parseShard('2/3') // => { index: 2, count: 3 }
 */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(count) || count < 1 || index >= count)
    throw new InvalidArgumentError(`expected K/N with N at least 1 and K from 0 to N - 1, like 0/3, got "${text}"`);
  return { index, count };
}
