import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { laidChances, layOut, sideRows, type CardRow, type LaidRow } from '../../../src/games/strat/build/layout.ts';
import { pitcherRows, powDots, X_CHANCES, POW_DOT_CHANCES } from '../../../src/games/strat/build/league.ts';
import { columnsForFile, printedSide, readSide } from '../../../src/games/strat/build/printing.ts';
import {
  buntingRating,
  endurance,
  hitAndRunRating,
  powerRating,
  runningRating,
  stealingLine,
  TRIES_PER_TIME_ON_FIRST,
  wildPitchRatings,
} from '../../../src/games/strat/build/ratings.ts';
import { parseStealRating, type CardSide, type StratCardSet } from '../../../src/games/strat/cards.ts';
import { parseReading, type Reading, type StratResult } from '../../../src/games/strat/vocabulary.ts';
import type { PitchingRecord } from '../../../src/mlb/seasonData.ts';
import type { SeasonLine } from '../../../src/core/cards/cardLines.ts';
import { stratSet } from '../../helpers/inputs.ts';

/** Ways of rolling each 2d6 total, counted here (not read from the code): 6 - |t - 7|. */
const WAYS = (total: number) => 6 - Math.abs(total - 7);

/** mulberry32: a tiny seeded generator, so every "random" target vector is the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 13 kinds a batter side prints (names as the builder's KIND_SHARES spells them, so printing knows them). */
const KINDS = ['HR', 'TR', 'DO**', 'DO', 'SI*', 'SI**', 'SI', 'BB', 'HBP', 'SO', 'GB A', 'FLY B', 'POP'];

/**
 * A seeded target vector over KINDS summing to 108: weights u^3 (so several kinds are small), one kind at 0 in every
 * third vector and one under 1/20 of a chance in every fifth, then scaled to 108.
 */
function targetVector(seed: number): { kind: string; chances: number }[] {
  const random = generator(seed);
  const weights = KINDS.map(() => random() ** 3 + 0.002);
  if (seed % 3 === 0) weights[Math.floor(random() * KINDS.length)] = 0;
  const sum = weights.reduce((s, w) => s + w, 0);
  const targets = KINDS.map((kind, k) => ({ kind, chances: (weights[k]! / sum) * 108 }));
  if (seed % 5 === 0) {
    // Move all but 0.03 of one kind's chances onto SO: a positive target worth less than one d20 unit (1/20).
    const tiny = targets[1 + Math.floor(random() * 8)]!;
    targets.find((t) => t.kind === 'SO')!.chances += tiny.chances - 0.03;
    tiny.chances = 0.03;
  }
  return targets;
}

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
/** More seeds, for a share over many sides. */
const MANY_SEEDS = Array.from({ length: 1000 }, (_, i) => i + 1);

/** Chances per kind counted from a layout: a row's weight times its part's share of the row's 20 (or 1) slots. */
function countChances(laid: readonly LaidRow[], slots: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const { row, parts } of laid)
    for (const part of parts) out.set(part.kind, (out.get(part.kind) ?? 0) + (row.weight * part.slots) / slots);
  return out;
}

/** A parsed result as the layout's kind name ('GB A', 'SI**', 'X ss', ...), to count printed chances by kind. */
function kindOf(result: StratResult): string {
  switch (result.kind) {
    case 'hit':
      return result.bases === 1
        ? `SI${'*'.repeat(result.stars)}`
        : result.bases === 2
          ? `DO${'*'.repeat(result.stars)}`
          : result.bases === 3
            ? 'TR'
            : 'HR';
    case 'GB':
      return `GB ${result.type}`;
    case 'FLY':
      return `FLY ${result.type}`;
    case 'X':
      return `X ${result.fielder.toLowerCase()}`;
    default:
      return result.kind;
  }
}

/** A printed reading, parsed, or the test fails with the parser's reason. */
function parsed(text: string): Reading {
  const reading = parseReading(text);
  if (typeof reading === 'string') throw new Error(`"${text}": ${reading}`);
  return reading;
}

/** Chances per kind read back from printed columns: the row's ways times the d20 numbers a part covers, over 20. */
function printedChances(columns: readonly (readonly string[])[]): Map<string, number> {
  const out = new Map<string, number>();
  columns.forEach((column) => {
    for (let total = 2; total <= 12; total++) {
      for (const part of parsed(column[total]!).parts) {
        const kind = kindOf(part.result);
        out.set(kind, (out.get(kind) ?? 0) + (WAYS(total) * (part.high - part.low + 1)) / 20);
      }
    }
  });
  return out;
}

/**
 * Sums of twentieths of chances in doubles: each term is exact to 2^-52 relative, 33 rows of them stay far inside
 * 1e-9 of a chance.
 */
const SUMS = 1e-9;

/**
 * The bound on a kind's laid chances at 'd20', from layOut's doc comment. Targets become whole units (1/20 of a
 * chance) by largest remainder: under one unit off. A kind laid on whole rows in the first pass is exact from there;
 * in the second pass each of its two boundaries is snapped to the nearest slot edge of the row it falls in, a slot
 * of a weight-w row being w units, so each boundary moves at most w/2 units. The heaviest row is the 6-way 7, so
 * 1 + 2 x 6/2 = 7 units: 0.35 of a chance.
 */
const D20_BOUND = (1 + 2 * (6 / 2)) / 20;

describe('sideRows', () => {
  it('is 33 rows, three columns of the totals 2-12 weighted by their 36 ways, 108 in all', () => {
    const rows = sideRows();
    expect(rows).toHaveLength(33);
    expect(rows.reduce((s, r) => s + r.weight, 0)).toBe(108);
    for (let column = 0; column < 3; column++) {
      const own = rows.filter((r) => r.column === column);
      expect(own.map((r) => r.total)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(
        own.reduce((s, r) => s + r.weight, 0),
        `column ${column}`,
      ).toBe(36);
      for (const row of own) expect(row.weight, `total ${row.total}`).toBe(WAYS(row.total));
    }
  });
});

describe('layOut', () => {
  const rowKey = (row: CardRow) => `${row.column}|${row.total}`;

  it(
    'at d20: each of 200 seeded target vectors lays every kind ' +
      'within 0.35 of a chance of its target, every row split 20 ways',
    () => {
      let worst = 0;
      for (const seed of SEEDS) {
        const targets = targetVector(seed);
        expect(
          targets.reduce((s, t) => s + t.chances, 0),
          `seed ${seed}`,
        ).toBeCloseTo(108, 9);
        const laid = layOut(sideRows(), targets, 'd20');
        // Every row of the side once, its parts whole d20 numbers adding to 20.
        expect(laid.map((r) => rowKey(r.row)).sort(), `seed ${seed}`).toEqual(sideRows().map(rowKey).sort());
        for (const { row, parts } of laid) {
          expect(
            parts.reduce((s, p) => s + p.slots, 0),
            `seed ${seed} row ${rowKey(row)}`,
          ).toBe(20);
          for (const part of parts) {
            expect(
              Number.isInteger(part.slots) && part.slots >= 1,
              `seed ${seed} row ${rowKey(row)} ${part.kind} ${part.slots}`,
            ).toBe(true);
          }
          expect(new Set(parts.map((p) => p.kind)).size, `seed ${seed}: a kind twice in one row`).toBe(parts.length);
        }
        const counted = countChances(laid, 20);
        // laidChances agrees with the count made here.
        const reported = laidChances(laid);
        expect([...reported.keys()].sort()).toEqual([...counted.keys()].sort());
        for (const [kind, chances] of counted) expect(Math.abs(reported.get(kind)! - chances), kind).toBeLessThan(SUMS);
        expect(Math.abs([...counted.values()].reduce((s, x) => s + x, 0) - 108)).toBeLessThan(SUMS);
        for (const { kind, chances } of targets) {
          const got = counted.get(kind) ?? 0;
          worst = Math.max(worst, Math.abs(got - chances));
          expect(Math.abs(got - chances), `seed ${seed} ${kind}: laid ${got}, target ${chances}`).toBeLessThanOrEqual(
            D20_BOUND + SUMS,
          );
        }
      }
      // The bound is not vacuous: some kind of some vector does miss (the second pass does snap).
      expect(worst).toBeGreaterThan(0);
    },
  );

  it(
    'at d20: exactly the kinds with a target of a twentieth or more ' +
      'appear; none at 0; one under a twentieth is one unit or absent',
    () => {
      for (const seed of SEEDS) {
        const targets = targetVector(seed);
        const counted = countChances(layOut(sideRows(), targets, 'd20'), 20);
        for (const { kind, chances } of targets) {
          const got = counted.get(kind);
          if (chances === 0) expect(got, `seed ${seed} ${kind}`).toBeUndefined();
          // A target of 1/20 or more is at least one whole unit before rounding, so largest remainder never leaves it
          // at none; and it lands on some row (second-pass kinds are ordered smallest first, so a small need is laid on
          // the weight-1 rows, where it is exact, and a large one is wider than the snapping can remove).
          else if (chances >= 1 / 20) expect(got, `seed ${seed} ${kind} (target ${chances})`).toBeGreaterThan(0);
          // Under one unit, largest remainder rounds it to 0 or 1 unit; a 1-unit need is the smallest, so it goes
          // first,
          // onto a weight-1 row, exactly.
          else expect([undefined, 1 / 20], `seed ${seed} ${kind} (target ${chances})`).toContain(got);
        }
        for (const kind of counted.keys())
          expect(
            targets.some((t) => t.kind === kind),
            kind,
          ).toBe(true);
      }
      // The tiny case did come up.
      expect(SEEDS.filter((s) => s % 5 === 0).length).toBeGreaterThan(0);
    },
  );

  it(
    'at d20: targets in whole twentieths whose small kinds ' + 'fit the six weight-1 rows (120 units) are laid exactly',
    () => {
      // Small kinds: 0.4 + 0.85 + 1.35 + 2.05 = 4.65 chances = 93 units <= 120, the units the six weight-1 rows hold.
      // They are the smallest needs, laid first on those rows one unit a slot: the doc's "nothing on weight-1 rows".
      const small = [
        { kind: 'TR', chances: 0.4 },
        { kind: 'HBP', chances: 0.85 },
        { kind: 'HR', chances: 1.35 },
        { kind: 'DO', chances: 2.05 },
      ];
      const large = [
        { kind: 'SO', chances: 20.5 },
        { kind: 'GB A', chances: 40.25 },
        { kind: 'FLY B', chances: 30 },
        { kind: 'SI', chances: 12.6 },
      ];
      // 4.65 + 103.35 = 108.
      for (const order of [[...small, ...large], [...large, ...small], [...large, ...small].reverse()]) {
        const counted = countChances(layOut(sideRows(), order, 'd20'), 20);
        for (const { kind, chances } of small)
          expect(Math.abs(counted.get(kind)! - chances), `${kind}`).toBeLessThan(SUMS);
        for (const { kind, chances } of large)
          expect(Math.abs(counted.get(kind)! - chances), `${kind}`).toBeLessThanOrEqual(D20_BOUND + SUMS);
      }
    },
  );

  it('at d20: one kind of 108 fills every row (the doc example)', () => {
    const laid = layOut(sideRows(), [{ kind: 'SO', chances: 108 }], 'd20');
    expect(laid).toHaveLength(33);
    expect(laid.every((r) => r.parts.length === 1 && r.parts[0]!.kind === 'SO' && r.parts[0]!.slots === 20)).toBe(true);
  });

  it('at chances: every row is one part of one slot and kinds get whole chances summing to 108', () => {
    for (const seed of SEEDS) {
      const targets = targetVector(seed);
      const laid = layOut(sideRows(), targets, 'chances');
      expect(laid).toHaveLength(33);
      for (const { row, parts } of laid) {
        expect(parts, `seed ${seed} row ${rowKey(row)}`).toHaveLength(1);
        expect(parts[0]!.slots).toBe(1);
      }
      const counted = countChances(laid, 1);
      for (const chances of counted.values()) expect(Number.isInteger(chances)).toBe(true);
      expect([...counted.values()].reduce((s, x) => s + x, 0)).toBe(108);
      for (const { kind, chances } of targets) if (chances === 0) expect(counted.has(kind), kind).toBe(false);
    }
  });
});

/** Every distinct layout the seeds make at 'd20', printed for a batter of side `side`. */
function printedSides(side: 'L' | 'R') {
  return SEEDS.map((seed) => {
    const laid = layOut(sideRows(), targetVector(seed), 'd20');
    return { seed, laid, printed: printedSide(laid, side) };
  });
}

/** Expands a file's column (`'5-8': 'SO'`) back to one reading per total 2-12, checking each total comes once. */
function expanded(rows: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, text] of rows) {
    const [low, high] = key.includes('-') ? key.split('-').map(Number) : [Number(key), Number(key)];
    for (let total = low!; total <= high!; total++) {
      expect(out[total], `total ${total} twice`).toBeUndefined();
      out[total] = text;
    }
  }
  return out;
}

describe('printing', () => {
  it(
    'prints every row as a reading the parser reads, split rows ' +
      'as d20 ranges covering 1-20, the same chances per kind',
    () => {
      let splits = 0;
      for (const side of ['L', 'R'] as const) {
        for (const { seed, laid, printed } of printedSides(side)) {
          expect(printed).toHaveLength(3);
          for (const { row, parts } of laid) {
            const text = printed[row.column]![row.total]!;
            const reading = parsed(text);
            expect(
              reading.parts.map((p) => kindOf(p.result)),
              `seed ${seed}: "${text}"`,
            ).toEqual(parts.map((p) => p.kind));
            if (parts.length === 1) {
              expect(text, `seed ${seed}: a whole row prints no d20 range`).not.toMatch(/\d$/);
              continue;
            }
            splits++;
            // d20 numbers in order, each part as wide as its slots, from 1 to 20.
            let next = 1;
            reading.parts.forEach((part, p) => {
              expect(part.low, `seed ${seed}: "${text}"`).toBe(next);
              expect(part.high - part.low + 1, `seed ${seed}: "${text}"`).toBe(parts[p]!.slots);
              next = part.high + 1;
            });
            expect(next, `seed ${seed}: "${text}"`).toBe(21);
          }
          const read = printedChances(printed);
          const laidOut = laidChances(laid);
          expect([...read.keys()].sort()).toEqual([...laidOut.keys()].sort());
          for (const [kind, chances] of laidOut)
            expect(Math.abs(read.get(kind)! - chances), `seed ${seed} ${kind}`).toBeLessThan(SUMS);
          // readSide is the parser, cell by cell.
          const side3 = readSide(printed);
          for (let c = 0; c < 3; c++)
            for (let total = 2; total <= 12; total++) expect(side3[c]![total]).toEqual(parsed(printed[c]![total]!));
        }
      }
      expect(splits).toBeGreaterThan(1000);
    },
  );

  it(
    "pulls outs and hits to the batter's side: a right-handed batter's " +
      "grounders go to the left side more than a left-handed one's",
    () => {
      // The doc's "pulled grounders and flies": count GB chances at 3b+ss against 2b+1b over all seeded layouts.
      const pull = (side: 'L' | 'R') => {
        let left = 0;
        let right = 0;
        for (const { printed } of printedSides(side)) {
          for (const column of printed) {
            for (let total = 2; total <= 12; total++) {
              for (const part of parsed(column[total]!).parts) {
                if (part.result.kind !== 'GB') continue;
                const chances = (WAYS(total) * (part.high - part.low + 1)) / 20;
                if (part.result.fielder === '3B' || part.result.fielder === 'SS') left += chances;
                if (part.result.fielder === '2B' || part.result.fielder === '1B') right += chances;
              }
            }
          }
        }
        return left / (left + right);
      };
      expect(pull('R')).toBeGreaterThan(pull('L'));
    },
  );

  it("gives each fielder his share of a kind's chances over many sides, though a side's few parts cannot", () => {
    // The shares printing.ts asks for (README's "pulled grounders"), written here: a right-handed batter's grounders
    // 3b 20, ss 30, 2b 28, 1b 15, p 7; a left-handed one's 15, 28, 30, 20, 7. A part goes to one fielder, so a side
    // of GB A in two cells cannot split five ways. Over 1,000 seeded sides of each hand (3,520 grounder parts; by
    // chances, (sum w)^2 / sum w^2 = 2,196 of equal weight): were each part's fielder drawn at random by the shares, a
    // fielder's share of the chances would have a standard error of at most sqrt(0.25 / 2,196) = 0.0107, and spreading
    // a side's parts over the shares only lowers it; 3.29 of them (99.9% two-sided): 0.035. Handing each part to the
    // fielder most owed gave a left-handed batter's second baseman 0.36 of them for 0.30.
    const asked: Record<'L' | 'R', Record<string, number>> = {
      R: { '3B': 0.2, SS: 0.3, '2B': 0.28, '1B': 0.15, P: 0.07 },
      L: { '3B': 0.15, SS: 0.28, '2B': 0.3, '1B': 0.2, P: 0.07 },
    };
    for (const side of ['L', 'R'] as const) {
      const byFielder = new Map<string, number>();
      let all = 0;
      for (const seed of MANY_SEEDS)
        for (const column of printedSide(layOut(sideRows(), targetVector(seed), 'd20'), side))
          for (let total = 2; total <= 12; total++)
            for (const part of parsed(column[total]!).parts) {
              if (part.result.kind !== 'GB') continue;
              const chances = (WAYS(total) * (part.high - part.low + 1)) / 20;
              const fielder = (part.result as { fielder: string }).fielder;
              byFielder.set(fielder, (byFielder.get(fielder) ?? 0) + chances);
              all += chances;
            }
      for (const [fielder, share] of Object.entries(asked[side]))
        expect(Math.abs((byFielder.get(fielder) ?? 0) / all - share), `${side} ${fielder}`).toBeLessThan(0.035);
    }
  });

  it('columnsForFile runs equal neighbouring totals together ("5-8") and numbers columns from `first`', () => {
    const column = ['', '', 'HR', 'BB', 'SI', 'SO', 'SO', 'SO', 'SO', 'GB(ss)A', 'SO', 'FLY(lf)B', 'FLY(lf)B'];
    const whole = Array.from({ length: 13 }, (_, t) => (t < 2 ? '' : 'SO'));
    const file = columnsForFile([column, whole, column], 4);
    expect([...file.keys()]).toEqual(['4', '5', '6']);
    expect([...file.get('4')!]).toEqual([
      ['2', 'HR'],
      ['3', 'BB'],
      ['4', 'SI'],
      ['5-8', 'SO'],
      ['9', 'GB(ss)A'],
      ['10', 'SO'],
      ['11-12', 'FLY(lf)B'],
    ]);
    expect([...file.get('5')!]).toEqual([['2-12', 'SO']]);
    // Over the seeded sides: every total once, runs maximal (neighbouring runs differ), text unchanged.
    for (const { seed, printed } of printedSides('R')) {
      const byColumn = columnsForFile(printed, 1);
      expect([...byColumn.keys()]).toEqual(['1', '2', '3']);
      printed.forEach((texts, c) => {
        const rows = byColumn.get(String(c + 1))!;
        const back = expanded(rows);
        for (let total = 2; total <= 12; total++)
          expect(back[total], `seed ${seed} column ${c + 1} total ${total}`).toBe(texts[total]);
        const values = [...rows.values()];
        for (let i = 1; i < values.length; i++)
          expect(values[i], `seed ${seed}: runs not merged`).not.toBe(values[i - 1]);
      });
    }
  });

  it('a side printed to a card file loads back, through loadStratCardSet, as the same readings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlab-strat-layout-'));
    const [first, second, third] = [3, 7, 10].map((seed) =>
      printedSide(layOut(sideRows(), targetVector(seed), 'd20'), 'L'),
    );
    // A pitcher's side as the builder makes one: the fixed X rows, the rest laid, the POW dot on whole rows of outs.
    const { fixed, rows } = pitcherRows();
    const pitcherTargets = targetVector(11).map((t) => ({ ...t, chances: (t.chances * (108 - X_CHANCES)) / 108 }));
    const pitcherLaid = [...fixed, ...layOut(rows, pitcherTargets, 'd20')];
    const pitcher = printedSide(pitcherLaid, 'R', powDots(pitcherLaid));
    expect(pitcher.flat().some((text) => text.endsWith('•'))).toBe(true);
    const set = {
      game: 'strat',
      name: 'layout round trip',
      players: [
        {
          id: 'batter',
          name: 'A Batter',
          team: 'TST',
          bats: 'L',
          throws: 'L',
          fielding: {},
          running: 12,
          bunting: 'C',
          hitAndRun: 'C',
          batting: { vsL: columnsForFile(first!, 1), vsR: columnsForFile(second!, 1) },
        },
        {
          id: 'pitcher',
          name: 'A Pitcher',
          team: 'TST',
          bats: 'R',
          throws: 'R',
          fielding: { P: { range: 3, error: 4 } },
          running: 8,
          bunting: 'D',
          hitAndRun: 'D',
          batting: { vsL: columnsForFile(third!, 1), vsR: columnsForFile(third!, 1) },
          pitching: {
            hold: 0,
            balk: 1,
            wp: 9,
            columns: { vsL: columnsForFile(pitcher, 4), vsR: columnsForFile(pitcher, 4) },
          },
        },
      ],
    };
    const file = join(dir, 'round-trip.yaml');
    writeFileSync(file, stringify(set));
    const loaded: StratCardSet = stratSet(file);
    rmSync(dir, { recursive: true, force: true });
    const same = (got: CardSide, printed: string[][]) => {
      const want = readSide(printed);
      for (let c = 0; c < 3; c++)
        for (let total = 2; total <= 12; total++)
          expect(got[c]![total], `column ${c} total ${total}`).toEqual(want[c]![total]);
    };
    same(loaded.players[0]!.batting!.vsL, first!);
    same(loaded.players[0]!.batting!.vsR, second!);
    same(loaded.players[1]!.batting!.vsL, third!);
    same(loaded.players[1]!.pitching!.columns.vsL, pitcher);
  });
});

describe('pitcher sides: the X chances', () => {
  /** The spread RULES-NOTES gives for a pitcher's 30 X chances. */
  const SPREAD = { C: 3, '1B': 2, '2B': 6, '3B': 3, SS: 7, LF: 2, CF: 3, RF: 2, P: 2 };

  /** X chances per fielder read from a printed side: GB(ss)X, FLY(lf)X, CATCH-X, by row ways and d20 width. */
  function xChances(side: CardSide): Record<string, number> {
    const out: Record<string, number> = {};
    side.forEach((column) => {
      for (let total = 2; total <= 12; total++) {
        for (const part of column[total]!.parts) {
          if (part.result.kind !== 'X') continue;
          out[part.result.fielder] = (out[part.result.fielder] ?? 0) + (WAYS(total) * (part.high - part.low + 1)) / 20;
        }
      }
    });
    return out;
  }

  it('pitcherRows fixes 30 chances of whole X rows and leaves 78 for the rest', () => {
    const { fixed, rows } = pitcherRows();
    expect(fixed.reduce((s, r) => s + r.row.weight, 0)).toBe(30);
    expect(X_CHANCES).toBe(30);
    expect(rows.reduce((s, r) => s + r.weight, 0)).toBe(78);
    expect(fixed.length + rows.length).toBe(33);
    for (const { parts } of fixed) expect(parts).toHaveLength(1);
  });

  it('the first pitcher of the shipped Cubs set prints the RULES-NOTES spread on both sides', () => {
    const cubs = stratSet('cards/strat/2016-cubs.yaml');
    const first = cubs.players.find((p) => p.pitching)!;
    expect(first.id).toBe('lester');
    expect(xChances(first.pitching!.columns.vsL)).toEqual(SPREAD);
    expect(xChances(first.pitching!.columns.vsR)).toEqual(SPREAD);
  });

  it('so does every pitcher of both shipped sets and the league pitchers; no batting side has an X chance', () => {
    for (const file of ['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml']) {
      const set = stratSet(file);
      for (const card of set.players) {
        if (card.pitching)
          for (const split of ['vsL', 'vsR'] as const)
            expect(xChances(card.pitching.columns[split]), `${file} ${card.id} ${split}`).toEqual(SPREAD);
        if (card.batting)
          for (const split of ['vsL', 'vsR'] as const)
            expect(xChances(card.batting[split]), `${file} ${card.id} ${split}`).toEqual({});
      }
      for (const hand of ['L', 'R'] as const) {
        for (const split of ['vsL', 'vsR'] as const) {
          expect(xChances(set.league!.pitchers[hand].columns[split]), `${file} league ${hand}HP ${split}`).toEqual(
            SPREAD,
          );
          expect(xChances(set.league!.batters[hand].batting[split]), `${file} league ${hand}HB ${split}`).toEqual({});
        }
      }
    }
  });

  it('every shipped pitcher side dots its outs in play, in column, total and d20 order, until 15 chances', () => {
    // powDots walks the outs in play (GB, FLY, LO, POP; whole rows and d20 parts alike) column by column, total by
    // total, part by part, dotting until 15 chances (POW_DOT_CHANCES): the dotted parts are a prefix of that walk, the
    // ones before the last hold under 15 chances, and all of them at least 15 unless every out in play is dotted. A
    // part is worth its row's ways times its d20 numbers over 20; no other result carries a dot.
    for (const file of ['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml']) {
      for (const card of stratSet(file).players) {
        if (!card.pitching) continue;
        for (const split of ['vsL', 'vsR'] as const) {
          const walk: { chances: number; dotted: boolean }[] = [];
          card.pitching.columns[split].forEach((column) => {
            for (let total = 2; total <= 12; total++) {
              for (const part of column[total]!.parts) {
                const out = ['GB', 'FLY', 'LO', 'POP'].includes(part.result.kind);
                if (part.pow) expect(out, `${card.id} ${split}: a dot on "${column[total]!.text}"`).toBe(true);
                if (out) walk.push({ chances: (WAYS(total) * (part.high - part.low + 1)) / 20, dotted: part.pow });
              }
            }
          });
          const dotted = walk.filter((w) => w.dotted);
          const label = `${file} ${card.id} ${split}`;
          expect(
            walk.slice(0, dotted.length).every((w) => w.dotted),
            `${label}: dots are not a prefix of the walk`,
          ).toBe(true);
          const chances = dotted.reduce((s, w) => s + w.chances, 0);
          if (dotted.length < walk.length) expect(chances, label).toBeGreaterThanOrEqual(POW_DOT_CHANCES - 1e-9);
          if (dotted.length > 0)
            expect(chances - dotted[dotted.length - 1]!.chances, label).toBeLessThan(POW_DOT_CHANCES);
        }
      }
    }
  });
});

/** What the running and stealing ratings read (the six counts of a running line). */
type Running = Parameters<typeof runningRating>[0];

describe('ratings', () => {
  const runner = (change: Partial<Running>): Running => ({
    SB: 0,
    CS: 0,
    singles: 100,
    walks: 0,
    doubles: 20,
    triples: 0,
    ...change,
  });
  const line = (change: Partial<SeasonLine>): SeasonLine => ({
    PA: 1000,
    AB: 900,
    H: 250,
    '2B': 50,
    '3B': 5,
    HR: 30,
    BB: 80,
    IBB: 0,
    HBP: 10,
    SO: 200,
    SF: 5,
    SH: 5,
    ...change,
  });

  it(
    'runningRating: 8 + 9 x the mean of (attempts per time on ' +
      'first / 0.15) and (triples share / 0.2), each capped at 1',
    () => {
      expect(runningRating(runner({}))).toBe(8); // no attempts, no triples
      // 15/100 = 0.15 and 5/25 = 0.2: both at the cap
      expect(runningRating(runner({ SB: 12, CS: 3, triples: 5 }))).toBe(17);
      expect(runningRating(runner({ SB: 30, CS: 10, triples: 20 }))).toBe(17); // past both caps: still 17
      expect(runningRating(runner({ SB: 12, CS: 3 }))).toBe(13); // 8 + 9 x (1 + 0) / 2 = 12.5, rounded half up
      expect(runningRating(runner({ triples: 5 }))).toBe(13); // the same from triples alone
      expect(runningRating(runner({ SB: 6, CS: 0, singles: 100 }))).toBe(10); // 0.06/0.15 = 0.4: 8 + 1.8
      // 0.12/0.15 = 0.8, 4/24/0.2 = 0.833: 8 + 7.35
      expect(runningRating(runner({ SB: 10, CS: 2, triples: 4 }))).toBe(15);
    },
  );

  it(
    'stealingLine: lead totals take 36 x attempts per time on first / (0.9 x 0.7) ways, from 7 outward, no out ' +
      'totals; * from 0.3, safe 20 x success + 2 and 6 less; parseStealRating reads it',
    () => {
      // Ways of a total: 2 and 12 one, 3 and 11 two, ... 7 six. 100 times on first unless said.
      expect(TRIES_PER_TIME_ON_FIRST).toBe(0.7);
      const cases: [Partial<Running>, string][] = [
        [{ SB: 2, CS: 0 }, '-'], // under three attempts
        [{ SB: 3, CS: 0 }, '3/- (19-13)'], // 0.03: 36 x 0.03 / 0.63 = 1.7, 2 ways: total 3; 20 x 1 + 2 = 22, to 19
        [{ SB: 9, CS: 1 }, '7/- (19-13)'], // 0.10: 5.7, 6 ways: 7; .9 x 20 + 2 = 20, capped 19
        [{ SB: 13, CS: 6 }, '6-7/- (16-10)'], // 0.19: 10.9, 11 ways: 7 and 6; 13/19 = .684: 15.7 -> 16
        [{ SB: 12, CS: 8 }, '6-7/- (14-8)'], // 0.20: 11.4, 11 ways; .6 x 20 + 2 = 14
        [{ SB: 29, CS: 1 }, '*2,6-8/- (19-13)'], // 0.30: 17.1, 17 ways: 7, 6, 8 (16), then 2 (17); *
        [{ SB: 60, CS: 20 }, '*2-11/- (17-11)'], // 0.80: 45.7 ways, at most 35: every total but 12
        [{ SB: 0, CS: 3 }, '3/- (5-1)'], // 0.03: 2 ways; no success: 2, raised to 5; 5 - 6 kept at 1
      ];
      for (const [change, expected] of cases) {
        const text = stealingLine(runner(change));
        expect(text, JSON.stringify(change)).toBe(expected);
        if (text === '-') continue;
        const rating = parseStealRating(text);
        expect(rating, text).toBeDefined();
        expect(rating!.text).toBe(text);
        expect(rating!.out).toEqual([]);
      }
      // A try reads the lead dice on 18 of 20 d20 numbers (1 and 2: pickoff try, balk), and comes about 0.7 of the
      // times on first: a rate up to 0.6 is met to within half a way, 0.63 x 0.5 / 36 = 0.00875.
      for (let attempts = 3; attempts <= 60; attempts++) {
        const rating = parseStealRating(stealingLine(runner({ SB: attempts, CS: 0 })))!;
        const ways = rating.lead.reduce((sum, t) => sum + WAYS(t), 0);
        expect(Math.abs((0.63 * ways) / 36 - attempts / 100), String(attempts)).toBeLessThanOrEqual(0.00875 + 1e-12);
      }
      // The doc example: 35 attempts in 150 times on first, 0.233: 13 ways, 7, 6 and 3.
      expect(stealingLine({ SB: 30, CS: 5, singles: 100, walks: 50, doubles: 20, triples: 5 })).toBe('3,6-7/- (19-13)');
      expect(parseStealRating('*5-9/12 (19-13)')).toMatchObject({
        auto: true,
        lead: [5, 6, 7, 8, 9],
        out: [12],
        first: 19,
        second: 13,
      });
      expect(parseStealRating('7/2,12 (5-1)')).toMatchObject({ auto: false, lead: [7], out: [2, 12], first: 5 });
      expect(parseStealRating('7/- (14-8)')).toMatchObject({ lead: [7], out: [], first: 14, second: 8 });
      expect(parseStealRating('7/-- (14-8)')).toBeUndefined();
    },
  );

  it('buntingRating: A from 0.015 sacrifices per PA, B from 0.005, C above 0, else D', () => {
    expect(buntingRating(line({ SH: 15 }))).toBe('A'); // 15/1000 = 0.015
    expect(buntingRating(line({ SH: 14 }))).toBe('B');
    expect(buntingRating(line({ SH: 5 }))).toBe('B'); // 0.005
    expect(buntingRating(line({ SH: 4 }))).toBe('C');
    expect(buntingRating(line({ SH: 1 }))).toBe('C');
    expect(buntingRating(line({ SH: 0 }))).toBe('D');
    expect(buntingRating(line({ SH: undefined }))).toBe('D');
  });

  it('hitAndRunRating: A to 0.12 strikeouts per PA, B to 0.18, C to 0.25, else D', () => {
    const at = (SO: number) => hitAndRunRating(line({ PA: 100, SO }));
    expect([at(0), at(12), at(13), at(18), at(19), at(25), at(26)]).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D']);
  });

  it('powerRating: W under one home run per 100 PA given 100 PA or more, else N', () => {
    expect(powerRating(undefined)).toBe('N');
    expect(powerRating(line({ PA: 100, HR: 0 }))).toBe('W');
    expect(powerRating(line({ PA: 100, HR: 1 }))).toBe('N'); // 0.01 is not under 0.01
    expect(powerRating(line({ PA: 201, HR: 2 }))).toBe('W'); // 0.00995
    expect(powerRating(line({ PA: 99, HR: 0 }))).toBe('N'); // too short to call weak
  });

  it(
    'endurance: starter one past innings per start, relief 1-4 at ' +
      '1, 1.5, 2, 2.5 innings per relief outing, closer by saves',
    () => {
      const pitcher = (change: Partial<PitchingRecord>): PitchingRecord => ({
        playerID: 'x',
        name: 'X',
        bats: 'R',
        throws: 'R',
        teams: ['TST'],
        G: 0,
        GS: 0,
        SV: 0,
        IPouts: 0,
        BFP: 0,
        WP: 0,
        BK: 0,
        GIDP: 0,
        ...change,
      });
      // 180 innings in 30 starts: 6 a start, so 7; never relieved: no relief endurance, no closer.
      expect(endurance(pitcher({ G: 30, GS: 30, IPouts: 540 }))).toEqual({ starter: 7, closer: 'N' });
      // 10 relief outings take 1.2 innings each of 192: (192 - 12) / 30 = 6, so 7; relief (2 x 1.2 - 1 = 1.4) 1.
      expect(endurance(pitcher({ G: 40, GS: 30, IPouts: 576 }))).toEqual({ starter: 7, relief: 1, closer: 0 });
      // Pure relievers: innings per outing 1, 1.5, 2, 2.5, 4 give 1, 2, 3, 4, 4 (capped).
      const relief = (innings: number) => endurance(pitcher({ G: 10, IPouts: innings * 30 })).relief;
      expect([1, 1.5, 2, 2.5, 4].map(relief)).toEqual([1, 2, 3, 4, 4]);
      expect(endurance(pitcher({ G: 10, IPouts: 30 }))).toEqual({ relief: 1, closer: 0 });
      // Closer endurance: 0 saves 0, 1-4 1, 5-19 2, 20+ 3.
      const closer = (SV: number) => endurance(pitcher({ G: 60, IPouts: 180, SV })).closer;
      expect([0, 1, 4, 5, 19, 20, 45].map(closer)).toEqual([0, 1, 1, 2, 2, 3, 3]);
      // A long starter is capped at 9.
      expect(endurance(pitcher({ G: 1, GS: 1, IPouts: 30 })).starter).toBe(9);
    },
  );

  it(
    "wildPitchRatings: the league rate gets the league's 9 and " +
      '1; rates shrink toward the league by 300 batters faced',
    () => {
      const league = { WP: 1500, BK: 150, BFP: 150_000 }; // 0.01 and 0.001 a batter
      const pitcher = (BFP: number, WP: number, BK: number): PitchingRecord => ({
        playerID: 'x',
        name: 'X',
        bats: 'R',
        throws: 'R',
        teams: ['TST'],
        G: 30,
        GS: 30,
        SV: 0,
        IPouts: 540,
        BFP,
        WP,
        BK,
        GIDP: 0,
      });
      expect(wildPitchRatings(pitcher(1000, 10, 1), league)).toEqual({ wp: 9, balk: 1 }); // exactly the league's rates
      expect(wildPitchRatings(pitcher(0, 0, 0), league)).toEqual({ wp: 9, balk: 1 }); // no batters: the prior alone
      // 13 WP in 500: (13 + 3) / 800 = 0.02, twice the league: 18. 0 balks: (0 + 0.3) / 800 = 0.000375: 0.375 -> 0.
      expect(wildPitchRatings(pitcher(500, 13, 0), league)).toEqual({ wp: 18, balk: 0 });
      // 27 WP in 900: (27 + 3) / 1200 = 0.025: 22.5, capped at 20. 9 balks: (9 + 0.3) / 1200 = 0.00775: 7.75 -> 8.
      expect(wildPitchRatings(pitcher(900, 27, 9), league)).toEqual({ wp: 20, balk: 8 });
      // 0 WP in 900: 3 / 1200 = 0.0025: 2.25 -> 2.
      expect(wildPitchRatings(pitcher(900, 0, 1), league).wp).toBe(2);
    },
  );
});
