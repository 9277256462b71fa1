import { isPitcherSeason } from './roster.ts';
import type { BattingRecord, PitchingRecord, SeasonData } from './seasonData.ts';

/**
 * Plate appearances at the league's rate a player's own is shrunk toward, so that a few double plays in a short season
 * do not make an extreme card (as the WP and balk ratings are shrunk).
 */
export const DOUBLE_PLAY_PRIOR_PA = 300;

/** Double plays grounded into per plate appearance: the league's, its pitchers' at the plate, each player's. */
export interface DoublePlayRates {
  league: number;
  pitchersBatting: number;
  batter(record: BattingRecord): number;
  pitcher(record: PitchingRecord): number;
}

/**
 * Double plays grounded into per plate appearance: the league's, its pitchers' at the plate, and each player's, shrunk
 * toward the league's by DOUBLE_PLAY_PRIOR_PA. A double play needs a chance (a runner on 1st, fewer than two out), and
 * the players' lines count no chances, so each player is taken to have had MLB's share of them (`doublePlayChances`,
 * from the run-expectancy table's plate appearances: 18.3% in 2016): his rate per chance is his GIDP over that share
 * of his plate appearances. The rates returned are per plate appearance in start states whose share of chances is
 * `chances` (a card's plate-appearance mode, whose states know no steals, has more: 20%): each rate per chance times
 * it. Without either share, per plate appearance as played.
 * @example doublePlayRates(data).batter(record) // (GIDP + 300 x league) / (PA + 300)
 */
export function doublePlayRates(data: SeasonData, chances?: number): DoublePlayRates {
  const scale = chances !== undefined && data.doublePlayChances ? chances / data.doublePlayChances : 1;
  let doublePlays = 0;
  let plateAppearances = 0;
  let pitcherDoublePlays = 0;
  let pitcherPlateAppearances = 0;
  for (const record of data.batting.values()) {
    doublePlays += record.GIDP;
    plateAppearances += record.line.PA;
    if (!isPitcherSeason(data, record.playerID)) continue;
    pitcherDoublePlays += record.GIDP;
    pitcherPlateAppearances += record.line.PA;
  }
  const asPlayed = plateAppearances > 0 ? doublePlays / plateAppearances : 0;
  const shrunk = (events: number, pa: number) =>
    (scale * (events + DOUBLE_PLAY_PRIOR_PA * asPlayed)) / (pa + DOUBLE_PLAY_PRIOR_PA);
  return {
    league: scale * asPlayed,
    pitchersBatting: shrunk(pitcherDoublePlays, pitcherPlateAppearances),
    batter: (record) => shrunk(record.GIDP, record.line.PA),
    pitcher: (record) => shrunk(record.GIDP, record.BFP),
  };
}
