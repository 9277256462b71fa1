import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { OUTCOME_INDEX, OUTCOMES } from '../core/model/outcomes.ts';
import { POSITIONS } from '../core/model/positions.ts';
import { COUNTERS, COUNTER_SLOT } from '../core/model/Tally.ts';
import {
  battersPerStart,
  FATIGUE_ONLY_BULLPEN,
  relieverWorkload,
  type BullpenPolicy,
  type StaffView,
} from './BullpenPolicy.ts';
import { AWAY as AWAY_SIDE, GameState, HOME as HOME_SIDE, NOBODY as NO_PLAYER } from '../core/game/GameState.ts';
import type { League } from '../core/game/League.ts';
import {
  BATTING_SLOT,
  PITCHING_SLOT,
  PITCHERS_PER_GAME_BINS,
  RUNS_PER_GAME_BINS,
  RUNS_PER_INNING_BINS,
  STARTER_OUTS_BINS,
  countIn,
  type SeasonLayout,
} from './SeasonTally.ts';
import { SyncedStream } from '../core/dice/SyncedStream.ts';
import { END_STATES } from '../core/model/transitions.ts';
import type { FinishedGame } from '../core/game/GameRules.ts';
import { benchReplacement } from '../core/game/lineupRule.ts';
import { LINEUP_SIZE, type LineupSpot } from '../core/game/TeamSheet.ts';

// Module constants, not imported bindings, in the per-play loop (under tsx an imported binding is a getter call).
const AWAY = AWAY_SIDE;
const HOME = HOME_SIDE;
const NOBODY = NO_PLAYER;
const STATES = END_STATES;
const INNING_RUN_BINS = RUNS_PER_INNING_BINS;

/** Innings of a regulation game, unless the rules say otherwise (GameRules.regulationInnings). */
export const REGULATION_INNINGS = 9;
/** A game still tied after this many innings has rules that cannot end it (the longest MLB game went 26). */
export const MAX_INNINGS = 200;
const HOME_RUN = OUTCOME_INDEX.HR;
const OUTCOME_COUNT = OUTCOMES.length;
const RUNS_SLOT = COUNTER_SLOT.runs;
const OUTS_SLOT = COUNTER_SLOT.outs;
const ERRORS_SLOT = COUNTER_SLOT.errors;
const COUNTER_SLOTS = Int32Array.from(COUNTERS, (c) => COUNTER_SLOT[c]);
const RUNS_SCORED = BATTING_SLOT.R;
const RUNS_BATTED_IN = BATTING_SLOT.RBI;
const STOLEN_BASES = BATTING_SLOT.SB;
const CAUGHT_STEALING = BATTING_SLOT.CS;
const RUNS_CHARGED = PITCHING_SLOT.R;
const PITCHER_POSITION = POSITIONS.indexOf('P');
/** Who goes to the mound in an emergency: the corner outfielders first, never the catcher. */
const EMERGENCY_PITCHERS = (['RF', 'LF', '1B', '3B', '2B', 'CF', 'SS'] as const).map((position) =>
  POSITIONS.indexOf(position),
);
/** Plate appearances a half-inning can hold before the run-expectancy buffer grows. */
const INNING_BUFFER = 256;

/** One game to play: the two teams (indices into the league) and which of their rotation's starters pitches. */
export interface Fixture {
  away: number;
  home: number;
  awayStarter: number;
  homeStarter: number;
  /**
   * false: this game has no designated hitter though the league's lineups have one (a schedule that mixes the two, as
   * MLB's did through 2021): see lineupWithoutDh. Absent, the lineups play as the league built them.
   */
  dh?: boolean;
  /** The starters by roster index (a schedule as played), instead of the rotation's turn when they are available. */
  awayPitcher?: number;
  homePitcher?: number;
  /** The starting lineups as played (roster indices; 'P' the starter), instead of the team's for the hand. */
  awayLineup?: readonly LineupSpot[];
  homeLineup?: readonly LineupSpot[];
}

/**
 * A lineup with a DH as a game without one plays it: the DH leaves the order, the batters after him move up one, and
 * the pitcher bats ninth. A lineup without a DH is returned as it is.
 * @example lineupWithoutDh([{ player: 3, position: 'DH' }, ...eight]).at(-1) // => { player: -1, position: 'P' }
 */
export function lineupWithoutDh(lineup: readonly LineupSpot[]): readonly LineupSpot[] {
  if (!lineup.some((spot) => spot.position === 'DH')) return lineup;
  return [...lineup.filter((spot) => spot.position !== 'DH'), { player: -1, position: 'P' }];
}

/**
 * The game-neutral loop: nine innings and extra innings, home and away, each team's batting order carried across
 * innings, starters and relievers by the game's fatigue rule and a bullpen policy, and every count a season reports,
 * added into a Float64Array laid out by a {@link SeasonLayout}. Nothing in it knows a game: plate appearances and
 * fatigue come from the league's `rules`.
 *
 * Scoring decisions (where the rules are silent): runs are charged to the pitcher who put the runner on base; an RBI
 * is a run scored on the play that ends the plate appearance, except on a double play or a play with an error; a
 * game-ending hit in the bottom half scores only the winning run, unless it is a home run; runners on base at the
 * third out are left on base; innings cut short by a game's end count toward nothing per inning.
 * @example new GameEngine(league, layout, STANDARD_BULLPEN).play(fixture, streamAt(42, 0), tally)
 */
export class GameEngine {
  declare private readonly league: League;
  declare private readonly layout: SeasonLayout;
  declare private readonly bullpen: BullpenPolicy;
  /** Innings of a regulation game under the league's rules. */
  declare private readonly innings: number;
  declare readonly game: GameState;
  declare private readonly scratch: Float64Array;
  /** Per side: batting order (league indices), the pitcher's spot in it (-1 with a DH), the next spot due. */
  declare private readonly order: readonly [Int32Array, Int32Array];
  declare private readonly pitcherSpot: Int32Array;
  declare private readonly due: Int32Array;
  declare private readonly pitcher: Int32Array;
  declare private readonly starter: Int32Array;
  declare private readonly pitchersUsed: Int32Array;
  /** Pitcher responsible for each runner (league index): set whenever he reaches base, read only when he scores. */
  declare private readonly responsible: Int32Array;
  declare private readonly outsRecorded: Int32Array;
  /** Outs each pitcher has recorded in relief this season (the usage bullpen reads it). */
  declare private readonly seasonReliefOuts: Float64Array;
  /** By league index: starts so far this season, and the batters faced in them (the usage bullpen's starter hook). */
  declare private readonly seasonStarts: Float64Array;
  declare private readonly seasonStartBatters: Float64Array;
  /** Per side, the staff as the bullpen policy sees it, kept up to date instead of rebuilt per question. */
  declare private readonly staff: readonly [StaffView & { available: number[] }, StaffView & { available: number[] }];
  /** Per side: the batting order at the first pitch, and the pitchers in the order they appeared. */
  declare private readonly startingOrder: readonly [Int32Array, Int32Array];
  declare private readonly appeared: readonly [number[], number[]];
  /** Batters the defense's current pitcher has faced in this half-inning. */
  declare private battersThisInning: number;
  /** Runs of the last play between plate appearances charged to the pitcher now. */
  declare private runsChargedNow: number;
  /** Per side, roster indices of players who left the game (they may not come back). */
  declare private readonly gone: readonly [Set<number>, Set<number>];
  /** Per side: a position player has pitched in this game (once a game). */
  declare private readonly emergencyUsed: Uint8Array;
  /** Per side: its pitcher was batted for, and a reliever must take the mound before the side fields again. */
  declare private readonly pitcherBattedFor: Uint8Array;
  /**
   * The batter the manager is asked to pinch-hit for (pinchHitFor), his side, and the bench's best for him once looked
   * for; `benchBest` reads it. Kept on the engine: the question comes every plate appearance, and most are answered
   * without the bench.
   */
  declare private readonly pinchAsked: { side: number; batter: number; candidate: number | undefined };
  declare private readonly benchBest: () => number;
  declare private inningStates: Int32Array;
  declare private inningRunsBefore: Int32Array;
  /** Called after each plate appearance when set (golden runs and law tests read the game through it). */
  declare onPlateAppearance: ((event: PlateAppearanceRecord) => void) | null;
  /**
   * The dice of the half-inning, of each plate appearance, and of what follows the game (SyncedStream: common random
   * numbers).
   */
  declare private readonly halfInningDice: SyncedStream;
  declare private readonly plateAppearanceDice: SyncedStream;
  declare private readonly afterGameDice: SyncedStream;
  /** Called after plays between plate appearances (steals) and plate appearances cut short, when set. */
  declare onBasePlay: ((event: BasePlayRecord) => void) | null;

  constructor(league: League, layout: SeasonLayout, bullpen: BullpenPolicy) {
    this.league = league;
    this.layout = layout;
    // A game whose rules make every pitching change (GameRules.ownsPitchingChanges) brings in the next pitcher only
    // when they say so.
    this.bullpen = league.rules.ownsPitchingChanges ? FATIGUE_ONLY_BULLPEN : bullpen;
    this.innings = league.rules.regulationInnings ?? REGULATION_INNINGS;
    this.game = new GameState(league.players);
    this.scratch = new Float64Array(layout.battingWidth);
    this.order = [new Int32Array(LINEUP_SIZE), new Int32Array(LINEUP_SIZE)];
    this.pitcherSpot = new Int32Array(2);
    this.due = new Int32Array(2);
    this.pitcher = new Int32Array(2);
    this.starter = new Int32Array(2);
    this.pitchersUsed = new Int32Array(2);
    this.responsible = new Int32Array(league.players).fill(NOBODY);
    this.outsRecorded = new Int32Array(league.players);
    this.startingOrder = [new Int32Array(LINEUP_SIZE), new Int32Array(LINEUP_SIZE)];
    this.appeared = [[], []];
    this.battersThisInning = 0;
    this.runsChargedNow = 0;
    this.gone = [new Set(), new Set()];
    this.emergencyUsed = new Uint8Array(2);
    this.pitcherBattedFor = new Uint8Array(2);
    this.pinchAsked = { side: AWAY, batter: NOBODY, candidate: undefined };
    this.benchBest = () => (this.pinchAsked.candidate ??= this.benchBestFor(this.pinchAsked));
    this.seasonReliefOuts = new Float64Array(league.players);
    this.seasonStarts = new Float64Array(league.players);
    this.seasonStartBatters = new Float64Array(league.players);
    const workload = new Float64Array(league.players);
    const startLength = new Float64Array(league.players);
    for (let p = 0; p < league.players; p++) {
      const { pitching, targets } = league.player(p);
      const faced = targets.pitching ? OUTCOMES.reduce((sum, o) => sum + (targets.pitching![o] ?? 0), 0) : 0;
      if (!pitching) continue;
      workload[p] = relieverWorkload(faced, pitching.starts);
      startLength[p] = battersPerStart(faced, pitching.starts);
    }
    const view = () => ({
      current: NOBODY,
      available: [] as number[],
      closer: NOBODY,
      runsThisInning: 0,
      seasonReliefOuts: this.seasonReliefOuts,
      reliefWorkload: workload,
      battersPerStart: startLength,
      seasonStarts: this.seasonStarts,
      seasonStartBatters: this.seasonStartBatters,
    });
    this.staff = [view(), view()];
    this.inningStates = new Int32Array(INNING_BUFFER);
    this.inningRunsBefore = new Int32Array(INNING_BUFFER);
    this.onPlateAppearance = null;
    this.onBasePlay = null;
    this.halfInningDice = new SyncedStream();
    this.plateAppearanceDice = new SyncedStream();
    this.afterGameDice = new SyncedStream();
  }

  /** A new season: no pitcher has started or relieved yet (the rules' own season state is theirs to reset). */
  startSeason(): void {
    this.seasonReliefOuts.fill(0);
    this.seasonStarts.fill(0);
    this.seasonStartBatters.fill(0);
  }

  /**
   * Plays one game from `generator`, adding its counts into `tally`. The game's stream seeds a substream for what
   * follows
   * the game, then one per half-inning, and each half-inning's one per plate appearance (with the plays before it), so
   * the same seed rolls the same dice for the same half-inning and plate appearance under any rules.
   */
  play(fixture: Fixture, generator: RandomGenerator, tally: Float64Array): void {
    const game = this.game;
    this.afterGameDice.reseed(generator);
    game.reset();
    game.usage.reset();
    const teams = [fixture.away, fixture.home];
    const starters = [
      this.startingPitcher(fixture.away, fixture.awayStarter, fixture.awayPitcher),
      this.startingPitcher(fixture.home, fixture.homeStarter, fixture.homePitcher),
    ];
    const listed = [fixture.awayLineup, fixture.homeLineup];
    for (const side of [AWAY, HOME])
      this.setUp(side, teams[side]!, starters[side]!, starters[1 - side]!, fixture.dh !== false, tally, listed[side]);
    this.league.rules.startGame?.(game, [fixture.away, fixture.home]);
    for (;;) {
      const over = this.halfInning(generator, tally);
      if (over) break;
      if (game.top) {
        if (game.inning >= this.innings && game.score[HOME]! > game.score[AWAY]!) break;
        game.top = false;
      } else {
        if (game.inning >= this.innings && game.score[HOME]! !== game.score[AWAY]!) break;
        game.top = true;
        if (++game.inning > MAX_INNINGS)
          throw new Error(`a game was still tied after ${MAX_INNINGS} innings: the rules never let a team score`);
      }
    }
    this.finish(teams, tally);
    this.league.rules.endGame?.(this.finishedGame(teams), this.afterGameDice);
  }

  /** The starter the fixture names when he is available, else the rotation's. */
  private startingPitcher(team: number, turn: number, named: number | undefined): number {
    if (named === undefined) return this.rotationPitcher(team, turn);
    const pitcher = this.league.index(team, named);
    const available = this.league.rules.available;
    return !available || available.call(this.league.rules, pitcher) ? pitcher : this.rotationPitcher(team, turn);
  }

  /** The starter whose turn it is, or the next one in the rotation who is available. */
  private rotationPitcher(team: number, turn: number): number {
    const rotation = this.league.teams[team]!.rotation;
    const available = this.league.rules.available;
    for (let next = 0; next < rotation.length; next++) {
      const pitcher = this.league.index(team, rotation[(turn + next) % rotation.length]!);
      if (!available || available.call(this.league.rules, pitcher)) return pitcher;
    }
    return this.league.index(team, rotation[turn % rotation.length]!);
  }

  private usable(player: number): boolean {
    const rules = this.league.rules;
    return rules.available === undefined || rules.available(player);
  }

  private mayRelieve(player: number): boolean {
    const rules = this.league.rules;
    return rules.mayRelieve === undefined || rules.mayRelieve(player);
  }

  private setUp(
    side: number,
    team: number,
    starter: number,
    opposingStarter: number,
    dh: boolean,
    tally: Float64Array,
    listed: readonly LineupSpot[] | undefined,
  ): void {
    const game = this.game;
    const layout = this.layout;
    const sheet = this.league.teams[team]!;
    const hand = this.league.player(opposingStarter).throws;
    const asBuilt = hand === 'L' ? sheet.lineups.vsL : sheet.lineups.vsR;
    const lineup = listed ?? (dh ? asBuilt : lineupWithoutDh(asBuilt));
    const order = this.order[side]!;
    const fielders = game.fielders[side]!;
    fielders.fill(NOBODY);
    this.pitcherSpot[side] = -1;
    this.emergencyUsed[side] = 0;
    this.pitcherBattedFor[side] = 0;
    let inLineup: Set<number> | undefined; // built only when somebody cannot play
    lineup.forEach((spot, i) => {
      let player = spot.position === 'P' ? starter : this.league.index(team, spot.player);
      if (spot.position !== 'P' && !this.usable(player)) {
        inLineup ??= new Set(lineup.map((s) => s.player));
        const sub = benchReplacement(sheet.players, inLineup, spot.position, hand, (index) =>
          this.usable(this.league.index(team, index)),
        );
        if (sub !== undefined) {
          inLineup.add(sub);
          player = this.league.index(team, sub);
        }
      }
      order[i] = player;
      if (spot.position === 'P') this.pitcherSpot[side] = i;
      else if (spot.position !== 'DH') fielders[POSITIONS.indexOf(spot.position)] = player;
      tally[layout.battingExtra(player, 'G')]!++;
    });
    fielders[PITCHER_POSITION] = starter;
    this.startingOrder[side]!.set(order);
    this.appeared[side]!.length = 0;
    this.gone[side]!.clear();
    this.keyDefense(side);
    game.alignment[side] = hand === 'L' ? 0 : 1;
    this.due[side] = 0;
    this.pitcher[side] = starter;
    this.starter[side] = starter;
    this.pitchersUsed[side] = 1;
    this.enter(side, starter, true, tally);
    const staff = this.staff[side]!;
    staff.available.length = 0;
    for (const reliever of sheet.bullpen) {
      const player = this.league.index(team, reliever);
      if (player !== starter && this.usable(player) && this.mayRelieve(player)) staff.available.push(player);
    }
    staff.closer = sheet.closer === undefined ? NOBODY : this.league.index(team, sheet.closer);
    tally[layout.pitchingExtra(starter, 'GS')]!++;
    if (!sheet.standIn) tally[layout.game('starts')]!++;
  }

  private enter(side: number, pitcher: number, asStarter: boolean, tally: Float64Array): void {
    this.game.usage.enter(pitcher, asStarter);
    this.outsRecorded[pitcher] = 0;
    this.appeared[side]!.push(pitcher);
    if (side === this.game.defense) this.battersThisInning = 0;
    tally[this.layout.pitchingExtra(pitcher, 'G')]!++;
  }

  /** Plays a half-inning; returns true when the game ended in it (a walk-off). */
  private halfInning(generator: RandomGenerator, tally: Float64Array): boolean {
    const game = this.game;
    const layout = this.layout;
    const rules = this.league.rules;
    const offense = game.offense;
    const defense = game.defense;
    const order = this.order[offense]!;
    this.beforeInning(defense, tally);
    tally[layout.game('halfInnings')]!++;
    const halfInningDice = this.halfInningDice;
    const dice = this.plateAppearanceDice;
    halfInningDice.reseed(generator);
    this.battersThisInning = 0;
    let wholeInning = true;
    let runs = 0;
    let pitcherRuns = 0;
    let plateAppearances = 0;
    while (game.outs < 3) {
      const pitcher = this.pitcher[defense]!;
      const spot = this.due[offense]!;
      let batter = order[spot]!;
      dice.reseed(halfInningDice);
      if (rules.beforePlateAppearance !== undefined) {
        const scored = this.playOnTheBases(batter, pitcher, tally);
        if (scored < 0) return true; // a walk-off steal of home
        pitcherRuns += this.runsChargedNow;
        runs += scored;
        if (game.outs >= 3) break; // caught at the third out: the batter leads off the next inning
      }
      if (rules.pinchHit !== undefined) batter = this.pinchHitFor(offense, spot, batter, pitcher, tally);
      const start = stateIndexOf(game.outs, game.bases);
      const outsBefore = game.outs;
      if (plateAppearances === this.inningStates.length) this.growInningBuffer();
      this.inningStates[plateAppearances] = start;
      this.inningRunsBefore[plateAppearances++] = runs;
      game.stealCount = 0;
      const outcome = rules.plateAppearance(game, batter, pitcher, dice, this.scratch);
      if (game.stealCount > 0) this.countSteals(offense, tally);
      if (outcome < 0) {
        // A play inside the plate appearance made the third out first: no plate appearance, the batter leads off next.
        plateAppearances--;
        const cut = this.cutShort(batter, pitcher, outsBefore, tally);
        if (cut < 0) return true;
        pitcherRuns += this.runsChargedNow;
        runs += cut;
        break;
      }
      let scored = game.scoredCount;
      const walkOff = this.walksOff(scored);
      if (walkOff && outcome !== HOME_RUN) scored = game.score[AWAY]! - game.score[HOME]! + 1;
      pitcherRuns += this.chargeRuns(scored, batter, pitcher, tally);
      this.scratch[RUNS_SLOT] = scored;
      tally[layout.batting(batter) + RUNS_BATTED_IN]! += Math.min(game.rbiRuns, scored);
      if (this.scratch[ERRORS_SLOT] !== 0)
        tally[layout.team(this.teamOfSide(defense), 'E')]! += this.scratch[ERRORS_SLOT]!;
      this.outsRecorded[pitcher]! += this.scratch[OUTS_SLOT]!;
      this.addScratch(outcome, layout.batting(batter), layout.pitching(pitcher), tally);
      game.score[offense]! += scored;
      runs += scored;
      game.usage.battersFaced[pitcher]!++;
      this.battersThisInning++;
      let reached = false;
      for (let base = 1; base <= 3; base++) {
        if (game.bases[base] === batter) {
          this.responsible[batter] = pitcher;
          reached = true;
        }
      }
      tally[layout.slotPlateAppearances + spot]!++;
      tally[layout.teamOutcomes + this.teamOfSide(offense) * OUTCOME_COUNT + outcome]!++;
      const end = game.outs >= 3 ? 24 : stateIndexOf(game.outs, game.bases);
      // The tally's inning-over states hold the runs the play scored (core/model/transitions.ts).
      tally[layout.transitions + (outcome * 24 + start) * STATES + (end === 24 ? 24 + Math.min(3, scored) : end)]!++;
      tally[layout.outcomeRuns + outcome]! += scored;
      this.onPlateAppearance?.({
        inning: game.inning,
        top: game.top,
        batter,
        pitcher,
        spot,
        outcome,
        start,
        outsBefore,
        end,
        runs: scored,
        score: [game.score[AWAY]!, game.score[HOME]!],
      });
      this.due[offense] = spot + 1 === LINEUP_SIZE ? 0 : spot + 1;
      if (game.removalCount > 0 && this.removePlayers(tally)) {
        pitcherRuns = 0;
        wholeInning = false;
      }
      if (walkOff) {
        this.clearBases();
        return true;
      }
      if (game.outs >= 3) break;
      if (
        rules.mustLeave !== undefined &&
        rules.mustLeave(pitcher, game.usage, reached || this.scoredHimself(batter))
      ) {
        this.endOfStint(pitcher, pitcherRuns, false);
        if (this.change(defense, pitcherRuns, tally) || this.positionPlayerPitches(defense, tally)) {
          pitcherRuns = 0;
          wholeInning = false;
        }
      } else if (this.bullpen.pullNow(game, this.staffView(defense, pitcherRuns))) {
        this.endOfStint(pitcher, pitcherRuns, false);
        if (this.change(defense, pitcherRuns, tally)) {
          pitcherRuns = 0;
          wholeInning = false;
        }
      }
    }
    const finisher = this.pitcher[defense]!;
    this.game.usage.inningsCompleted[finisher]!++;
    this.endOfStint(finisher, pitcherRuns, wholeInning);
    let left = 0;
    for (let base = 1; base <= 3; base++) if (game.bases[base] !== NOBODY) left++;
    tally[layout.team(this.teamOfSide(offense), 'LOB')]! += left;
    countIn(tally, layout.runsPerInning, INNING_RUN_BINS, runs);
    const byTeam = 24 * this.teamOfSide(offense);
    for (let i = 0; i < plateAppearances; i++) {
      tally[layout.reRuns + byTeam + this.inningStates[i]!]! += runs - this.inningRunsBefore[i]!;
      tally[layout.reCount + byTeam + this.inningStates[i]!]!++;
    }
    tally[layout.game('completeHalfInnings')]!++;
    this.clearBases();
    return false;
  }

  /**
   * The rules' plays before a plate appearance (steals): tallies them, scores their runs (none an RBI). Returns the
   * runs scored, with those charged to the pitcher now in `runsChargedNow`, or -1 when a run ended the game.
   */
  private playOnTheBases(batter: number, pitcher: number, tally: Float64Array): number {
    const game = this.game;
    game.scoredCount = 0;
    game.stealCount = 0;
    const outsBefore = game.outs;
    this.league.rules.beforePlateAppearance!(game, batter, pitcher, this.plateAppearanceDice);
    this.runsChargedNow = 0;
    if (this.onBasePlay && (game.stealCount > 0 || game.scoredCount > 0))
      this.onBasePlay({
        inning: game.inning,
        top: game.top,
        outsBefore,
        outsAfter: game.outs,
        runs: game.scoredCount,
        steals: game.stealCount,
      });
    if (game.stealCount > 0) this.countSteals(game.offense, tally);
    return game.scoredCount > 0 ? this.scoreBetweenPlays(pitcher, tally) : 0;
  }

  /**
   * A plate appearance cut short at the third out: its runs and counters, no plate appearance. Returns the runs, -1 on
   * a walk-off.
   */
  private cutShort(batter: number, pitcher: number, outsBefore: number, tally: Float64Array): number {
    const game = this.game;
    this.onBasePlay?.({
      inning: game.inning,
      top: game.top,
      outsBefore,
      outsAfter: game.outs,
      runs: game.scoredCount,
      steals: game.stealCount,
    });
    this.runsChargedNow = 0;
    const runs = this.scoreBetweenPlays(pitcher, tally);
    this.outsRecorded[pitcher]! += this.scratch[OUTS_SLOT]!;
    this.addCounters(this.layout.batting(batter), this.layout.pitching(pitcher), tally);
    if (game.removalCount > 0) this.removePlayers(tally);
    return runs;
  }

  /** Scores `game.scored` outside a plate appearance's result (no RBI); -1 when the winning run ended the game. */
  private scoreBetweenPlays(pitcher: number, tally: Float64Array): number {
    const game = this.game;
    const walkOff = this.walksOff(game.scoredCount);
    const scored = walkOff ? game.score[AWAY]! - game.score[HOME]! + 1 : game.scoredCount;
    this.runsChargedNow = this.chargeRuns(scored, NOBODY, pitcher, tally);
    game.score[game.offense]! += scored;
    if (!walkOff) return scored;
    this.clearBases();
    return -1;
  }

  /** Whether `scored` more runs end the game now: the home team taking the lead in the last half-inning. */
  private walksOff(scored: number): boolean {
    const game = this.game;
    return !game.top && game.inning >= this.innings && game.score[HOME]! + scored > game.score[AWAY]!;
  }

  /** Whether the batter is among the runners who just scored (a home run, or a hit and errors around the bases). */
  private scoredHimself(batter: number): boolean {
    for (let i = 0; i < this.game.scoredCount; i++) if (this.game.scored[i] === batter) return true;
    return false;
  }

  /**
   * Credits the first `scored` runners of `game.scored` with runs and charges each to the pitcher responsible (the
   * batter, scoring on his own play, to the pitcher now); returns the runs charged to the pitcher now.
   */
  private chargeRuns(scored: number, batter: number, pitcher: number, tally: Float64Array): number {
    const game = this.game;
    const layout = this.layout;
    let own = 0;
    for (let i = 0; i < scored; i++) {
      const runner = game.scored[i]!;
      // a batter who scores on his own play never stood on a base
      const charged = runner === batter ? pitcher : this.responsible[runner]!;
      tally[layout.batting(runner) + RUNS_SCORED]!++;
      tally[layout.pitching(charged) + RUNS_CHARGED]!++;
      game.usage.runsCharged[charged]!++;
      if (charged === pitcher) own++;
    }
    return own;
  }

  /** Stolen bases and runners caught, to each runner and his team. */
  private countSteals(offense: number, tally: Float64Array): void {
    const game = this.game;
    const team = this.teamOfSide(offense);
    for (let i = 0; i < game.stealCount; i++) {
      const safe = game.stealSafe[i] !== 0;
      tally[this.layout.batting(game.steals[i]!) + (safe ? STOLEN_BASES : CAUGHT_STEALING)]!++;
      tally[this.layout.team(team, safe ? 'SB' : 'CS')]!++;
    }
    game.stealCount = 0;
  }

  /**
   * Takes out the players the rules sent off (ejected, injured, a delay's pitchers): a pitcher on the mound for a
   * reliever, anyone else for the bench's best at his position. Returns whether the defense changed pitchers.
   */
  private removePlayers(tally: Float64Array): boolean {
    const game = this.game;
    let relieved = false;
    for (let i = 0; i < game.removalCount; i++) {
      const player = game.removals[i]!;
      const side = this.sideOf(player);
      if (side < 0) continue;
      if (this.pitcher[side] === player) {
        if (side === game.defense) this.endOfStint(player, game.usage.runsCharged[player]!, false);
        if (this.change(side, 0, tally) && side === game.defense) relieved = true;
      } else {
        this.substitute(side, player, tally);
      }
    }
    game.removalCount = 0;
    return relieved;
  }

  /** The side a player in the game plays for (batting order or mound), -1 for neither. */
  private sideOf(player: number): number {
    for (const side of [AWAY, HOME])
      if (this.pitcher[side] === player || this.order[side]!.includes(player)) return side;
    return -1;
  }

  /**
   * The manager's pinch hitter (GameRules.pinchHit) for the batter due in `spot`, if he sends one: the bench's best
   * at the batter's position takes his spot and, for a fielder, his position. A pitcher batted for leaves the mound
   * at the side's next turn in the field (beforeInning), and the pinch hitter leaves with him (change). Returns who
   * bats.
   */
  private pinchHitFor(side: number, spot: number, batter: number, pitcher: number, tally: Float64Array): number {
    const game = this.game;
    const isPitcher = this.pitcher[side] === batter;
    if (isPitcher && this.staffView(side, 0).available.length === 0) return batter;
    const asked = this.pinchAsked;
    asked.side = side;
    asked.batter = batter;
    asked.candidate = undefined;
    const { benchBest } = this;
    if (!this.league.rules.pinchHit!(game, batter, pitcher, benchBest) || benchBest() === NOBODY) return batter;
    const hitter = benchBest();
    const offset = this.league.offsets[this.teamOfSide(side)]!;
    const fielding = this.fieldingOf(side, batter);
    this.gone[side]!.add(batter - offset);
    this.order[side]![spot] = hitter;
    if (fielding >= 0) {
      game.fielders[side]![fielding] = hitter;
      this.keyDefense(side);
    }
    if (isPitcher) this.pitcherBattedFor[side] = 1;
    tally[this.layout.battingExtra(hitter, 'G')]!++;
    return hitter;
  }

  /** Where a batter fields (an index of POSITIONS), -1 for the side's pitcher, who is batted for as a DH. */
  private fieldingOf(side: number, batter: number): number {
    return this.pitcher[side] === batter ? -1 : this.game.fielders[side]!.indexOf(batter);
  }

  /** The bench's best at the position of the batter asked about (a pitcher's: DH), NOBODY when the bench is empty. */
  private benchBestFor({ side, batter }: { side: number; batter: number }): number {
    const game = this.game;
    const team = this.teamOfSide(side);
    const offset = this.league.offsets[team]!;
    const fielding = this.fieldingOf(side, batter);
    const inLineup = new Set<number>([...this.order[side]!].map((p) => p - offset));
    for (const left of this.gone[side]!) inLineup.add(left);
    const sub = benchReplacement(
      this.league.teams[team]!.players,
      inLineup,
      fielding < 0 ? 'DH' : POSITIONS[fielding]!,
      game.alignment[side] === 0 ? 'L' : 'R',
      (index) => this.usable(offset + index),
    );
    return sub === undefined ? NOBODY : offset + sub;
  }

  /** A bench player takes `player`'s place in the order and in the field; nobody does when the bench is empty. */
  private substitute(side: number, player: number, tally: Float64Array): void {
    const order = this.order[side]!;
    const spot = order.indexOf(player);
    if (spot < 0) return;
    const team = this.teamOfSide(side);
    const fielders = this.game.fielders[side]!;
    const fielding = fielders.indexOf(player);
    const offset = this.league.offsets[team]!;
    const inLineup = new Set<number>([...order].map((p) => p - offset));
    for (const left of this.gone[side]!) inLineup.add(left);
    const hand = this.game.alignment[side] === 0 ? 'L' : 'R';
    const sub = benchReplacement(
      this.league.teams[team]!.players,
      inLineup,
      fielding < 0 ? 'DH' : POSITIONS[fielding]!,
      hand,
      (index) => this.usable(offset + index),
    );
    if (sub === undefined) return;
    const replacement = offset + sub;
    this.gone[side]!.add(player - offset);
    order[spot] = replacement;
    if (fielding >= 0) fielders[fielding] = replacement;
    tally[this.layout.battingExtra(replacement, 'G')]!++;
    this.keyDefense(side);
  }

  /**
   * With the bullpen empty and the pitcher made to leave, a position player in the game takes the mound where the
   * rules allow it (GameRules.positionPlayerPitching), once a game. He keeps his batting spot. Without a DH the
   * bench's best at his position takes his place in the field and the pitcher's in the order; with one, the DH takes
   * the field (the team loses the DH). False when nobody can (no bench player for any position he could leave).
   */
  private positionPlayerPitches(side: number, tally: Float64Array): boolean {
    if (!this.league.rules.positionPlayerPitching || this.emergencyUsed[side]) return false;
    const order = this.order[side]!;
    const fielders = this.game.fielders[side]!;
    const team = this.teamOfSide(side);
    const offset = this.league.offsets[team]!;
    const spot = this.pitcherSpot[side]!;
    const designated = spot < 0 ? order.find((player) => !fielders.includes(player)) : undefined;
    for (const position of EMERGENCY_PITCHERS) {
      const player = fielders[position]!;
      if (player === NOBODY) continue;
      let replacement = designated;
      if (replacement === undefined) {
        const inLineup = new Set<number>([...order].map((p) => p - offset));
        for (const left of this.gone[side]!) inLineup.add(left);
        const hand = this.game.alignment[side] === 0 ? 'L' : 'R';
        const sub = benchReplacement(this.league.teams[team]!.players, inLineup, POSITIONS[position]!, hand, (index) =>
          this.usable(offset + index),
        );
        if (sub === undefined) continue;
        replacement = offset + sub;
        order[spot] = replacement;
        tally[this.layout.battingExtra(replacement, 'G')]!++;
      }
      this.gone[side]!.add(this.pitcher[side]! - offset);
      fielders[position] = replacement;
      fielders[PITCHER_POSITION] = player;
      this.pitcher[side] = player;
      this.pitcherSpot[side] = order.indexOf(player);
      this.emergencyUsed[side] = 1;
      this.keyDefense(side);
      this.pitchersUsed[side]!++;
      this.enter(side, player, false, tally);
      return true;
    }
    return false;
  }

  /** Numbers a side's fielders (C..RF) for GameState.defenseKey. */
  private keyDefense(side: number): void {
    const key = this.game.fielders[side]!.subarray(1).join(',');
    // The league's numbering, not this engine's: every engine of a run (one per chunk of games) numbers alike.
    const keys = this.league.defenseKeys;
    let id = keys.get(key);
    if (id === undefined) {
      id = keys.size;
      keys.set(key, id);
    }
    this.game.defenseKey[side] = id;
  }

  /** Tells the rules what a pitcher did in his part of the half-inning. */
  private endOfStint(pitcher: number, runs: number, wholeInning: boolean): void {
    this.league.rules.afterInning?.(pitcher, this.game.usage, this.battersThisInning, runs, wholeInning);
  }

  private clearBases(): void {
    this.game.bases.fill(NOBODY);
    this.game.outs = 0;
  }

  private beforeInning(defense: number, tally: Float64Array): void {
    const game = this.game;
    const current = this.pitcher[defense]!;
    const battedFor = this.pitcherBattedFor[defense] === 1;
    this.pitcherBattedFor[defense] = 0;
    const fresh = !battedFor && this.league.rules.mayStartInning(current, game.usage);
    const staff = this.staffView(defense, 0);
    if (battedFor) {
      // He has left the game: the closer where it is his situation, else the bullpen's pick, else anyone left (one
      // was left when he was batted for).
      const closer = this.bullpen.closerNow(game, staff) ? staff.closer : NOBODY;
      if (!this.change(defense, 0, tally, closer) && !this.change(defense, 0, tally))
        this.change(defense, 0, tally, staff.available[0] ?? NOBODY);
      return;
    }
    const closer = fresh && this.bullpen.closerNow(game, staff);
    if (!fresh || closer || this.bullpen.pullNow(game, staff)) {
      const wanted = closer ? staff.closer : NOBODY;
      if (!this.change(defense, 0, tally, wanted) && !fresh) this.positionPlayerPitches(defense, tally);
    }
  }

  /** Brings in a reliever (the policy's pick unless `wanted`); false when nobody is left. */
  private change(defense: number, runsThisInning: number, tally: Float64Array, wanted = NOBODY): boolean {
    this.staffView(defense, runsThisInning);
    const staff = this.staff[defense]!;
    const next = wanted !== NOBODY ? wanted : this.bullpen.reliever(this.game, staff);
    const at = staff.available.indexOf(next);
    if (at < 0) return false;
    staff.available.splice(at, 1);
    this.pitcher[defense] = next;
    this.game.fielders[defense]![PITCHER_POSITION] = next;
    const spot = this.pitcherSpot[defense]!;
    if (spot >= 0) {
      // A pinch hitter in the pitcher's spot leaves the game with the pitcher he batted for.
      const leaving = this.order[defense]![spot]!;
      if (leaving !== staff.current) this.gone[defense]!.add(leaving - this.league.offsets[this.teamOfSide(defense)]!);
      this.order[defense]![spot] = next;
    }
    this.pitchersUsed[defense]!++;
    this.enter(defense, next, false, tally);
    return true;
  }

  private staffView(defense: number, runsThisInning: number): StaffView {
    const staff = this.staff[defense]!;
    staff.current = this.pitcher[defense]!;
    staff.runsThisInning = runsThisInning;
    return staff;
  }

  private finishedGame(teams: number[]): FinishedGame {
    const side = (s: number) => this.appeared[s]!.map((player) => ({ player, outs: this.outsRecorded[player]! }));
    return {
      teams: [teams[AWAY]!, teams[HOME]!],
      pitchers: [side(AWAY), side(HOME)],
      lineups: [[...this.startingOrder[AWAY]!], [...this.startingOrder[HOME]!]],
      pitcherSpots: [this.pitcherSpot[AWAY]!, this.pitcherSpot[HOME]!],
      standIn: [this.league.teams[teams[AWAY]!]!.standIn === true, this.league.teams[teams[HOME]!]!.standIn === true],
    };
  }

  private teamOfSide(side: number): number {
    return this.league.teamOf[this.starter[side]!]!;
  }

  private addScratch(outcome: number, batting: number, pitching: number, tally: Float64Array): void {
    tally[batting + outcome]!++;
    tally[pitching + outcome]!++;
    this.scratch[outcome] = 0;
    this.addCounters(batting, pitching, tally);
  }

  /** Moves the scratch tally's counters (runs, outs, errors, ...) into a batter's and a pitcher's lines. */
  private addCounters(batting: number, pitching: number, tally: Float64Array): void {
    const scratch = this.scratch;
    for (let i = 0; i < COUNTER_SLOTS.length; i++) {
      const slot = COUNTER_SLOTS[i]!;
      const value = scratch[slot]!;
      if (value === 0) continue;
      tally[batting + slot]! += value;
      tally[pitching + slot]! += value;
      scratch[slot] = 0;
    }
  }

  private growInningBuffer(): void {
    const grow = (old: Int32Array) => {
      const bigger = new Int32Array(old.length * 2);
      bigger.set(old);
      return bigger;
    };
    this.inningStates = grow(this.inningStates);
    this.inningRunsBefore = grow(this.inningRunsBefore);
  }

  private finish(teams: number[], tally: Float64Array): void {
    const game = this.game;
    const layout = this.layout;
    tally[layout.game('games')]!++;
    if (game.inning > this.innings) tally[layout.game('extraInningGames')]!++;
    for (const side of [AWAY, HOME]) {
      const team = teams[side]!;
      const own = game.score[side]!;
      const other = game.score[1 - side]!;
      tally[layout.team(team, 'G')]!++;
      tally[layout.team(team, own > other ? 'W' : 'L')]!++;
      tally[layout.team(team, 'RS')]! += own;
      tally[layout.team(team, 'RA')]! += other;
      countIn(tally, layout.runsPerGame, RUNS_PER_GAME_BINS, own);
      if (this.league.teams[team]!.standIn) continue; // a league's stand-in staff has no usage to report
      tally[layout.game('staffGames')]!++;
      countIn(tally, layout.pitchersPerGame, PITCHERS_PER_GAME_BINS, this.pitchersUsed[side]!);
      tally[layout.game('pitchersUsed')]! += this.pitchersUsed[side]!;
      const starter = this.starter[side]!;
      for (const pitcher of this.appeared[side]!)
        if (pitcher !== starter) this.seasonReliefOuts[pitcher]! += this.outsRecorded[pitcher]!;
      this.seasonStarts[starter]!++;
      this.seasonStartBatters[starter]! += this.game.usage.battersFaced[starter]!;
      countIn(tally, layout.starterOuts, STARTER_OUTS_BINS, this.outsRecorded[starter]!);
      if (this.pitcher[side] === starter) {
        tally[layout.pitchingExtra(starter, 'CG')]!++;
        tally[layout.game('completeGames')]!++;
      }
    }
  }
}

/** Base-out state index (outs * 8 + occupancy) of outs and bases[1..3]. */
function stateIndexOf(outs: number, bases: Int32Array): number {
  return outs * 8 + (bases[1] !== NOBODY ? 1 : 0) + (bases[2] !== NOBODY ? 2 : 0) + (bases[3] !== NOBODY ? 4 : 0);
}

/** A play between plate appearances (a steal), or a plate appearance cut short at the third out: what it did. */
export interface BasePlayRecord {
  inning: number;
  top: boolean;
  outsBefore: number;
  outsAfter: number;
  runs: number;
  steals: number;
}

/** What one plate appearance of a game did, for tests and golden runs. */
export interface PlateAppearanceRecord {
  inning: number;
  top: boolean;
  batter: number;
  pitcher: number;
  /** Batting-order spot 0-8. */
  spot: number;
  outcome: number;
  /** Base-out state index before, and after (24: the inning is over). */
  start: number;
  outsBefore: number;
  end: number;
  runs: number;
  score: [number, number];
}
