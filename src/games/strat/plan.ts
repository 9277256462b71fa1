import { InputError } from '../../core/input/InputError.ts';
import { baseOutState, type BaseOutState, type RunnerId } from '../../core/model/baseOut.ts';
import type { Position } from '../../core/model/positions.ts';
import { cannotFitOf, cardTargets } from '../../core/cards/cardLines.ts';
import type { CheckOptions, CheckStratum, CheckSubject, Matchup, Situation, StateMix } from '../../core/GameSystem.ts';
import { StratCompiler } from './compile.ts';
import { stratDistribution, type ReadingCache } from './exactDistribution.ts';
import { assertChartCovers, type CardSide, type StratCard, type StratCardSet, type StratLeagueCards } from './cards.ts';
import { fielderOf, LEAGUE_PITCHING, leagueDefense, teamDefense } from './defense.ts';
import { splitShares } from '../../mlb/roster.ts';
import type { StratFielder, StratMatchup } from './matchup.ts';
import type { ParkCard } from './park.ts';
import { DEFAULT_STRAT_POLICIES, type StratPolicies } from './policies.ts';
import { MAIN_STRAT_RULES, stratRules, type StratRules } from './rules.ts';
import { resolvePlateAppearance, resolveStep } from './resolve.ts';
import type { StratTables } from './tables.ts';

const BATTER_ID: RunnerId = 0;
/** Runners of a check's start states run like an average major leaguer: a running rating of 12 ("1-12"). */
export const STATE_RUNNER_RUNNING = 12;

/** The side a batter bats from against a pitcher's hand: a switch hitter takes the opposite side. */
export const batterSide = (bats: 'L' | 'R' | 'S', pitcherHand: 'L' | 'R'): 'L' | 'R' =>
  bats === 'S' ? (pitcherHand === 'L' ? 'R' : 'L') : bats;
const split = (hand: 'L' | 'R'): 'vsL' | 'vsR' => (hand === 'L' ? 'vsL' : 'vsR');

/** A pitcher as a matchup reads him: his card side for the batter's side, and his ratings. */
export interface PitcherSide {
  throws: 'L' | 'R';
  columns: { vsL: CardSide; vsR: CardSide };
  wp: number;
  balk: number;
  hold: number;
  weakened?: boolean;
}

/** The batting columns a card bats with against a hand: his own, or his pitcher's hitting card. */
export function battingColumns(set: StratCardSet, card: StratCard, pitcherHand: 'L' | 'R'): CardSide {
  const columns = card.batting ?? set.pitcherHitting[String(card.pitching?.hittingCard)];
  if (!columns) throw new Error(`${card.name} has no batting columns and no pitcher's hitting card`);
  return columns[split(pitcherHand)];
}

/** The matchup of a batter card against a pitcher, his fielders and park. */
export function stratMatchup(
  batter: { card: StratCard; columns: CardSide },
  pitcher: PitcherSide,
  defense: Readonly<Record<Position, StratFielder>>,
  park: ParkCard,
  tables: StratTables,
  policies: StratPolicies = DEFAULT_STRAT_POLICIES,
  runningOf: (runner: RunnerId) => number = () => STATE_RUNNER_RUNNING,
  rules: StratRules = MAIN_STRAT_RULES,
): StratMatchup {
  const side = batterSide(batter.card.bats, pitcher.throws);
  return {
    batter: {
      id: BATTER_ID,
      columns: batter.columns,
      side,
      power: batter.card.power[split(pitcher.throws)],
      running: batter.card.running,
    },
    pitcher: {
      columns: pitcher.columns[split(side)],
      wp: pitcher.wp,
      balk: pitcher.balk,
      hold: pitcher.hold,
      weakened: pitcher.weakened ?? false,
    },
    defense,
    park,
    runningOf: (runner) => (runner === BATTER_ID ? batter.card.running : runningOf(runner)),
    tables,
    policies,
    rules,
  };
}

/**
 * A Strat matchup behind the game-neutral interface (a step's count carries the white die from the gate to the
 * reading), with its exact distribution reading by reading and its dice graph for the kernel; matchups of one plan
 * share `cache` and `compiler`.
 */
export function matchupOf(m: StratMatchup, cache: ReadingCache = new Map(), compiler?: StratCompiler): Matchup {
  const distribution = (state: BaseOutState, situation?: Situation) => stratDistribution(m, state, cache, situation);
  return {
    plateAppearance: (state, dice, situation) => resolvePlateAppearance(m, state, dice, situation),
    step: (state, count, _first, dice, situation) => resolveStep(m, state, count, dice, situation),
    distribution,
    exactTally: (states) => (compiler ??= StratCompiler.of(m.tables)).exactTally(m, states),
    compile: (states) => (compiler ??= StratCompiler.of(m.tables)).compile(m, states),
  };
}

const pitcherSide = (card: StratCard): PitcherSide => ({ throws: card.throws, ...card.pitching! });

/**
 * The cards a card faces: pitchers (or position players) of other teams, else of his own when no other team has any.
 */
function opponentsOf(set: StratCardSet, card: StratCard, pitchers: boolean): StratCard[] {
  const ofRole = set.players.filter((p) => p.id !== card.id && (p.pitching !== undefined) === pitchers);
  const others = ofRole.filter((p) => p.team !== card.team);
  return others.length > 0 ? others : ofRole;
}

const homePark = (set: StratCardSet, team: string, tables: StratTables): ParkCard =>
  set.parks[set.teams[team]?.park ?? ''] ?? tables.neutralPark;

/** What every stratum of one check plan shares: the tables and the exact readings already enumerated. */
interface PlanContext {
  set: StratCardSet;
  tables: StratTables;
  /** A batter against a pitcher, his fielders and park, with the plan's rules and shared readings. */
  play(
    batter: { card: StratCard; columns: CardSide },
    pitcher: PitcherSide,
    defense: Readonly<Record<Position, StratFielder>>,
    park: ParkCard,
  ): Matchup;
}

function batterStrata({ set, tables, play }: PlanContext, batter: StratCard): CheckStratum[] {
  const pitchers = opponentsOf(set, batter, true);
  const faced = pitchers.reduce((sum, p) => sum + (p.pitching!.targets?.season.PA ?? 1), 0);
  return pitchers.map((pitcher) => ({
    weight: (pitcher.pitching!.targets?.season.PA ?? 1) / faced,
    split: split(pitcher.throws),
    label: pitcher.name,
    matchup: play(
      { card: batter, columns: battingColumns(set, batter, pitcher.throws) },
      pitcherSide(pitcher),
      teamDefense(set, pitcher.team, pitcher),
      homePark(set, pitcher.team, tables),
    ),
  }));
}

function pitcherStrata({ set, tables, play }: PlanContext, pitcher: StratCard): CheckStratum[] {
  const batters = opponentsOf(set, pitcher, false);
  const total = batters.reduce((sum, b) => sum + (b.targets?.season.PA ?? 1), 0);
  const defense = teamDefense(set, pitcher.team, pitcher);
  const park = homePark(set, pitcher.team, tables);
  return batters.map((batter) => ({
    weight: (batter.targets?.season.PA ?? 1) / total,
    split: split(batterSide(batter.bats, pitcher.throws)),
    label: batter.name,
    matchup: play(
      { card: batter, columns: battingColumns(set, batter, pitcher.throws) },
      pitcherSide(pitcher),
      defense,
      park,
    ),
  }));
}

const HANDS = ['L', 'R'] as const;
const weightsOf = (entries: Record<'L' | 'R', { weight: number }>) => ({ L: entries.L.weight, R: entries.R.weight });

/**
 * A batter against the league pitcher of each hand (league fielders and ratings, neutral park), by his split shares.
 */
function leagueBatterStrata(
  { set, tables, play }: PlanContext,
  league: StratLeagueCards,
  batter: StratCard,
): CheckStratum[] {
  const shares = splitShares(batter.targets, weightsOf(league.pitchers));
  return HANDS.filter((hand) => shares[hand] > 0).map((hand) => ({
    weight: shares[hand],
    split: split(hand),
    label: `league ${hand}HP`,
    matchup: play(
      { card: batter, columns: battingColumns(set, batter, hand) },
      { throws: hand, columns: league.pitchers[hand].columns, ...LEAGUE_PITCHING },
      leagueDefense(),
      tables.neutralPark,
    ),
  }));
}

/** The league batter of a side as a card: an average runner of normal power. */
export function leagueBatterCard(league: StratLeagueCards, side: 'L' | 'R'): StratCard {
  return {
    id: `league-${side}`,
    name: `league ${side}HB`,
    team: '',
    bats: side,
    throws: side,
    fielding: {},
    running: STATE_RUNNER_RUNNING,
    bunting: 'C',
    hitAndRun: 'C',
    power: { vsL: 'N', vsR: 'N' },
    batting: league.batters[side].batting,
    line: 0,
  };
}

/**
 * A pitcher against the league batter of each side, with league fielders behind him (he fields his own position), by
 * his split shares.
 */
function leaguePitcherStrata(
  { tables, play }: PlanContext,
  league: StratLeagueCards,
  pitcher: StratCard,
): CheckStratum[] {
  const shares = splitShares(pitcher.pitching!.targets, weightsOf(league.batters));
  const defense = { ...leagueDefense(), ...(pitcher.fielding.P && { P: fielderOf(pitcher.fielding.P, 'P') }) };
  return HANDS.filter((side) => shares[side] > 0).map((side) => {
    const batter = leagueBatterCard(league, side);
    return {
      weight: shares[side],
      split: split(side),
      label: `league ${side}HB`,
      matchup: play(
        { card: batter, columns: batter.batting![split(pitcher.throws)] },
        pitcherSide(pitcher),
        defense,
        tables.neutralPark,
      ),
    };
  });
}

/** Start states: the user's `--state`, else the bases empty with none out. */
export function startStates(state: BaseOutState | undefined): StateMix {
  return [{ state: state ?? baseOutState(), weight: 1 }];
}

/**
 * The Strat check plan. A built set (one with a league block) plays its league by default: every batter against the
 * league pitcher of each hand, every pitcher against the league batter of each side, from the league's start states,
 * each split by the card's own split shares. Otherwise (or with `against: 'set'`), every position player bats against
 * the set's pitchers of other teams (weighted by batters faced, where printed) with their team's fielders in their
 * home park, and every pitcher faces the other teams' position players (weighted by plate appearances); a set whose
 * other teams have none plays its own. A pitcher is checked on what his card allows, so his own fielders and park are
 * in play, as at the table.
 */
export function stratCheckPlan(set: StratCardSet, tables: StratTables, options: CheckOptions): CheckSubject[] {
  assertChartCovers(set, tables.fielding.error);
  if (options.opponents)
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--vs',
        expected: 'no --vs: Strat pitchers have no grades (it is for games that grade pitchers)',
      },
    ]);
  if (options.state?.bases.some((runner) => runner === BATTER_ID)) throw new RangeError('runner id 0 is the batter');
  if (options.against === 'league' && !set.league)
    throw new RangeError(
      `${set.file} has no league block to play against (only built sets have one): use --against set`,
    );
  const cache: ReadingCache = new Map();
  const compiler = StratCompiler.of(tables);
  const rules = options.rules ? stratRules(options.rules) : MAIN_STRAT_RULES;
  const context: PlanContext = {
    set,
    tables,
    play: (batter, pitcher, defense, park) =>
      matchupOf(
        stratMatchup(batter, pitcher, defense, park, tables, DEFAULT_STRAT_POLICIES, undefined, rules),
        cache,
        compiler,
      ),
  };
  const league = options.against === 'set' ? undefined : set.league;
  const states = options.state || !league ? startStates(options.state) : league.states;
  return set.players.map((card): CheckSubject => {
    const common = { id: card.id, name: card.name, team: card.team, states };
    if (!card.pitching) {
      const strata = league ? leagueBatterStrata(context, league, card) : batterStrata(context, card);
      return {
        ...common,
        role: 'batter',
        targets: cardTargets(card.targets),
        strata,
        ...(card.budget && { budget: card.budget }),
        ...cannotFitOf(card.cannotFit, 'batting'),
      };
    }
    const strata = league ? leaguePitcherStrata(context, league, card) : pitcherStrata(context, card);
    return {
      ...common,
      role: 'pitcher',
      targets: cardTargets(card.pitching.targets),
      strata,
      ...(card.pitching.budget && { budget: card.pitching.budget }),
      ...cannotFitOf(card.cannotFit, 'pitching'),
    };
  });
}
