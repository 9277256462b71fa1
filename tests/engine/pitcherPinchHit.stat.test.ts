import { beforeAll, describe, expect, it } from 'vitest';
import { simulateSeason } from '../../src/harness/simulateSeason.ts';
import { summariseSeason } from '../../src/experiments/seasonSummary.ts';
import { mlbSeason } from '../../src/mlb/mlbTotals.ts';
import { loadedSets, readInput } from '../helpers/inputs.ts';

const MLB_2016 = () => mlbSeason(readInput('cards/sources/mlb_batting_totals_by_season.csv'), 2016);
const GAMES = {
  'Pine Tar': ['cards/pinetar/2016-cubs.yaml', 'cards/pinetar/2016-cleveland.yaml'],
  Strat: ['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml'],
};

/**
 * A season of the Cubs and Cleveland with no DH: the plate appearances of pitchers who started a game, a start, and of
 * those who never did.
 */
async function pitchersBatting(files: readonly string[], manager: string) {
  const spec = { sets: loadedSets([...files]), against: 'set' as const, dh: false, manager, bullpen: 'standard' };
  const season = summariseSeason(
    await simulateSeason(spec, { gamesPerTeam: 162, seed: 7, workers: 0 }),
    162,
    MLB_2016(),
  );
  let starts = 0;
  let starters = 0;
  let relievers = 0;
  for (const p of season.players) {
    if (!p.pitching) continue;
    starts += p.pitching.GS;
    if (p.pitching.GS > 0) starters += p.batting.pa;
    else relievers += p.batting.pa;
  }
  return { perStart: starters / starts, relievers };
}

describe.each(Object.entries(GAMES))('%s managers bat for their pitchers', (_game, files) => {
  let defaultManager: Awaited<ReturnType<typeof pitchersBatting>>;
  beforeAll(async () => {
    defaultManager = await pitchersBatting(files, 'default');
  });

  it('the default manager: no reliever bats while the bench has a player, the starter through the 6th', async () => {
    const { perStart, relievers } = defaultManager;
    expect(relievers).toBe(0);
    // The team bats about 4.3 times an inning, so six innings give the pitcher's spot under three turns (26 / 9); a
    // starter who lasts five (the usual) has had two (21 / 9), and one knocked out early fewer: over 1.5 a start.
    expect(perStart).toBeLessThan(3);
    expect(perStart).toBeGreaterThan(1.5);
  });

  it('the passive manager never does: his relievers bat, and his starters more often', async () => {
    const passive = await pitchersBatting(files, 'passive');
    expect(passive.relievers).toBeGreaterThan(100);
    expect(passive.perStart).toBeGreaterThan(defaultManager.perStart);
  });
});
