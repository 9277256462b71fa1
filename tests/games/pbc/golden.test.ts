import { expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { baseOutState, formatBaseOutState, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { resolvePlateAppearance } from '../../../src/games/pbc/resolve.ts';
import { card, matchup } from '../../helpers/pbc.ts';

/**
 * Golden run: the first 40 plate appearances for seed 42 of Skip Higgins against Luigi Ryle, carried from state to
 * state (a fresh inning after three outs), runners of Speed 1. Any change to a table, a rule or the dice mapping shows
 * up here as a reviewed snapshot diff.
 */
it('seed 42: Skip Higgins vs Luigi Ryle, 40 plate appearances', async () => {
  const skip = card('skip-higgins');
  const m = matchup({ hits: '5,9,11', variance: skip.variance, speed: skip.speed, runners: { 1: 1, 2: 1, 3: 1 } });
  const dice = randomDice(42);
  let state: BaseOutState = baseOutState();
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) {
    // Runners on base are renumbered 1-3 by base, so their Speed is the spec's, whoever reached.
    const runners = state.bases.map((r, b) => (r < 0 ? r : b + 1)) as [number, number, number];
    const pa = resolvePlateAppearance(m, { outs: state.outs, bases: runners }, dice, undefined, true);
    lines.push(
      `${formatBaseOutState(state)} ${pa.result.padEnd(4)} runs ${pa.runs} -> ${formatBaseOutState(pa.after)} | ` +
        pa.events.flatMap((e) => e.notes).join('; '),
    );
    state = pa.after.outs >= 3 ? baseOutState() : { outs: pa.after.outs, bases: pa.after.bases };
  }
  await expect(lines.join('\n')).toMatchFileSnapshot('./__snapshots__/golden-seed-42.txt');
});
