import type { Category } from '../../../mlb/lines.ts';
import type { CardSide } from '../cards.ts';
import { parseReading, type Reading } from '../vocabulary.ts';
import type { LaidRow } from './layout.ts';

type Hand = 'L' | 'R';

/**
 * How a category's chances divide among the kinds of result a card prints. Singles: SI (runners up one, and the lead
 * one may try for another) and SI** (up two); doubles: DO (the runner from 1st may try to score). The split is
 * cardlab's, calibrated with the default manager's sends against Retrosheet's 2016 advancement (docs/seasons.md): a
 * runner on 1st reached 3rd on 27% of singles and scored on 43% of doubles, a runner on 2nd scored on 41%, 53% and 77%
 * of singles with none, one and two out. SI** takes both runners two bases, so it can carry only the first to third
 * share; the rest of the runners from 2nd score on the manager's sends, and SI* (up one, no try) adds nothing a held
 * SI does not. Outs in play: 2016's batted balls were about half grounders, a third flies, the rest liners and popups;
 * grounders A (the double-play ball), B and C, flies A (deep), B, B? and C (shallow). The data has no batted-ball types
 * per player, so every card shares these proportions (cardlab's choice; README, "How Strat cards are built"), but for
 * the grounders' A: how many print A follows the player's double plays (DoublePlayBalls).
 */
export const KIND_SHARES: Readonly<Record<Category, readonly (readonly [string, number])[]>> = {
  HR: [['HR', 1]],
  '3B': [['TR', 1]],
  '2B': [['DO', 1]],
  '1B': [
    ['SI', 0.8],
    ['SI**', 0.2],
  ],
  BB: [['BB', 1]],
  HBP: [['HBP', 1]],
  SO: [['SO', 1]],
  OUT: [
    ['GB A', 0.175],
    ['GB B', 0.2],
    ['GB C', 0.125],
    ['FLY A', 0.07],
    ['FLY B', 0.16],
    ['FLY B?', 0.05],
    ['FLY C', 0.08],
    ['LO', 0.06],
    ['POP', 0.08],
  ],
};

/**
 * How many of a side's grounders (its GB kinds: X chances are the fielding chart's) print A, the ball that turns two
 * with a runner on 1st: a share of them, or chances (at most all of them). B and C share the rest as KIND_SHARES has
 * them.
 */
export type DoublePlayBalls = { share: number } | { chances: number };

const GROUNDERS = KIND_SHARES.OUT.filter(([kind]) => kind.startsWith('GB '));
/** Grounders' share of a side's outs in play. */
export const GROUNDER_SHARE = GROUNDERS.reduce((sum, [, share]) => sum + share, 0);

/** KIND_SHARES' share of grounders printed A: where the league's sides start before their share is solved. */
export const KIND_DOUBLE_PLAY_SHARE = GROUNDERS.find(([kind]) => kind === 'GB A')![1] / GROUNDER_SHARE;

/**
 * The outs' kinds and shares when `doublePlays` of the side's grounders print A: the grounders keep their share of the
 * outs (`outs`: the side's chances of outs in play), A takes its part of them and B and C the rest, in proportion.
 * @example outShares(20, { chances: 5 }).find(([kind]) => kind === 'GB A') // => ['GB A', 0.25]
 */
export function outShares(outs: number, doublePlays: DoublePlayBalls): (readonly [string, number])[] {
  const grounders = outs * GROUNDER_SHARE;
  const wanted = 'share' in doublePlays ? doublePlays.share : grounders > 0 ? doublePlays.chances / grounders : 0;
  const share = Math.min(1, Math.max(0, wanted));
  const others = GROUNDERS.filter(([kind]) => kind !== 'GB A');
  const othersShare = others.reduce((sum, [, s]) => sum + s, 0);
  return KIND_SHARES.OUT.map(([kind, s]) => {
    if (kind === 'GB A') return [kind, GROUNDER_SHARE * share] as const;
    if (!kind.startsWith('GB ')) return [kind, s] as const;
    return [kind, (GROUNDER_SHARE * (1 - share) * s) / othersShare] as const;
  });
}

/** Where each kind goes, by the side the batter bats from: pulled grounders and flies, as Pine Tar's cards. */
function fielderShares(kind: string, side: Hand): readonly (readonly [string, number])[] {
  const base = kind.split(' ')[0]!.replace(/\*+$/, '');
  if (base === 'GB')
    return side === 'R'
      ? [
          ['3b', 20],
          ['ss', 30],
          ['2b', 28],
          ['1b', 15],
          ['p', 7],
        ]
      : [
          ['3b', 15],
          ['ss', 28],
          ['2b', 30],
          ['1b', 20],
          ['p', 7],
        ];
  if (base === 'FLY' || base === 'SI' || base === 'DO')
    return side === 'R'
      ? [
          ['lf', 36],
          ['cf', 37],
          ['rf', 27],
        ]
      : [
          ['lf', 27],
          ['cf', 37],
          ['rf', 36],
        ];
  if (base === 'LO')
    return [
      ['ss', 40],
      ['2b', 35],
      ['3b', 25],
    ];
  if (base === 'POP')
    return [
      ['2b', 30],
      ['ss', 30],
      ['3b', 20],
      ['1b', 10],
      ['c', 10],
    ];
  return [];
}

/**
 * The printed result of a kind at a fielder: `GB A` at ss is `GB(ss)A`, `SI*` at lf `SI*(lf)`; an X kind names its
 * fielder itself (`X ss` is `GB(ss)X`).
 * @example printedResult('FLY B?', 'cf') // => 'FLY(cf)B?'
 */
function printedResult(kind: string, fielder: string | undefined): string {
  const [base, type] = kind.split(' ') as [string, string | undefined];
  if (base === 'X')
    return type === 'c' ? 'CATCH-X' : ['lf', 'cf', 'rf'].includes(type!) ? `FLY(${type})X` : `GB(${type})X`;
  if (!fielder) return base;
  if (base === 'GB' || base === 'FLY') return `${base}(${fielder})${type}`;
  return `${base}(${fielder})`;
}

/**
 * Fielders for every part of a kind. A part is one cell (or one d20 range of it) and goes to one fielder, so a side
 * with a few parts of a kind cannot hold every fielder's share; handing each part to the fielder most owed sent the
 * biggest shares all of them (over the 2016 league, 77% of the grounders went to short and second for the 58% asked).
 * So the parts lie end to end over the fielders' shares, each going to the fielder whose share holds its middle, the
 * whole turned by an offset that the side's own layout sets (systematic sampling): a side with many parts comes out
 * near the shares, and over many sides each fielder gets his share.
 */
function assignFielders(laid: readonly LaidRow[], side: Hand): Map<string, string> {
  const byKind = new Map<string, { key: string; units: number }[]>();
  laid.forEach(({ row, parts }, r) =>
    parts.forEach((part, p) => {
      if (fielderShares(part.kind, side).length === 0) return;
      const list = byKind.get(part.kind) ?? [];
      list.push({ key: partKey(r, p), units: row.weight * part.slots });
      byKind.set(part.kind, list);
    }),
  );
  const layout = laid.map(({ row, parts }) => `${row.column}${row.total}:${parts.map(layoutText).join(',')}`).join(';');
  const out = new Map<string, string>();
  for (const [kind, parts] of byKind) {
    const shares = fielderShares(kind, side);
    const whole = shares.reduce((sum, [, x]) => sum + x, 0);
    const total = parts.reduce((sum, p) => sum + p.units, 0);
    let at = offsetOf(`${kind}|${layout}`) * total;
    for (const part of parts) {
      out.set(part.key, fielderAt(shares, whole, ((at + part.units / 2) % total) / total));
      at += part.units;
    }
  }
  return out;
}

/** The fielder whose share (of `whole`), the shares laid end to end over 0-1, holds `point`. */
function fielderAt(shares: readonly (readonly [string, number])[], whole: number, point: number): string {
  let end = 0;
  for (const [name, share] of shares) {
    end += share / whole;
    if (point < end) return name;
  }
  return shares[shares.length - 1]![0];
}

const layoutText = (part: { kind: string; slots: number }) => `${part.kind}x${part.slots}`;

/**
 * A fraction in [0, 1) from a text (FNV-1a, 32 bits): the same side always turns the same way, different ones spread.
 * @example offsetOf('GB A|...') // => a number in [0, 1)
 */
function offsetOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash / 2 ** 32;
}

/** A part of a laid side, as `dotted` names it: its row's index in the layout and its own index in the row. */
export const partKey = (row: number, part: number): string => `${row}|${part}`;

/** A laid-out side's printed readings, per column, index the 2d6 total; `dotted` parts (outs) carry the POW dot. */
export function printedSide(laid: readonly LaidRow[], side: Hand, dotted: ReadonlySet<string> = new Set()): string[][] {
  const fielders = assignFielders(laid, side);
  const columns: string[][] = [[], [], []];
  laid.forEach(({ row, parts }, r) => {
    const slots = parts.reduce((s, p) => s + p.slots, 0);
    const texts = parts.map(
      (part, p) => printedResult(part.kind, fielders.get(partKey(r, p))) + (dotted.has(partKey(r, p)) ? ' •' : ''),
    );
    if (parts.length === 1) {
      columns[row.column]![row.total] = texts[0]!;
      return;
    }
    let low = 1;
    // Parts on a d20: the whole-chance layout (one slot a row) never splits a row.
    const scale = 20 / slots;
    columns[row.column]![row.total] = parts
      .map((part, p) => {
        const high = low + part.slots * scale - 1;
        const text = `${texts[p]} ${low === high ? low : `${low}-${high}`}`;
        low = high + 1;
        return text;
      })
      .join(' / ');
  });
  return columns;
}

/** Printed columns as a card side the engine reads. */
export function readSide(columns: readonly string[][]): CardSide {
  return columns.map((column) =>
    column.map((text) => (text === undefined ? (undefined as unknown as Reading) : parse(text))),
  ) as unknown as CardSide;
}

function parse(text: string): Reading {
  const reading = parseReading(text);
  if (typeof reading === 'string') throw new Error(`the builder printed an unreadable reading "${text}": ${reading}`);
  return reading;
}

/**
 * Printed columns as a card file holds them: per column (numbered from `first`), totals with the same reading run
 * together (`3-4: SO`). Maps keep the totals in order.
 */
export function columnsForFile(columns: readonly string[][], first: number): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  columns.forEach((column, c) => {
    const rows = new Map<string, string>();
    for (let total = 2; total <= 12;) {
      let last = total;
      while (last < 12 && column[last + 1] === column[total]) last++;
      rows.set(last === total ? String(total) : `${total}-${last}`, column[total]!);
      total = last + 1;
    }
    out.set(String(first + c), rows);
  });
  return out;
}
