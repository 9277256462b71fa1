import { InvalidArgumentError } from 'commander';
import { parseBaseOutState } from '../core/model/baseOut.ts';

// Numbers on the command line are plain decimal: digits, `_` between digits (1_000_000) and an exponent (1e6, 2.5e6)
// where it makes a whole number. Anything else is refused rather than read some other way: `0x10`, `0o10` and `0b10`
// (which Number() would read), a leading zero (`010`, octal to some), a sign where no negative value is allowed,
// spaces, an empty value, a fraction where a whole number is wanted, and anything beyond 2^53 - 1, where doubles stop
// counting exactly. The option's name and the command are added where the error is printed (usageErrors.ts).
const WHOLE = /^-?(\d+(?:_\d+)*)(?:\.(\d+(?:_\d+)*))?(?:[eE](\d+))?$/;
/** A decimal fraction: `0.002`, `.002` or `2e-3`. */
const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)(?:[eE]-?\d+)?$/;

/**
 * A whole number from `least` to `most`, written as above; `example` is what the error suggests instead.
 * @example parseWholeNumber('1_000_000', 1) // => 1000000
 * @example parseWholeNumber('2.5e6', 1) // => 2500000
 */
export function parseWholeNumber(
  text: string,
  least: number,
  most = Number.MAX_SAFE_INTEGER,
  example = '1620, 1_000_000 or 1e6',
): number {
  const notWhole = () => new InvalidArgumentError(`"${text}" is not a whole number (write digits, e.g. ${example})`);
  const match = WHOLE.exec(text);
  if (!match) throw notWhole();
  const [, whole = '', fraction = '', exponent = '0'] = match;
  if (/^0\d/.test(whole.replaceAll('_', '')))
    throw new InvalidArgumentError(`"${text}": write it without the leading zero (octal to some)`);
  if (fraction.replaceAll('_', '').replace(/0+$/, '').length > Number(exponent)) throw notWhole();
  const value = Number(text.replaceAll('_', '')) || 0; // -0 is 0
  if (!Number.isSafeInteger(value))
    throw new InvalidArgumentError(
      `"${text}" is beyond ${Number.MAX_SAFE_INTEGER}, the largest whole number counted exactly`,
    );
  if (value < least) throw new InvalidArgumentError(`"${text}" is below ${least}`);
  if (value > most) throw new InvalidArgumentError(`"${text}" is above ${most}`);
  return value;
}

/** A count (plate appearances, games, rounds): a whole number from 1. */
export function parseCount(text: string): number {
  return parseWholeNumber(text, 1);
}

/** A TCP port: 0 (any free one) to 65535. */
export function parsePort(text: string): number {
  return parseWholeNumber(text, 0, 65_535, '8787');
}

/** An interval width, between 0 and 1, written in decimal. */
export function parseWidth(text: string): number {
  const value = DECIMAL.test(text) ? Number(text) : NaN;
  if (!(value > 0 && value < 1))
    throw new InvalidArgumentError(`"${text}" is not an interval width between 0 and 1 (write e.g. 0.002 or 2e-3)`);
  return value;
}

/** A seed: any whole number whose double is exact, negative ones too (2^53 - 1 either way). */
export function parseSeed(text: string): number {
  return parseWholeNumber(text, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, '1 or 20160401');
}

/** A file or folder named on the command line: anything but nothing (`--save ''` would write nowhere). */
export function parsePath(text: string): string {
  if (text.trim() === '') throw new InvalidArgumentError(`a file name is needed, got "${text}"`);
  return text;
}

/** File arguments, each a path (commander hands a variadic argument's values one by one). */
export function collectPath(text: string, previous: string[] = []): string[] {
  return [...previous, parsePath(text)];
}

/**
 * `--state 1-3/1`: checked here, so a bad one is a command-line error, and kept as written (the run reads it again).
 * @example parseState('1-3/1') // => '1-3/1'
 */
export function parseState(text: string): string {
  try {
    parseBaseOutState(text);
  } catch {
    throw new InvalidArgumentError(`"${text}" is not bases/outs like 1-3/1 (bases --- to 123, outs 0 to 2)`);
  }
  return text;
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
  if (at <= 0 || text.slice(at + 1).trim() === '') throw new InvalidArgumentError(`expected NAME=FILE, got "${text}"`);
  return { ...previous, [text.slice(0, at)]: text.slice(at + 1) };
}

/** A season year with statistics (1871 on). */
export function parseSeason(text: string): number {
  return parseWholeNumber(text, 1871, 2100, '2016');
}

/** A number of worker threads: 0 (this thread) up to 256. */
export function parseWorkers(text: string): number {
  return parseWholeNumber(text, 0, 256, '2');
}

/**
 * `--teams CHN,CLE`: Lahman team ids, at least one.
 * @example parseTeams('CHN, CLE') // => ['CHN', 'CLE']
 */
export function parseTeams(text: string): string[] {
  const teams = text
    .split(',')
    .map((team) => team.trim())
    .filter(Boolean);
  if (teams.length === 0) throw new InvalidArgumentError(`expected team ids like CHN,CLE or ALL, got "${text}"`);
  return teams;
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
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(count) || count < 1 || index >= count)
    throw new InvalidArgumentError(`expected K/N with N at least 1 and K from 0 to N - 1, like 0/3, got "${text}"`);
  return { index, count };
}
