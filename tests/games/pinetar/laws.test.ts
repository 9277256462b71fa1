import { describe, expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { GRADES } from '../../../src/games/pinetar/vocabulary.ts';
import { GROUND_OUT_RESULTS, TABLE_NAMES } from '../../../src/games/pinetar/tables.ts';
import { EMPTY, HOME, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { matchup, tables, type MatchupSpec } from '../../helpers/pinetar.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

const set = pineTarSet('cards/pinetar/walkthrough.yaml');

describe('every table covers its dice space exactly once', () => {
  it('has a value for each of the 100 rolls or 10 white-die faces', () => {
    expect(tables.hitLocation.byRoll).toHaveLength(100);
    expect(tables.errorResults).toHaveLength(100);
    for (const table of Object.values(tables.groundOut)) {
      for (const row of Object.values(table)) {
        expect(row).toHaveLength(10);
        for (const cell of row) expect(GROUND_OUT_RESULTS).toContain(cell);
      }
    }
    for (const roll of [...tables.hitLocation.byRoll.keys()])
      expect(['LF', 'CF', 'RF', 'IF']).toContain(tables.hitLocation.byRoll[roll]);
    expect(Object.keys(tables.files)).toEqual([...TABLE_NAMES]);
  });
  it('reads the pitcher modifier on exactly the eleven rolls 0, 5, ..., 50', () => {
    expect(tables.pitcherModifier.isModifierRoll.flatMap((on, roll) => (on ? [roll] : []))).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50,
    ]);
  });
  it('every card column of the bundled set has one result per roll', () => {
    for (const card of set.players) {
      expect(card.columns.vsL).toHaveLength(100);
      expect(card.columns.vsR).toHaveLength(100);
    }
  });
});

/** Every base-out state, with distinct runner ids 1-3 and mixed speeds. */
function allStates(): BaseOutState[] {
  const states: BaseOutState[] = [];
  for (let outs = 0; outs < 3; outs++) {
    for (let mask = 0; mask < 8; mask++)
      states.push({ outs, bases: [mask & 1 ? 1 : EMPTY, mask & 2 ? 2 : EMPTY, mask & 4 ? 3 : EMPTY] });
  }
  return states;
}

describe('laws over random plate appearances from every state, every grade, every bundled column', () => {
  const dice = randomDice(20161102);
  const specs: MatchupSpec[] = set.players.flatMap((card) =>
    GRADES.map((grade) => ({
      column: card.columns.vsR,
      grade,
      speed: card.speed,
      shc: card.shc,
      isPitcher: !!card.pitching,
      bkwp: '10/90',
      ec: { SS: 9, P: 0 },
      runnerSpeeds: { 1: 'F', 2: 'S', 3: 'M' },
    })),
  );
  const results = specs.flatMap((spec) =>
    allStates().flatMap((state) =>
      Array.from({ length: 10 }, () => ({ state, pa: resolvePlateAppearance(matchup(spec), state, dice) })),
    ),
  );

  it(`ran ${results.length} plate appearances`, () => expect(results.length).toBe(22 * 8 * 24 * 10));

  it('ends each plate appearance with exactly one terminal event, the last', () => {
    for (const { pa } of results) {
      expect(pa.events.filter((e) => e.endsPlateAppearance)).toHaveLength(1);
      expect(pa.events.at(-1)!.endsPlateAppearance).toBe(true);
    }
  });

  it('never takes outs away and never makes more than three', () => {
    for (const { state, pa } of results) {
      let outs = state.outs;
      for (const e of pa.events) {
        expect(e.before.outs).toBe(outs);
        expect(e.after.outs).toBeGreaterThanOrEqual(e.before.outs);
        outs = e.after.outs;
      }
      expect(pa.after.outs).toBeLessThanOrEqual(3);
    }
  });

  it('conserves runners: on base + scored + put out = on base before + the batter', () => {
    for (const { state, pa } of results) {
      const before = state.bases.filter((r) => r !== EMPTY).length;
      const after = pa.after.bases.filter((r) => r !== EMPTY).length;
      const runnersOut = pa.events.flatMap((e) => e.moves).filter((m) => m.out).length;
      const batterReached =
        pa.after.bases.includes(0) ||
        pa.events.some((e) => e.moves.some((m) => m.runner === 0 && m.to === HOME && !m.out));
      const batterOut = pa.events.some((e) => e.moves.some((m) => m.runner === 0 && m.out));
      expect(batterReached !== batterOut, 'the batter either reaches or is out').toBe(true);
      expect(after + pa.runs + runnersOut).toBe(before + 1);
    }
  });

  it(
    'counts runs as runners crossing home, and none on a ' + 'play that makes the third out by a force or the batter',
    () => {
      for (const { pa } of results) {
        expect(pa.runs).toBe(pa.events.flatMap((e) => e.moves).filter((m) => !m.out && m.to === HOME).length);
        for (const e of pa.events) {
          if (e.after.outs === 3 && ['GDP', 'GO', 'FC'].includes(e.result)) expect(e.runs).toBe(0);
        }
      }
    },
  );

  it('keeps each runner on one base: no id twice', () => {
    for (const { pa } of results) {
      const ids = pa.after.bases.filter((r) => r !== EMPTY);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
