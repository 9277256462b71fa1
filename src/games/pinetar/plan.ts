import {
  baseOutState,
  stateIndex,
  type BaseOutState,
  type RunnerId,
  canonicalState,
} from '../../core/model/baseOut.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import type { CheckOptions, CheckStratum, CheckSubject, Matchup, StateMix } from '../../core/GameSystem.ts';
import type { BkWpRating, PineTarCard, PineTarCardSet, PineTarLeague, PitchingCard } from './cards.ts';
import { ColumnModel } from './columnModel.ts';
import { PineTarGraphCompiler } from './graph.ts';
import { teamDefense } from './defense.ts';
import { LEAGUE_FIELDER, type Fielder, type PineTarMatchup } from './matchup.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from './policies.ts';
import { pineTarRules, type PineTarRules } from './rules/active.ts';
import { PINE_TAR_RULES } from './rules/index.ts';
import { plateAppearanceRules } from '../../core/OptionalRule.ts';
import { resolvePlateAppearance, resolveStep } from './resolve.ts';
import type { PineTarTables } from './tables.ts';
import { splitShares } from '../../mlb/roster.ts';
import { cannotFitOf, cardTargets } from '../../core/cards/cardLines.ts';
import { printedColumns } from './printedColumns.ts';
import { GRADES, type Grade, type Speed } from './vocabulary.ts';
import { InputError } from '../../core/input/InputError.ts';

/** BK/WP of a pitcher made up for `--vs`: 2016 MLB had 148 balks to 1,808 wild pitches (7.6%), so 00-07 balk. */
export const LEAGUE_BKWP: BkWpRating = { balkTop: 7, wildPitchTop: 99, text: '07/99' };
/** Runners of a `--state` are medium-speed. */
export const STATE_RUNNER_SPEED: Speed = 'M';
/** Batters a starter faces before the third time through the order. */
const FIRST_TWO_TIMES = 18;
const BATTER_ID: RunnerId = 0;

/** A grade situation of a pitcher in plate-appearance mode, with its share of his batters. */
export interface GradeShare {
  label: string;
  grade: Grade;
  weight: number;
}

/**
 * The grades a pitcher pitches with, and how often: home and away alike; a starter's third-time-through grade for
 * the share of his batters beyond the first 18 of a start (batters faced per start from his printed line, 25 when
 * unknown). Relievers and dual-role pitchers in relief use the first grade only.
 * @example gradeShares(arrieta.pitching) // => [{ label: 'home', grade: 'A', weight: 0.34 }, ...]
 */
export function gradeShares(pitching: PitchingCard): GradeShare[] {
  const starter = pitching.role === 'S' || (pitching.role === 'S/R' && (pitching.starts ?? 0) > 0);
  const perStart = starter && pitching.starts && pitching.targets ? pitching.targets.season.PA / pitching.starts : 25;
  const late = starter ? Math.max(0, perStart - FIRST_TWO_TIMES) / perStart : 0;
  const shares: GradeShare[] = [];
  for (const venue of ['home', 'away'] as const) {
    const split = pitching.grade[venue];
    shares.push({ label: `${venue}`, grade: split.early, weight: 0.5 * (1 - late) });
    if (late > 0) shares.push({ label: `${venue}, 3rd time through`, grade: split.late, weight: 0.5 * late });
  }
  return shares.filter((share) => share.weight > 0);
}

/**
 * A Pine Tar matchup behind the game-neutral interface, compiled to the dice graph by `compiler` (by default the one
 * of its tables); with a column model (built for this matchup's fielders, BK/WP, tables and
 * policies), its exact tally comes from the model instead of a fresh enumeration.
 */
export function matchupOf(m: PineTarMatchup, model?: ColumnModel, compiler?: PineTarGraphCompiler): Matchup {
  let graph = compiler;
  const matchup: Matchup = {
    plateAppearance: (state, dice, situation) => resolvePlateAppearance(m, state, dice, situation),
    step: (state, count, first, dice, situation) => {
      const step = resolveStep(m, state, count, first, dice, situation);
      return { events: step.events, continues: step.continues, count: step.balls };
    },
    compile: (states) => (graph ??= PineTarGraphCompiler.of(m.tables)).compile(m, states),
  };
  if (model) {
    const batter = { speed: m.batter.speed, shc: m.batter.shc, isPitcher: m.batter.isPitcher };
    // Once the matchup is compiled (a check simulates before it annotates), its graph has the answer at hand.
    matchup.exactTally = (states) =>
      graph?.compiled(m)
        ? graph.exactTally(m, states)
        : model.tally(m.batter.column, batter, [{ grade: m.pitcher.grade, weight: 1 }], stateWeights(states));
  }
  return matchup;
}

/** A state mix as 24 weights by state index (runners of any id count as the canonical medium-speed runners). */
export function stateWeights(states: StateMix): number[] {
  const weights = new Array<number>(24).fill(0);
  for (const { state, weight } of states) weights[stateIndex(state)]! += weight;
  return weights;
}

/** Column models of one plan, one per fielders-and-BK/WP combination, so steps are enumerated once per plan. */
export class ModelCache {
  declare private readonly models: Map<string, ColumnModel>;
  declare private readonly tables: PineTarTables;
  declare private readonly policies: ManagerPolicies;

  constructor(tables: PineTarTables, policies: ManagerPolicies) {
    this.models = new Map();
    this.tables = tables;
    this.policies = policies;
  }

  of(defense: Record<Position, Fielder>, bkwp: BkWpRating): ColumnModel {
    const key = `${POSITIONS.map((p) => defense[p].ec).join(',')}|${bkwp.text}`;
    let model = this.models.get(key);
    if (!model) {
      model = new ColumnModel({ tables: this.tables, policies: this.policies, defense, bkwp });
      this.models.set(key, model);
    }
    return model;
  }
}

function speedLookup(batter: PineTarCard): (runner: RunnerId) => Speed {
  return (runner) => (runner === BATTER_ID ? batter.speed : STATE_RUNNER_SPEED);
}

/** What a plan's strata share: the rules, the manager, and one column model per fielders-and-BK/WP combination. */
export interface PlanContext {
  tables: PineTarTables;
  policies: ManagerPolicies;
  models: ModelCache;
  /**
   * Optional rules; the column models know only the main rules, so with any rule that acts in a plate appearance they
   * stand aside.
   */
  rules?: PineTarRules;
  /** The plan's dice-graph compiler (the one of its tables), taken when a stratum is first compiled. */
  compiler?: PineTarGraphCompiler;
}

/**
 * The pitcher a stratum's batter faces, beyond his grade and BK/WP: his hand, and his SO/BB rating where he has a card.
 */
export interface StratumPitcher {
  throws: 'L' | 'R';
  sobb?: string;
}

export function stratumMatchup(
  context: PlanContext,
  batter: PineTarCard,
  pitcher: StratumPitcher,
  grade: Grade,
  bkwp: BkWpRating,
  defense: Record<Position, Fielder>,
): Matchup {
  const hand = pitcher.throws;
  const m: PineTarMatchup = {
    batter: {
      id: BATTER_ID,
      column: hand === 'L' ? batter.columns.vsL : batter.columns.vsR,
      speed: batter.speed,
      shc: batter.shc,
      isPitcher: batter.pitching !== undefined,
      bats: batter.bats,
    },
    pitcher: { grade, bkwp, throws: hand, ...(pitcher.sobb && { sobb: pitcher.sobb }) },
    defense,
    speedOf: speedLookup(batter),
    tables: context.tables,
    policies: context.policies,
    ...(context.rules && { rules: context.rules }),
  };
  return matchupOf(
    m,
    changesPlateAppearances(context.rules) ? undefined : context.models.of(defense, bkwp),
    (context.compiler ??= PineTarGraphCompiler.of(context.tables)),
  );
}

/** Whether any rule on acts inside a plate appearance (so the main-rule column models no longer describe it). */
export function changesPlateAppearances(rules: PineTarRules | undefined): boolean {
  return (
    rules !== undefined &&
    (rules.defensiveRolls !== undefined ||
      rules.rispPenalty !== undefined ||
      rules.playsAtThePlate !== undefined ||
      rules.soBbRatings !== undefined ||
      rules.infieldIn !== undefined)
  );
}

export const leagueDefense = (): Record<Position, Fielder> =>
  Object.fromEntries(POSITIONS.map((p) => [p, LEAGUE_FIELDER])) as Record<Position, Fielder>;
const opponentsOf = (set: PineTarCardSet, card: PineTarCard) => {
  const others = set.players.filter((p) => p.team !== card.team);
  return others.length > 0 ? others : set.players.filter((p) => p.id !== card.id);
};
export const splitOf = (hand: 'L' | 'R'): 'vsL' | 'vsR' => (hand === 'L' ? 'vsL' : 'vsR');
/** The side a batter bats from against a pitcher's hand: a switch hitter takes the opposite side. */
const batterSide = (bats: 'L' | 'R' | 'S', pitcherHand: 'L' | 'R'): 'L' | 'R' =>
  bats === 'S' ? (pitcherHand === 'L' ? 'R' : 'L') : bats;

function vsStrata(
  context: PlanContext,
  batter: PineTarCard,
  opponents: NonNullable<CheckOptions['opponents']>,
): CheckStratum[] {
  const total = opponents.reduce((sum, o) => sum + o.weight, 0);
  return opponents.map((o) => ({
    weight: o.weight / total,
    split: splitOf(o.hand),
    label: `${o.hand}HP grade ${o.grade}`,
    matchup: stratumMatchup(context, batter, { throws: o.hand }, o.grade as Grade, LEAGUE_BKWP, leagueDefense()),
  }));
}

function setBatterStrata(context: PlanContext, set: PineTarCardSet, batter: PineTarCard): CheckStratum[] {
  const pitchers = opponentsOf(set, batter).filter((p) => p.pitching);
  const faced = pitchers.reduce((sum, p) => sum + (p.pitching!.targets?.season.PA ?? 1), 0);
  return pitchers.flatMap((pitcher) => {
    const card = pitcher.pitching!;
    const share = (card.targets?.season.PA ?? 1) / faced;
    const defense = teamDefense(set, pitcher.team, pitcher);
    return gradeShares(card).map((g) => ({
      weight: share * g.weight,
      split: splitOf(pitcher.throws),
      label: `${pitcher.name} (${g.label}, ${g.grade})`,
      matchup: stratumMatchup(
        context,
        batter,
        { throws: pitcher.throws, ...(card.sobb && { sobb: card.sobb }) },
        g.grade,
        card.bkwp,
        defense,
      ),
    }));
  });
}

function setPitcherStrata(context: PlanContext, set: PineTarCardSet, pitcher: PineTarCard): CheckStratum[] {
  const card = pitcher.pitching!;
  const batters = opponentsOf(set, pitcher).filter((p) => !p.pitching);
  const total = batters.reduce((sum, b) => sum + b.targets.season.PA, 0);
  const defense = teamDefense(set, pitcher.team, pitcher);
  return batters.flatMap((batter) =>
    gradeShares(card).map((g) => ({
      weight: (batter.targets.season.PA / total) * g.weight,
      split: splitOf(batterSide(batter.bats, pitcher.throws)),
      label: `${batter.name} (${g.label}, ${g.grade})`,
      matchup: stratumMatchup(
        context,
        batter,
        { throws: pitcher.throws, ...(card.sobb && { sobb: card.sobb }) },
        g.grade,
        card.bkwp,
        defense,
      ),
    })),
  );
}

/** A league's batters faced by pitcher hand (shares of all). */
export function pitcherHands(pitchers: PineTarLeague['pitchers']): Record<'L' | 'R', number> {
  const byHand = { L: 0, R: 0 };
  for (const p of pitchers) byHand[p.throws] += p.weight;
  return byHand;
}

/** A batter against the league's pitching: each hand by his own split shares, each grade by its share of that hand. */
function leagueBatterStrata(context: PlanContext, league: PineTarLeague, batter: PineTarCard): CheckStratum[] {
  const byHand = pitcherHands(league.pitchers);
  const shares = splitShares(batter.targets, byHand);
  return league.pitchers
    .filter((p) => p.weight > 0 && shares[p.throws] > 0)
    .map((p) => ({
      weight: (shares[p.throws] * p.weight) / byHand[p.throws],
      split: splitOf(p.throws),
      label: `${league.name} ${p.throws}HP grade ${p.grade}`,
      matchup: stratumMatchup(context, batter, { throws: p.throws }, p.grade, league.bkwp, leagueDefense()),
    }));
}

/** A pitcher against the league's average batters: each side by his own split shares, in his grade situations. */
function leaguePitcherStrata(context: PlanContext, league: PineTarLeague, pitcher: PineTarCard): CheckStratum[] {
  const card = pitcher.pitching!;
  const shares = splitShares(card.targets, { L: league.batters.L?.weight ?? 0, R: league.batters.R?.weight ?? 0 });
  return (['L', 'R'] as const).flatMap((side) => {
    const batter = league.batters[side];
    if (!batter || shares[side] === 0) return [];
    const average = leagueBatterCard(side, batter);
    return gradeShares(card).map((g) => ({
      weight: shares[side] * g.weight,
      split: splitOf(side),
      label: `${league.name} ${side}HB (${g.label}, ${g.grade})`,
      matchup: stratumMatchup(
        context,
        average,
        { throws: pitcher.throws, ...(card.sobb && { sobb: card.sobb }) },
        g.grade,
        card.bkwp,
        leagueDefense(),
      ),
    }));
  });
}

/** A league-average batter as a card the matchups can read: medium speed, never bunts. */
export function leagueBatterCard(side: 'L' | 'R', batter: NonNullable<PineTarLeague['batters']['L']>): PineTarCard {
  return {
    id: `league-${side}`,
    name: `league ${side}HB`,
    team: 'league',
    bats: side,
    throws: side,
    positions: ['LF'],
    speed: 'M',
    sbc: null,
    sbo: 'N',
    shc: 'N',
    inj: '0A',
    rg: 'neu',
    ec: LEAGUE_FIELDER.ec,
    columns: { vsL: batter.vsL, vsR: batter.vsR },
    singleColumn: false,
    line: 0,
    targets: { season: { PA: 0, AB: 0, H: 0, '2B': 0, '3B': 0, HR: 0, BB: 0, HBP: 0, SO: 0 } },
  };
}

/** Start states: the user's `--state`, else the set's league mix, else the bases empty with none out. */
export function startStates(set: PineTarCardSet, state: BaseOutState | undefined): StateMix {
  if (state) return [{ state, weight: 1 }];
  if (!set.league) return [{ state: baseOutState(), weight: 1 }];
  return set.league.states
    .map((weight, index) => ({ state: canonicalState(index), weight }))
    .filter((s) => s.weight > 0);
}

/**
 * The Pine Tar check plan. A set built against a league (its `league` block) plays its cards against that league:
 * every batter against the league's pitching by grade and hand (each hand at his own share of plate appearances),
 * every pitcher against the league-average batters (each side at his share of batters faced), from the league's mix
 * of start states. Otherwise, and with `against: 'set'`, every position player bats against the set's pitchers of
 * other teams (weighted by batters faced, each in his grade situations) and every pitcher faces the other teams'
 * position players (weighted by plate appearances). `--vs` replaces a batter's opponents with made-up pitchers.
 */
export function pineTarCheckPlan(
  set: PineTarCardSet,
  tables: PineTarTables,
  options: CheckOptions,
  policies: ManagerPolicies = DEFAULT_POLICIES,
): CheckSubject[] {
  if (options.state?.bases.some((runner) => runner === BATTER_ID)) throw new RangeError('runner id 0 is the batter');
  const unknown = options.opponents?.filter((o) => !(GRADES as readonly string[]).includes(o.grade)) ?? [];
  if (unknown.length > 0) {
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--vs',
        expected: `pitcher grades among ${GRADES.join(', ')} (got ${unknown.map((o) => o.grade).join(', ')})`,
      },
    ]);
  }
  const context: PlanContext = {
    tables,
    policies,
    models: new ModelCache(tables, policies),
    // Rules of games and seasons take no part in plate-appearance mode: plans that differ only in them compile once.
    ...(options.rules && { rules: pineTarRules(plateAppearanceRules(options.rules, PINE_TAR_RULES)) }),
  };
  const states = startStates(set, options.state);
  const league = options.against === 'set' ? undefined : set.league;
  return set.players.map((card): CheckSubject => {
    const common = { id: card.id, name: card.name, team: card.team, states };
    if (!card.pitching) {
      const strata = options.opponents
        ? vsStrata(context, card, options.opponents)
        : league
          ? leagueBatterStrata(context, league, card)
          : setBatterStrata(context, set, card);
      return {
        ...common,
        role: 'batter',
        targets: cardTargets(card.targets),
        strata,
        printed: printedColumns(card),
        ...(card.budget && { budget: card.budget }),
        ...cannotFitOf(card.build?.cannotFit, 'batting'),
      };
    }
    const strata = league ? leaguePitcherStrata(context, league, card) : setPitcherStrata(context, set, card);
    return {
      ...common,
      role: 'pitcher',
      targets: cardTargets(card.pitching.targets),
      strata,
      ...(card.pitching.budget && { budget: card.pitching.budget }),
      ...cannotFitOf(card.build?.cannotFit, 'pitching'),
    };
  });
}
