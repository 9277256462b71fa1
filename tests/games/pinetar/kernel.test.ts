import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream } from '../../../src/core/dice/streams.ts';
import type { Situation } from '../../../src/core/GameSystem.ts';
import { compilePineTarMatchup, encodePineTarState } from '../../../src/games/pinetar/compile.ts';
import { PineTarKernel } from '../../../src/games/pinetar/kernel.ts';
import { KernelEventLog, kernelEventOf, type KernelEvent } from '../../../src/games/pinetar/kernelEvents.ts';
import type { PineTarMatchup } from '../../../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES, PASSIVE_POLICIES, type ManagerPolicies } from '../../../src/games/pinetar/policies.ts';
import { resolveGamePlateAppearance, resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { compilePineTarDecisions } from '../../../src/games/pinetar/compile.ts';
import { INCIDENT, NO_RESULT } from '../../../src/games/pinetar/kernelData.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import { recordEvents, recordPlateAppearance } from '../../../src/core/model/Tally.ts';
import { CARD_RESULTS, GRADES, parseCardResult, type Speed } from '../../../src/games/pinetar/vocabulary.ts';
import { EMPTY, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import { matchup } from '../../helpers/pinetar.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

/**
 * A manager who takes every option the rules offer: squeezes, sacrifices, tags from 3rd only, refuses and takes every
 * DP option.
 */
const EAGER: ManagerPolicies = {
  name: 'eager',
  bunt: (_state, _situation, _batter, allowed) => allowed[0] ?? 'swing',
  tagUp: (_state, _situation, base) => base === 3,
  refuseDoublePlay: () => true,
  takeBasesLoadedOption: () => true,
};

const SITUATIONS: Situation[] = [
  { inning: 1, offenseLead: 0 },
  { inning: 9, offenseLead: -1 },
  { inning: 8, offenseLead: 2 },
];

/** A column of results drawn from every result a card may print, so rare kinds (BK/WP, ROE) come up often. */
function randomColumn(seed: number) {
  const dice = new RandomDice(rootStream(seed));
  return Array.from({ length: 100 }, () => parseCardResult(CARD_RESULTS[dice.below(CARD_RESULTS.length)]!)!);
}

const SPEEDS: Speed[] = ['S', 'M', 'F'];
const RUNNER_SPEEDS = { 1: 'S', 2: 'F', 3: 'M' } as const;

/** Every optional rule that acts inside a plate appearance (the rest need a game: tests/engine). */
const PLATE_APPEARANCE_RULES =
  'defensive-rolls+risp-penalty+plays-at-the-plate+dice-randomizer+so-bb-ratings+infield-in';
/** A manager who plays the infield in whenever the rules let him, so its column and tables come up often. */
const PLAYS_IN: ManagerPolicies = { ...DEFAULT_POLICIES, name: 'plays-in', infieldIn: () => true };
const RANGES = ['pos', 'neu', 'neg'] as const;
const ARMS = ['W', 'A', 'E'] as const;

/**
 * The matchups under test: random columns and real cards, every grade, several BK/WP ratings, fielders, SHCs and
 * managers.
 */
function matchups(rules?: string): PineTarMatchup[] {
  const cards = pineTarSet('cards/pinetar/2016-cubs.yaml').players;
  const out: PineTarMatchup[] = [];
  GRADES.forEach((grade, g) => {
    const card = cards[(g * 7) % cards.length]!;
    const columns = [randomColumn(g + 1), card.columns.vsL, card.columns.vsR];
    columns.forEach((column, c) => {
      out.push(
        matchup({
          column: [...column],
          grade,
          speed: SPEEDS[(g + c) % 3],
          shc: c === 1 ? 'N' : 20 + 9 * g,
          isPitcher: c === 2,
          bkwp: ['21/99', '--/--', '--/99', '05/60'][(g + c) % 4],
          ec: { P: g % 10, C: 2, '1B': 9, '2B': (g + 3) % 10, '3B': 5, SS: 0, LF: 7, CF: 1, RF: 4 },
          runnerSpeeds: RUNNER_SPEEDS,
          policies: rules
            ? [PLAYS_IN, { ...EAGER, infieldIn: () => true }, DEFAULT_POLICIES][(g + c) % 3]
            : [DEFAULT_POLICIES, PASSIVE_POLICIES, EAGER][(g + c) % 3],
          ...(rules && {
            rules,
            rg: Object.fromEntries(
              ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'].map((p, i) => [p, RANGES[(g + c + i) % 3]]),
            ),
            arm: { LF: ARMS[g % 3], CF: ARMS[(g + 1) % 3], RF: ARMS[(g + c) % 3] },
            ar: (g % 5) - 2,
            bats: (['L', 'R', 'S'] as const)[(g + c) % 3],
            throws: (['L', 'R'] as const)[g % 2],
            sobb: ['SO 55-60, 77', 'BB 55, 77', 'NC', 'SO 77'][(g + c) % 4],
          }),
        }),
      );
    });
  });
  return out;
}

/** Every base-out state, runners 1 (slow), 2 (fast) and 3 (medium) on their bases. */
const STATES: BaseOutState[] = Array.from({ length: 24 }, (_, i) => ({
  outs: i >> 3,
  bases: [i & 1 ? 1 : EMPTY, i & 2 ? 2 : EMPTY, i & 4 ? 3 : EMPTY],
}));

/**
 * Plays every matchup from every state on the kernel and on the resolver with the same dice: events and tallies alike.
 */
function expectKernelMatchesResolver(all: PineTarMatchup[], situation: Situation, seedBase: number): void {
  const plateAppearances = 60;
  const kernel = new PineTarKernel(all.map((m) => compilePineTarMatchup(m, situation)));
  let compared = 0;
  all.forEach((m, index) => {
    for (const state of STATES) {
      const seed = seedBase + index * 100 + state.outs * 8 + (state.bases[0] === EMPTY ? 0 : 1);
      const referenceDice = new RandomDice(rootStream(seed));
      const expected: KernelEvent[] = [];
      const referenceTally = new Tally();
      for (let i = 0; i < plateAppearances; i++) {
        const pa = resolvePlateAppearance(m, state, referenceDice, situation);
        referenceTally.record(pa);
        for (const event of pa.events) expected.push(kernelEventOf(m, event));
      }
      kernel.log = new KernelEventLog();
      const tally = new Float64Array(TALLY_SLOTS);
      kernel.run(index, encodePineTarState(m, state), plateAppearances, rootStream(seed), tally, 0);
      expect(kernel.log.events()).toEqual(expected);
      expect([...tally]).toEqual([...referenceTally.counts]);
      compared += expected.length;
    }
  });
  // 24 matchups x 24 states x 60 plate appearances: at least one event each.
  expect(compared).toBeGreaterThanOrEqual(all.length * 24 * plateAppearances);
}

describe('the compiled kernel resolves exactly what the readable resolver does', () => {
  it.each(
    SITUATIONS.map((situation) => [`inning ${situation.inning}, lead ${situation.offenseLead}`, situation] as const),
  )('gives identical events and tallies for the same dice, every matchup and state (%s)', (_label, situation) =>
    expectKernelMatchesResolver(matchups(), situation, 0),
  );

  it.each(
    SITUATIONS.map((situation) => [`inning ${situation.inning}, lead ${situation.offenseLead}`, situation] as const),
  )(
    'with every plate-appearance rule on, gives identical events and tallies for the same dice (%s)',
    (_label, situation) => expectKernelMatchesResolver(matchups(PLATE_APPEARANCE_RULES), situation, 7_000),
  );

  it('plays whole innings with a nine-man lineup exactly as the resolver does', () => {
    const lineup = matchups().slice(0, 9);
    // One runner id per lineup slot, so the resolver knows every runner's speed as the kernel does.
    const slots = lineup.map((m, slot) => ({
      ...m,
      batter: { ...m.batter, id: slot },
      speedOf: (runner: number) => lineup[runner]!.batter.speed,
    }));
    const kernel = new PineTarKernel(slots.map((m) => compilePineTarMatchup(m)));
    kernel.log = new KernelEventLog();
    const innings = 2000;
    const tally = new Float64Array(TALLY_SLOTS * 9);
    kernel.innings(
      Int32Array.from(slots, (_, i) => i),
      innings,
      rootStream(9),
      tally,
      0,
    );

    const dice = new RandomDice(rootStream(9));
    const expected: KernelEvent[] = [];
    const perSlot = slots.map(() => new Tally());
    let slot = 0;
    for (let inning = 0; inning < innings; inning++) {
      let state: BaseOutState = { outs: 0, bases: [EMPTY, EMPTY, EMPTY] };
      while (state.outs < 3) {
        const pa = resolvePlateAppearance(slots[slot]!, state, dice);
        perSlot[slot]!.record(pa);
        for (const event of pa.events) expected.push(kernelEventOf(slots[slot]!, event));
        state = pa.after;
        slot = (slot + 1) % 9;
      }
    }
    expect(kernel.log.events()).toEqual(expected);
    expect([...tally]).toEqual(perSlot.flatMap((t) => [...t.counts]));
  });

  it.each(
    SITUATIONS.map((situation) => [`inning ${situation.inning}, lead ${situation.offenseLead}`, situation] as const),
  )(
    "plays a game's plate appearance (runners in motion, the rare play armed) as the readable resolver does (%s)",
    (_label, situation) => {
      const all = matchups(`${PLATE_APPEARANCE_RULES}+hit-and-run+rare-plays`);
      // Runner ids 1-3: SBC and whether he may run at all.
      const sbc = Int16Array.from([0, 70, 85, 40]);
      const mayRun = Uint8Array.from([1, 1, 0, 1]);
      const kernel = new PineTarKernel([]);
      kernel.setRunners(sbc, mayRun);
      const incidents = { ...INCIDENT, NONE: undefined };
      let rarePlays = 0;
      let steals = 0;
      all.forEach((plain, index) => {
        // What a game adds (m.game) is the kernel's to take per plate appearance: one compile per matchup.
        const compiled = compilePineTarMatchup(plain, situation);
        const decisions = compilePineTarDecisions(plain, situation);
        for (const state of STATES) {
          const inMotion = (state.bases[0] === EMPTY ? 0 : 2) | (state.bases[1] === EMPTY ? 0 : 4);
          const m: PineTarMatchup = {
            ...plain,
            game: { inMotion, rarePlay: true, sbc: (runner) => sbc[runner] ?? 0, mayRun: (r) => mayRun[r] === 1 },
          };
          const seed = 31_000 + index * 100 + state.outs * 8 + (state.bases[0] === EMPTY ? 0 : 1);
          const dice = new RandomDice(rootStream(seed));
          const generator = rootStream(seed);
          for (let i = 0; i < 20; i++) {
            const play = resolveGamePlateAppearance(m, state, dice, situation);
            const expectedTally = new Float64Array(TALLY_SLOTS);
            if (play.result === undefined) recordEvents(expectedTally, play.events);
            else recordPlateAppearance(expectedTally, { ...play, result: play.result, runs: 0, outs: 0 });
            kernel.log = new KernelEventLog();
            const tally = new Float64Array(TALLY_SLOTS);
            const runners = Int32Array.from([-1, ...state.bases]);
            const after = kernel.playInGame(
              compiled,
              decisions,
              encodePineTarState(m, state),
              0,
              runners,
              generator,
              tally,
              0,
              inMotion,
              true,
            );
            expect(kernel.log.events()).toEqual(play.events.map((event) => kernelEventOf(m, event)));
            expect(after).toBe(encodePineTarState(m, play.after));
            // The kernel leaves an emptied base's old id behind; the state code says which bases hold a runner.
            const held = [1, 2, 3].map((base) => (((after >> (2 * base)) & 3) === 0 ? -1 : runners[base]));
            expect(held).toEqual(play.after.bases.map((runner) => (runner === EMPTY ? -1 : runner)));
            expect(kernel.lastOutcome).toBe(play.result === undefined ? NO_RESULT : OUTCOME_INDEX[play.result]);
            expect([...tally]).toEqual([...expectedTally]);
            expect(kernel.rareUsed).toBe(play.rarePlay !== undefined);
            expect(kernel.incident).toBe(
              play.rarePlay?.incident
                ? incidents[play.rarePlay.incident.toUpperCase().replace('-', '_') as keyof typeof INCIDENT]
                : INCIDENT.NONE,
            );
            const attempts = play.events.flatMap((event) => event.steals ?? []);
            expect(attempts.map(({ runner, safe }) => [runner, safe ? 1 : 0])).toEqual(
              Array.from({ length: kernel.stealCount }, (_, k) => [kernel.stealers[k], kernel.stealSafe[k]]),
            );
            if (play.rarePlay) rarePlays++;
            steals += attempts.length;
          }
        }
      });
      // 24 matchups x 24 states x 20 plate appearances, each armed: a rare play on 1 in 100 first batter rolls at
      // least, so 115 or more expected (Poisson sd under 11); runners in motion on every state with a runner on 1st
      // or 2nd make strikeout steals common (over 600 seen with this seed).
      expect(rarePlays).toBeGreaterThan(60);
      expect(steals).toBeGreaterThan(200);
    },
  );

  it('refuses a matchup index it was not given', () => {
    const kernel = new PineTarKernel([compilePineTarMatchup(matchups()[0]!)]);
    expect(() => kernel.run(3, 0, 1, rootStream(1), new Float64Array(TALLY_SLOTS), 0)).toThrow(/no matchup 3/);
  });
});
