import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import { resolvePlateAppearance } from '../../../src/games/strat/resolve.ts';
import { parseReading } from '../../../src/games/strat/vocabulary.ts';
import { formatBaseOutState, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { every, matchup } from '../../helpers/strat.ts';
import type { InfieldPosition } from '../../../src/games/strat/policies.ts';

const d6 = (value: number): ScriptedRoll => ['d6', value];
const d20 = (value: number): ScriptedRoll => ['d20', value];

/**
 * One plate appearance on a batter's card that reads `text` everywhere: white 1, dice 3 + 4, a d20 of 10 with runners
 * on.
 */
function play(text: string, state: string, infield: InfieldPosition = 'back', extra: ScriptedRoll[] = []) {
  const m = matchup({ batter: every(text), policies: { infield: () => infield } });
  const start = parseBaseOutState(state);
  const gate = start.bases.some((runner) => runner >= 0) ? [d20(10)] : [];
  const dice = scriptedDice([d6(1), ...gate, d6(3), d6(4), ...extra]);
  const pa = resolvePlateAppearance(m, start, dice);
  expect(dice.remaining()).toBe(0);
  return { result: pa.result, after: formatBaseOutState(pa.after), runs: pa.runs, error: pa.events.at(-1)!.error };
}

describe('the card abbreviations E(1), E(2), E(3) and ++', () => {
  it('parse: E(1) to E(3), with or without the fielder charged; ++ after a groundball type', () => {
    expect(parseReading('E(2)(ss)')).toMatchObject({ parts: [{ result: { kind: 'E', bases: 2, fielder: 'SS' } }] });
    expect(parseReading('E(1)')).toMatchObject({ parts: [{ result: { kind: 'E', bases: 1 } }] });
    expect(parseReading('GB(3b)A++')).toMatchObject({
      parts: [{ result: { kind: 'GB', fielder: '3B', type: 'A', plus: true, fielderIn: true } }],
    });
    expect(parseReading('E(4)')).toMatch(/is not a result/);
    expect(parseReading('FLY(lf)B++')).toMatch(/is not a result/);
  });

  it(
    'E(1): batter safe at first, runners up one; E(2): at second, ' +
      'runners two; E(3): at third, all score (ROE, the error charged)',
    () => {
      expect(play('E(1)', '1--/0')).toEqual({ result: 'ROE', after: '12-/0', runs: 0, error: 'SS' });
      expect(play('E(2)(3b)', '1--/1')).toEqual({ result: 'ROE', after: '-23/1', runs: 0, error: '3B' });
      expect(play('E(3)', '123/2')).toEqual({ result: 'ROE', after: '--3/2', runs: 3, error: 'SS' });
    },
  );

  it(
    '++ is a single** with only the corners in on a ball to 1st or ' +
      '3rd; + is not (the text), and both are with the infield in',
    () => {
      expect(play('GB(3b)A++', '--3/0', 'corners')).toMatchObject({ result: '1B', after: '1--/0', runs: 1 });
      expect(play('GB(3b)A+', '--3/0', 'corners').result).not.toBe('1B');
      expect(play('GB(3b)A+', '--3/0', 'in')).toMatchObject({ result: '1B', runs: 1 });
      expect(play('GB(3b)A++', '--3/0', 'back').result).not.toBe('1B');
    },
  );
});
