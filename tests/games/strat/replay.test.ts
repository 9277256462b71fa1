import { describe, expect, it } from 'vitest';
import { GameState, HOME, NOBODY } from '../../../src/core/game/GameState.ts';
import { League } from '../../../src/core/game/League.ts';
import { EMPTY } from '../../../src/core/model/baseOut.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';
import { OUTCOME_INDEX, type Outcome } from '../../../src/core/model/outcomes.ts';
import { COUNTER_SLOT, TALLY_SLOTS } from '../../../src/core/model/Tally.ts';
import { STANDARD_BULLPEN } from '../../../src/engine/BullpenPolicy.ts';
import { GameEngine } from '../../../src/engine/playGame.ts';
import { fixturesOf, roundRobin } from '../../../src/engine/schedule.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import { streamAt } from '../../../src/core/dice/streams.ts';
import { parseStealRating, type StratCard } from '../../../src/games/strat/cards.ts';
import { StratGameRules, type StratPlayer } from '../../../src/games/strat/game/StratGameRules.ts';
import { StratReplay } from '../../../src/games/strat/game/StratReplay.ts';
import { replayCardOf } from '../../../src/games/strat/replayAdapter.ts';
import { UNRATED_FIELDER } from '../../../src/modules/replay/ratings.ts';
import { battingColumns } from '../../../src/games/strat/plan.ts';
import { DEFAULT_STRAT_POLICIES, type Strategy, type StratPolicies } from '../../../src/games/strat/policies.ts';
import { MAIN_STRAT_RULES, stratRules, type StratRules } from '../../../src/games/strat/rules.ts';
import { seasonLeagueOf } from '../../../src/harness/seasonLeague.ts';
import { simulateSeason } from '../../../src/harness/simulateSeason.ts';
import { loadedSets, ruleSet, strat } from '../../helpers/inputs.ts';
import { scriptedGenerator, type ScriptedDraw } from '../../helpers/scriptedGenerator.ts';
import { card, tables, walkthrough } from '../../helpers/strat.ts';

// The walk-through's Atlanta in the field behind Tom Glavine (hold -3: Replay 5; 20 strikeout chances: H&R grade D,
// results 1, 4, 5, 12, 15, 18; he throws left), its catcher's arm -2 a Replay catcher of 4; Texas at bat.
const texan = (from: string, id: string, change: Partial<StratCard> = {}): StratCard => ({
  ...card(from),
  id,
  team: 'TEX',
  ...change,
});
const CARDS: StratCard[] = [
  card('juan-gonzalez'), // 0: bunting D (Replay 4), H&R C (results 6, 6, 6, 7, 17, 17); bats right against a lefty
  card('tom-glavine'), // 1
  ...['atl-c', 'atl-1b', 'atl-2b', 'atl-3b', 'atl-ss', 'atl-lf', 'atl-cf', 'atl-rf'].map(card), // 2-9
  texan('atl-cf', 'fast'), // 10: running 15 (Replay speed 5), stealing *7-10/11,12 (18-13)
  texan('atl-1b', 'slow', { stealing: parseStealRating('7/12 (10-4)')! }), // 11: running 7 (speed 1)
  texan('atl-2b', 'bunter'), // 12: bunting B (Replay 2)
];
const [GONZALEZ, GLAVINE, FAST, SLOW, BUNTER] = [0, 1, 10, 11, 12];
const ATLANTA_FIELD = [GLAVINE, 2, 3, 4, 5, 6, 7, 8, 9]; // P, C, 1B, 2B, 3B, SS, LF, CF, RF
const players: StratPlayer[] = CARDS.map((c) => ({
  card: c,
  batting: { vsL: battingColumns(walkthrough, c, 'L'), vsR: battingColumns(walkthrough, c, 'R') },
}));

const rulesOf = (text: string): StratRules => stratRules(ruleSet(strat, text));
const d6 = (face: number): ScriptedDraw => ['d6', face];
const d20 = (face: number): ScriptedDraw => ['d20', face];
/** Gonzalez (or the bunter) swinging away with a runner on: white 1, the gate's d20 10 (read the dice), 1 + 1: HR. */
const HOME_RUN_WITH_RUNNERS_ON = [d6(1), d20(10), d6(1), d6(1)];

interface Scene {
  rules: StratRules;
  strategy?: Strategy;
  batter?: number;
  bases: [number, number, number];
  outs?: number;
  inning?: number;
  draws: ScriptedDraw[];
}

/** One plate appearance in a game, every draw scripted (and every one used), the offense calling `strategy`. */
function play(scene: Scene) {
  const policies: StratPolicies = {
    ...DEFAULT_STRAT_POLICIES,
    holdRunner: () => false,
    steal: () => false,
    strategy: () => scene.strategy ?? 'swing',
  };
  const rules = new StratGameRules(players, tables, policies, {
    parks: [tables.neutralPark, tables.neutralPark],
    rules: scene.rules,
  });
  const game = new GameState(players.length);
  rules.startGame(game, [0, 1]);
  game.inning = scene.inning ?? 1;
  game.outs = scene.outs ?? 0;
  game.fielders[HOME].set(ATLANTA_FIELD);
  game.usage.enter(GLAVINE, true);
  scene.bases.forEach((runner, i) => (game.bases[i + 1] = runner));
  const generator = scriptedGenerator(scene.draws);
  const tally = new Float64Array(TALLY_SLOTS);
  const outcome = rules.plateAppearance(game, scene.batter ?? GONZALEZ, GLAVINE, generator, tally);
  expect(generator.remaining(), 'draws left unused').toBe(0);
  const steals = Array.from({ length: game.stealCount }, (_, i) => [game.steals[i], game.stealSafe[i]]);
  return {
    outcome,
    bases: [game.bases[1], game.bases[2], game.bases[3]],
    outs: game.outs,
    scored: Array.from(game.scored.subarray(0, game.scoredCount)),
    steals,
    tally,
  };
}
const outcome = (result: Outcome) => OUTCOME_INDEX[result];

describe("a plate appearance's parties on Replay's scales (StratReplay)", () => {
  it("the batter from the side he bats, the defense's fielders now, the runners' speeds, the catcher", () => {
    const game = new GameState(players.length);
    game.fielders[HOME].set(ATLANTA_FIELD);
    game.fielders[HOME][POSITIONS.indexOf('LF')] = NOBODY;
    const cards = CARDS.map((c) => replayCardOf(c, tables));
    const parties = new StratReplay(cards, tables.replay, {}).at(game, GONZALEZ, GLAVINE, 'L').parties();
    // A switch hitter bats left against this plate appearance's pitcher, though his card is right-handed.
    expect([parties.batter.id, parties.batter.bats, parties.batter.bunt]).toEqual([GONZALEZ, 'L', 4]);
    // Atlanta's shortstop: range 2, e20 (within the SS bounds' third, 24): 3; its catcher's arm -2: 4.
    expect(parties.fielder('SS')).toEqual({ defence: 2, error: 3, arm: 3 });
    expect(parties.catcher).toBe(4);
    expect(parties.fielder('LF')).toEqual(UNRATED_FIELDER);
    expect(parties.pitcher.hold).toBe(5);
    expect([parties.speedOf(FAST), parties.speedOf(SLOW)]).toEqual([5, 1]);
  });
});

describe("replay-bunt: Strat's sacrifice on Replay's sacrifice chart", () => {
  // Gonzalez bunts in column 4, infield Not In (the default manager brings the corners in on pitchers only): the
  // chart's 2 there is "SAC+E ?", an error when a die is over the blue die's fielder's error rating.
  const sacrifice = (blue: number, errorDie: number) =>
    play({
      rules: rulesOf('replay-bunt'),
      strategy: 'sacrifice',
      bases: [FAST, NOBODY, NOBODY],
      draws: [d6(blue), d6(1), d6(1), d6(errorDie)],
    });

  it("the blue die's fielder decides: to Glavine (error 4) a 3 is a sacrifice, to the 1st baseman (2) safe", () => {
    const toPitcher = sacrifice(1, 3);
    expect([toPitcher.outcome, toPitcher.bases, toPitcher.outs]).toEqual([outcome('SH'), [NOBODY, FAST, NOBODY], 1]);
    expect(toPitcher.tally[OUTCOME_INDEX.SH]).toBe(1);
    const toFirst = sacrifice(3, 3);
    // Safe on the error: a sacrifice that moved the runner, the error charged (no time at bat).
    expect([toFirst.outcome, toFirst.bases, toFirst.outs]).toEqual([outcome('SH'), [GONZALEZ, FAST, NOBODY], 0]);
  });

  it('a Foul 2k (column 4, 8) leaves two strikes: he swings away on the cards, the runner still on 1st', () => {
    const pa = play({
      rules: rulesOf('replay-bunt'),
      strategy: 'sacrifice',
      bases: [FAST, NOBODY, NOBODY],
      draws: [d6(1), d6(4), d6(4), ...HOME_RUN_WITH_RUNNERS_ON],
    });
    expect([pa.outcome, pa.scored, pa.bases, pa.outs]).toEqual([outcome('HR'), [FAST, GONZALEZ], [-1, -1, -1], 0]);
  });

  it("rule off: the same call reads Strat's own chart on one d20 (D, 5: a sacrifice), no Replay die", () => {
    const pa = play({ rules: MAIN_STRAT_RULES, strategy: 'sacrifice', bases: [FAST, NOBODY, NOBODY], draws: [d20(5)] });
    expect([pa.outcome, pa.bases, pa.outs]).toEqual([outcome('SH'), [NOBODY, FAST, NOBODY], 1]);
  });

  it("runners on 1st and 3rd, where Replay's sacrifice does not go: Strat's own chart (the runner holds)", () => {
    const pa = play({
      rules: rulesOf('replay-bunt'),
      strategy: 'sacrifice',
      bases: [FAST, NOBODY, SLOW],
      draws: [d20(5)],
    });
    expect([pa.outcome, pa.bases, pa.outs]).toEqual([outcome('SH'), [NOBODY, FAST, SLOW], 1]);
  });
});

describe("replay-squeeze: the squeeze Strat lacks, called by Replay's module", () => {
  // The bunter (Replay 2) in the 8th, tied, a runner on 3rd: the module calls the squeeze; the default manager plays
  // the infield in (late, the run matters): column 2 In.
  const squeeze = (runner: number, draws: ScriptedDraw[], inning = 8) =>
    play({ rules: rulesOf('replay-squeeze'), batter: BUNTER, bases: [NOBODY, NOBODY, runner], inning, draws });

  it('2 In, 3 is SAC (Not In it would be a Rundown): the run scores, the batter out (SH), whatever the runner', () => {
    const pa = squeeze(SLOW, [d6(5), d6(1), d6(2)]);
    expect([pa.outcome, pa.scored, pa.bases, pa.outs]).toEqual([outcome('SH'), [SLOW], [-1, -1, -1], 1]);
    expect(pa.tally[COUNTER_SLOT.runs]).toBe(1);
  });

  it(
    'a missed squeeze (12: Miss ?, a die not over his 2): the runner steals home on letter J, a caught stealing, ' +
      'then the batter swings away',
    () => {
      // J's die 1: the catcher (4); speed 5 against him is safe on 1-4: a 5 is out. Then the bases empty: no gate.
      const caught = squeeze(FAST, [d6(1), d6(6), d6(6), d6(2), d6(1), d6(5), d6(1), d6(1), d6(1)]);
      expect([caught.outcome, caught.scored, caught.outs, caught.steals]).toEqual([
        outcome('HR'),
        [BUNTER],
        1,
        [[FAST, 0]],
      ]);
      expect(caught.tally[COUNTER_SLOT.outs]).toBe(1);
      const safe = squeeze(FAST, [d6(1), d6(6), d6(6), d6(2), d6(1), d6(4), d6(1), d6(1), d6(1)]);
      expect([safe.outcome, safe.scored, safe.outs, safe.steals]).toEqual([
        outcome('HR'),
        [FAST, BUNTER],
        0,
        [[FAST, 1]],
      ]);
    },
  );

  it('not late and close, the module does not call it: he swings away on the cards', () => {
    const pa = squeeze(SLOW, HOME_RUN_WITH_RUNNERS_ON, 3);
    expect([pa.outcome, pa.scored]).toEqual([outcome('HR'), [SLOW, BUNTER]]);
  });
});

describe("replay-hit-and-run: Strat's hit and run on Replay's chart", () => {
  const hitAndRun = (bases: [number, number, number], draws: ScriptedDraw[], outs = 0) =>
    play({ rules: rulesOf('replay-hit-and-run'), strategy: 'hit-and-run', bases, outs, draws });

  it("red 5 (Glavine's 15) and white 5 (Gonzalez's 17): 32, a home run", () => {
    const pa = hitAndRun([FAST, NOBODY, NOBODY], [d6(5), d6(5)]);
    expect([pa.outcome, pa.scored, pa.outs]).toEqual([outcome('HR'), [FAST, GONZALEZ], 0]);
  });

  it('18 + 17 = 35, a pitch-out the runner (speed 5) beats the catcher (4): he steals, the batter swings away', () => {
    const pa = hitAndRun([FAST, NOBODY, NOBODY], [d6(6), d6(5), d6(5), ...HOME_RUN_WITH_RUNNERS_ON]);
    expect([pa.outcome, pa.scored, pa.steals]).toEqual([outcome('HR'), [FAST, GONZALEZ], [[FAST, 1]]]);
  });

  it('the same pitch-out catches a slow runner (speed 1) for the third out: caught, no plate appearance', () => {
    const pa = hitAndRun([SLOW, NOBODY, NOBODY], [d6(6), d6(5)], 2);
    expect([pa.outcome, pa.outs, pa.bases, pa.steals]).toEqual([-1, 3, [-1, -1, -1], [[SLOW, 0]]]);
    expect(pa.tally[COUNTER_SLOT.outs]).toBe(1);
    expect(Object.values(OUTCOME_INDEX).every((i) => pa.tally[i] === 0)).toBe(true);
  });

  it("a lone runner on 2nd, where Replay's chart does not go: Strat's own (white 1, gate, C on 8: SI**)", () => {
    const pa = hitAndRun([NOBODY, FAST, NOBODY], [d6(1), d20(10), d6(4), d6(4)]);
    expect([pa.outcome, pa.scored, pa.bases]).toEqual([outcome('1B'), [FAST], [GONZALEZ, -1, -1]]);
  });
});

describe('in seasons', () => {
  const CUBS = 'cards/strat/2016-cubs.yaml';
  const CLEVELAND = 'cards/strat/2016-cleveland.yaml';

  it(
    'rules on but never called (the passive manager neither bunts nor calls the hit and run): ' +
      'the same season, draw for draw',
    async () => {
      const season = async (rules: string) => {
        const spec = {
          sets: loadedSets([CUBS, CLEVELAND]),
          against: 'set' as const,
          dh: false,
          manager: 'passive',
          bullpen: 'standard',
          rules: ruleSet(strat, rules),
        };
        return [...(await simulateSeason(spec, { gamesPerTeam: 30, seed: 11 })).tally];
      };
      expect(await season('replay-bunt+replay-hit-and-run')).toEqual(await season('main'));
    },
  );

  it("Replay's hit-and-run steals count as stolen bases and caught stealing, the runners' and the teams'", () => {
    const { league } = seasonLeagueOf({
      sets: loadedSets([CUBS, CLEVELAND]),
      against: 'set',
      dh: false,
      manager: 'default',
      bullpen: 'standard',
    });
    const own = league.rules as unknown as { players: StratPlayer[]; parks: never[] };
    // No steal of Strat's own: nobody runs before a pitch, and the hit and run goes only with a runner on 1st.
    const policies: StratPolicies = {
      ...DEFAULT_STRAT_POLICIES,
      steal: () => false,
      stealWithoutLead: () => false,
      delayedSteal: () => false,
      strategy: (state, _situation, call) =>
        call.hitAndRun && !call.batter.pitcher && state.bases[0] !== EMPTY ? 'hit-and-run' : 'swing',
    };
    const rules = new StratGameRules(own.players, tables, policies, {
      parks: own.parks,
      rules: rulesOf('replay-hit-and-run'),
    });
    const replayed = new League(league.teams, rules);
    const layout = new SeasonLayout(replayed.players, replayed.teams.length);
    const engine = new GameEngine(replayed, layout, STANDARD_BULLPEN);
    const tally = new Float64Array(layout.size);
    fixturesOf(roundRobin(2, 20)).forEach((fixture, g) => engine.play(fixture, streamAt(3, g), tally));
    const count = (what: 'SB' | 'CS') => {
      let runners = 0;
      for (let p = 0; p < replayed.players; p++) runners += tally[layout.battingExtra(p, what)]!;
      return { runners, teams: tally[layout.team(0, what)]! + tally[layout.team(1, what)]! };
    };
    // Stolen bases come only from plays that do not end the inning (a pitch-out beaten, a pitch in the dirt, a
    // strikeout with the runner going), inside a plate appearance; caught stealing from those and the third outs.
    const [stolen, caught] = [count('SB'), count('CS')];
    expect(stolen.runners).toBeGreaterThan(0);
    expect(caught.runners).toBeGreaterThan(0);
    expect([stolen.teams, caught.teams]).toEqual([stolen.runners, caught.runners]);
  });
});
