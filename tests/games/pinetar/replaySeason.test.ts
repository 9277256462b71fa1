import { describe, expect, it } from 'vitest';
import { AWAY, HOME } from '../../../src/core/game/GameState.ts';
import { OUTCOMES } from '../../../src/core/model/outcomes.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import { seasonLeagueOf, type SeasonSpec } from '../../../src/harness/seasonLeague.ts';
import { simulateSeason } from '../../../src/harness/simulateSeason.ts';
import { loadedSets, pineTar, ruleSet } from '../../helpers/inputs.ts';

const spec = (rules: string, manager = 'default'): SeasonSpec => ({
  sets: loadedSets(['cards/pinetar/2016-cubs.yaml', 'cards/pinetar/2016-cleveland.yaml']),
  against: 'set',
  dh: false,
  manager,
  bullpen: 'standard',
  rules: ruleSet(pineTar, rules, []),
});
/** A season's counts, seed 3, in this thread. */
const season = async (rules: string, manager = 'default', gamesPerTeam = 40) => [
  ...(await simulateSeason(spec(rules, manager), { gamesPerTeam, seed: 3, workers: 0 })).tally,
];
const SH = OUTCOMES.indexOf('SH');

describe("Replay's rules in whole games", () => {
  it('change nothing where they do not play, draw for draw', async () => {
    // The default manager never squeezes: replay-squeeze is on and idle, its cards adapted, its parties at hand.
    expect(await season('replay-squeeze')).toEqual(await season('main'));
    expect(await season('all+replay-squeeze', 'aggressive')).toEqual(await season('all', 'aggressive'));
    // The passive manager never bunts nor runs: nothing of Replay's plays.
    expect(await season('replay', 'passive')).toEqual(await season('main', 'passive'));
  });

  it("play sacrifices and hit and runs on the charts, the chart's steals tallied as steals", async () => {
    const layout = new SeasonLayout(seasonLeagueOf(spec('main')).league.players, 2);
    const steals = (tally: number[]) =>
      [AWAY, HOME].reduce((sum, team) => sum + tally[layout.team(team, 'SB')]! + tally[layout.team(team, 'CS')]!, 0);
    const sacrifices = (tally: number[]) => {
      let sum = 0;
      for (let p = 0; p < layout.players; p++) sum += tally[layout.batting(p) + SH]!;
      return sum;
    };
    const main = await season('main', 'aggressive');
    const replay = await season('replay', 'aggressive');
    expect(replay).not.toEqual(main);
    // Pine Tar's main rules have no steals at all; Replay's hit-and-run chart brings them (caught stealing, a pitchout,
    // a pitch in the dirt, a strikeout with the runner going), tallied to the runners and their teams.
    expect(steals(main)).toBe(0);
    expect(steals(replay)).toBeGreaterThan(0);
    expect(sacrifices(replay)).toBeGreaterThan(0);
  });

  it('give the same numbers on worker threads (the tables and cards cross by structured clone)', async () => {
    const alone = await simulateSeason(spec('replay', 'aggressive'), { gamesPerTeam: 40, seed: 3, workers: 0 });
    const two = await simulateSeason(spec('replay', 'aggressive'), { gamesPerTeam: 40, seed: 3, workers: 2 });
    expect([...two.tally]).toEqual([...alone.tally]);
  });
});
