import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { rootStream } from '../../../src/core/dice/streams.ts';
import { AWAY, GameState, HOME } from '../../../src/core/game/GameState.ts';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../../../src/core/model/outcomes.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';
import { TALLY_SLOTS } from '../../../src/core/model/Tally.ts';
import type { PbcCard } from '../../../src/games/pbc/cards.ts';
import { PbcGameRules } from '../../../src/games/pbc/game/PbcGameRules.ts';
import { PbcReplayPlays } from '../../../src/games/pbc/game/replayPlays.ts';
import pbc from '../../../src/games/pbc/index.ts';
import { DEFAULT_PBC_POLICIES, type PbcPolicies, type StrategyCall } from '../../../src/games/pbc/policies.ts';
import { replayBuntChances } from '../../../src/games/pbc/replayChances.ts';
import { pbcRules } from '../../../src/games/pbc/rules.ts';
import { parseHits } from '../../../src/games/pbc/vocabulary.ts';
import { averageParties } from '../../../src/modules/replay/ratings.ts';
import { buntColumn } from '../../../src/modules/replay/tables.ts';
import type { BuntChartName, BuntResult, HitAndRunKind } from '../../../src/modules/replay/vocabulary.ts';
import { ruleSet } from '../../helpers/inputs.ts';
import { card, tables } from '../../helpers/pbc.ts';
import { scriptedGenerator } from '../../helpers/scriptedGenerator.ts';

const replay = tables.replay;
const hits = (text: string) => {
  const parsed = parseHits(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

/** League indices: the batter, runners 1-3 (the ids parseBaseOutState gives), the pitcher, the home fielders C..RF. */
const BATTER = 0;
const PITCHER = 4;
const FIELDERS = [PITCHER, 5, 6, 7, 8, 9, 10, 11, 12];

const player = (id: string, over: Partial<PbcCard> = {}): PbcCard => ({
  id,
  name: id,
  team: 'T',
  position: 'CF',
  hits: hits('6,8'),
  variance: 0,
  speed: 0,
  bunt: 0,
  defense: 0,
  line: 0,
  ...over,
});

interface Spec {
  rules: string;
  state: string;
  /** The batter: by default hits 5,9,11 (10 of 36, an A), Bunt 0 (Replay 3, infield Not In), Speed 0. */
  batter?: Partial<PbcCard>;
  /** PBC Speed of the runners 1-3 (0: Replay's 3). */
  runnerSpeed?: number;
  strategy?: PbcPolicies['strategy'];
  inning?: number;
}

function setUp(spec: Spec) {
  const players = [
    player('batter', { hits: hits('5,9,11'), ...spec.batter }),
    ...[1, 2, 3].map((base) => player(`runner-${base}`, { speed: spec.runnerSpeed ?? 0 })),
    card('luigi-ryle'),
    ...POSITIONS.slice(1).map((position) => player(`fielder-${position}`, { position })),
  ];
  const policies = { ...DEFAULT_PBC_POLICIES, ...(spec.strategy && { strategy: spec.strategy }) };
  const rules = pbcRules(ruleSet(pbc, spec.rules));
  const gameRules = new PbcGameRules(players, tables, policies, {
    rules,
    parks: [tables.neutralPark, tables.neutralPark],
  });
  const g = new GameState(players.length);
  gameRules.startGame(g, [0, 1]);
  g.inning = spec.inning ?? 1;
  for (const side of [AWAY, HOME]) g.fielders[side]!.set(FIELDERS); // either side may field in a test
  const state = parseBaseOutState(spec.state);
  g.outs = state.outs;
  state.bases.forEach((runner, i) => (g.bases[i + 1] = runner));
  return { g, gameRules, players, rules };
}

/** One plate appearance of the batter against Luigi Ryle on scripted d6 faces, every face used. */
function play(spec: Spec, faces: number[]) {
  const { g, gameRules } = setUp(spec);
  const generator = scriptedGenerator(faces.map((face) => ['d6', face] as const));
  const tally = new Float64Array(TALLY_SLOTS);
  const index = gameRules.plateAppearance(g, BATTER, PITCHER, generator, tally);
  expect(generator.remaining(), 'every scripted die used').toBe(0);
  const outcome: Outcome | undefined = index < 0 ? undefined : OUTCOMES[index];
  const steals = Array.from({ length: g.stealCount }, (_, i) => [g.steals[i], g.stealSafe[i]]);
  return { outcome, bases: [g.bases[1], g.bases[2], g.bases[3]], outs: g.outs, tally, steals, rbi: g.rbiRuns };
}

/** Red and white dice landing on the first total whose cell in the batter's column is `key`. */
function buntDice(chart: BuntChartName, key: BuntResult, rating: number, infieldIn: boolean): [number, number] {
  for (let total = 2; total <= 12; total++)
    if (replay.bunt[chart].rows[total]![buntColumn(rating, infieldIn)] === key) {
      const red = Math.min(6, total - 1);
      return [red, total - red];
    }
  throw new Error(`no ${key} in ${chart}, column ${rating}`);
}

/** Red and white dice (the pitcher's and batter's H&R results) whose total is a play of `kind`. */
function hitAndRunDice(pitcher: readonly number[], batter: readonly number[], kind: HitAndRunKind): [number, number] {
  for (let red = 1; red <= 6; red++)
    for (let white = 1; white <= 6; white++)
      if (replay.hitAndRun[pitcher[red - 1]! + batter[white - 1]!]!.kind === kind) return [red, white];
  throw new Error(`no ${kind} for these results`);
}

const always =
  (strategy: ReturnType<PbcPolicies['strategy']>): PbcPolicies['strategy'] =>
  () =>
    strategy;
/** A swing that misses every test batter's hit rolls: 4 + 4 = 8, Luigi Ryle's K. */
const STRIKEOUT_SWING = [4, 4];
const NOBODY_ON = -1;

describe("replay-bunt: a sacrifice reads Replay's sacrifice chart", () => {
  const spec: Spec = { rules: 'replay-bunt', state: '1--/0', strategy: always('sacrifice') };

  it('SAC: the batter out, the runner to 2nd, a sacrifice hit (Bunt 0 is Replay 3, the infield Not In)', () => {
    const [red, white] = buntDice('sacrifice-bunt', 'SAC', 3, false);
    const pa = play(spec, [5, red, white]);
    expect(pa.outcome).toBe('SH');
    expect(pa.bases).toEqual([NOBODY_ON, 1, NOBODY_ON]);
    expect(pa.outs).toBe(1);
    expect(pa.tally[OUTCOME_INDEX.SH]).toBe(1);
  });

  it("the blue die names the fielder the bunt goes to: 5, the sacrifice chart's 3B", () => {
    const { g, players, rules } = setUp(spec);
    const plays = new PbcReplayPlays(players, tables, rules);
    const [red, white] = buntDice('sacrifice-bunt', 'SAC', 3, false);
    const dice = scriptedDice([5, red, white].map((face) => ['d6', face] as const));
    const outChart = players[PITCHER]!.pitching!.outChart;
    const attempt = plays.bunt('sacrifice-bunt', g, parseBaseOutState('1--/0'), BATTER, PITCHER, outChart, dice);
    expect(dice.remaining()).toBe(0);
    expect(replay.bunt['sacrifice-bunt'].fielder[5]).toBe('3B');
    expect(attempt.events[0]!.location).toBe('3B');
    expect(attempt.endsPlateAppearance).toBe(true);
  });

  it('a foul with two strikes hands the plate appearance back: he swings away from the same state', () => {
    const [red, white] = buntDice('sacrifice-bunt', 'Foul 2k', 3, false);
    const pa = play(spec, [1, red, white, ...STRIKEOUT_SWING]);
    expect(pa.outcome).toBe('SO');
    expect(pa.bases).toEqual([1, NOBODY_ON, NOBODY_ON]);
    expect(pa.outs).toBe(1);
  });

  it("rules off: the same call plays PBC's own bunt (two dice, within three: a sacrifice)", () => {
    const pa = play({ ...spec, rules: 'main' }, [3, 3]);
    expect(pa.outcome).toBe('SH');
    expect(pa.bases).toEqual([NOBODY_ON, 1, NOBODY_ON]);
  });

  it("PBC's own bunt where no chart's heading fits: runners on 1st and 3rd", () => {
    const pa = play({ ...spec, state: '1-3/0' }, [3, 4]);
    expect(pa.outcome).toBe('SH');
    expect(pa.bases).toEqual([NOBODY_ON, 1, 3]);
  });
});

describe('replay-bunt: a bunt for a hit reads the bunt-for-a-hit chart', () => {
  it("bases empty: 1B ? and the Umpire's die within the batter's speed against the fielder: a bunt single", () => {
    const [red, white] = buntDice('bunt-for-a-hit', '1B ?', 3, false);
    // Speed 3 against a defence of 3: safe on 1-3.
    const pa = play({ rules: 'replay-bunt', state: '---/1', strategy: always('bunt-for-hit') }, [3, red, white, 3]);
    expect(pa.outcome).toBe('1B');
    expect(pa.bases).toEqual([BATTER, NOBODY_ON, NOBODY_ON]);
  });

  it('a lone runner on 3rd: the same chart; he holds on an out at 1st', () => {
    const [red, white] = buntDice('bunt-for-a-hit', 'Out at 1st', 3, false);
    const pa = play({ rules: 'replay-bunt', state: '--3/0', strategy: always('bunt-for-hit') }, [3, red, white]);
    expect(pa.outcome).toBe('GO');
    expect(pa.bases).toEqual([NOBODY_ON, NOBODY_ON, 3]);
  });
});

describe('replay-squeeze: the squeeze reads the squeeze chart', () => {
  const spec: Spec = { rules: 'replay-squeeze', state: '--3/1', strategy: always('squeeze') };

  it('SAC: the runner scores, the batter is out, an RBI', () => {
    const [red, white] = buntDice('squeeze-bunt', 'SAC', 3, false);
    const pa = play(spec, [1, red, white]);
    expect(pa.outcome).toBe('SH');
    expect(pa.tally[OUTCOME_INDEX.SH]).toBe(1);
    expect(pa.outs).toBe(2);
    expect(pa.rbi).toBe(1);
  });

  it('a missed squeeze: the runner steals home (Action Chart J), then the batter swings away', () => {
    // Replay 4 (Bunt -1): "Miss ?" misses on a die not higher than 4.
    const [red, white] = buntDice('squeeze-bunt', 'Miss ?', 4, false);
    // Miss die 2; letter J's die 1 (the catcher, 3); the Umpire's die 4 against speed 3 and a catcher of 3: out.
    const pa = play({ ...spec, batter: { bunt: -1 } }, [1, red, white, 2, 1, 4, ...STRIKEOUT_SWING]);
    expect(pa.outcome).toBe('SO');
    expect(pa.bases).toEqual([NOBODY_ON, NOBODY_ON, NOBODY_ON]);
    expect(pa.outs).toBe(3);
    expect(pa.steals).toEqual([[3, 0]]);
  });

  it('a missed squeeze whose steal of home wins the game in the 9th: no plate appearance, the game is over', () => {
    const [red, white] = buntDice('squeeze-bunt', 'Miss ?', 4, false);
    // Letter J's die 1 (the catcher, 3); the Umpire's die 2 against speed 3 and a catcher of 3: safe.
    const { g, gameRules } = setUp({ ...spec, batter: { bunt: -1 }, inning: 9 });
    g.top = false;
    const generator = scriptedGenerator([1, red, white, 2, 1, 2].map((face) => ['d6', face] as const));
    const tally = new Float64Array(TALLY_SLOTS);
    expect(gameRules.plateAppearance(g, BATTER, PITCHER, generator, tally)).toBe(-1);
    expect(generator.remaining(), 'no swing after the winning run').toBe(0);
    expect(g.scoredCount).toBe(1);
    expect(tally[OUTCOME_INDEX.SO]).toBe(0);
  });

  it("rules off: PBC's own squeeze (a tie, speed 0: short of beating the defense, out at the plate)", () => {
    const pa = play({ ...spec, rules: 'main' }, [3, 3]);
    expect(pa.outcome).toBe('FC');
    expect(pa.bases).toEqual([BATTER, NOBODY_ON, NOBODY_ON]);
  });
});

describe('replay-hit-and-run: PBC has none, so the module calls one (an A or B batter, from the 3rd, close)', () => {
  const spec: Spec = { rules: 'replay', state: '1--/0', inning: 5 };
  const batterA = replay.hitAndRunGrades.batter.A;
  const pitcherA = replay.hitAndRunGrades.pitcher.A; // Luigi Ryle: 3 baserunners of 36

  it("a strikeout and the runner's steal: the steal is tallied as PBC's own (the game's steals)", () => {
    const [red, white] = hitAndRunDice(pitcherA, batterA, 'strikeout-steal');
    // A die over the catcher's 3: the steal is safe.
    const pa = play(spec, [red, white, 4]);
    expect(pa.outcome).toBe('SO');
    expect(pa.bases).toEqual([NOBODY_ON, 1, NOBODY_ON]);
    expect(pa.steals).toEqual([[1, 1]]);
  });

  it('a pitchout catches a slower runner (Speed -1 is Replay 2), then the batter swings away', () => {
    const [red, white] = hitAndRunDice(pitcherA, batterA, 'pitch-out');
    const pa = play({ ...spec, runnerSpeed: -1 }, [red, white, ...STRIKEOUT_SWING]);
    expect(pa.outcome).toBe('SO');
    expect(pa.outs).toBe(2);
    expect(pa.steals).toEqual([[1, 0]]);
  });

  it('a foul (13-14 on an odd die) calls it off: the batter swings from the same state', () => {
    const batterB = replay.hitAndRunGrades.batter.B;
    const [red, white] = hitAndRunDice(pitcherA, batterB, 'strikeout-or-foul');
    // 5, 9, 12: 9 of 36, a B.
    const pa = play({ ...spec, batter: { hits: hits('5,9,12') } }, [red, white, 1, ...STRIKEOUT_SWING]);
    expect(pa.outcome).toBe('SO');
    expect(pa.bases).toEqual([1, NOBODY_ON, NOBODY_ON]);
    expect(pa.steals).toEqual([]);
  });

  it('no call for a C batter, before the 3rd, or with rules off: he swings (two dice)', () => {
    expect(play({ ...spec, batter: { hits: hits('6,11') } }, STRIKEOUT_SWING).outcome).toBe('SO');
    expect(play({ ...spec, inning: 2 }, STRIKEOUT_SWING).outcome).toBe('SO');
    expect(play({ ...spec, rules: 'main' }, STRIKEOUT_SWING).outcome).toBe('SO');
  });
});

describe("the manager's strategy call reads the chances of the chart that will play the bunt", () => {
  const calls: StrategyCall[] = [];
  const record: PbcPolicies['strategy'] = (_state, _situation, call) => {
    calls.push(call);
    return 'swing';
  };
  const callIn = (spec: Spec) => {
    calls.length = 0;
    play({ ...spec, strategy: record }, STRIKEOUT_SWING);
    return calls[0]!;
  };

  it("a sacrifice: Replay 4 Not In, runner and fielders 3 (hand count of the chart's column: 18 of 36)", () => {
    // 4 Not In: SAC+E ? (2), SAC (4, 7, 9, 12), SAC+H ? (11) move the runner: 1 + 3 + 6 + 4 + 1 + 2 = 17 ways; Lead ?
    // (3, 2 ways) throws (his chance 1/2 is not above the defense's 1/2) and gets him half the time: 1 more.
    // The batter safe: the error of SAC+E ? (a die over 3, 1/2 of 1 way), the hit of SAC+H ? (1/2 of 2 ways) and the
    // late throw of Lead ? (1/2 of 2 ways), everyone safe.
    const call = callIn({ rules: 'replay-bunt', state: '1--/0', batter: { bunt: -1 } });
    expect(call.sacrifice).toBeCloseTo(18 / 36, 12);
    expect(call.buntForHit).toBeCloseTo(2.5 / 36, 12);
    // PBC's own: Bunt -1 within three of the defense on 30 of 36.
    const own = callIn({ rules: 'main', state: '1--/0', batter: { bunt: -1 } });
    expect(own.sacrifice).toBeCloseTo(30 / 36, 12);
  });

  it('a bunt for a hit, bases empty: a foul with one strike bunts again', () => {
    // 4 Not In: 1B ? (4, 3 ways) and E ? (5, 10, 11, 12: 10 ways), each safe on half; Foul 1k (9, 4 ways) again.
    const call = callIn({ rules: 'replay-bunt', state: '---/0', batter: { bunt: -1 } });
    expect(call.buntForHit).toBeCloseTo((6.5 / 36) * (1 + 4 / 36), 12);
    expect(call.sacrifice).toBeUndefined();
  });

  it('a squeeze: the run on the bunt, or on the steal of home after a miss', () => {
    // 4 Not In from --3/1: SAC (9, 4 ways) and SAC+H ? (4, 3 ways) score him; Lead ? (10, 3 ways) throws and is late
    // half the time; Miss ? (3, 2 ways) misses on 4 of 6 and he steals home on half (speed 3 against 3).
    const call = callIn({ rules: 'replay-squeeze', state: '--3/1', batter: { bunt: -1 } });
    expect(call.squeeze).toBeCloseTo((4 + 3 + 1.5 + 2 * (4 / 6) * (1 / 2)) / 36, 12);
  });

  it("the chances are those of the module's exact tables for the same parties", () => {
    const call = callIn({ rules: 'replay-bunt', state: '1--/0', batter: { bunt: 3 } });
    const defense = { leadRunnerSafeAtMost: 0.5, tryForce: true };
    const exact = replayBuntChances(
      replay,
      'sacrifice-bunt',
      averageParties({ bunt: 1 }, {}),
      defense,
      true,
      parseBaseOutState('1--/0'),
    );
    expect(call.sacrifice).toBeCloseTo(exact.advance, 12);
  });
});

describe('rules off, or on where they do not apply: nothing changes, draw for draw', () => {
  it("early innings (no call) and two out: Replay's rules play as the main rules, seed 42", () => {
    // The manager sacrifices only a pitcher or late, squeezes only late, and the module calls a hit and run from the
    // 3rd: in the 2nd nothing is called, though Replay's chances are read for the manager's call.
    for (const state of ['---/0', '1--/0', '-2-/1', '--3/0', '12-/1', '1-3/1', '1--/2', '123/2']) {
      const run = (rules: string) => {
        const { g, gameRules } = setUp({ rules, state, inning: 2 });
        const generator = rootStream(42);
        const tally = new Float64Array(TALLY_SLOTS);
        const before = parseBaseOutState(state);
        const outcomes: number[] = [];
        for (let pa = 0; pa < 250; pa++) {
          g.outs = before.outs;
          before.bases.forEach((runner, i) => (g.bases[i + 1] = runner));
          outcomes.push(gameRules.plateAppearance(g, BATTER, PITCHER, generator, tally));
        }
        return { outcomes, tally: [...tally], next: generator.next() };
      };
      expect(run('replay')).toEqual(run('main'));
    }
  });
});
