import { InputError } from '../../core/input/InputError.ts';
import type { SeasonLine } from '../../core/cards/cardLines.ts';
import { splitShares } from '../../mlb/roster.ts';
import { LEAGUE_AVERAGE_ID, type CheckStratum, type CheckSubject, type GradePlan } from '../../core/GameSystem.ts';
import type { StratCard, StratCardSet } from './cards.ts';
import { StratCompiler } from './compile.ts';
import { LEAGUE_PITCHING, leagueDefense } from './defense.ts';
import type { ReadingCache } from './exactDistribution.ts';
import { battingColumns, leagueBatterCard, matchupOf, startStates, stratMatchup, type PitcherSide } from './plan.ts';
import type { StratTables } from './tables.ts';

/** Strat prints no grades: the set's pitchers in fifths by the opponents' OPS on their cards, best first. */
export const STRAT_TIERS = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5'] as const;
/** The set's league-average pitcher, where it has a league block: the shifts are measured from him. */
export const LEAGUE_GRADE = 'league';
const HANDS = ['L', 'R'] as const;

/** A pitcher as a tier holds him: his side of the card, and his weight (batters faced). */
interface TierPitcher {
  side: PitcherSide;
  weight: number;
}

/** Opponents' OPS on a printed line. */
const ops = (line: SeasonLine) =>
  (line.H + line.BB + line.HBP) / Math.max(1, line.PA) +
  (line.H + line['2B'] + 2 * line['3B'] + 3 * line.HR) / Math.max(1, line.AB);

/**
 * The set's pitchers who print a season line, best first by opponents' OPS, cut into five tiers of equal batters
 * faced (a pitcher falls in the tier his middle batter does). Every pitcher pitches with the league's WP, balk and
 * hold, so only his columns differ.
 */
export function pitcherTiers(set: StratCardSet): TierPitcher[][] {
  const pitchers = set.players.flatMap((card) =>
    card.pitching?.targets ? [{ card, line: card.pitching.targets.season }] : [],
  );
  if (pitchers.length < STRAT_TIERS.length) {
    throw new InputError([
      {
        file: set.file,
        line: 1,
        field: 'players',
        expected:
          `at least ${STRAT_TIERS.length} pitchers who print a season line, ` +
          `to rank in fifths for the grade shift (it has ${pitchers.length})`,
      },
    ]);
  }
  const ranked = pitchers.sort((a, b) => ops(a.line) - ops(b.line));
  const total = ranked.reduce((sum, p) => sum + p.line.PA, 0);
  const tiers: TierPitcher[][] = STRAT_TIERS.map(() => []);
  let before = 0;
  for (const { card, line } of ranked) {
    const tier = Math.min(STRAT_TIERS.length - 1, Math.floor(((before + line.PA / 2) / total) * STRAT_TIERS.length));
    tiers[tier]!.push({
      side: { throws: card.throws, columns: card.pitching!.columns, ...LEAGUE_PITCHING },
      weight: line.PA,
    });
    before += line.PA;
  }
  return tiers;
}

/**
 * The Strat grade-shift plan ("grades equivalent"): Strat has no pitcher grades, so each position player, and the
 * league's average batters where the set has a league, face the set's pitchers tier by tier (STRAT_TIERS) and the
 * league's average pitcher, all else equal: the league's fielders and pitching ratings, the neutral park, each hand
 * at the batter's own split share (within a tier, the tier's pitchers of that hand by batters faced; a tier with one
 * hand only is all that hand).
 */
export function stratGradePlan(set: StratCardSet, tables: StratTables): GradePlan {
  const tiers = pitcherTiers(set);
  const cache: ReadingCache = new Map();
  const compiler = StratCompiler.of(tables);
  const defense = leagueDefense();
  const states = set.league?.states ?? startStates(undefined);
  const pitchersOf = (grade: string): TierPitcher[] =>
    grade === LEAGUE_GRADE
      ? HANDS.map((hand) => ({
          side: { throws: hand, columns: set.league!.pitchers[hand].columns, ...LEAGUE_PITCHING },
          weight: set.league!.pitchers[hand].weight,
        }))
      : tiers[STRAT_TIERS.indexOf(grade as (typeof STRAT_TIERS)[number])]!;
  const handWeights = (pitchers: TierPitcher[]) => ({
    L: pitchers.filter((p) => p.side.throws === 'L').reduce((s, p) => s + p.weight, 0),
    R: pitchers.filter((p) => p.side.throws === 'R').reduce((s, p) => s + p.weight, 0),
  });
  const strata = (batter: StratCard, grade: string, weight = 1): CheckStratum[] => {
    const pitchers = pitchersOf(grade);
    const byHand = handWeights(pitchers);
    // A tier with pitchers of one hand only is all that hand, whatever the batter's splits.
    const shares =
      byHand.L === 0 || byHand.R === 0
        ? { L: byHand.L > 0 ? 1 : 0, R: byHand.R > 0 ? 1 : 0 }
        : splitShares(batter.targets, byHand);
    return pitchers
      .filter((p) => shares[p.side.throws] > 0)
      .map((p) => ({
        weight: (weight * shares[p.side.throws] * p.weight) / byHand[p.side.throws],
        split: p.side.throws === 'L' ? 'vsL' : 'vsR',
        label: `${batter.name} vs ${grade} ${p.side.throws}HP`,
        matchup: matchupOf(
          stratMatchup(
            { card: batter, columns: battingColumns(set, batter, p.side.throws) },
            p.side,
            defense,
            tables.neutralPark,
            tables,
          ),
          cache,
          compiler,
        ),
      }));
  };
  const grades = set.league ? [...STRAT_TIERS, LEAGUE_GRADE] : [...STRAT_TIERS];
  const league = set.league;
  const sides = league ? HANDS.filter((side) => league.batters[side].weight > 0) : [];
  const sideTotal = sides.reduce((sum, side) => sum + league!.batters[side].weight, 0);
  const batters = set.players.filter((p) => !p.pitching);
  const subjects = grades.map((grade) => [
    ...(league && sideTotal > 0
      ? [
          {
            id: LEAGUE_AVERAGE_ID,
            name: `${league.name} average batter`,
            team: 'league',
            role: 'batter' as const,
            targets: {},
            states,
            strata: sides.flatMap((side) =>
              strata(leagueBatterCard(league, side), grade, league.batters[side].weight / sideTotal),
            ),
          },
        ]
      : []),
    ...batters.map((card): CheckSubject => ({
      id: card.id,
      name: card.name,
      team: card.team,
      role: 'batter',
      targets: {},
      states,
      strata: strata(card, grade),
    })),
  ]);
  return {
    grades,
    reference: set.league ? LEAGUE_GRADE : 'Q3',
    opponents:
      `the set's pitchers in fifths by opponents' OPS on their cards (Q1 the ` +
      `best)${set.league ? ` and the ${set.league.name} average pitcher` : ''}, ` +
      `each hand at the batter's own split share, league fielders and pitching ratings, neutral park`,
    subjects,
  };
}
