import type { Position } from '../../core/model/positions.ts';

/** The game id card files carry. */
export const STRAT_ID = 'strat';

export type Outfield = 'LF' | 'CF' | 'RF';
export type Infield = 'P' | 'C' | '1B' | '2B' | '3B' | 'SS';

/** Fielder abbreviations as the cards print them, lower case in parentheses: `GB(ss)A`. */
const FIELDERS: Readonly<Record<string, Position>> = {
  p: 'P',
  c: 'C',
  '1b': '1B',
  '2b': '2B',
  '3b': '3B',
  ss: 'SS',
  lf: 'LF',
  cf: 'CF',
  rf: 'RF',
};
const OUTFIELD: ReadonlySet<Position> = new Set(['LF', 'CF', 'RF']);

/**
 * What a card (or a chart) prints for one outcome, before the dice of a split decide.
 * - `hit`: `stars` is the automatic advance of every runner (`SI*` 1, `SI**` 2, `DO**` 2, `***` 3); a hit printed
 *   without stars advances runners one base for a single and two for a double and lets the offense try for one more.
 *   `field` is the outfielder the card names (`SI(rf)`), the one who throws.
 * - `GB`/`FLY`: the groundball and flyball charts by type; `plus` is the  that makes an infield-in groundball a
 * single**
 *   (`fielderIn`: the `++`, a single** too when only the corners are in and the ball goes to one of them);
 *   `ballpark` marks a flyball a ballpark home run reading turned into (its catch in right has a rule of its own).
 * - `E`: a printed error, E(1)-E(3): the batter safe at first, second or third, runners up as many bases (E(3): all
 *   score); `fielder` is charged where the card names him (`E(2)(ss)`).
 * - `X`: the fielding chart, for `GB(ss)X`, `FLY(lf)X` and `CATCH-X`.
 */
export type StratResult =
  | { kind: 'hit'; bases: 1 | 2 | 3 | 4; stars: number; field?: Outfield }
  | { kind: 'BB' | 'HBP' | 'SO' }
  | { kind: 'GB'; fielder: Infield; type: 'A' | 'B' | 'C'; plus: boolean; fielderIn?: true }
  | { kind: 'E'; bases: 1 | 2 | 3; fielder?: Position }
  | { kind: 'FLY'; fielder: Outfield; type: 'A' | 'B' | 'B?' | 'C'; ballpark?: boolean }
  | { kind: 'LO'; fielder: Position; max: boolean }
  | { kind: 'POP'; fielder: Position }
  | { kind: 'X'; fielder: Position; batted: 'GB' | 'FLY' | 'CATCH' };

/** One outcome of a reading and the d20 range it covers (1-20 when the reading does not split). */
export interface ReadingPart {
  result: StratResult;
  low: number;
  high: number;
  /** `•` after an out: a single** once the pitcher has reached his point of weakness. */
  pow: boolean;
  /** A ballpark symbol: read the park's home-run or singles chart instead. */
  park?: 'HR' | 'SI';
}

/** One printed reading (a cell of a card column, or a chart entry). */
export interface Reading {
  parts: ReadingPart[];
  /** `W`: reversed with two outs and a runner in scoring position. */
  clutch: boolean;
  text: string;
}

const HIT_BASES = { SI: 1, DO: 2, TR: 3, HR: 4 } as const;

function parseResult(token: string): StratResult | undefined {
  if (token === 'BB' || token === 'HBP' || token === 'SO') return { kind: token };
  if (token === 'CATCH-X') return { kind: 'X', fielder: 'C', batted: 'CATCH' };
  const error = /^E\(([123])\)(?:\((p|c|1b|2b|3b|ss|lf|cf|rf)\))?$/.exec(token);
  if (error)
    return { kind: 'E', bases: Number(error[1]) as 1 | 2 | 3, ...(error[2] && { fielder: FIELDERS[error[2]]! }) };
  const hit = /^(SI|DO|TR|HR)(\*{0,3})(?:\((lf|cf|rf)\))?$/.exec(token);
  if (hit) {
    const bases = HIT_BASES[hit[1] as keyof typeof HIT_BASES];
    const stars = hit[2]!.length;
    // Stars are the runners' automatic advance: a double's is two or three, never one; triples and homers have none.
    if ((bases >= 3 && stars > 0) || (bases === 2 && stars === 1)) return undefined;
    const field = hit[3] === undefined ? undefined : (FIELDERS[hit[3]] as Outfield);
    return { kind: 'hit', bases, stars, ...(field && { field }) };
  }
  const batted = /^(GB|FLY|LO|POP)\((p|c|1b|2b|3b|ss|lf|cf|rf)\)(A\+\+|B\+\+|C\+\+|A\+|B\+|C\+|A|B\?|B|C|X|max)?$/.exec(
    token,
  );
  if (!batted) return undefined;
  const [, kind, abbreviation, type] = batted;
  const fielder = FIELDERS[abbreviation!]!;
  const outfield = OUTFIELD.has(fielder);
  switch (kind) {
    case 'GB':
      if (outfield || type === undefined || type === 'B?' || type === 'max') return undefined;
      if (type === 'X') return { kind: 'X', fielder, batted: 'GB' };
      return {
        kind: 'GB',
        fielder: fielder as Infield,
        type: type[0] as 'A' | 'B' | 'C',
        plus: type.endsWith('+'),
        ...(type.endsWith('++') && { fielderIn: true as const }),
      };
    case 'FLY':
      if (!outfield || type === undefined || type.endsWith('+') || type === 'max') return undefined;
      if (type === 'X') return { kind: 'X', fielder, batted: 'FLY' };
      return { kind: 'FLY', fielder: fielder as Outfield, type: type as 'A' | 'B' | 'B?' | 'C' };
    case 'LO':
      return type === undefined || type === 'max' ? { kind: 'LO', fielder, max: type === 'max' } : undefined;
    default:
      return type === undefined ? { kind: 'POP', fielder } : undefined;
  }
}

/** Whether a result is an out as printed (what the POW dot and clutch hitting turn around). */
export function isOut(result: StratResult): boolean {
  return (
    result.kind === 'SO' ||
    result.kind === 'GB' ||
    result.kind === 'FLY' ||
    result.kind === 'LO' ||
    result.kind === 'POP'
  );
}

const POW_DOT = /\s*[•·]$/;

function parsePart(text: string, split: boolean): ReadingPart | string {
  let rest = text.trim();
  let low = 1;
  let high = 20;
  if (split) {
    const range = /\s+(\d{1,2})(?:-(\d{1,2}))?$/.exec(rest);
    if (!range) return `"${rest}" needs its d20 range, like "HR 1-17"`;
    low = Number(range[1]);
    high = range[2] === undefined ? low : Number(range[2]);
    rest = rest.slice(0, range.index);
  }
  let park: ReadingPart['park'];
  const prefix = /^(BP|BPSI)\s+/.exec(rest);
  if (prefix) {
    park = prefix[1] === 'BP' ? 'HR' : 'SI';
    rest = rest.slice(prefix[0].length);
  }
  const pow = POW_DOT.test(rest);
  rest = rest.replace(POW_DOT, '');
  const result = parseResult(rest);
  if (!result)
    return (
      `"${rest}" is not a result (SI, SI*, DO**(lf), TR, HR, BB, HBP, SO, GB(ss)A, GB(2b)B+, ` +
      `GB(3b)A++, FLY(cf)B?, LO(ss)max, POP(2b), GB(ss)X, FLY(lf)X, CATCH-X, E(1), E(2)(ss))`
    );
  if (park === 'HR' && !(result.kind === 'hit' && result.bases === 4))
    return `BP marks a ballpark home run: "BP HR" (got "${text.trim()}")`;
  if (park === 'SI' && !(result.kind === 'hit' && result.bases === 1))
    return `BPSI marks a ballpark single: "BPSI SI" (got "${text.trim()}")`;
  if (pow && !isOut(result)) return `the POW dot follows outs only (got "${text.trim()}")`;
  return { result, low, high, pow, ...(park && { park }) };
}

/**
 * Parses a printed reading; the error message says what is wrong when it is not one.
 *
 * Grammar: `[W ]part[ / part ...]`, where a part is `[BP |BPSI ]result[ •]` and, in a split, its d20 range follows
 * (`HR 1-17 / DO 18-20`; the ranges must cover 1-20 once). `W` is the clutch symbol, `BP` the ballpark home run,
 * `BPSI` the ballpark single, `•` the POW dot. A corrected reading `r PRINTED => READ` (the ballpark single
 * corrector) is read as its second reading, which is what the Super-Advanced rules always use.
 * @example
 * parseReading('HR 1-17 / DO 18-20').parts.map((p) => [p.result.kind, p.low, p.high]) // => [['hit', 1, 17], ['hit',
 * 18, 20]]
 */
export function parseReading(text: string): Reading | string {
  let rest = text.trim();
  const corrected = /^r\s+.+?\s*=>\s*(.+)$/.exec(rest);
  if (corrected) rest = corrected[1]!;
  let clutch = false;
  if (/^W\s+/.test(rest)) {
    clutch = true;
    rest = rest.replace(/^W\s+/, '');
  }
  const pieces = rest.split('/').map((p) => p.trim());
  // A '/' inside a part never happens in the grammar, so any '/' splits on the d20.
  const split = pieces.length > 1;
  const parts: ReadingPart[] = [];
  for (const piece of pieces) {
    const part = parsePart(piece, split);
    if (typeof part === 'string') return part;
    parts.push(part);
  }
  parts.sort((a, b) => a.low - b.low);
  let next = 1;
  for (const part of parts) {
    if (part.low !== next || part.high < part.low)
      return `the d20 ranges of "${text.trim()}" must cover 1-20 once, in order`;
    next = part.high + 1;
  }
  if (next !== 21) return `the d20 ranges of "${text.trim()}" must cover 1-20 once, in order`;
  return { parts, clutch, text: text.trim() };
}

/** The part of a reading a d20 roll selects. */
export function partAt(reading: Reading, d20: number): ReadingPart {
  for (const part of reading.parts) if (d20 <= part.high) return part;
  throw new RangeError(`d20 ${d20} is outside 1-20`);
}
