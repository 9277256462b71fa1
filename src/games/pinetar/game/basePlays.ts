import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { NOBODY, type GameState } from '../../../core/game/GameState.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import { mayHitAndRun } from '../../../modules/replay/calls.ts';
import type { PineTarCard } from '../cards.ts';
import type { SboGrade, StealOpportunity } from '../optionalTables.ts';
import type { ManagerPolicies } from '../policies.ts';
import type { PineTarRules } from '../rules/active.ts';
import { stealSucceeds } from '../rules/baseStealing.ts';
import { doubleStealChance } from '../rules/doubleSteal.ts';
import { HIT_AND_RUN } from '../rules/hitAndRun.ts';
import { drawTwoDieRoll } from '../rules/diceRandomizer.ts';
import type { PineTarTables } from '../tables.ts';

const CATCHER = 1;
/** What `before` returns after a steal of home (no runner is ever in motion on bit 0). */
export const STOLE_HOME = 1;
/** What `before` returns for a hit and run played as a pitch on Replay's chart (bit 3: past the bases' bits). */
export const HIT_AND_RUN_ON_CHART = 1 << 3;
const EXTRA_INNINGS_FROM = 10;
/**
 * Grades that may steal home or join a double steal ("an A, B, or C SBO rating"; "C or higher"): AA, above A, included.
 */
const HOME_GRADES: ReadonlySet<string> = new Set(['AA', 'A', 'B', 'C']);

/**
 * The optional base-running rules of one game, between plate appearances: straight steals of 2nd and 3rd (base
 * stealing), the double steal of 2nd and home, the straight steal of home, and the hit and run's call. It keeps the
 * game's steal points and hit and runs, and each runner's attempts in his team's series; a season's months of steals
 * of home come from `homeStealsLeft`. At most one play on the bases before each plate appearance: the double steal
 * first, then a
 * steal of home, then the lead runner's steal; the hit and run only when no steal was tried. With replay-hit-and-run
 * on, the manager's hit and run (his call, within the hit-and-run rule's uses per game) is a pitch on Replay's chart
 * where the chart applies (a runner on 1st, 3rd open) and its runners may go; elsewhere Pine Tar's own, if its rule is
 * on.
 */
export class BasePlays {
  declare private readonly cards: readonly PineTarCard[];
  declare private readonly rules: PineTarRules;
  declare private readonly opportunity: Readonly<Record<SboGrade, StealOpportunity>>;
  declare private readonly policies: ManagerPolicies;
  /** Per side (AWAY, HOME): steal points left, hit and runs used. */
  declare private readonly points: Int32Array;
  declare private readonly hitAndRuns: Int32Array;
  declare private extraPointsGiven: boolean;
  /** Steal attempts per league index in the series `attemptSeries` of his team. */
  declare private readonly attempts: Uint8Array;
  declare private readonly attemptSeries: Int32Array;
  /** The offense's series now. */
  declare private series: number;
  /** The bases, outs and score as the policies see them, refilled before each play (policies only read them). */
  declare private readonly state: { outs: number; bases: [number, number, number] };
  declare private readonly situation: Situation;

  constructor(cards: readonly PineTarCard[], tables: PineTarTables, rules: PineTarRules, policies: ManagerPolicies) {
    this.cards = cards;
    this.rules = rules;
    this.opportunity = tables.optional.stealOpportunity;
    this.policies = policies;
    this.points = new Int32Array(2);
    this.hitAndRuns = new Int32Array(2);
    this.extraPointsGiven = false;
    this.attempts = new Uint8Array(cards.length);
    this.attemptSeries = new Int32Array(cards.length).fill(-1);
    this.series = 0;
    this.state = { outs: 0, bases: [EMPTY, EMPTY, EMPTY] };
    this.situation = { inning: 1, offenseLead: 0 };
  }

  startGame(): void {
    this.points.fill(this.rules.baseStealing?.pointsPerGame ?? 0);
    this.hitAndRuns.fill(0);
    this.extraPointsGiven = false;
  }

  /** A new season: every runner's attempts start afresh. */
  startSeason(): void {
    this.attemptSeries.fill(-1);
  }

  /**
   * Plays the offense's choice before `batter` bats: a steal (moving `game`'s runners and outs and listing it in
   * `game.steals`, and any run in `game.scored`), or the hit and run. Returns the bases of the runners in motion for
   * the plate appearance (bit 1 << base), 0 for none, STOLE_HOME after a steal of home, or HIT_AND_RUN_ON_CHART for a
   * hit and run on Replay's chart. `teamGames` counts the
   * offense's games before this one (its
   * series is teamGames / seriesLength); `homeStealsLeft` is its steals of home left this month.
   */
  before(
    game: GameState,
    batter: number,
    generator: RandomGenerator,
    teamGames: number,
    homeStealsLeft: number,
  ): number {
    const side = game.offense;
    if (game.bases[1] === NOBODY && game.bases[2] === NOBODY && game.bases[3] === NOBODY) return 0; // nobody to run
    this.series = Math.floor(teamGames / (this.rules.baseStealing?.seriesLength ?? 1));
    if (game.inning >= EXTRA_INNINGS_FROM && !this.extraPointsGiven && this.rules.baseStealing) {
      this.points[0]! += this.rules.baseStealing.extraInningPoints;
      this.points[1]! += this.rules.baseStealing.extraInningPoints;
      this.extraPointsGiven = true;
    }
    const state = this.state;
    state.outs = game.outs;
    for (let base = 1; base <= 3; base++)
      state.bases[base - 1] = game.bases[base] === NOBODY ? EMPTY : game.bases[base]!;
    const situation = this.situation;
    situation.inning = game.inning;
    situation.offenseLead = game.offenseLead;
    const catcher = game.fielders[game.defense]![CATCHER]!;
    const arm = catcher === NOBODY ? 0 : (this.cards[catcher]!.ar ?? 0);
    if (this.doubleSteal(game, state, situation, arm, generator)) return 0;
    if (homeStealsLeft > 0 && this.stealHome(game, state, situation, generator)) return STOLE_HOME;
    if (this.straightSteal(game, state, situation, arm, generator)) return 0;
    return this.hitAndRun(game, state, situation, batter, side);
  }

  /** The runner's row of the Steal Opportunity table, if he may try now (inning, attempts this series, points). */
  private mayTry(runner: number, inning: number, points: number): { cost: number; grade: SboGrade } | undefined {
    const card = this.cards[runner]!;
    const row = this.opportunity[card.sbo];
    const cost = inning >= EXTRA_INNINGS_FROM ? row.extraInningCost : row.cost;
    const attempts = this.attemptSeries[runner] === this.series ? this.attempts[runner]! : 0;
    if (
      cost === null ||
      row.fromInning === null ||
      inning < row.fromInning ||
      attempts >= row.attemptsPerSeries ||
      cost > points
    )
      return undefined;
    return { cost, grade: card.sbo };
  }

  private straightSteal(
    game: GameState,
    state: BaseOutState,
    situation: Situation,
    arm: number,
    generator: RandomGenerator,
  ): boolean {
    const stealing = this.rules.baseStealing;
    const steal = this.policies.steal;
    if (!stealing || !steal) return false;
    const bases = game.bases;
    const from = bases[2] !== NOBODY && bases[3] === NOBODY ? 2 : bases[1] !== NOBODY && bases[2] === NOBODY ? 1 : 0;
    if (from === 0) return false;
    const runner = bases[from]!;
    const allowed = this.mayTry(runner, game.inning, this.points[game.offense]!);
    if (!allowed) return false;
    const chance = (this.cards[runner]!.sbc ?? 0) + arm + (from === 2 ? stealing.thirdBaseAdjustment : 0);
    if (!steal(state, situation, { base: from === 2 ? 3 : 2, chance, grade: allowed.grade })) return false;
    this.spend(game, runner, allowed.cost);
    this.attempt(game, from, chance, generator);
    return true;
  }

  private stealHome(game: GameState, state: BaseOutState, situation: Situation, generator: RandomGenerator): boolean {
    const home = this.rules.stealOfHome;
    const steal = this.policies.steal;
    const runner = game.bases[3]!;
    if (!home || !steal || runner === NOBODY || game.outs >= 2 || Math.abs(situation.offenseLead) > home.maxLead)
      return false;
    const card = this.cards[runner]!;
    const allowed = HOME_GRADES.has(card.sbo)
      ? this.mayTry(runner, game.inning, this.points[game.offense]!)
      : undefined;
    if (!allowed) return false;
    const chance = (card.sbc ?? 0) + home.adjustment;
    if (!steal(state, situation, { base: 4, chance, grade: allowed.grade })) return false;
    this.spend(game, runner, allowed.cost);
    this.attempt(game, 3, chance, generator);
    return true;
  }

  private doubleSteal(
    game: GameState,
    state: BaseOutState,
    situation: Situation,
    arm: number,
    generator: RandomGenerator,
  ): boolean {
    const rule = this.rules.doubleSteal;
    const decide = this.policies.doubleSteal;
    const bases = game.bases;
    if (!rule || !decide || bases[1] === NOBODY || bases[2] !== NOBODY || bases[3] === NOBODY) return false;
    if (game.outs >= 2 || Math.abs(situation.offenseLead) > rule.maxLead || this.points[game.offense]! < rule.cost)
      return false;
    const trailing = this.cards[bases[1]!]!;
    const lead = this.cards[bases[3]!]!;
    if (!HOME_GRADES.has(trailing.sbo) || !HOME_GRADES.has(lead.sbo)) return false;
    // "Opportunity restrictions only apply to the runner on 3rd base"; the points are the double steal's own.
    if (!this.mayTry(bases[3]!, game.inning, Number.MAX_SAFE_INTEGER)) return false;
    const chance = doubleStealChance(lead.sbc ?? 0, arm, rule.adjustment);
    if (!decide(state, situation, chance)) return false;
    this.spend(game, bases[3]!, rule.cost);
    const runnerOnFirst = bases[1]!;
    this.attempt(game, 3, chance, generator);
    // Safe or not, the runner on 1st takes 2nd: on a success both advance, on a failure the throw went home.
    bases[1] = NOBODY;
    bases[2] = runnerOnFirst;
    this.record(game, runnerOnFirst, true);
    return true;
  }

  /**
   * The hit and run's call: the bases of the runners in motion, 0 when none goes, or HIT_AND_RUN_ON_CHART when it is a
   * pitch on Replay's chart: the chart's bases (mayHitAndRun) with every runner going, Pine Tar's own rule on or off
   * (the uses per game are its rule's, or its defaults).
   */
  private hitAndRun(game: GameState, state: BaseOutState, situation: Situation, batter: number, side: number): number {
    const rule = this.rules.hitAndRun;
    const onChart = this.rules.replayHitAndRun !== undefined;
    const decide = this.policies.hitAndRun;
    const bases = game.bases;
    if (
      (!rule && !onChart) ||
      !decide ||
      game.outs >= 2 ||
      bases[1] === NOBODY ||
      (bases[2] !== NOBODY && bases[3] !== NOBODY)
    )
      return 0;
    if (this.hitAndRuns[side]! >= (rule?.usesPerGame ?? HIT_AND_RUN.params.usesPerGame.default)) return 0;
    // A runner on 1st goes only with the base ahead of him open or its runner going too.
    const second = this.runsOnHitAndRun(bases[2]!);
    const first = this.runsOnHitAndRun(bases[1]!) && (bases[2] === NOBODY || second);
    const inMotion = (first ? 1 << 1 : 0) | (second ? 1 << 2 : 0);
    const replay = onChart && first && mayHitAndRun(state);
    if (inMotion === 0 || (!replay && !rule)) return 0;
    const card = this.cards[batter]!;
    if (!decide(state, situation, { isPitcher: card.pitching !== undefined, shc: card.shc })) return 0;
    this.hitAndRuns[side]!++;
    return replay ? HIT_AND_RUN_ON_CHART : inMotion;
  }

  /** A runner who may go on the hit and run: not a pitcher, and his grade allows it. */
  private runsOnHitAndRun(runner: number): boolean {
    return (
      runner !== NOBODY &&
      this.cards[runner]!.pitching === undefined &&
      this.opportunity[this.cards[runner]!.sbo].hitAndRun
    );
  }

  private spend(game: GameState, runner: number, cost: number): void {
    this.points[game.offense]! -= cost;
    if (this.attemptSeries[runner] !== this.series) {
      this.attemptSeries[runner] = this.series;
      this.attempts[runner] = 0;
    }
    this.attempts[runner]!++;
  }

  /** The runner on `from` tries for the next base: safe on a 2-die roll at or under `chance`. */
  private attempt(game: GameState, from: number, chance: number, generator: RandomGenerator): void {
    const bases = game.bases;
    const runner = bases[from]!;
    const safe = stealSucceeds(drawTwoDieRoll(generator, this.rules.diceRandomizer !== undefined), chance);
    bases[from] = NOBODY;
    if (!safe) game.outs++;
    else if (from === 3) game.scored[game.scoredCount++] = runner;
    else bases[from + 1] = runner;
    this.record(game, runner, safe);
  }

  private record(game: GameState, runner: number, safe: boolean): void {
    game.steals[game.stealCount] = runner;
    game.stealSafe[game.stealCount++] = safe ? 1 : 0;
  }
}
