import { describe, expect, it } from 'vitest';
import { isPitcherSeason, seasonTeams, positionPlayersLine, teamPlateAppearances } from '../../src/mlb/roster.ts';
import { readSeasonData } from '../../src/mlb/seasonData.ts';
import { seasonSources } from '../helpers/inputs.ts';

describe("positionPlayersLine: MLB's batting less its pitchers'", () => {
  it("sums every season but a pitcher's: 2016's 5,360 pitchers' PA out, 2024's (a universal DH) 2", () => {
    // Counted off batting_2016.csv and pitching_2016.csv apart from cardlab (a player is a pitcher where his batters
    // faced, over his stints, are at least his PA): 179,179 PA, 160,851 AB, 41,648 H, 8,160 2B, 865 3B, 5,586 HR,
    // 14,917 BB, 1,639 HBP, 36,899 SO; the pitchers' 5,360 PA hit 628 in 4,710 AB.
    const data2016 = readSeasonData(seasonSources(), 2016);
    const line = positionPlayersLine(data2016);
    expect([line.PA, line.AB, line.H, line['2B'], line['3B'], line.HR, line.BB, line.HBP, line.SO]).toEqual([
      179_179, 160_851, 41_648, 8_160, 865, 5_586, 14_917, 1_639, 36_899,
    ]);
    expect(isPitcherSeason(data2016, 'arrieja01')).toBe(true);
    const line2024 = positionPlayersLine(readSeasonData(seasonSources(), 2024));
    expect([line2024.PA, line2024.AB, line2024.H]).toEqual([182_347, 163_685, 39_823]);
  });

  it("gives each batting card its plate appearances for its own team: over a league, its position players'", () => {
    // Every position player has a card on each of his teams (teamRosters), so the cards' team PA sum to 179,179
    // (positionPlayersLine's, above).
    const data = readSeasonData(seasonSources(), 2016);
    const teamPA = teamPlateAppearances(data, seasonTeams(data));
    expect([...teamPA.values()].reduce((a, b) => a + b, 0)).toBe(179_179);
    // Beltran's 2016 (batting_2016.csv): 387 PA for the Yankees, 206 for Texas (his second card's id made unique);
    // each card prints his 593.
    expect([teamPA.get('NYA|beltran'), teamPA.get('TEX|beltran-carlos')]).toEqual([387, 206]);
    expect(data.batting.get('beltrca01')!.line.PA).toBe(593);
  });
});
