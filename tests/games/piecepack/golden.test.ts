import { expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream } from '../../../src/core/dice/streams.ts';
import {
  baseOutState,
  canonicalState,
  formatBaseOutState,
  stateIndex,
  type BaseOutState,
} from '../../../src/core/model/baseOut.ts';
import { OUTCOMES } from '../../../src/core/model/outcomes.ts';
import { FATIGUE_ONLY_BULLPEN } from '../../../src/engine/BullpenPolicy.ts';
import { GameEngine } from '../../../src/engine/playGame.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import { NEUTRAL_SITUATION } from '../../../src/games/piecepack/exactAtBat.ts';
import { piecepackSeasonLeague } from '../../../src/games/piecepack/game/seasonLeague.ts';
import { atBat } from '../../../src/games/piecepack/play.ts';
import { fourTeams, matchup, tables } from '../../helpers/piecepack.ts';

/**
 * Golden runs: any change to a table, a rule, a policy or the dice mapping shows up here as a reviewed snapshot diff.
 * First, 40 at-bats for seed 42 of a tile-2 batter against the Gloves, both cards drawn blind, carried from state to
 * state (a fresh inning after three outs), runners of tile 3.
 */
it('seed 42: a tile-2 batter against the Gloves, 40 at-bats', async () => {
  const m = matchup({ tile: 2, runnerTile: 3, rules: { juice: true } });
  const dice = randomDice(42);
  let state: BaseOutState = baseOutState();
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) {
    // Runners on base are renumbered 1-3 by base, so their tile is the spec's, whoever reached.
    const runners = canonicalState(stateIndex(state));
    const pitch = dice.card();
    const swing = dice.card();
    const pa = atBat(m, runners, { pitch, swing }, dice, NEUTRAL_SITUATION, true);
    lines.push(
      `${formatBaseOutState(state)} ${pa.result.padEnd(3)} runs ${pa.runs} -> ${formatBaseOutState(pa.after)} | ` +
        pa.events.flatMap((e) => e.notes).join('; '),
    );
    state = pa.after.outs >= 3 ? baseOutState() : { outs: pa.after.outs, bases: pa.after.bases };
  }
  await expect(lines.join('\n')).toMatchFileSnapshot('./__snapshots__/golden-seed-42.txt');
});

/** Then one whole game for seed 42, Sluggers at Gloves, game-theoretic managers, Juice Cards and the Ace's steal. */
it('seed 42: a whole game under the game-theoretic managers, Juice Cards and the Ace', async () => {
  const rules = { text: 'juice-cards+ace-steal', rules: { 'juice-cards': {}, 'ace-steal': {} } };
  const league = piecepackSeasonLeague([fourTeams], tables, {
    against: 'set',
    dh: false,
    manager: 'game-theory',
    rules,
  });
  const layout = new SeasonLayout(league.players, league.teams.length);
  const engine = new GameEngine(league, layout, FATIGUE_ONLY_BULLPEN);
  const lines: string[] = [];
  const who = (player: number, width: number) => league.player(player).id.padEnd(width);
  const at = (state: number) => (state === 24 ? 'over' : formatBaseOutState(canonicalState(state)));
  engine.onPlateAppearance = (r) =>
    lines.push(
      `${r.top ? 'top' : 'bot'} ${r.inning} ${who(r.batter, 12)} vs ${who(r.pitcher, 11)} ` +
        `${OUTCOMES[r.outcome]!.padEnd(3)} ${at(r.start)} -> ${at(r.end)} runs ${r.runs} score ${r.score.join('-')}`,
    );
  engine.onBasePlay = (p) => lines.push(`  steal: outs ${p.outsBefore} -> ${p.outsAfter}`);
  engine.play({ away: 0, home: 1, awayStarter: 0, homeStarter: 0 }, rootStream(42), new Float64Array(layout.size));
  await expect(lines.join('\n')).toMatchFileSnapshot('./__snapshots__/golden-game-seed-42.txt');
});
