import type { RunnerId } from '../../model/baseOut.ts';
import { POSITIONS, type Position } from '../../model/positions.ts';
import type { CheckOptions, CheckStratum, CheckSubject, Matchup } from '../GameSystem.ts';
import type { BkWpRating, PineTarCard, PineTarCardSet, PitchingCard } from './cards.ts';
import { teamDefense } from './defense.ts';
import { LEAGUE_FIELDER, type Fielder, type PineTarMatchup } from './matchup.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from './policies.ts';
import { resolvePlateAppearance, resolveStep } from './resolve.ts';
import type { PineTarTables } from './tables.ts';
import { cardTargets } from './targets.ts';
import type { Grade, Speed } from './vocabulary.ts';

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

/** A Pine Tar matchup behind the game-neutral interface. */
export function matchupOf(m: PineTarMatchup): Matchup {
  return {
    plateAppearance: (state, dice, situation) => resolvePlateAppearance(m, state, dice, situation),
    step: (state, count, first, dice, situation) => {
      const step = resolveStep(m, state, count, first, dice, situation);
      return { events: step.events, continues: step.continues, count: step.balls };
    },
  };
}

function speedLookup(batter: PineTarCard): (runner: RunnerId) => Speed {
  return (runner) => (runner === BATTER_ID ? batter.speed : STATE_RUNNER_SPEED);
}

function pineTarMatchup(
  batter: PineTarCard,
  hand: 'L' | 'R',
  grade: Grade,
  bkwp: BkWpRating,
  defense: Record<Position, Fielder>,
  tables: PineTarTables,
  policies: ManagerPolicies,
): PineTarMatchup {
  return {
    batter: { id: BATTER_ID, column: hand === 'L' ? batter.columns.vsL : batter.columns.vsR, speed: batter.speed, shc: batter.shc, isPitcher: batter.pitching !== undefined },
    pitcher: { grade, bkwp },
    defense,
    speedOf: speedLookup(batter),
    tables,
    policies,
  };
}

const leagueDefense = (): Record<Position, Fielder> => Object.fromEntries(POSITIONS.map((p) => [p, LEAGUE_FIELDER])) as Record<Position, Fielder>;
const opponentsOf = (set: PineTarCardSet, card: PineTarCard) => {
  const others = set.players.filter((p) => p.team !== card.team);
  return others.length > 0 ? others : set.players.filter((p) => p.id !== card.id);
};

function batterStrata(set: PineTarCardSet, batter: PineTarCard, tables: PineTarTables, options: CheckOptions, policies: ManagerPolicies): CheckStratum[] {
  if (options.opponents) {
    const total = options.opponents.reduce((sum, o) => sum + o.weight, 0);
    return options.opponents.map((o) => ({
      weight: o.weight / total,
      split: o.hand === 'L' ? 'vsL' : 'vsR',
      label: `${o.hand}HP grade ${o.grade}`,
      matchup: matchupOf(pineTarMatchup(batter, o.hand, o.grade as Grade, LEAGUE_BKWP, leagueDefense(), tables, policies)),
    }));
  }
  const pitchers = opponentsOf(set, batter).filter((p) => p.pitching);
  const faced = pitchers.reduce((sum, p) => sum + (p.pitching!.targets?.season.PA ?? 1), 0);
  return pitchers.flatMap((pitcher) => {
    const card = pitcher.pitching!;
    const share = (card.targets?.season.PA ?? 1) / faced;
    const defense = teamDefense(set, pitcher.team, pitcher);
    return gradeShares(card).map((g) => ({
      weight: share * g.weight,
      split: pitcher.throws === 'L' ? 'vsL' : 'vsR',
      label: `${pitcher.name} (${g.label}, ${g.grade})`,
      matchup: matchupOf(pineTarMatchup(batter, pitcher.throws, g.grade, card.bkwp, defense, tables, policies)),
    }));
  });
}

function pitcherStrata(set: PineTarCardSet, pitcher: PineTarCard, tables: PineTarTables, policies: ManagerPolicies): CheckStratum[] {
  const card = pitcher.pitching!;
  const batters = opponentsOf(set, pitcher).filter((p) => !p.pitching);
  const total = batters.reduce((sum, b) => sum + b.targets.season.PA, 0);
  const defense = teamDefense(set, pitcher.team, pitcher);
  return batters.flatMap((batter) =>
    gradeShares(card).map((g) => ({
      weight: (batter.targets.season.PA / total) * g.weight,
      // A switch hitter bats from the side opposite the pitcher's hand.
      split: (batter.bats === 'S' ? (pitcher.throws === 'L' ? 'R' : 'L') : batter.bats) === 'L' ? 'vsL' : 'vsR',
      label: `${batter.name} (${g.label}, ${g.grade})`,
      matchup: matchupOf(pineTarMatchup(batter, pitcher.throws, g.grade, card.bkwp, defense, tables, policies)),
    })),
  );
}

/**
 * The Pine Tar check plan: every position player against the set's pitchers of other teams (weighted by batters
 * faced, each in his grade situations), or against the `--vs` mix; every pitcher against the other teams' position
 * players (weighted by plate appearances). Splits follow the opponent's hand (the batter side, for pitchers).
 */
export function pineTarCheckPlan(set: PineTarCardSet, tables: PineTarTables, options: CheckOptions, policies: ManagerPolicies = DEFAULT_POLICIES): CheckSubject[] {
  if (options.state.bases.some((runner) => runner === BATTER_ID)) throw new RangeError('runner id 0 is the batter');
  const subjects: CheckSubject[] = [];
  for (const card of set.players) {
    if (!card.pitching) {
      subjects.push({ id: card.id, name: card.name, team: card.team, role: 'batter', targets: cardTargets(card.targets), strata: batterStrata(set, card, tables, options, policies) });
    } else {
      subjects.push({ id: card.id, name: card.name, team: card.team, role: 'pitcher', targets: cardTargets(card.pitching.targets), strata: pitcherStrata(set, card, tables, policies) });
    }
  }
  return subjects;
}

