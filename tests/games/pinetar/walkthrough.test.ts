import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { type PineTarCard } from '../../../src/games/pinetar/cards.ts';
import { teamDefense } from '../../../src/games/pinetar/defense.ts';
import type { PineTarMatchup } from '../../../src/games/pinetar/matchup.ts';
import { DEFAULT_POLICIES } from '../../../src/games/pinetar/policies.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { baseOutState, EMPTY, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import type { PlateAppearanceResult } from '../../../src/core/model/PlayEvent.ts';
import { tables } from '../../helpers/pinetar.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

// The manual's "Game Walk Through": Cubs at Cleveland, a right-handed grade C pitcher at home (Bauer on our set).
const set = pineTarSet('cards/pinetar/walkthrough.yaml');
const card = (id: string): PineTarCard => set.players.find((p) => p.id === id)!;
const lineup = ['rizzo', 'zobrist', 'soler', 'russell', 'montero', 'baez'].map(card);
const bauer = card('bauer');

function atBat(index: number): PineTarMatchup {
  const batter = lineup[index]!;
  return {
    batter: { id: index, column: batter.columns.vsR, speed: batter.speed, shc: batter.shc, isPitcher: false },
    pitcher: { grade: bauer.pitching!.grade.home.early, bkwp: bauer.pitching!.bkwp },
    defense: teamDefense(set, 'CLE', bauer),
    speedOf: (runner) => lineup[runner]!.speed,
    tables,
    policies: DEFAULT_POLICIES,
  };
}

describe('the manual walk-through, top of the 1st', () => {
  const plays: PlateAppearanceResult[] = [];
  let state: BaseOutState = baseOutState();
  const rolls: [number, number[]][] = [
    [0, [14]], // Rizzo: red 1 white 4, single to RF
    [1, [16]], // Zobrist: 16 in his vs-RHP 1B range 8-20, single to LF
    [2, [78, 43]], // Soler: 78 FO-RF; tag roll 43 <= 45
    [3, [68]], // Russell: 68 GO-SS, white 8 on the runner-on-1st table = PO-3 RA
    [4, [15]], // Montero: 15 = 1B, grade C modifier makes it a 2B to RF
    [5, [34]], // Baez: 34 = SO
  ];
  for (const [index, dice] of rolls) {
    const script = scriptedDice(dice.map((d) => ['d100', d] as const));
    const pa = resolvePlateAppearance(atBat(index), state, script, undefined, true);
    expect(script.remaining()).toBe(0);
    plays.push(pa);
    state = pa.after;
  }

  it('is the grade C right-hander at home the manual names', () => {
    expect(bauer.throws).toBe('R');
    expect(bauer.pitching!.grade.home.early).toBe('C');
    expect(
      card('zobrist')
        .columns.vsR.map((r, roll) => (r.text === '1B' ? roll : -1))
        .filter((r) => r >= 0),
    ).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(
      card('soler')
        .columns.vsR.slice(77, 82)
        .map((r) => r.text),
    ).toEqual(['GO-P', 'FO-RF', 'FO-RF', 'FO-RF', 'FO-LF']);
  });

  it('Rizzo singles to right field', () => {
    expect(plays[0]!.result).toBe('1B');
    expect(plays[0]!.events[0]!.location).toBe('RF');
    expect(plays[0]!.after.bases).toEqual([0, EMPTY, EMPTY]);
  });

  it('Zobrist singles to left; Rizzo, slow, stops at second', () => {
    expect(plays[1]!.result).toBe('1B');
    expect(plays[1]!.events[0]!.location).toBe('LF');
    expect(plays[1]!.after.bases).toEqual([1, 0, EMPTY]);
  });

  it('Soler flies out to right and Rizzo tags to third on 43', () => {
    expect(plays[2]!.result).toBe('FO');
    expect(plays[2]!.events[0]!.location).toBe('RF');
    expect(plays[2]!.after).toEqual({ outs: 1, bases: [1, EMPTY, 0] });
  });

  it('Russell grounds to short, PO-3 RA: Rizzo scores, Zobrist to second', () => {
    expect(plays[3]!.result).toBe('GO');
    expect(plays[3]!.runs).toBe(1);
    expect(plays[3]!.after).toEqual({ outs: 2, bases: [EMPTY, 1, EMPTY] });
  });

  it('Montero: grade C turns the single on 15 into a double to right; Zobrist scores', () => {
    expect(plays[4]!.result).toBe('2B');
    expect(plays[4]!.events[0]!.location).toBe('RF');
    expect(plays[4]!.runs).toBe(1);
    expect(plays[4]!.after).toEqual({ outs: 2, bases: [EMPTY, 4, EMPTY] });
  });

  it('Baez strikes out to end the inning: two runs', () => {
    expect(plays[5]!.result).toBe('SO');
    expect(plays[5]!.after.outs).toBe(3);
    expect(plays.reduce((runs, pa) => runs + pa.runs, 0)).toBe(2);
  });
});
