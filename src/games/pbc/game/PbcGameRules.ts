import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { DiceFor } from '../../../core/dice/randomDice.ts';
import { drawFraction } from '../../../core/dice/dieFace.ts';
import type { GameRules } from '../../../core/game/GameRules.ts';
import { NOBODY, type GameState, type PitcherUsage } from '../../../core/game/GameState.ts';
import { applyPlayEvent } from '../../../core/game/applyPlayEvent.ts';
import { gameBaseOut } from '../../../core/game/gameBaseOut.ts';
import { gameSituation, winsTheGame } from '../../../core/game/gameSituation.ts';
import { pitcherAtBat } from '../../../core/game/pitcherPinchHit.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import { OUTCOME_INDEX, type Outcome } from '../../../core/model/outcomes.ts';
import type { PlayEvent } from '../../../core/model/PlayEvent.ts';
import { POSITIONS } from '../../../core/model/positions.ts';
import { recordEvents, recordPlateAppearance } from '../../../core/model/Tally.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import type { ReplayAttempt } from '../../../modules/replay/play.ts';
import { marginChance, mayBunt, maySacrifice, resolveBunt, resolveSqueeze } from '../bunts.ts';
import type { OutChart, PbcCard } from '../cards.ts';
import type { PbcMatchup } from '../matchup.ts';
import type { PbcPark } from '../park.ts';
import type { PbcPolicies, StrategyCall } from '../policies.ts';
import { resolvePlateAppearance } from '../resolve.ts';
import type { PbcRules } from '../rules.ts';
import { stealAttempt, stealPlay, type StealBase } from '../steals.ts';
import type { PbcTables } from '../tables.ts';
import { FatiguePoints, thresholdsOf } from './fatigue.ts';
import { PbcReplayPlays, playsReplay } from './replayPlays.ts';
import { hitChance } from '../vocabulary.ts';

/** A league's pitching, drawn pitcher by pitcher for each plate appearance by its share of batters faced. */
export type PitchingMix = readonly { weight: number; outChart: OutChart }[];

/** What a PBC league plays with beyond its players, tables and manager. */
export interface PbcGameOptions {
  rules: PbcRules;
  /** Each league team's home park, by team index. */
  parks: readonly PbcPark[];
  /** League indices of pitchers who stand for a league's staff. */
  mixes?: ReadonlyMap<number, PitchingMix>;
}

/** What the offense's play made of a plate appearance: its outcome (none when the third out came first) and plays. */
interface PbcPlay {
  result: Outcome | undefined;
  events: PlayEvent[];
}

const HITS = new Set<number>([OUTCOME_INDEX['1B'], OUTCOME_INDEX['2B'], OUTCOME_INDEX['3B'], OUTCOME_INDEX.HR]);
const STRIKEOUT = OUTCOME_INDEX.SO;

/** One draw of a league's pitcher by share. */
function drawPitcher(mix: PitchingMix, generator: RandomGenerator): OutChart {
  const total = mix.reduce((sum, p) => sum + p.weight, 0);
  let u = drawFraction(generator.next()) * total;
  for (const pitcher of mix) {
    if (u < pitcher.weight) return pitcher.outChart;
    u -= pitcher.weight;
  }
  return mix[mix.length - 1]!.outChart;
}

/**
 * PBC Dice Baseball in a game: each plate appearance is the readable resolver's with the pitcher's fatigue points of
 * the moment (fatigue.ts), the fielding team's Defense and the home team's park. Before it the offense may steal
 * (one try per plate appearance, by the lead runner with an open base ahead); instead of swinging it may bunt or
 * squeeze, or (replay-hit-and-run) go on a hit and run; Replay's rules play those on Replay's charts (replayPlays.ts),
 * and where a chart hands the plate appearance back (a foul, a rundown, a missed squeeze, a hit and run called off)
 * the batter swings away from there as PBC plays him. The manager lifts a pitcher whose points fall too low
 * (`liftPitcher`), before an inning or between batters, and sends up pinch hitters (`pinchHit`); the game-neutral
 * engine brings in the bullpen's pick and the bench's best.
 */
export class PbcGameRules implements GameRules {
  declare private readonly players: readonly PbcCard[];
  declare private readonly tables: PbcTables;
  declare private readonly policies: PbcPolicies;
  declare private readonly rules: PbcRules;
  declare private readonly parks: readonly PbcPark[];
  declare private readonly mixes: ReadonlyMap<number, PitchingMix>;
  declare private readonly fatigue: FatiguePoints;
  declare private readonly inGame: Uint8Array;
  declare private readonly dice: DiceFor;
  declare private readonly speedOf: (runner: number) => number;
  /** Each player's hit rolls' chance, which the pinch-hitting call compares. */
  declare private readonly hitChances: Float64Array;
  /** The defense's skills by defense key (GameState.defenseKey), filled as met. */
  declare private readonly defenses: Map<number, { fielders: number; catcher: number }>;
  /** Replay's charts, where the rules play any (else nothing of them is made). */
  declare private readonly replay: PbcReplayPlays | undefined;
  declare private game: GameState | undefined;
  declare private home: number;
  /** The half-inning under way (inning * 2 + 1 in the bottom), -1 before the first. */
  declare private half: number;

  /** `players[i]` is league index i's card. */
  constructor(players: readonly PbcCard[], tables: PbcTables, policies: PbcPolicies, options: PbcGameOptions) {
    this.players = players;
    this.tables = tables;
    this.policies = policies;
    this.rules = options.rules;
    this.parks = options.parks;
    this.mixes = options.mixes ?? new Map();
    const printed = Int8Array.from(players, (card) => card.pitching?.fatigue ?? 0);
    this.fatigue = new FatiguePoints(printed, thresholdsOf(tables.fatigue, options.rules.fatigue));
    this.inGame = new Uint8Array(players.length);
    this.dice = new DiceFor();
    this.speedOf = (runner) => players[runner]!.speed;
    this.hitChances = Float64Array.from(players, (card) => hitChance(card.hits));
    this.defenses = new Map();
    this.replay = playsReplay(options.rules) ? new PbcReplayPlays(players, tables, options.rules) : undefined;
    this.game = undefined;
    this.home = 0;
    this.half = -1;
  }

  startGame(game: GameState, teams: readonly [number, number]): void {
    this.game = game;
    this.home = teams[1];
    this.half = -1;
    this.inGame.fill(0);
    this.fatigue.startGame();
  }

  /** A pitcher's first batter brings his card's points; the first batter of a half-inning, its fatigue loss. */
  private onTheMound(game: GameState, pitcher: number): void {
    if (this.inGame[pitcher] === 0) {
      this.inGame[pitcher] = 1;
      this.fatigue.enter(pitcher);
    }
    const half = game.inning * 2 + (game.top ? 0 : 1);
    if (half !== this.half) {
      this.half = half;
      this.fatigue.beginInning(pitcher, game.inning);
    }
  }

  beforePlateAppearance(game: GameState, batter: number, pitcher: number, generator: RandomGenerator): void {
    this.onTheMound(game, pitcher);
    const state = gameBaseOut(game);
    const base = this.stealBase(state);
    if (base === undefined) return;
    const m = this.matchup(game, batter, pitcher, generator);
    if (!this.policies.steal(state, gameSituation(game), stealAttempt(m, state, base))) return;
    applyPlayEvent(game, stealPlay(m, state, base, this.dice.over(generator)));
  }

  /** The base the lead runner with an open base ahead would steal: 3rd, 2nd, or home. */
  private stealBase(state: BaseOutState): StealBase | undefined {
    const [first, second, third] = state.bases;
    if (second !== EMPTY && third === EMPTY) return 3;
    if (first !== EMPTY && second === EMPTY) return 2;
    if (third !== EMPTY) return 4;
    return undefined;
  }

  plateAppearance(
    game: GameState,
    batter: number,
    pitcher: number,
    generator: RandomGenerator,
    tally: Float64Array,
  ): number {
    this.onTheMound(game, pitcher);
    const m = this.matchup(game, batter, pitcher, generator);
    const dice = this.dice.over(generator);
    const situation = gameSituation(game);
    const state = gameBaseOut(game);
    game.scoredCount = 0;
    const pa = this.play(game, m, state, pitcher, dice, situation);
    for (const event of pa.events) applyPlayEvent(game, event);
    if (pa.result === undefined) {
      recordEvents(tally, pa.events); // the third out, or the winning run, on the bases first: no plate appearance
      return -1;
    }
    // Runs on the plays before the last (a steal of home after a missed squeeze) are nobody's RBI.
    const last = pa.events[pa.events.length - 1]!;
    game.rbiRuns = pa.result === 'GDP' || pa.result === 'ROE' || last.error !== undefined ? 0 : last.runs;
    recordPlateAppearance(tally, { result: pa.result, events: pa.events });
    const outcome = OUTCOME_INDEX[pa.result];
    if (!this.mixes.has(pitcher)) this.fatigue.afterPlateAppearance(pitcher, HITS.has(outcome), outcome === STRIKEOUT);
    return outcome;
  }

  /**
   * The offense's strategy: swing away, bunt (a sacrifice with runners on) or squeeze, where the state allows; under
   * replay-hit-and-run a batter who would swing away may go on a hit and run where the module's call says so.
   */
  private play(
    game: GameState,
    m: PbcMatchup,
    state: BaseOutState,
    pitcher: number,
    dice: ReturnType<DiceFor['over']>,
    situation: Situation,
  ): PbcPlay {
    if (!mayBunt(state, 'bunt')) return resolvePlateAppearance(m, state, dice, situation);
    const batter = this.players[m.batter.id]!;
    const defense = this.rules.advancedDefense ? m.defense.fielders : 0;
    const { within, beatBy } = this.tables.running.bunt;
    const runners = maySacrifice(state);
    const squeeze = mayBunt(state, 'squeeze')
      ? marginChance(batter.bunt + m.speedOf(state.bases[2]!), defense, this.rules.squeezeBy)
      : undefined;
    const own: StrategyCall = {
      pitcher: batter.pitching !== undefined,
      ...(runners && { sacrifice: marginChance(batter.bunt, defense, -within) }),
      buntForHit: marginChance(batter.bunt, defense, beatBy),
      ...(squeeze !== undefined && { squeeze }),
    };
    const replay = this.replay;
    const outChart = m.pitcher.outChart;
    const call = replay ? replay.strategyCall(own, game, state, m.batter.id, pitcher, outChart) : own;
    const strategy = this.policies.strategy(state, situation, call);
    if (strategy === 'squeeze' && squeeze !== undefined) {
      if (!replay?.rules.squeeze) return resolveSqueeze(m, state, batter.bunt, dice);
      const attempt = replay.bunt('squeeze-bunt', game, state, m.batter.id, pitcher, outChart, dice);
      return this.swingAwayAfter(game, attempt, m, dice, situation);
    }
    if (strategy === 'sacrifice' || strategy === 'bunt-for-hit') {
      const chart = replay?.buntChart(state);
      if (!replay || !chart) return resolveBunt(m, state, batter.bunt, dice, situation);
      const attempt = replay.bunt(chart, game, state, m.batter.id, pitcher, outChart, dice);
      return this.swingAwayAfter(game, attempt, m, dice, situation);
    }
    if (strategy !== 'swing')
      throw new Error(`the ${this.policies.name} manager called a ${strategy} where the rules do not allow one`);
    if (replay?.callsHitAndRun(state, situation, m.batter.id)) {
      const attempt = replay.hitAndRun(game, state, m.batter.id, pitcher, outChart, dice);
      return this.swingAwayAfter(game, attempt, m, dice, situation);
    }
    return resolvePlateAppearance(m, state, dice, situation);
  }

  /**
   * A Replay play, and where it hands the plate appearance back (a foul, a rundown, a missed squeeze, a hit and run
   * called off) the batter swinging away as PBC plays him from the state after it; no plate appearance when the play
   * made the third out, or scored the run that wins the game (a missed squeeze's steal of home in the last inning).
   */
  private swingAwayAfter(
    game: GameState,
    attempt: ReplayAttempt,
    m: PbcMatchup,
    dice: ReturnType<DiceFor['over']>,
    situation: Situation,
  ): PbcPlay {
    const { events, after } = attempt;
    if (attempt.endsPlateAppearance) return { result: events[events.length - 1]!.result as Outcome, events };
    const runs = events.reduce((sum, event) => sum + event.runs, 0);
    if (after.outs >= 3 || winsTheGame(gameSituation(game), runs)) return { result: undefined, events };
    const rest = resolvePlateAppearance(m, after, dice, situation);
    return { result: rest.result, events: [...events, ...rest.events] };
  }

  pinchHit(game: GameState, batter: number, _pitcher: number, candidate: () => number): boolean {
    const situation = gameSituation(game);
    const pitcher = pitcherAtBat(game, batter);
    const hitter = {
      pitcher: pitcher !== undefined,
      starter: pitcher === 'starter',
      hitChance: this.hitChances[batter]!,
    };
    // The bench is looked at only when the policy might say yes with the best bat there could be.
    if (!this.policies.pinchHit(situation, hitter, { hitChance: 1 })) return false;
    const bench = candidate();
    return bench !== NOBODY && this.policies.pinchHit(situation, hitter, { hitChance: this.hitChances[bench]! });
  }

  mayStartInning(pitcher: number, _usage: PitcherUsage): boolean {
    if (this.mixes.has(pitcher) || this.inGame[pitcher] === 0) return true;
    const game = this.game!;
    const points = this.fatigue.pointsFor(pitcher, game.inning);
    return !this.policies.liftPitcher(points, { inning: game.inning, offenseLead: -game.offenseLead });
  }

  mustLeave(pitcher: number, _usage: PitcherUsage): boolean {
    if (this.mixes.has(pitcher)) return false;
    const game = this.game!;
    return this.policies.liftPitcher(this.fatigue.points[pitcher]!, {
      inning: game.inning,
      offenseLead: game.offenseLead,
    });
  }

  afterInning(pitcher: number, _usage: PitcherUsage, batters: number, _runs: number, complete: boolean): void {
    if (!this.mixes.has(pitcher)) this.fatigue.afterInning(pitcher, batters, complete);
  }

  /** The matchup of this batter against this pitcher (or a league staff's drawn pitcher), now. */
  private matchup(game: GameState, batter: number, pitcher: number, generator: RandomGenerator): PbcMatchup {
    const hitter = this.players[batter]!;
    const mix = this.mixes.get(pitcher);
    const mound = this.players[pitcher]!;
    if (!mix && !mound.pitching) throw new Error(`${mound.name} has no pitcher card to pitch with`);
    const outChart = mix ? drawPitcher(mix, generator) : mound.pitching!.outChart;
    return {
      batter: { id: batter, hits: hitter.hits, variance: hitter.variance, speed: hitter.speed },
      pitcher: { outChart, fatigue: mix ? 0 : this.fatigue.points[pitcher]! },
      defense: this.defense(game),
      park: this.parks[this.home]!,
      speedOf: this.speedOf,
      tables: this.tables,
      policies: this.policies,
      rules: this.rules,
    };
  }

  /** The fielding side's Defense: the mean of its fielders' (rounded toward zero) and its catcher's. */
  private defense(game: GameState): { fielders: number; catcher: number } {
    const side = game.defense;
    const key = game.defenseKey[side]!;
    let defense = this.defenses.get(key);
    if (!defense) {
      const fielders = game.fielders[side]!;
      let sum = 0;
      let count = 0;
      POSITIONS.forEach((position, i) => {
        const player = fielders[i]!;
        if (position === 'P' || player === NOBODY) return;
        sum += this.players[player]!.defense;
        count++;
      });
      const catcher = fielders[POSITIONS.indexOf('C')]!;
      defense = {
        fielders: count ? Math.trunc(sum / count) : 0,
        catcher: catcher === NOBODY ? 0 : this.players[catcher]!.defense,
      };
      this.defenses.set(key, defense);
    }
    return defense;
  }
}
