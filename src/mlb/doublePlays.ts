import { isPitcherSeason } from './roster.ts';
import type { BattingRecord, PitchingRecord, SeasonData } from './seasonData.ts';

/**
 * Plate appearances at the league's rate a player's own is shrunk toward, so that a few double plays in a short season
 * do not make an extreme card (as the WP and balk ratings are shrunk).
 */
export const DOUBLE_PLAY_PRIOR_PA = 300;

/**
 * Double plays grounded into per plate appearance: the league's, its pitchers' at the plate, and each player's, shrunk
 * toward the league's by DOUBLE_PLAY_PRIOR_PA. The data counts no chances (runner on 1st, fewer than two out), so a
 * rate per plate appearance is what a card can be aimed at: against the league, in the league's start states.
 * @example doublePlayRates(data).batter(record) // (GIDP + 300 x league) / (PA + 300)
 */
export interface DoublePlayRates {
  league: number;
  pitchersBatting: number;
  batter(record: BattingRecord): number;
  pitcher(record: PitchingRecord): number;
}

export function doublePlayRates(data: SeasonData): DoublePlayRates {
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
  const league = plateAppearances > 0 ? doublePlays / plateAppearances : 0;
  const shrunk = (events: number, chances: number) =>
    (events + DOUBLE_PLAY_PRIOR_PA * league) / (chances + DOUBLE_PLAY_PRIOR_PA);
  return {
    league,
    pitchersBatting: shrunk(pitcherDoublePlays, pitcherPlateAppearances),
    batter: (record) => shrunk(record.GIDP, record.line.PA),
    pitcher: (record) => shrunk(record.GIDP, record.BFP),
  };
}
