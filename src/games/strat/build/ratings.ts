import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { PitchingRecord, RunningLine } from '../../../mlb/seasonData.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { LEAGUE_PITCHING } from '../defense.ts';

/**
 * The ratings of a built Strat card from a season's numbers. The data has the events, not the game's ratings, so each
 * scale below is cardlab's, anchored so that a league-average player gets the league-average rating (README, "How
 * Strat cards are built").
 */

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/** What the running and stealing ratings read. */
type Running = Pick<RunningLine, 'SB' | 'CS' | 'singles' | 'walks' | 'doubles' | 'triples'>;

/** Steal attempts per time on first (singles and walks). */
const attemptRate = (r: Running) => (r.SB + r.CS) / Math.max(1, r.singles + r.walks);

/**
 * Running 8-17 (the d20 chance of an extra base before modifiers): half from steal attempts per time on first (0.15
 * and up is the fastest), half from triples' share of extra-base hits past the pair (0.2 and up). About 12 for a
 * league-average runner, the rating the check's runners get.
 */
export function runningRating(r: Running): number {
  const steals = Math.min(1, attemptRate(r) / 0.15);
  const triples = Math.min(1, r.triples / Math.max(1, r.doubles + r.triples) / 0.2);
  return clamp(8 + Math.round((9 * (steals + triples)) / 2), 8, 17);
}

/** The lead d20 reads a pickoff try or a possible balk on 1 and 2: the lead dice count on the other 18 of 20. */
const LEAD_DICE_READ = 18 / 20;
/**
 * Times on first that bring a try for a lead: he is asked only with 2nd open (2016: 70% of the plate appearances with a
 * runner on 1st had it open) and once a time on base. cardlab's scale, anchored so that the 2016 league's built cards
 * attempt, under the default manager, about as often as 2016's runners did (0.73 a team game).
 */
export const TRIES_PER_TIME_ON_FIRST = 0.7;
/** Totals a lead takes, most ways first (7, then 6 and 8, ...): a lead of n ways is the first that fill it. */
const LEAD_ORDER = [7, 6, 8, 5, 9, 4, 10, 3, 11, 2];

/** Totals as a card prints them: runs of consecutive totals as ranges, `5-9`, `2,7`; none as `-`. */
function totalsText(totals: readonly number[]): string {
  const sorted = [...totals].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(',') || '-';
}

/**
 * The stealing line from attempts and success. A runner is asked to try for a lead about TRIES_PER_TIME_ON_FIRST of
 * his times on first, and the lead dice count on 18 of the d20's 20: so his lead totals take 36 x (attempts per time
 * on first) / (0.9 x 0.7) of the 36 ways (1 to 35), the totals with the most ways first (7, 6, 8, ...). No out
 * totals (`-`): every attempt is thrown on, so the safe chances alone give his success, 2 more than twenty times the
 * success rate with a lead (a held runner loses 2), 6 fewer without. `*` from 0.3 attempts per time on first. Fewer
 * than three attempts: no stealing line.
 * @example stealingLine({ SB: 30, CS: 5, singles: 100, walks: 50, doubles: 20, triples: 5 }) // => '3,6-7/- (19-13)'
 */
export function stealingLine(r: Running): string {
  const attempts = r.SB + r.CS;
  if (attempts < 3) return '-';
  const rate = attemptRate(r);
  let left = clamp(Math.round((36 * rate) / (LEAD_DICE_READ * TRIES_PER_TIME_ON_FIRST)), 1, 35);
  const lead: number[] = [];
  for (const total of LEAD_ORDER) {
    if (TWO_D6_WAYS[total]! > left) continue;
    lead.push(total);
    left -= TWO_D6_WAYS[total]!;
  }
  const first = clamp(Math.round((20 * r.SB) / attempts + 2), 5, 19);
  return `${rate >= 0.3 ? '*' : ''}${totalsText(lead)}/- (${first}-${Math.max(1, first - 6)})`;
}

/** Bunting A-D from sacrifice hits per plate appearance. */
export function buntingRating(line: SeasonLine): 'A' | 'B' | 'C' | 'D' {
  const rate = (line.SH ?? 0) / Math.max(1, line.PA);
  return rate >= 0.015 ? 'A' : rate >= 0.005 ? 'B' : rate > 0 ? 'C' : 'D';
}

/** Hit and run A-D from contact: strikeouts per plate appearance. */
export function hitAndRunRating(line: SeasonLine): 'A' | 'B' | 'C' | 'D' {
  const rate = line.SO / Math.max(1, line.PA);
  return rate <= 0.12 ? 'A' : rate <= 0.18 ? 'B' : rate <= 0.25 ? 'C' : 'D';
}

/**
 * Weak power (W) under one home run per 100 plate appearances (2016's league rate was 3), given 100 or more; else N.
 */
export function powerRating(line: SeasonLine | undefined): 'N' | 'W' {
  return line && line.PA >= 100 && line.HR / line.PA < 0.01 ? 'W' : 'N';
}

/** Innings a relief appearance is taken to last when a pitcher both starts and relieves. */
const RELIEF_INNINGS = 1.2;

/**
 * Endurance: a starter's POW inning is one past his innings per start; a reliever's 1-4 from innings per relief
 * appearance (1, 1.5, 2, 2.5 and up); his closer endurance from saves (0, 1, 2, 3 at 0, 1, 5, 20); a pitcher who never
 * relieved is no closer (N).
 */
export function endurance(record: PitchingRecord): { starter?: number; relief?: number; closer: number | 'N' } {
  const innings = record.IPouts / 3;
  const relieved = record.G - record.GS;
  const startInnings = record.GS > 0 ? Math.max(1, innings - relieved * RELIEF_INNINGS) / record.GS : 0;
  const reliefInnings = relieved > 0 ? (record.GS > 0 ? RELIEF_INNINGS : innings / relieved) : 0;
  return {
    ...(record.GS > 0 && { starter: clamp(Math.round(startInnings) + 1, 1, 9) }),
    ...(relieved > 0 && { relief: clamp(Math.round(2 * reliefInnings - 1), 1, 4) }),
    closer: relieved === 0 ? 'N' : record.SV >= 20 ? 3 : record.SV >= 5 ? 2 : record.SV >= 1 ? 1 : 0,
  };
}

/** Batters faced a league-average rate stands in for, so a few wild pitches in a short season do not make a 20. */
const PRIOR_BF = 300;

/**
 * WP and balk ratings scaled from the league pitcher's (9 and 1, which give 2016's wild pitches and balks through the
 * d20 gate) by the pitcher's rate over the league's, his rate shrunk toward the league's by PRIOR_BF batters faced.
 */
export function wildPitchRatings(
  record: PitchingRecord,
  league: { WP: number; BK: number; BFP: number },
): { wp: number; balk: number } {
  const scaled = (events: number, leagueEvents: number, rating: number) => {
    const leagueRate = leagueEvents / league.BFP;
    const rate = (events + PRIOR_BF * leagueRate) / (record.BFP + PRIOR_BF);
    return clamp(Math.round((rating * rate) / leagueRate), 0, 20);
  };
  return {
    wp: scaled(record.WP, league.WP, LEAGUE_PITCHING.wp),
    balk: scaled(record.BK, league.BK, LEAGUE_PITCHING.balk),
  };
}
