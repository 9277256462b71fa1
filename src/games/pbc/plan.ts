import { InputError } from '../../core/input/InputError.ts';
import { baseOutState, type BaseOutState, type RunnerId } from '../../core/model/baseOut.ts';
import { cannotFitOf, cardTargets } from '../../core/cards/cardLines.ts';
import type {
  CardTargets,
  CheckOptions,
  CheckStratum,
  CheckSubject,
  Matchup,
  StateMix,
} from '../../core/GameSystem.ts';
import { PbcCompiler } from './compile.ts';
import type { OutChart, PbcCard, PbcCardSet } from './cards.ts';
import type { PbcMatchup } from './matchup.ts';
import type { PbcPark } from './park.ts';
import { DEFAULT_PBC_POLICIES, type PbcPolicies } from './policies.ts';
import { pbcDistribution } from './exactDistribution.ts';
import { resolvePlateAppearance, resolveStep } from './resolve.ts';
import { MAIN_PBC_RULES, pbcRules, type PbcRules } from './rules.ts';
import type { PbcTables } from './tables.ts';
import type { HitRolls } from './vocabulary.ts';

/** The batter's runner id in a check (runners of the start states are 1, 2, 3 by base). */
export const BATTER_ID: RunnerId = 0;
/** Runners of a check's start states have an average runner's speed. */
export const STATE_RUNNER_SPEED = 0;

/** A batter as a matchup reads him. */
export interface BatterSide {
  hits: HitRolls;
  variance: number;
  speed: number;
}

/** A pitcher as a matchup reads him: his Out Chart, his fatigue points now, and the defense behind him. */
export interface PitcherSide {
  outChart: OutChart;
  fatigue: number;
  defense: { fielders: number; catcher: number };
  park: PbcPark;
}

/** A PBC matchup of a batter and a pitcher side. */
export function pbcMatchup(
  batter: BatterSide,
  pitcher: PitcherSide,
  tables: PbcTables,
  policies: PbcPolicies = DEFAULT_PBC_POLICIES,
  rules: PbcRules = MAIN_PBC_RULES,
  speedOf: (runner: RunnerId) => number = () => STATE_RUNNER_SPEED,
  batterId: RunnerId = BATTER_ID,
): PbcMatchup {
  return {
    batter: { id: batterId, hits: batter.hits, variance: batter.variance, speed: batter.speed },
    pitcher: { outChart: pitcher.outChart, fatigue: pitcher.fatigue },
    defense: pitcher.defense,
    park: pitcher.park,
    speedOf: (runner) => (runner === batterId ? batter.speed : speedOf(runner)),
    tables,
    policies,
    rules,
  };
}

/** A PBC matchup behind the game-neutral interface, its kernel and exact tallies off the shared compiler. */
export function matchupOf(m: PbcMatchup, compiler: PbcCompiler = PbcCompiler.of(m.tables)): Matchup {
  return {
    plateAppearance: (state, dice, situation) => resolvePlateAppearance(m, state, dice, situation),
    step: (state, _count, _first, dice, situation) => resolveStep(m, state, dice, situation),
    distribution: (state, situation) => pbcDistribution(m, state, situation),
    exactTally: (states) => compiler.exactTally(m, states),
    compile: (states) => compiler.compile(m, states),
  };
}

/**
 * A team's defense skills: the mean of its fielders' Defense (rounded toward zero) and its catcher's, from the
 * team's position players (the first at each position).
 */
export function teamDefense(set: PbcCardSet, team: string): { fielders: number; catcher: number } {
  const fielders = set.players.filter((p) => p.team === team && !p.pitching);
  const mean = fielders.length ? fielders.reduce((sum, p) => sum + p.defense, 0) / fielders.length : 0;
  return { fielders: Math.trunc(mean), catcher: fielders.find((p) => p.position === 'C')?.defense ?? 0 };
}

const homePark = (set: PbcCardSet, team: string, tables: PbcTables): PbcPark =>
  set.parks[set.teams[team]?.park ?? ''] ?? tables.neutralPark;

const split = (hand: 'L' | 'R' | 'S' | undefined): 'vsL' | 'vsR' => (hand === 'L' ? 'vsL' : 'vsR');

/** The cards a card faces: other teams' pitchers (or position players), else his own team's when none. */
function opponentsOf(set: PbcCardSet, card: PbcCard, pitchers: boolean): PbcCard[] {
  const ofRole = set.players.filter((p) => p.id !== card.id && (p.pitching !== undefined) === pitchers);
  const others = ofRole.filter((p) => p.team !== card.team);
  return others.length > 0 ? others : ofRole;
}

const pitcherSide = (set: PbcCardSet, card: PbcCard, tables: PbcTables): PitcherSide => ({
  outChart: card.pitching!.outChart,
  fatigue: card.pitching!.fatigue,
  defense: teamDefense(set, card.team),
  park: homePark(set, card.team, tables),
});

/**
 * A card's targets: its printed season line where it has one (a built card), else its printed Avg as the AVG to
 * reproduce (the game's own cards print no line).
 */
function targetsOf(card: PbcCard): CardTargets {
  const targets = cardTargets(card.pitching ? card.pitching.targets : card.targets);
  if (card.pitching || card.avg === undefined || card.targets) return targets;
  return { ...targets, printed: { ...targets.printed, season: { ...targets.printed?.season, AVG: card.avg } } };
}

/** A printed Avg's rounding: three places. */
const PRINTED_ROUNDING = 0.0005;

/** Start states: the user's `--state`, else the bases empty with none out. */
const startStates = (state: BaseOutState | undefined): StateMix => [{ state: state ?? baseOutState(), weight: 1 }];

/**
 * The PBC check plan. A built set (one with a league block) plays its league: every batter against each league
 * pitcher by share, every pitcher against the league batter, from the league's start states. Otherwise (or with
 * `against: 'set'`) every position player bats against the other teams' pitchers (by batters faced, where printed)
 * with their team's defense in their park, and every pitcher faces the other teams' position players; a set with one
 * team plays itself.
 */
export function pbcCheckPlan(
  set: PbcCardSet,
  tables: PbcTables,
  options: CheckOptions,
  /** Every pitcher at these fatigue points instead of his card's (the fatigue experiment, gradePlan.ts). */
  fatigue?: number,
): CheckSubject[] {
  if (options.opponents)
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--vs',
        expected: 'no --vs: PBC pitchers have no grades (it is for games that grade pitchers)',
      },
    ]);
  if (options.state?.bases.some((runner) => runner === BATTER_ID)) throw new RangeError('runner id 0 is the batter');
  if (options.against === 'league' && !set.league)
    throw new RangeError(
      `${set.file} has no league block to play against (only built sets have one): use --against set`,
    );
  const rules = options.rules ? pbcRules(options.rules) : MAIN_PBC_RULES;
  const compiler = PbcCompiler.of(tables);
  const play = (batter: BatterSide, pitcher: PitcherSide): Matchup =>
    matchupOf(pbcMatchup(batter, pitcher, tables, DEFAULT_PBC_POLICIES, rules), compiler);
  const league = options.against === 'set' ? undefined : set.league;
  const states = options.state || !league ? startStates(options.state) : league.states;
  const leagueDefense = { fielders: 0, catcher: 0 };
  return set.players.map((card): CheckSubject => {
    const common = { id: card.id, name: card.name, team: card.team, states, targets: targetsOf(card) };
    let strata: CheckStratum[];
    if (!card.pitching) {
      const pitchers = league
        ? league.pitchers.map((p) => ({
            weight: p.weight,
            label: p.name,
            hand: undefined,
            side: { outChart: p.outChart, fatigue: fatigue ?? 0, defense: leagueDefense, park: tables.neutralPark },
          }))
        : opponentsOf(set, card, true).map((p) => ({
            weight: p.pitching!.targets?.season.PA ?? 1,
            label: p.name,
            hand: p.throws,
            side: { ...pitcherSide(set, p, tables), ...(fatigue !== undefined && { fatigue }) },
          }));
      const total = pitchers.reduce((sum, p) => sum + p.weight, 0);
      strata = pitchers
        .filter((p) => p.weight > 0)
        .map((p) => ({ weight: p.weight / total, split: split(p.hand), label: p.label, matchup: play(card, p.side) }));
    } else {
      const side = league
        ? { ...pitcherSide(set, card, tables), defense: leagueDefense, park: tables.neutralPark }
        : pitcherSide(set, card, tables);
      const batters: { weight: number; label: string; hand: 'L' | 'R' | 'S' | undefined; batter: BatterSide }[] = league
        ? league.batters.map((b) => ({ weight: b.weight, label: b.name, hand: undefined, batter: b }))
        : opponentsOf(set, card, false).map((b) => ({
            weight: b.targets?.season.PA ?? 1,
            label: b.name,
            hand: b.bats,
            batter: b,
          }));
      const total = batters.reduce((sum, b) => sum + b.weight, 0);
      strata = batters
        .filter((b) => b.weight > 0)
        .map((b) => ({
          weight: b.weight / total,
          split: split(b.hand),
          label: b.label,
          matchup: play(b.batter, side),
        }));
    }
    const role = card.pitching ? 'pitcher' : 'batter';
    // A printed Avg with no season line is the target; all it owes to whole rolls is its printing to three places.
    const printedOnly = !card.pitching && !card.targets && card.avg !== undefined;
    const budget = card.pitching
      ? card.pitching.budget
      : printedOnly
        ? { season: { AVG: PRINTED_ROUNDING } }
        : card.budget;
    return {
      ...common,
      role,
      strata,
      ...(budget && { budget }),
      ...cannotFitOf(card.cannotFit, card.pitching ? 'pitching' : 'batting'),
    };
  });
}
