import { describe, expect, it } from 'vitest';
import { Tally } from '../../../src/core/model/Tally.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import { CATEGORIES } from '../../../src/mlb/lines.ts';
import { doublePlayChances, leagueDoublePlayShare } from '../../../src/games/strat/build/doublePlays.ts';
import { kindTargets, laySide } from '../../../src/games/strat/build/fit.ts';
import { laidChances, sideRows } from '../../../src/games/strat/build/layout.ts';
import { pitcherRows, powDots, X_CHANCES } from '../../../src/games/strat/build/league.ts';
import { KIND_SHARES, outShares } from '../../../src/games/strat/build/printing.ts';
import { ReadingTallies } from '../../../src/games/strat/build/sideModel.ts';
import type { CardSide } from '../../../src/games/strat/cards.ts';

/** Ways of rolling each 2d6 total, counted here: 6 - |t - 7|. */
const WAYS = (total: number) => 6 - Math.abs(total - 7);
const OUT = CATEGORIES.indexOf('OUT');
const chancesWith = (outs: number, so: number) => CATEGORIES.map((c) => (c === 'OUT' ? outs : c === 'SO' ? so : 0));
const kindChances = (targets: { kind: string; chances: number }[], kind: string) =>
  targets.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.chances, 0);

describe("a side's double-play grounders (GB A)", () => {
  it('outShares: A takes its chances of the grounders (half the outs), B and C the rest 8 to 5; others keep', () => {
    // 40 chances of outs: 20 grounders. 5 of them A: 5/40 of the outs; B and C share 15/40 as 0.2 to 0.125.
    const shares = new Map(outShares(40, { chances: 5 }));
    expect(shares.get('GB A')).toBeCloseTo(5 / 40, 12);
    expect(shares.get('GB B')).toBeCloseTo(((15 / 40) * 8) / 13, 12);
    expect(shares.get('GB C')).toBeCloseTo(((15 / 40) * 5) / 13, 12);
    for (const [kind, share] of KIND_SHARES.OUT) if (!kind.startsWith('GB ')) expect(shares.get(kind)).toBe(share);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // More A than the side has grounders: all of them, and none B or C; a share works the same way.
    expect(new Map(outShares(40, { chances: 30 })).get('GB A')).toBeCloseTo(0.5, 12);
    expect(new Map(outShares(40, { chances: 30 })).get('GB B')).toBe(0);
    expect(new Map(outShares(40, { share: 0.25 })).get('GB A')).toBeCloseTo(0.125, 12);
    expect(new Map(outShares(0, { chances: 3 })).get('GB A')).toBe(0);
    expect(new Map(outShares(40, { chances: -2 })).get('GB A')).toBe(0);
  });

  it('kindTargets: without double plays the fixed shares; with them only the grounders move', () => {
    const chances = [3, 0.5, 5, 15, 9, 1, 22, 52.5];
    const fixed = kindTargets(chances);
    const aimed = kindTargets(chances, { chances: 4 });
    expect(kindChances(fixed, 'GB A')).toBeCloseTo(52.5 * 0.175, 12);
    expect(kindChances(aimed, 'GB A')).toBeCloseTo(4, 12);
    expect(kindChances(aimed, 'GB B') / kindChances(aimed, 'GB C')).toBeCloseTo(0.2 / 0.125, 12);
    const grounders = (t: typeof fixed) => ['GB A', 'GB B', 'GB C'].reduce((s, k) => s + kindChances(t, k), 0);
    expect(grounders(aimed)).toBeCloseTo(grounders(fixed), 12);
    for (const kind of ['SI', 'SI**', 'DO', 'FLY B', 'LO', 'SO'])
      expect(kindChances(aimed, kind)).toBe(kindChances(fixed, kind));
  });

  it('a laid side prints the A chances asked for, to the d20 layout (a twentieth of a chance)', () => {
    const build = { rows: sideRows(), fixed: [], side: 'R' as const, granularity: 'd20' as const };
    for (const wanted of [0, 2.35, 7, 11.1]) {
      const side = laySide(chancesWith(50, 58), { ...build, doublePlays: { chances: wanted } });
      const laid = laidChances(side.laid);
      expect(Math.abs((laid.get('GB A') ?? 0) - wanted)).toBeLessThanOrEqual(0.1);
      expect(side.printed.flat().filter((cell) => /GB\(..\)A/.test(cell)).length > 0).toBe(wanted > 0);
    }
  });

  it('leagueDoublePlayShare solves the linear share and keeps it within 0-1', () => {
    expect(leagueDoublePlayShare(0.02, (share) => 0.01 + 0.04 * share)).toBeCloseTo(0.25, 12);
    expect(leagueDoublePlayShare(0.005, (share) => 0.01 + 0.04 * share)).toBe(0);
    expect(leagueDoublePlayShare(0.09, (share) => 0.01 + 0.04 * share)).toBe(1);
    expect(leagueDoublePlayShare(0.02, () => 0.01)).toBe(0);
  });

  describe('doublePlayChances, on a model opponent', () => {
    // A side's "plate appearance" here: 0.004 GDP from the opponent's half, plus 0.03 per unit of the side's
    // chances (of 108) that print A. ReadingTallies measures each reading from it, as from an exact plate appearance.
    const OPPONENT = 0.004;
    const PER_SIDE = 0.03;
    const probe = (side: CardSide) => {
      const counts = new Float64Array(new Tally().counts.length);
      side.forEach((column) => {
        for (let total = 2; total <= 12; total++)
          for (const part of column[total]!.parts) {
            const result = part.result as { kind: string; type?: string };
            const share = (WAYS(total) / 108) * ((part.high - part.low + 1) / 20);
            if (result.kind === 'GB' && result.type === 'A') counts[OUTCOME_INDEX.GDP]! += PER_SIDE * share;
          }
      });
      counts[OUTCOME_INDEX.GDP]! += OPPONENT;
      return new Tally(counts);
    };
    const tallies = new ReadingTallies(probe);
    const zero = probe(ReadingTallies.zeroSide()).counts;
    const batter = { rows: sideRows(), fixed: [], side: 'L' as const, granularity: 'd20' as const };

    it('prints the chances that meet the rate: (rate - opponent) / (0.03 / 108) per chance', () => {
      // 0.010 a plate appearance: (0.010 - 0.004) / 0.03 x 108 = 21.6 chances.
      expect(doublePlayChances(0.01, tallies, zero, batter, 108)).toBeCloseTo(21.6, 9);
      // At or under the opponent's half alone: none.
      expect(doublePlayChances(0.004, tallies, zero, batter, 108)).toBe(0);
      expect(doublePlayChances(0.001, tallies, zero, batter, 108)).toBe(0);
    });

    it("a pitcher's side counts the same per chance beside his X rows (which here turn none)", () => {
      const pitcher = { ...pitcherRows(), side: 'R' as const, granularity: 'd20' as const, dots: powDots };
      expect(doublePlayChances(0.01, tallies, zero, pitcher, 108 - X_CHANCES)).toBeCloseTo(21.6, 9);
    });

    it('and the side laid from them plays the rate', () => {
      const doublePlays = { chances: doublePlayChances(0.012, tallies, zero, batter, 108) };
      const side = laySide(chancesWith(60, 48), { ...batter, doublePlays });
      // Within the layout's twentieth of a chance: 0.03 / 108 / 20 = 0.000014 a plate appearance.
      expect(Math.abs(tallies.counts(side.printed, zero)[OUTCOME_INDEX.GDP]! - 0.012)).toBeLessThan(0.00002);
      expect(side.chances[OUT]).toBe(60);
    });
  });
});
