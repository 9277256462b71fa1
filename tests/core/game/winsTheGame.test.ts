import { describe, expect, it } from 'vitest';
import { winsTheGame } from '../../../src/core/game/gameSituation.ts';

describe('a run that wins the game', () => {
  it('is the home team going ahead at bat in the ninth or later, and nothing else', () => {
    expect(winsTheGame({ inning: 9, offenseLead: 0, bottom: true }, 1)).toBe(true);
    expect(winsTheGame({ inning: 12, offenseLead: -1, bottom: true }, 2)).toBe(true);
    expect(winsTheGame({ inning: 9, offenseLead: -1, bottom: true }, 1)).toBe(false); // a tie plays on
    expect(winsTheGame({ inning: 8, offenseLead: 0, bottom: true }, 1)).toBe(false);
    expect(winsTheGame({ inning: 9, offenseLead: 0, bottom: false }, 1)).toBe(false); // the visitors' half
    expect(winsTheGame({ inning: 9, offenseLead: 0 }, 1)).toBe(false); // no game: plate-appearance mode
  });
});
