import { LEAGUE_AVERAGE_ID, type CheckStratum, type CheckSubject, type GradePlan } from '../../core/GameSystem.ts';
import type { PineTarCard, PineTarCardSet } from './cards.ts';
import { splitShares } from '../../mlb/roster.ts';
import {
  LEAGUE_BKWP,
  ModelCache,
  leagueBatterCard,
  leagueDefense,
  pitcherHands,
  splitOf,
  startStates,
  stratumMatchup,
  type PlanContext,
} from './plan.ts';
import { DEFAULT_POLICIES, type ManagerPolicies } from './policies.ts';
import type { PineTarTables } from './tables.ts';
import { GRADE_LADDER } from './build/grades.ts';
import type { Grade } from './vocabulary.ts';

/** The grade shifts are measured from: C, the walk-through's grade and the 2016 league's most common one. */
export const REFERENCE_GRADE: Grade = 'C';
const HANDS = ['L', 'R'] as const;

/** Shares of batters faced by pitcher hand: the league's, else the set's pitchers' by batters faced, else even. */
function opposingHands(set: PineTarCardSet): Record<'L' | 'R', number> {
  if (set.league) return pitcherHands(set.league.pitchers);
  const hands = { L: 0, R: 0 };
  for (const p of set.players) if (p.pitching) hands[p.throws] += p.pitching.targets?.season.PA ?? 1;
  return hands.L + hands.R > 0 ? hands : { L: 1, R: 1 };
}

/**
 * The Pine Tar grade-shift plan: each position player, and the league's average batters (left and right at their
 * league shares), against pitchers of one grade at a time: each hand at the batter's own split share, the league's
 * BK/WP and fielders, from the set's start states. Only the grade changes between a card's subjects.
 */
export function pineTarGradePlan(
  set: PineTarCardSet,
  tables: PineTarTables,
  policies: ManagerPolicies = DEFAULT_POLICIES,
): GradePlan {
  const context: PlanContext = { tables, policies, models: new ModelCache(tables, policies) };
  const states = startStates(set, undefined);
  const hands = opposingHands(set);
  const bkwp = set.league?.bkwp ?? LEAGUE_BKWP;
  const defense = leagueDefense();
  const strata = (batter: PineTarCard, grade: Grade, shares: Record<'L' | 'R', number>, weight = 1): CheckStratum[] =>
    HANDS.filter((hand) => shares[hand] > 0).map((hand) => ({
      weight: weight * shares[hand],
      split: splitOf(hand),
      label: `${batter.name} vs ${hand}HP grade ${grade}`,
      matchup: stratumMatchup(context, batter, { throws: hand }, grade, bkwp, defense),
    }));
  const handShares = splitShares(undefined, hands);
  const leagueSides = set.league
    ? HANDS.flatMap((side) => (set.league!.batters[side] ? [{ side, batter: set.league!.batters[side]! }] : []))
    : [];
  const sideTotal = leagueSides.reduce((sum, s) => sum + s.batter.weight, 0);
  const leagueAverage = (grade: Grade): CheckSubject[] =>
    sideTotal > 0
      ? [
          {
            id: LEAGUE_AVERAGE_ID,
            name: `${set.league!.name} average batter`,
            team: 'league',
            role: 'batter',
            targets: {},
            states,
            strata: leagueSides.flatMap(({ side, batter }) =>
              strata(leagueBatterCard(side, batter), grade, handShares, batter.weight / sideTotal),
            ),
          },
        ]
      : [];
  const batters = set.players.filter((p) => !p.pitching);
  const subjects = GRADE_LADDER.map((grade) => [
    ...leagueAverage(grade),
    ...batters.map((card): CheckSubject => ({
      id: card.id,
      name: card.name,
      team: card.team,
      role: 'batter',
      targets: {},
      states,
      strata: strata(card, grade, splitShares(card.targets, hands)),
    })),
  ]);
  const percent = (x: number) => `${Math.round((100 * x) / (hands.L + hands.R))}%`;
  const whose = set.league ? `${set.league.name} pitchers` : "the set's pitchers";
  return {
    // Best to worst by what the grade does (M between B and C), so every grade axis reads as the ladder.
    grades: GRADE_LADDER,
    reference: REFERENCE_GRADE,
    opponents:
      `pitchers of each grade, left-handed ${percent(hands.L)} and right-handed ${percent(hands.R)} ` +
      `as ${whose} (each batter at his own split shares), ${bkwp.text} BK/WP, league fielders`,
    subjects,
  };
}
