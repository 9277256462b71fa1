import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { GameState, HOME, NOBODY } from '../../../src/core/game/GameState.ts';
import { EMPTY, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';
import { TALLY_SLOTS } from '../../../src/core/model/Tally.ts';
import type { ReplayOverride } from '../../../src/modules/replay/ratings.ts';
import type { PineTarCard } from '../../../src/games/pinetar/cards.ts';
import { BasePlays, HIT_AND_RUN_ON_CHART } from '../../../src/games/pinetar/game/basePlays.ts';
import { PineTarGameRules } from '../../../src/games/pinetar/game/PineTarGameRules.ts';
import type { PineTarMatchup } from '../../../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from '../../../src/games/pinetar/policies.ts';
import { PineTarReplayCards } from '../../../src/games/pinetar/replayAdapter.ts';
import { replayInfieldIn } from '../../../src/games/pinetar/replayPlays.ts';
import { resolveGamePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { matchup, rulesOf, tables, type MatchupSpec } from '../../helpers/pinetar.ts';
import { pineTarSet } from '../../helpers/inputs.ts';
import { scriptedGenerator, type ScriptedDraw } from '../../helpers/scriptedGenerator.ts';

// Each scenario's dice are read off the chart files (as plain YAML here) before they are played.
const chart = (name: string) => parse(readFileSync(`src/modules/replay/tables/${name}.yaml`, 'utf8'));
const sacrificeChart = chart('sacrifice-bunt') as { fielder: Record<number, string>; rows: Record<number, string[]> };
const squeezeChart = chart('squeeze-bunt') as { rows: Record<number, string[]> };
const hitAndRunChart = chart('hit-and-run') as { totals: Record<number, { kind: string; fielder?: string }> };
const umpire = chart('umpire') as { catcher: number[]; speed: Record<number, (number | string)[]> };
const actionJ = chart('action-chart-j') as { die: Record<number, string> };
/** A bunt chart's column: the bunt rating 1-5, In then Not In (the files' `columns`). */
const columnOf = (bunt: number, infieldIn: boolean) => (bunt - 1) * 2 + (infieldIn ? 0 : 1);

const d100 = (v: number): ScriptedDraw => ['d100', v];
const d6 = (v: number): ScriptedDraw => ['d6', v];
const walkthrough = pineTarSet('cards/pinetar/walkthrough.yaml').players;
/** Bryant: speed M, SBO C (Replay speed 3), no AR (a catcher's 3). */
const bryant = walkthrough.find((p) => p.id === 'bryant')!;
const pitcherCard = walkthrough.find((p) => p.pitching)!;
const cardOf = (ratings: Partial<PineTarCard>): PineTarCard => ({ ...bryant, ...ratings });
/** A manager who bunts whenever the rules let him (a sacrifice, or a squeeze with a runner on 3rd). */
const BUNTING: ManagerPolicies = { ...DEFAULT_POLICIES, name: 'bunting', bunt: (_s, _x, _b, allowed) => allowed[0]! };
const RUNNING: ManagerPolicies = { ...DEFAULT_POLICIES, name: 'running', hitAndRun: () => true };

interface ReplaySpec extends MatchupSpec {
  /** The batter's and pitcher's own Replay ratings. */
  batterOwn?: ReplayOverride;
  pitcherOwn?: ReplayOverride;
  hitAndRun?: boolean;
}

/**
 * A matchup in a game with Replay's parties from real cards: league index 0 the batter (his SHC the spec's), 1-3 the
 * runners (speed 3), 4 the pitcher, 5 the catcher (3); nobody else in the field (the middle of each scale).
 */
function inReplayGame(spec: ReplaySpec): PineTarMatchup {
  const m = matchup(spec);
  const cards = [
    cardOf({ shc: spec.shc ?? 'N', ...(spec.batterOwn && { replay: spec.batterOwn }) }),
    cardOf({}),
    cardOf({}),
    cardOf({}),
    { ...pitcherCard, ...(spec.pitcherOwn && { replay: spec.pitcherOwn }) },
    cardOf({ positions: ['C'] }),
  ];
  const replayCards = new PineTarReplayCards(cards, tables);
  const fielders = POSITIONS.map((position) => (position === 'P' ? 4 : position === 'C' ? 5 : NOBODY));
  return {
    ...m,
    game: {
      inMotion: 0,
      rarePlay: false,
      sbc: () => 0,
      mayRun: () => true,
      replay: { hitAndRun: spec.hitAndRun ?? false, parties: (at) => replayCards.parties(at, 4, fielders) },
    },
  };
}

/** A plate appearance in a game on scripted dice, every draw used. */
function play(m: PineTarMatchup, state: BaseOutState, draws: ScriptedDraw[]) {
  const generator = scriptedGenerator(draws);
  const pa = resolveGamePlateAppearance(m, state, new RandomDice(generator), { inning: 1, offenseLead: 0 }, true);
  expect(generator.remaining(), 'unused scripted draws').toBe(0);
  return pa;
}

const ON_FIRST: BaseOutState = { outs: 0, bases: [1, EMPTY, EMPTY] };
const ON_THIRD: BaseOutState = { outs: 0, bases: [EMPTY, EMPTY, 3] };
const STRIKEOUTS = { '00-99': 'SO' };

describe('replay-bunt: the sacrifice on Replay’s chart', () => {
  it('SAC: the batter out to the blue die’s fielder, the runner up (SHC 90: bunt 1, the infield In)', () => {
    expect(sacrificeChart.rows[8]![columnOf(1, true)]).toBe('SAC');
    expect(sacrificeChart.fielder[3]).toBe('1B');
    const m = inReplayGame({ column: STRIKEOUTS, shc: 90, rules: 'replay-bunt', policies: BUNTING });
    const pa = play(m, ON_FIRST, [d6(3), d6(4), d6(4)]);
    expect([pa.result, pa.events.length, pa.events[0]!.location, pa.after]).toEqual([
      'SH',
      1,
      '1B',
      { outs: 1, bases: [EMPTY, 1, EMPTY] },
    ]);
    expect(pa.events[0]!.notes.join(' ')).toContain('column 1 In: SAC');
  });

  it('a foul with two strikes hands the plate appearance to the batter’s own roll (SHC 50: bunt 5, Not In)', () => {
    expect(sacrificeChart.rows[7]![columnOf(5, false)]).toBe('Foul 2k');
    const m = inReplayGame({ column: STRIKEOUTS, shc: 50, rules: 'replay-bunt', policies: BUNTING });
    const pa = play(m, ON_FIRST, [d6(1), d6(3), d6(4), d100(30)]);
    expect([pa.events.map((e) => e.result), pa.after]).toEqual([['SO'], { outs: 1, bases: [1, EMPTY, EMPTY] }]);
    expect(pa.events[0]!.notes[0]).toContain('batter roll 30');
  });

  it("an error on the chart is charged, as Pine Tar charges its own (SAC+E ?, a die over the fielder's 3)", () => {
    expect(sacrificeChart.rows[7]![columnOf(1, true)]).toBe('SAC+E ?');
    const m = inReplayGame({ column: STRIKEOUTS, shc: 90, rules: 'replay-bunt', policies: BUNTING });
    const pa = play(m, ON_FIRST, [d6(5), d6(3), d6(4), d6(4)]);
    expect([pa.result, pa.events[0]!.error, pa.after]).toEqual([
      'SH',
      sacrificeChart.fielder[5],
      { outs: 0, bases: [0, 1, EMPTY] },
    ]);
  });

  it("rules off, Pine Tar's own bunt, draw for draw: replay-squeeze does not touch the sacrifice", () => {
    const state = ON_FIRST;
    const own = play(inReplayGame({ column: STRIKEOUTS, shc: 90, rules: 'replay-squeeze', policies: BUNTING }), state, [
      d100(10),
    ]);
    const main = play(matchup({ column: STRIKEOUTS, shc: 90, policies: BUNTING }), state, [d100(10)]);
    expect(own.events).toEqual(main.events);
    expect(own.result).toBe('SH');
  });
});

describe('replay-squeeze: the squeeze on Replay’s chart', () => {
  // SHC 75 reads bunt 2, a good bunter: the infield In (Pine Tar's infield-in rule off).
  it('a rundown: the runner from 3rd caught on a die over his speed, then the batter’s roll', () => {
    expect(squeezeChart.rows[11]![columnOf(2, true)]).toBe('Rundown');
    const m = inReplayGame({ column: STRIKEOUTS, shc: 75, rules: 'replay-squeeze', policies: BUNTING });
    const pa = play(m, ON_THIRD, [d6(1), d6(5), d6(6), d6(4), d100(30)]);
    expect([pa.events.map((e) => e.result), pa.after]).toEqual([
      ['PICKOFF', 'SO'],
      { outs: 2, bases: [EMPTY, EMPTY, EMPTY] },
    ]);
  });

  it("a missed squeeze: the runner steals home on the Action Chart's J, then the batter's roll", () => {
    expect(squeezeChart.rows[12]![columnOf(2, true)]).toBe('Miss ?');
    expect(actionJ.die[1]).toBe('catcher');
    const safeUpTo = umpire.speed[3]![umpire.catcher.indexOf(3)] as number; // speed 3 against the catcher's 3
    // Miss ?: a die not over his bunt 2 misses; J's die 1, the catcher; the Umpire's die at his square: safe.
    const pa = play(
      inReplayGame({ column: STRIKEOUTS, shc: 75, rules: 'replay-squeeze', policies: BUNTING }),
      ON_THIRD,
      [d6(1), d6(6), d6(6), d6(2), d6(1), d6(safeUpTo), d100(30)],
    );
    expect([pa.events.map((e) => e.result), pa.events[0]!.runs, pa.events[0]!.steals, pa.after]).toEqual([
      ['STEAL', 'SO'],
      1,
      [{ runner: 3, safe: true }],
      { outs: 1, bases: [EMPTY, EMPTY, EMPTY] },
    ]);
  });

  it("rules off, Pine Tar's own squeeze, draw for draw, with replay-bunt on", () => {
    const own = play(inReplayGame({ column: STRIKEOUTS, shc: 75, rules: 'replay-bunt', policies: BUNTING }), ON_THIRD, [
      d100(20),
    ]);
    const main = play(matchup({ column: STRIKEOUTS, shc: 75, policies: BUNTING }), ON_THIRD, [d100(20)]);
    expect(own.events).toEqual(main.events);
    expect(own.result).toBe('SH');
  });
});

describe('the infield against a Replay bunt', () => {
  const m = (rules: string, infieldIn: boolean, isPitcher = false) =>
    matchup({
      column: STRIKEOUTS,
      rules,
      isPitcher,
      policies: { ...DEFAULT_POLICIES, infieldIn: () => infieldIn },
    });
  const situation = { inning: 1, offenseLead: 0 };
  const sacrifice: BaseOutState = ON_FIRST;
  it('Pine Tar’s infield-in off: In for a pitcher or a bunt of 1-2', () => {
    expect([1, 2, 3, 5].map((bunt) => replayInfieldIn(m('replay-bunt', false), sacrifice, situation, bunt))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(replayInfieldIn(m('replay-bunt', false, true), sacrifice, situation, 5)).toBe(true);
  });
  it("Pine Tar's infield-in on: its manager's call where it lets the defense play in; elsewhere the default", () => {
    expect(replayInfieldIn(m('replay-squeeze+infield-in', false), ON_THIRD, situation, 1)).toBe(false);
    expect(replayInfieldIn(m('replay-squeeze+infield-in', true), ON_THIRD, situation, 5)).toBe(true);
    // One out with a runner on 1st: Pine Tar does not let the infield play in; a sacrifice has nobody on 3rd.
    expect(replayInfieldIn(m('replay-squeeze+infield-in', true), { outs: 1, bases: [1, EMPTY, 3] }, situation, 5)).toBe(
      false,
    );
    expect(replayInfieldIn(m('replay-bunt+infield-in', false), sacrifice, situation, 1)).toBe(true);
  });
});

describe('replay-hit-and-run: one pitch on Replay’s chart', () => {
  const hitAndRun = (batter: number, pitcher: number) =>
    inReplayGame({
      column: STRIKEOUTS,
      rules: 'replay-hit-and-run',
      hitAndRun: true,
      batterOwn: { hitAndRun: [batter, batter, batter, batter, batter, batter] },
      pitcherOwn: { pitcherHitAndRun: [pitcher, pitcher, pitcher, pitcher, pitcher, pitcher] },
    });

  it("the pitcher's result on the red die plus the batter's on the white: 2 + 6 is a single to left", () => {
    expect(hitAndRunChart.totals[8]).toEqual({ kind: 'single', fielder: 'LF' });
    const m = inReplayGame({
      column: STRIKEOUTS,
      rules: 'replay-hit-and-run',
      hitAndRun: true,
      batterOwn: { hitAndRun: [1, 2, 3, 4, 5, 6] },
      pitcherOwn: { pitcherHitAndRun: [2, 2, 2, 2, 2, 2] },
    });
    const pa = play(m, ON_FIRST, [d6(4), d6(6)]);
    expect([pa.result, pa.events[0]!.location, pa.after]).toEqual(['1B', 'LF', { outs: 0, bases: [0, EMPTY, 1] }]);
  });

  it("caught stealing (33): the runner out, listed as a steal, and the batter's own roll", () => {
    expect(hitAndRunChart.totals[33]!.kind).toBe('caught-stealing');
    const pa = play(hitAndRun(14, 19), ON_FIRST, [d6(1), d6(1), d100(30)]);
    expect([pa.events.map((e) => e.result), pa.events[0]!.steals, pa.after]).toEqual([
      ['STEAL', 'SO'],
      [{ runner: 1, safe: false }],
      { outs: 2, bases: [EMPTY, EMPTY, EMPTY] },
    ]);
  });

  it("a foul (13 on an odd die) calls it off: the batter's own roll from the same state", () => {
    expect(hitAndRunChart.totals[13]!.kind).toBe('strikeout-or-foul');
    const pa = play(hitAndRun(7, 6), ON_FIRST, [d6(1), d6(1), d6(1), d100(30)]);
    expect([pa.events.map((e) => e.result), pa.after]).toEqual([['SO'], { outs: 1, bases: [1, EMPTY, EMPTY] }]);
  });

  it('without the call, the plate appearance is Pine Tar’s, draw for draw', () => {
    const m = inReplayGame({ column: STRIKEOUTS, rules: 'replay-hit-and-run' });
    expect(play(m, ON_FIRST, [d100(30)]).events).toEqual(
      play(matchup({ column: STRIKEOUTS }), ON_FIRST, [d100(30)]).events,
    );
  });
});

describe("the hit and run's call with replay-hit-and-run", () => {
  /** League indices: 0 the batter, 1-3 runners as given, 4 the catcher. */
  function calls(
    rulesText: string,
    runners: Partial<PineTarCard>[],
    bases: [number, number, number],
    times = 1,
    settings: string[] = [],
  ) {
    const cards = [cardOf({}), ...runners.map(cardOf), cardOf({ positions: ['C'] })];
    const game = new GameState(cards.length);
    game.fielders[HOME]![1] = cards.length - 1;
    const plays = new BasePlays(cards, tables, rulesOf(rulesText, settings), RUNNING);
    plays.startGame();
    return Array.from({ length: times }, () => {
      game.bases.set([NOBODY, ...bases]);
      return plays.before(game, 0, scriptedGenerator([]), 0, 0);
    });
  }
  const C = { sbo: 'C' } as const;

  it("is a pitch on Replay's chart with a runner on 1st (or 1st and 2nd), 3rd open: the manager's call", () => {
    expect(calls('replay-hit-and-run', [C], [1, NOBODY, NOBODY])).toEqual([HIT_AND_RUN_ON_CHART]);
    expect(calls('replay-hit-and-run', [C, C], [1, 2, NOBODY])).toEqual([HIT_AND_RUN_ON_CHART]);
    expect(calls('replay-hit-and-run+hit-and-run', [C], [1, NOBODY, NOBODY])).toEqual([HIT_AND_RUN_ON_CHART]);
  });

  it("elsewhere Pine Tar's own where its rule is on (1st and 3rd), else none", () => {
    expect(calls('replay-hit-and-run', [C, {}, C], [1, NOBODY, 3])).toEqual([0]);
    expect(calls('replay-hit-and-run+hit-and-run', [C, {}, C], [1, NOBODY, 3])).toEqual([0b10]);
  });

  it("keeps Pine Tar's limits: runners who may not run (SBO E), two a game or the rule's uses", () => {
    expect(calls('replay-hit-and-run', [{ sbo: 'E' }], [1, NOBODY, NOBODY])).toEqual([0]);
    expect(calls('replay-hit-and-run', [C], [1, NOBODY, NOBODY], 3)).toEqual([
      HIT_AND_RUN_ON_CHART,
      HIT_AND_RUN_ON_CHART,
      0,
    ]);
    expect(calls('replay-hit-and-run+hit-and-run', [C], [1, NOBODY, NOBODY], 2, ['hit-and-run.usesPerGame=1'])).toEqual(
      [HIT_AND_RUN_ON_CHART, 0],
    );
  });
});

describe("a game's hit and run on Replay's chart", () => {
  it("is called before the plate appearance, played as its first pitch, and its steals are the game's steals", () => {
    // League indices: 0 the batter (H&R results all 18), 1 the runner on 1st, 2 the pitcher (all 19), 3 the catcher.
    expect(hitAndRunChart.totals[37]!.kind).toBe('pitch-in-the-dirt');
    const strikeouts = matchup({ column: STRIKEOUTS }).batter.column as PineTarCard['columns']['vsL'];
    const cards = [
      cardOf({ replay: { hitAndRun: [18, 18, 18, 18, 18, 18] }, columns: { vsL: strikeouts, vsR: strikeouts } }),
      cardOf({ sbo: 'C' }),
      { ...pitcherCard, replay: { pitcherHitAndRun: [19, 19, 19, 19, 19, 19] } },
      cardOf({ positions: ['C'] }),
    ];
    const rules = new PineTarGameRules(cards, tables, RUNNING, { rules: rulesOf('replay-hit-and-run') });
    const game = new GameState(cards.length);
    game.fielders[HOME]!.fill(NOBODY);
    game.fielders[HOME]![0] = 2;
    game.fielders[HOME]![1] = 3;
    game.inning = 5;
    rules.startSeason();
    rules.startGame(game, [0, 1]);
    game.bases[1] = 1;
    rules.beforePlateAppearance!(game, 0, 2, scriptedGenerator([]));
    const tally = new Float64Array(TALLY_SLOTS);
    const generator = scriptedGenerator([d6(1), d6(1), d100(30)]);
    expect(rules.plateAppearance(game, 0, 2, generator, tally)).toBe(OUTCOME_INDEX.SO);
    expect(generator.remaining()).toBe(0);
    expect([game.stealCount, game.steals[0], game.stealSafe[0], game.outs, game.bases[2]]).toEqual([1, 1, 1, 1, 1]);
  });
});
