import { expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { formatBaseOutState, type BaseOutState, baseOutState } from '../../../src/core/model/baseOut.ts';
import { matchup } from '../../helpers/pinetar.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

/**
 * Golden run: the first 40 plate appearances for seed 42 of Rizzo's vs-RHP column against grade C, carried from state
 * to state (a fresh inning after three outs). Any change to a table, a rule or the dice mapping shows up here as a
 * reviewed snapshot diff.
 */
it('seed 42: Rizzo vs grade C, 40 plate appearances', async () => {
  const rizzo = pineTarSet('cards/pinetar/walkthrough.yaml').players.find((p) => p.id === 'rizzo')!;
  const m = matchup({
    column: rizzo.columns.vsR,
    grade: 'C',
    speed: rizzo.speed,
    shc: rizzo.shc,
    bkwp: '08/99',
    ec: { SS: 4, '2B': 3, '3B': 4, '1B': 2 },
  });
  const dice = randomDice(42);
  let state: BaseOutState = baseOutState();
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) {
    // Runners keep the batter's id 0 on base; give each plate appearance's batter a fresh id by shifting runners.
    const pa = resolvePlateAppearance(
      m,
      { outs: state.outs, bases: state.bases.map((r) => (r < 0 ? r : r + 1)) as [number, number, number] },
      dice,
      undefined,
      true,
    );
    lines.push(
      `${formatBaseOutState(state)} ${pa.result.padEnd(4)} runs ` +
        `${pa.runs} | ${pa.events.flatMap((e) => e.notes).join('; ')}`,
    );
    state = pa.after.outs >= 3 ? baseOutState() : pa.after;
  }
  await expect(lines.join('\n')).toMatchFileSnapshot('./__snapshots__/golden-seed-42.txt');
});
