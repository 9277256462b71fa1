import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../src/core/dice/DiceSource.ts';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { DEFAULT_POLICIES } from '../../../src/games/pinetar/policies.ts';
import type { PineTarMatchup } from '../../../src/games/pinetar/matchup.ts';
import {
  RARE_PLAY_ACTIONS,
  RUNNERS_ON_ACTIONS,
  type RarePlayAction,
} from '../../../src/games/pinetar/optionalTables.ts';
import { resolveGamePlateAppearance, resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { GRADES } from '../../../src/games/pinetar/vocabulary.ts';
import { GROUND_OUT_RESULTS, TABLE_NAMES } from '../../../src/games/pinetar/tables.ts';
import { TABLE_NAMES as REPLAY_TABLE_NAMES } from '../../../src/modules/replay/tables.ts';
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
    // Pine Tar's own tables, then Replay's charts as replay/<name>.
    expect(Object.keys(tables.files)).toEqual([...TABLE_NAMES, ...REPLAY_TABLE_NAMES.map((name) => `replay/${name}`)]);
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

/** Random dice whose next d100 is the Rare Play trigger, 44: the plate appearance opens with the game's rare play. */
function rarePlayFirst(dice: DiceSource): DiceSource {
  let first = true;
  return {
    d6: () => dice.d6(),
    d10: () => dice.d10(),
    d20: () => dice.d20(),
    d100: () => (first ? ((first = false), tables.optional.rarePlay.triggerRoll) : dice.d100()),
    piecepack: () => dice.piecepack(),
    card: () => dice.card(),
  };
}

describe('laws over plate appearances in a game: every rare play from every state, runners in motion', () => {
  const dice = randomDice(20161103);
  /** The Rare Play table with one action in every cell it may fill, so that the game's first 44 plays it. */
  const onlyAction = (action: RarePlayAction) => ({
    ...tables,
    optional: {
      ...tables.optional,
      rarePlay: {
        ...tables.optional.rarePlay,
        byRoll: tables.optional.rarePlay.byRoll.map(() => ({
          empty: RUNNERS_ON_ACTIONS.has(action) ? 'foul-ball' : action,
          on: action,
        })),
      },
    },
  });
  const plays = RARE_PLAY_ACTIONS.flatMap((action) =>
    allStates().flatMap((state) => {
      const inMotion =
        (state.bases[0] === EMPTY ? 0 : 2) | (state.bases[1] === EMPTY || state.bases[2] !== EMPTY ? 0 : 4);
      const m: PineTarMatchup = {
        ...matchup({
          column: set.players[0]!.columns.vsR,
          throws: 'L',
          rules: 'hit-and-run+rare-plays+plays-at-the-plate',
          runnerSpeeds: { 1: 'F', 2: 'S', 3: 'M' },
          rg: { RF: action === 'triple-to-right' ? 'pos' : 'neu' },
          policies: { ...DEFAULT_POLICIES, bunt: () => 'swing' },
        }),
        game: { inMotion, rarePlay: true, sbc: () => 60, mayRun: () => true },
      };
      const rare = { ...m, tables: onlyAction(action) };
      return Array.from({ length: 5 }, () => ({
        state,
        play: resolveGamePlateAppearance(rare, state, rarePlayFirst(dice), { inning: 5, offenseLead: 0 }),
      }));
    }),
  );

  it(`met each of the ${RARE_PLAY_ACTIONS.length} rare plays five times from each of the 24 states`, () => {
    expect(plays.filter(({ play }) => play.rarePlay).length).toBe(RARE_PLAY_ACTIONS.length * 24 * 5);
  });

  it('accounts for every runner and the batter; a third out on the bases may leave the batter where he stood', () => {
    for (const { state, play } of plays) {
      const moves = play.events.flatMap((e) => e.moves);
      const runnersOut = moves.filter((m) => m.out).length;
      const runs = moves.filter((m) => !m.out && m.to === HOME).length;
      const before = state.bases.filter((r) => r !== EMPTY).length;
      const after = play.after.bases.filter((r) => r !== EMPTY).length;
      const batterMoved = moves.some((m) => m.runner === 0); // the batter's id (tests/helpers/pinetar.ts)
      const path = JSON.stringify(play.events.map((e) => [e.result, e.before, e.after]));
      expect(play.after.outs, path).toBeLessThanOrEqual(3);
      expect(play.after.outs - state.outs, path).toBe(runnersOut);
      expect(new Set(play.after.bases.filter((r) => r !== EMPTY)).size, path).toBe(after);
      expect(after + runs + runnersOut, path).toBe(before + (batterMoved ? 1 : 0));
      if (!batterMoved) expect(play.after.outs, path).toBe(3);
      if (play.result === undefined) expect(play.after.outs, path).toBe(3);
      else expect(play.events.at(-1)!.endsPlateAppearance, path).toBe(true);
    }
  });

  it('records a steal only of a runner who was on base, and moves or puts out every runner it records', () => {
    // Besides the rare plays: strikeouts with runners in motion, on a column of strikeouts and ground outs.
    const m = matchup({ column: { '00-49': 'SO', '50-99': 'GO-SS' }, rules: 'hit-and-run', ar: 0 });
    const moving = allStates().flatMap((state) => {
      const inMotion = (state.bases[0] === EMPTY ? 0 : 2) | (state.bases[1] === EMPTY ? 0 : 4);
      const game = { inMotion, rarePlay: false, sbc: () => 60, mayRun: () => true };
      return Array.from({ length: 10 }, () => ({
        state,
        play: resolveGamePlateAppearance({ ...m, game }, state, dice, { inning: 5, offenseLead: 0 }),
      }));
    });
    const steals = moving.flatMap(({ play }) => play.events.flatMap((e) => e.steals ?? []));
    expect(steals.length).toBeGreaterThan(20);
    for (const { state, play } of [...plays, ...moving])
      for (const event of play.events)
        for (const steal of event.steals ?? []) {
          expect(steal.runner).not.toBe(EMPTY);
          expect(state.bases).toContain(steal.runner);
          expect(event.moves.some((m) => m.runner === steal.runner)).toBe(true);
        }
  });
});
