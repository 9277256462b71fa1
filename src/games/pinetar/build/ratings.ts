import type { RunningLine } from '../../../mlb/seasonData.ts';
import type { PitchingRecord } from '../../../mlb/seasonData.ts';

/**
 * A pitcher's role: starter when at least half his games were starts, closer with 10 saves, dual-role with some starts.
 */
export function pitcherRole(record: Pick<PitchingRecord, 'G' | 'GS' | 'SV'>): 'S' | 'R' | 'C' | 'S/R' {
  if (record.GS > 0 && record.GS * 2 >= record.G) return 'S';
  if (record.GS > 0) return 'S/R';
  return record.SV >= 10 ? 'C' : 'R';
}

/** Times a batter reached first base by a single, walk or hit by pitch: his chances to steal. */
const chances = (l: RunningLine) => l.singles + l.walks;

/**
 * Speed from the running the line shows: fast with steal attempts on 10% of his times on first, or triples on 12% of
 * his extra-base hits (at least 3); slow with attempts under 3% and triples under 5%; medium otherwise, and medium
 * with under 30 chances (too few to tell). Pitchers are slow.
 * @example speedRating({ G: 150, SB: 20, CS: 5, singles: 100, walks: 60, doubles: 30, triples: 5, SH: 0 }) // => 'F'
 */
export function speedRating(l: RunningLine): 'S' | 'M' | 'F' {
  const onFirst = chances(l);
  if (onFirst < 30) return 'M';
  const attempts = (l.SB + l.CS) / onFirst;
  const tripleShare = l.doubles + l.triples > 0 ? l.triples / (l.doubles + l.triples) : 0;
  if (attempts >= 0.1 || (tripleShare >= 0.12 && l.triples >= 3)) return 'F';
  if (attempts < 0.03 && tripleShare < 0.05) return 'S';
  return 'M';
}

/**
 * SBC: the steal success rate with one success and one failure added (so 1 for 1 is 67, not 100); none without
 * attempts.
 */
export function sbcRating(l: RunningLine): number | null {
  const attempts = l.SB + l.CS;
  return attempts > 0 ? Math.min(95, Math.max(5, Math.round((100 * (l.SB + 1)) / (attempts + 2)))) : null;
}

/** SBO: steal attempts per time on first: AA 20%, A 12%, B 7%, C 4%, D 2%, E any, N none. */
export function sboRating(l: RunningLine): 'AA' | 'A' | 'B' | 'C' | 'D' | 'E' | 'N' {
  const onFirst = chances(l);
  const rate = onFirst > 0 ? (l.SB + l.CS) / onFirst : 0;
  return rate >= 0.2
    ? 'AA'
    : rate >= 0.12
      ? 'A'
      : rate >= 0.07
        ? 'B'
        : rate >= 0.04
          ? 'C'
          : rate >= 0.02
            ? 'D'
            : rate > 0
              ? 'E'
              : 'N';
}

/** SHC: 50, plus 10 per sacrifice hit, at most 95. */
export function shcRating(l: RunningLine): number {
  return Math.min(95, 50 + 10 * l.SH);
}

/** INJ: games missed of 162 scaled to 5-25, then A (140+ games), B (100+) or C. */
export function injuryRating(games: number): string {
  const number = Math.max(5, Math.min(25, Math.round(5 + 20 * (1 - games / 162))));
  return `${number}${games >= 140 ? 'A' : games >= 100 ? 'B' : 'C'}`;
}

/**
 * Error chance by position, for want of fielding data (the season files have none): the busier and harder the position,
 * the higher.
 */
export const EC_BY_POSITION: Readonly<Record<string, number>> = {
  P: 3,
  C: 3,
  '1B': 2,
  '2B': 3,
  '3B': 4,
  SS: 4,
  LF: 2,
  CF: 2,
  RF: 2,
};

/**
 * BK/WP: the balk range is the balks' share of his balks and wild pitches (less one, so 00 is the first roll), wild
 * pitches above it to 99; "--" for a kind he never committed, "--/--" for neither.
 * @example bkwpRating(2, 8) // => '19/99'
 */
export function bkwpRating(balks: number, wildPitches: number): string {
  if (balks === 0 && wildPitches === 0) return '--/--';
  if (balks === 0) return '--/99';
  const top = Math.round((100 * balks) / (balks + wildPitches)) - 1;
  return `${String(Math.max(0, top)).padStart(2, '0')}/${wildPitches === 0 ? '--' : '99'}`;
}

/**
 * MIP: a starter's innings per start; a reliever's innings per game (at least 1); a dual-role pitcher
 * "starter/relief*",
 * his relief outings counted at one inning each.
 * @example mipRating({ G: 31, GS: 31, SV: 0, IPouts: 593 }) // => 6
 */
export function mipRating(record: Pick<PitchingRecord, 'G' | 'GS' | 'SV' | 'IPouts'>): number | string {
  const innings = record.IPouts / 3;
  const role = pitcherRole(record);
  if (role === 'S') return Math.max(1, Math.min(15, Math.floor(innings / record.GS)));
  if (role === 'S/R') {
    const relief = record.G - record.GS;
    return `${Math.max(1, Math.min(15, Math.floor((innings - relief) / record.GS)))}/1*`;
  }
  return Math.max(1, Math.min(15, Math.round(innings / Math.max(1, record.G))));
}

/**
 * SO/BB (optional rule): the pitcher's strikeout rate less the league's, minus his walk rate less the league's; under
 * 3 points NC, then 77, then 55 and 77 (6 points), then 55-60 and 77 (10 points), as SO for the strikeout side and BB
 * for the walk side. Under 100 batters faced: NC.
 */
export function soBbRating(
  so: number,
  bb: number,
  faced: number,
  league: { so: number; bb: number },
): 'SO 55-60, 77' | 'SO 55, 77' | 'SO 77' | 'NC' | 'BB 77' | 'BB 55, 77' | 'BB 55-60, 77' {
  if (faced < 100) return 'NC';
  const edge = so / faced - league.so - (bb / faced - league.bb);
  const size = Math.abs(edge);
  const kind = edge > 0 ? 'SO' : 'BB';
  if (size < 0.03) return 'NC';
  if (size < 0.06) return `${kind} 77`;
  if (size < 0.1) return `${kind} 55, 77`;
  return `${kind} 55-60, 77`;
}
