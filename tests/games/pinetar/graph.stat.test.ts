import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream } from '../../../src/core/dice/streams.ts';
import { EMPTY, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import { DiceGraphKernel } from '../../../src/exact/diceGraphKernel.ts';
import { PineTarGraphCompiler } from '../../../src/games/pinetar/graph.ts';
import type { PineTarMatchup } from '../../../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES, PASSIVE_POLICIES, type ManagerPolicies } from '../../../src/games/pinetar/policies.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { CARD_RESULTS, GRADES, parseCardResult, type Speed } from '../../../src/games/pinetar/vocabulary.ts';
import { matchup } from '../../helpers/pinetar.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

/** A manager who takes every option the rules offer: squeezes, sacrifices, tags from 3rd only, DP options. */
const EAGER: ManagerPolicies = {
  name: 'eager',
  bunt: (_state, _situation, _batter, allowed) => allowed[0] ?? 'swing',
  tagUp: (_state, _situation, base) => base === 3,
  refuseDoublePlay: () => true,
  takeBasesLoadedOption: () => true,
  infieldIn: () => true,
  pinchHitPitcher: () => true,
};
/**
 * Every optional rule that acts inside a plate appearance outside a game but the dice randomizer, whose four-dice rolls
 * make the resolvers' side of a comparison slow: it has a test of its own below, on two states.
 */
const PLATE_APPEARANCE_RULES = 'defensive-rolls+risp-penalty+plays-at-the-plate+so-bb-ratings+infield-in';
const SPEEDS: Speed[] = ['S', 'M', 'F'];
const RANGES = ['pos', 'neu', 'neg'] as const;
const POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;

/** A column drawn from every result a card may print, so rare kinds (BK/WP, ROE) come up often. */
function randomColumn(seed: number) {
  const dice = new RandomDice(rootStream(seed));
  return Array.from({ length: 100 }, () => parseCardResult(CARD_RESULTS[dice.below(CARD_RESULTS.length)]!)!);
}

/**
 * Random and real columns, every grade, several BK/WP and SO/BB ratings, ranges, SHCs and managers; the ratings only
 * optional rules read (ranges, arms, SO/BB) with `ratings`, as with any rules.
 */
function matchups(rules?: string, ratings = rules !== undefined): PineTarMatchup[] {
  const cards = pineTarSet('cards/pinetar/2016-cubs.yaml').players;
  return GRADES.flatMap((grade, g) => {
    const card = cards[(g * 7) % cards.length]!;
    return [randomColumn(g + 1), card.columns.vsL, card.columns.vsR].map((column, c) =>
      matchup({
        column: [...column],
        grade,
        speed: SPEEDS[(g + c) % 3],
        shc: c === 1 ? 'N' : 20 + 9 * g,
        isPitcher: c === 2,
        bkwp: ['21/99', '--/--', '--/99', '05/60'][(g + c) % 4],
        ec: { P: g % 10, C: 2, '1B': 9, '2B': (g + 3) % 10, '3B': 5, SS: 0, LF: 7, CF: 1, RF: 4 },
        runnerSpeeds: { 1: 'S', 2: 'F', 3: 'M' },
        policies: [DEFAULT_POLICIES, PASSIVE_POLICIES, EAGER][(g + c) % 3],
        ...(rules && { rules }),
        ...(ratings && {
          rg: Object.fromEntries(POSITIONS.map((p, i) => [p, RANGES[(g + c + i) % 3]])),
          arm: { LF: 'W', CF: 'A', RF: 'E' },
          ar: (g % 5) - 2,
          bats: (['L', 'R', 'S'] as const)[(g + c) % 3],
          throws: (['L', 'R'] as const)[g % 2],
          sobb: ['SO 55-60, 77', 'BB 55, 77', 'NC', 'SO 77'][(g + c) % 4],
        }),
      }),
    );
  });
}

/** Every base-out state, runners 1 (slow), 2 (fast) and 3 (medium) on their bases. */
const STATES: BaseOutState[] = Array.from({ length: 24 }, (_, i) => ({
  outs: i >> 3,
  bases: [i & 1 ? 1 : EMPTY, i & 2 ? 2 : EMPTY, i & 4 ? 3 : EMPTY],
}));

/** A generator's next draw: equal after two runs when both drew the same number of times from the same seed. */
const nextDraw = (generator: { next(): number }) => generator.next();

/**
 * Holds a kernel to the resolvers: each matchup from each state plays `plateAppearances` on both from the same seed,
 * with the same tally and the same number of draws.
 */
function expectResolversPlayed(
  kernel: DiceGraphKernel,
  all: readonly PineTarMatchup[],
  states: readonly BaseOutState[],
  plateAppearances: number,
  seedOf: (index: number, state: number) => number,
): void {
  all.forEach((m, index) =>
    states.forEach((state, i) => {
      const tally = new Float64Array(TALLY_SLOTS);
      const kernelStream = rootStream(seedOf(index, i));
      kernel.run(index, i, plateAppearances, kernelStream, tally, 0);
      const resolverStream = rootStream(seedOf(index, i));
      const dice = new RandomDice(resolverStream);
      const expected = new Tally();
      for (let n = 0; n < plateAppearances; n++) expected.record(resolvePlateAppearance(m, state, dice));
      expect([...tally], `matchup ${index} from state ${i}`).toEqual([...expected.counts]);
      expect(nextDraw(kernelStream), `draws, matchup ${index} from state ${i}`).toBe(nextDraw(resolverStream));
    }),
  );
}

describe('the compiled Pine Tar graph plays exactly what the readable resolver does', () => {
  it.each([
    ['the main rules', undefined],
    ['every plate-appearance rule', PLATE_APPEARANCE_RULES],
  ])('%s: the same tally and the same number of draws, every matchup from every state', (_label, rules) => {
    const all = matchups(rules);
    const compiler = new PineTarGraphCompiler();
    const kernel = new DiceGraphKernel(all.map((m) => compiler.compile(m, STATES)));
    const plateAppearances = 40;
    expectResolversPlayed(kernel, all, STATES, plateAppearances, (index, i) => index * 100 + i);
  });

  it('two rule sets on one compiler (a comparison): each plays as its resolver, sharing plays no rule changes', () => {
    // The compiler reads into the rules (it does not compare them by identity), and a RISP read shares the plain
    // column's plays: the second rule set finds most of its plays made, and must still play its own rules.
    // The RISP penalty alone differs from the main rules only in the column read: the two share every play.
    const main = matchups('main');
    const risp = matchups('risp-penalty', true);
    const withRules = matchups(PLATE_APPEARANCE_RULES);
    const compiler = new PineTarGraphCompiler();
    const all = [...main, ...risp, ...withRules];
    const states = STATES.filter((_, i) => i % 2 === 0 || i >= 16);
    const kernel = new DiceGraphKernel(all.map((m) => compiler.compile(m, states)));
    expectResolversPlayed(kernel, all, states, 12, (index, i) => 5000 + index * 100 + i);
  });

  it.each([
    ['the main rules', undefined],
    ['every plate-appearance rule', PLATE_APPEARANCE_RULES],
  ])('%s: one batter behind the same fielders against every pitcher, his plays shared among them', (_label, rules) => {
    // The compiler leaves the pitcher out of the context its shared plays are keyed by: they must never read him.
    const batter = matchups(rules)[4]!;
    const pitchers = GRADES.flatMap((grade, g) =>
      ['21/99', '--/--', '05/60'].map((bkwp, b) =>
        matchup({
          column: [...batter.batter.column],
          grade,
          speed: batter.batter.speed,
          shc: batter.batter.shc,
          bkwp,
          ec: Object.fromEntries(POSITIONS.map((p) => [p, batter.defense[p].ec])),
          runnerSpeeds: { 1: 'S', 2: 'F', 3: 'M' },
          ...(rules && {
            rules,
            rg: Object.fromEntries(POSITIONS.map((p) => [p, batter.defense[p].rg!])),
            arm: { LF: 'W', CF: 'A', RF: 'E' },
            ar: 1,
            bats: 'L',
            throws: (['L', 'R'] as const)[(g + b) % 2],
            sobb: ['SO 55-60, 77', 'BB 55, 77', 'NC'][(g + b) % 3],
          }),
        }),
      ),
    );
    const states = [0, 5, 11, 23].map((i) => STATES[i]!);
    const compiler = new PineTarGraphCompiler();
    const kernel = new DiceGraphKernel(pitchers.map((m) => compiler.compile(m, states)));
    expect([...compiler.sharedPlayReads()].filter((path) => path.startsWith('pitcher'))).toEqual([]);
    expectResolversPlayed(kernel, pitchers, states, 60, (index, i) => 900 + index * 30 + i);
  });

  it('alike matchups share their steps; one whose runners run otherwise or whose pitcher differs does not', () => {
    const base = matchups()[7]!;
    const column = [...base.batter.column];
    const like = (runnerSpeeds: Record<number, Speed>, bkwp = '21/99') =>
      matchup({
        column,
        grade: base.pitcher.grade,
        speed: base.batter.speed,
        shc: base.batter.shc,
        bkwp,
        ec: Object.fromEntries(POSITIONS.map((p) => [p, base.defense[p].ec])),
        runnerSpeeds,
      });
    const all = [
      like({ 1: 'S', 2: 'F', 3: 'M' }),
      like({ 1: 'S', 2: 'F', 3: 'M' }),
      like({ 1: 'F', 2: 'S', 3: 'S' }),
      like({ 1: 'S', 2: 'F', 3: 'M' }, '--/--'),
    ];
    const compiler = new PineTarGraphCompiler();
    const compiled = all.map((m) => compiler.compile(m, STATES));
    expect(compiled[1]!.roots).toEqual(compiled[0]!.roots); // the same steps, not compiled twice
    expect(compiled[2]!.roots).not.toEqual(compiled[0]!.roots);
    expect(compiled[3]!.roots).not.toEqual(compiled[0]!.roots);
    const kernel = new DiceGraphKernel(compiled);
    expectResolversPlayed(kernel, all, STATES, 40, (index, i) => 700 + index * 30 + i);
  });

  it('the dice randomizer: the same tally and the same number of draws, two matchups from two states', () => {
    // Compiled first, then the same matchups without it on the same compiler: the randomizer has no parameters, and
    // a play that only asks whether it is on must not be shared with the rules that leave it off.
    const randomized = matchups('dice-randomizer+plays-at-the-plate').slice(1, 3);
    const plain = matchups('plays-at-the-plate').slice(1, 3);
    const all = [...randomized, ...plain];
    const states = [STATES[0]!, STATES[3]!, STATES[7]!];
    const compiler = new PineTarGraphCompiler();
    const kernel = new DiceGraphKernel(all.map((m) => compiler.compile(m, states)));
    expectResolversPlayed(kernel, all, states, 200, (index, i) => 500 + index * 10 + i);
  });
});
