import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactCheck } from '../../src/experiments/exactCheck.ts';
import {
  cardRates,
  cardValue,
  gradeRates,
  openSet,
  withCard,
  workbenchCards,
} from '../../src/experiments/workbench.ts';
import { lineDiff } from '../../notebooks/lib/cardYaml.ts';

const tableText = (path: string) => readFileSync(`src/${path}`, 'utf8');
const text = (set: string) => readFileSync(`cards/${set}.yaml`, 'utf8');

describe('the card workbench', () => {
  it('lists the cards of every game: players, or piecepack team sheets', () => {
    expect(workbenchCards(text('pinetar/walkthrough'))[0]).toMatchObject({ id: 'rizzo', list: 'players', index: 0 });
    expect(workbenchCards(text('piecepack/four-teams')).map((c) => c.id)).toEqual([
      'sluggers',
      'gloves',
      'balanced',
      'speed',
    ]);
  });

  it("gives a card's exact rates as exactCheck does, with the printed target and budget where it prints one", () => {
    const open = openSet('cards/pinetar/2016-cubs.yaml', text('pinetar/2016-cubs'), tableText);
    const rates = cardRates(open, 'bryant');
    const [exact] = exactCheck(open.subjects.filter((s) => s.id === 'bryant').slice(0, 1));
    expect(rates.find((r) => r.rate === 'SLG')!.exact).toBe(exact!.rates.SLG!.estimate);
    // Kris Bryant's printed 2016 line: .292/.385/.554.
    expect(rates.slice(0, 3).map((r) => r.target)).toEqual([0.292, 0.385, 0.554]);
    expect(rates.find((r) => r.rate === 'OPS')!.target).toBeUndefined();
  });

  it('writes an edited card back into the set, and an unedited one reloads to the same rates', () => {
    const set = text('strat/walkthrough');
    const card = workbenchCards(set)[0]!;
    const same = withCard(set, card, cardValue(set, card));
    const before = cardRates(openSet('s', set, tableText), card.id);
    expect(cardRates(openSet('s', same, tableText), card.id)).toEqual(before);
    const edited = cardValue(set, card) as { running: number };
    edited.running = 1;
    expect(withCard(set, card, edited)).toMatch(/running: 1\b/);
  });

  it("moves a card's rates with its ranges: a home run's rolls given to a triple take slugging down", () => {
    const set = text('pinetar/walkthrough');
    const card = workbenchCards(set)[0]!;
    const value = cardValue(set, card) as { batting: { vsR: Record<string, unknown> } };
    const { '00-04': hr, '05': triple, ...rest } = value.batting.vsR;
    expect([hr, triple]).toEqual(['HR', '3B']);
    value.batting.vsR = { '00-03': 'HR', '04-05': '3B', ...rest };
    const slg = (t: string) => cardRates(openSet('s', t, tableText), card.id).find((r) => r.rate === 'SLG')!.exact;
    // One roll in 100 of his vsR column moves from four bases to three: SLG falls.
    expect(slg(withCard(set, card, value))).toBeLessThan(slg(set));
  });

  it("shifts a batter along the game's ladder, the reference grade included", () => {
    const open = openSet('c', text('pinetar/2016-cubs'), tableText);
    const shift = gradeRates(open, 'league-average');
    expect(shift.reference).toBe('C');
    expect(shift.grades.map((g) => g.grade)).toEqual(['A+', 'A', 'B', 'M', 'C', 'D', 'E', 'G']);
    expect(shift.grades[0]!.rates.OPS!).toBeLessThan(shift.grades[7]!.rates.OPS!);
  });

  it("refuses a bad edit with the loader's located error", () => {
    const set = text('pinetar/walkthrough');
    const card = workbenchCards(set)[0]!;
    const value = cardValue(set, card);
    value.speed = 'Z';
    expect(() => openSet('s.yaml', withCard(set, card, value), tableText)).toThrow(/s\.yaml:\d+: players\[0\]\.speed/);
  });
});

describe('lineDiff', () => {
  it('keeps common lines and marks the removed and added', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc')).toEqual(['  a', '- b', '+ x', '  c']);
    expect(lineDiff('a', 'a')).toEqual(['  a']);
  });
});
