import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import type { Situation } from '../../../src/core/GameSystem.ts';
import { ERROR_SYMBOLS, RANGE_SYMBOLS } from '../../../src/games/strat/build/fieldingChart.ts';
import type { ChartCell, ChartPlay } from '../../../src/games/strat/chartPlay.ts';
import type { CardSide } from '../../../src/games/strat/cards.ts';
import { teamDefense } from '../../../src/games/strat/defense.ts';
import { batterSide, battingColumns } from '../../../src/games/strat/plan.ts';
import type { StratPolicies } from '../../../src/games/strat/policies.ts';
import { resolvePlateAppearance } from '../../../src/games/strat/resolve.ts';
import { OCCUPANCY_KEYS, type GroundballChart } from '../../../src/games/strat/tables.ts';
import { EMPTY, HOME, occupancy, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import type { PlateAppearanceResult } from '../../../src/core/model/PlayEvent.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';
import { card, every, matchup, tables, walkthrough, type MatchupSpec } from '../../helpers/strat.ts';

const INFIELDERS = ['P', 'C', '1B', '2B', '3B', 'SS'] as const;
const glavine = card('tom-glavine');

describe('every table covers its dice space', () => {
  it('every fielding-chart position has a range symbol for each of the 20 d20 rows at each of the 5 ranges', () => {
    for (const position of POSITIONS) {
      const byRange = tables.fielding.range[position];
      for (let range = 1; range <= 5; range++) {
        for (let d20 = 1; d20 <= 20; d20++)
          expect(RANGE_SYMBOLS, `${position} range ${range} d20 ${d20}`).toContain(byRange[range]![d20]);
        // Nothing outside the d20's faces: index 0 unused, nothing past 20.
        expect(byRange[range]!.slice(21), `${position} range ${range}`).toEqual([]);
        expect(byRange[range]![0], `${position} range ${range} d20 0`).toBeUndefined();
      }
      expect(byRange.slice(6), `${position}: ranges 1-5 only`).toEqual([]);
    }
  });

  it('every e-rating row maps each 3d6 total 3-18 to exactly one symbol (parsed and as written in the YAML)', () => {
    const raw = parse(readFileSync(tables.files['fielding-chart'], 'utf8')) as {
      error: Record<string, Record<string, Partial<Record<string, number[]>>>>;
    };
    for (const position of POSITIONS) {
      const rows = tables.fielding.error[position];
      expect(rows.length, `${position} has e-ratings`).toBeGreaterThan(0);
      const written = raw.error[position]!;
      expect(
        Object.keys(written)
          .map(Number)
          .sort((a, b) => a - b),
        `${position}: e-ratings 0..max, none missing`,
      ).toEqual(rows.map((_, e) => e));
      rows.forEach((row, e) => {
        // As written: each total in at most one of the E1/E2/E3/RP lists, and only totals 3d6 can make.
        const listedIn = new Map<number, string>();
        for (const [symbol, totals] of Object.entries(written[String(e)]!)) {
          for (const total of totals ?? []) {
            expect(total, `${position} e${e} ${symbol}`).toBeGreaterThanOrEqual(3);
            expect(total, `${position} e${e} ${symbol}`).toBeLessThanOrEqual(18);
            expect(listedIn.get(total), `${position} e${e}: total ${total} in two symbols`).toBeUndefined();
            listedIn.set(total, symbol);
          }
        }
        // As parsed: one symbol per total, the one the YAML lists it under, else NO.
        for (let total = 3; total <= 18; total++) {
          expect(ERROR_SYMBOLS, `${position} e${e} total ${total}`).toContain(row[total]);
          expect(row[total], `${position} e${e} total ${total}`).toBe(listedIn.get(total) ?? 'NO');
        }
      });
    }
  });

  it('every range symbol meets every error symbol in the symbols chart', () => {
    for (const symbol of RANGE_SYMBOLS)
      for (const error of ERROR_SYMBOLS)
        expect(tables.fielding.symbols[symbol][error], `${symbol} x ${error}`).toBeDefined();
  });

  /** A play gives an order to every runner on base and to nobody on an empty base. */
  function expectPlayFits(play: ChartPlay, occupied: number, where: string) {
    if (play.kind === 'decide') {
      expect(occupied & 4, `${where}: DECIDE with a runner on 3rd`).toBe(4);
      return;
    }
    expect(['out', 'safe'], where).toContain(play.batter);
    for (let base = 0; base < 3; base++)
      expect(play.runners[base] !== undefined, `${where}: R${base + 1}`).toBe((occupied & (1 << base)) !== 0);
  }
  function expectCellFits(cell: ChartCell, occupied: number, where: string) {
    if (cell.kind !== 'd6') return expectPlayFits(cell, occupied, where);
    for (let face = 1; face <= 6; face++) expectPlayFits(cell.plays[face]!, occupied, `${where} d6 ${face}`);
    expect(cell.plays.slice(7), `${where}: faces 1-6 only`).toEqual([]);
  }

  const groundballCharts: [string, GroundballChart, boolean][] = [
    ['groundball', tables.groundball, true],
    ['infield-in', tables.infieldIn, false],
    ['infield-in-decide', tables.infieldInDecide, false],
    ['pitcher-runner-on-third', tables.pitcherRunnerOnThird, false],
  ];
  it.each(groundballCharts)(
    'every %s chart row has a play of each type for every infielder',
    (_name, chart, complete) => {
      expect(chart).toHaveLength(8);
      for (let occupied = 0; occupied < 8; occupied++) {
        const row = chart[occupied];
        // The infield-back chart has every state; the others every state with a runner on 3rd and no other.
        expect(row !== undefined, `row ${OCCUPANCY_KEYS[occupied]}`).toBe(complete || (occupied & 4) !== 0);
        if (!row) continue;
        for (const type of ['A', 'B', 'C'] as const) {
          for (const fielder of INFIELDERS) {
            const cell = row[type][fielder];
            expect(cell, `${OCCUPANCY_KEYS[occupied]} ${type} ${fielder}`).toBeDefined();
            expectCellFits(cell, occupied, `${OCCUPANCY_KEYS[occupied]} gb${type} (${fielder})`);
          }
        }
      }
    },
  );

  it('the flyball chart covers all 8 occupancies, each type with a play fitting the runners', () => {
    expect(tables.flyball).toHaveLength(8);
    for (let occupied = 0; occupied < 8; occupied++) {
      for (const type of ['A', 'B', 'B?', 'C'] as const) {
        const play = tables.flyball[occupied]![type];
        expect(play.kind, `${OCCUPANCY_KEYS[occupied]} fly${type}`).toBe('play');
        expectPlayFits(play, occupied, `${OCCUPANCY_KEYS[occupied]} fly${type}`);
        if (play.kind === 'play')
          expect(play.batter, `${OCCUPANCY_KEYS[occupied]} fly${type}: the catch is an out`).toBe('out');
      }
    }
  });
});

/** Every base-out state, runner ids 1-3 by base. */
function allStates(): BaseOutState[] {
  const states: BaseOutState[] = [];
  for (let outs = 0; outs < 3; outs++) {
    for (let mask = 0; mask < 8; mask++)
      states.push({ outs, bases: [mask & 1 ? 1 : EMPTY, mask & 2 ? 2 : EMPTY, mask & 4 ? 3 : EMPTY] });
  }
  return states;
}

/** One synthetic side per result kind the card vocabulary has. */
const RESULT_KINDS = [
  'GB(ss)A',
  'GB(2b)B',
  'GB(1b)C',
  'GB(3b)B+',
  'FLY(lf)A',
  'FLY(cf)B',
  'FLY(rf)B?',
  'FLY(lf)C',
  'LO(ss)max',
  'POP(2b)',
  'GB(ss)X',
  'FLY(cf)X',
  'CATCH-X',
  'GB(p)X',
  'SI',
  'DO',
  'SI*',
  'DO**',
  'TR',
  'HR',
  'BB',
  'HBP',
  'SO',
];

/**
 * Managers that take every branch the rules offer somewhere: the default, one that runs and throws at everything with
 * the infield in (GB+ singles, the infield-in chart, cut-offs on the trail runner), one that concedes with the corners
 * in, and one that throws home on cut-offs with the trail runners going.
 */
const MANAGERS: { label: string; policies: Partial<StratPolicies>; situation?: Situation }[] = [
  { label: 'default', policies: {} },
  {
    label: 'aggressive, infield in',
    policies: {
      holdRunner: () => true,
      infield: () => 'in',
      sendRunner: () => true,
      sendTrailRunners: () => true,
      throwHome: () => true,
      cutOff: () => 'trail',
      throwToThird: () => true,
      decideThrowHome: () => true,
    },
  },
  {
    label: 'conceding, corners in',
    policies: {
      holdRunner: () => true,
      infield: () => 'corners',
      sendRunner: () => true,
      throwHome: () => false,
      throwToThird: () => false,
    },
  },
  {
    label: 'default late and close',
    policies: { sendTrailRunners: () => true, cutOff: () => 'home' },
    situation: { inning: 9, offenseLead: 0 },
  },
];
const RUNNERS: Record<number, number>[] = [
  { 1: 19, 2: 3, 3: 14 },
  { 1: 12, 2: 17, 3: 1 },
  { 1: 5, 2: 11, 3: 19 },
  { 1: 15, 2: 15, 3: 9 },
];

interface Case {
  label: string;
  spec: MatchupSpec;
  situation?: Situation;
}

function cases(): Case[] {
  const atl = teamDefense(walkthrough, 'ATL', glavine);
  const sides: { label: string; spec: MatchupSpec }[] = [];
  // Every card side of the walk-through set (a pitcher's own side is his hitting card) against Glavine's side for the
  // batter's side; Glavine's POW dots come alive for half the managers.
  for (const batter of walkthrough.players) {
    for (const hand of ['L', 'R'] as const) {
      const side = batterSide(batter.bats, hand);
      sides.push({
        label: `${batter.id} vs${hand}`,
        spec: {
          batter: battingColumns(walkthrough, batter, hand),
          pitcher: glavine.pitching!.columns[side === 'L' ? 'vsL' : 'vsR'],
          side,
          power: batter.power[hand === 'L' ? 'vsL' : 'vsR'],
          running: batter.running,
          wp: glavine.pitching!.wp,
          balk: glavine.pitching!.balk,
          defense: atl,
        },
      });
    }
  }
  // Synthetic sides, one per result kind, read on both cards, with gate ratings high enough to see WP, balks and PBs.
  RESULT_KINDS.forEach((text, i) => {
    const side: CardSide = every(text);
    sides.push({
      label: text,
      spec: {
        batter: side,
        pitcher: side,
        side: i % 2 ? 'L' : 'R',
        power: i % 3 ? 'N' : 'W',
        running: 4 + (i % 15),
        wp: 12,
        balk: 6,
        defense: { C: { pb: 8 } },
      },
    });
  });
  return sides.flatMap(({ label, spec }, s) =>
    MANAGERS.map((manager, k) => ({
      label: `${label}, ${manager.label}`,
      spec: { ...spec, policies: manager.policies, runners: RUNNERS[(s + k) % RUNNERS.length], weakened: k % 2 === 1 },
      ...(manager.situation && { situation: manager.situation }),
    })),
  );
}

interface Played {
  label: string;
  state: BaseOutState;
  pa: PlateAppearanceResult;
}

const PER_STATE = 8;
const CASES = cases();
const dice = randomDice(19970401);
const results: Played[] = CASES.flatMap(({ label, spec, situation }) => {
  const m = matchup(spec);
  return allStates().flatMap((state) =>
    Array.from({ length: PER_STATE }, () => ({ label, state, pa: resolvePlateAppearance(m, state, dice, situation) })),
  );
});
const where = ({ label, state, pa }: Played) =>
  `${label} from ${state.bases.map((r, b) => (r === EMPTY ? '-' : b + 1)).join('')}/${state.outs}: ` +
  `${pa.events.map((e) => e.result).join(', ')}`;

describe(
  'laws over random plate appearances from every state, ' + 'every walk-through card side and every result kind',
  () => {
    it(
      `plays ${(walkthrough.players.length * 2 + RESULT_KINDS.length) * MANAGERS.length} ` +
        `matchups x 24 states x ${PER_STATE}`,
      () => {
        expect(CASES).toHaveLength((walkthrough.players.length * 2 + RESULT_KINDS.length) * MANAGERS.length);
        expect(results).toHaveLength(CASES.length * 24 * PER_STATE);
        // The sample reaches what the laws are about: every pitch event, every batted-ball result, third outs on
        // grounders.
        const seen = new Set(results.flatMap(({ pa }) => pa.events.map((e) => e.result)));
        for (const result of [
          'WP',
          'BK',
          'PB',
          '1B',
          '2B',
          '3B',
          'HR',
          'BB',
          'HBP',
          'SO',
          'GO',
          'GDP',
          'FC',
          'FO',
          'SF',
          'LO',
          'PO',
          'ROE',
        ])
          expect(seen, result).toContain(result);
      },
    );

    it('ends each plate appearance with exactly one terminal event, the last', () => {
      for (const played of results) {
        const { pa } = played;
        expect(
          pa.events.filter((e) => e.endsPlateAppearance),
          where(played),
        ).toHaveLength(1);
        expect(pa.events.at(-1)!.endsPlateAppearance, where(played)).toBe(true);
        expect(pa.result, where(played)).toBe(pa.events.at(-1)!.result);
        expect(pa.after, where(played)).toEqual(pa.events.at(-1)!.after);
      }
    });

    it('chains the events: the first starts from the state, each later one from the one before', () => {
      for (const played of results) {
        let at = played.state;
        for (const e of played.pa.events) {
          expect(e.before, where(played)).toEqual(at);
          at = e.after;
        }
      }
    });

    it('never takes outs away, and counts each out as one move', () => {
      for (const played of results) {
        const { state, pa } = played;
        let outs = state.outs;
        for (const e of pa.events) {
          expect(e.before.outs, where(played)).toBe(outs);
          expect(e.after.outs, where(played)).toBeGreaterThanOrEqual(e.before.outs);
          expect(e.outs, where(played)).toBe(e.after.outs - e.before.outs);
          expect(e.moves.filter((m) => m.out).length, where(played)).toBe(e.outs);
          outs = e.after.outs;
        }
        expect(pa.outs, where(played)).toBe(pa.after.outs - state.outs);
      }
    });

    // Found by this suite: carryOut once put the batter out after a runner's out had already made the third (from 1--/2
    // a
    // GB( )A, "R1 out; B out", ended with four outs).
    it("never makes more than three outs (a runner's third out leaves the batter alone)", () => {
      for (const played of results) {
        for (const e of played.pa.events) expect(e.after.outs, where(played)).toBeLessThanOrEqual(3);
        expect(played.pa.after.outs, where(played)).toBeLessThanOrEqual(3);
      }
    });

    // Found by this suite: when a runner's out ended the inning, carryOut once dropped the batter, neither on base nor
    // out (from 1--/2 a GB( )B, "R1 out; B safe"; the infield-in chart's "R3 out; B safe" with two out).
    it(
      'conserves runners: on base + scored + put out = on base before ' +
        '+ the batter (who reaches 1st when a force ends the inning)',
      () => {
        for (const played of results) {
          const { state, pa } = played;
          const before = state.bases.filter((r) => r !== EMPTY).length;
          const after = pa.after.bases.filter((r) => r !== EMPTY).length;
          const moves = pa.events.flatMap((e) => e.moves);
          const putOut = moves.filter((m) => m.out).length;
          const batterReached =
            pa.after.bases.includes(0) || moves.some((m) => m.runner === 0 && m.to === HOME && !m.out);
          const batterOut = moves.some((m) => m.runner === 0 && m.out);
          expect(batterReached !== batterOut, `the batter either reaches or is out: ${where(played)}`).toBe(true);
          expect(after + pa.runs + putOut, where(played)).toBe(before + 1);
        }
      },
    );

    it('keeps each runner on one base: no id twice, and only the batter or runners 1-3', () => {
      for (const played of results) {
        const ids = played.pa.after.bases.filter((r) => r !== EMPTY);
        expect(new Set(ids).size, where(played)).toBe(ids.length);
        for (const id of ids) expect([0, 1, 2, 3], where(played)).toContain(id);
      }
    });

    it('counts runs as moves to home', () => {
      for (const played of results) {
        const { pa } = played;
        for (const e of pa.events)
          expect(e.runs, where(played)).toBe(e.moves.filter((m) => !m.out && m.to === HOME).length);
        expect(pa.runs, where(played)).toBe(
          pa.events.flatMap((e) => e.moves).filter((m) => !m.out && m.to === HOME).length,
        );
      }
    });

    it('scores no run on a grounder whose last out is the batter, the third out', () => {
      let checked = 0;
      for (const played of results) {
        const last = played.pa.events.at(-1)!;
        if (
          !['GO', 'GDP'].includes(last.result) ||
          last.after.outs < 3 ||
          !last.moves.some((m) => m.runner === 0 && m.out)
        )
          continue;
        checked++;
        expect(last.runs, where(played)).toBe(0);
      }
      expect(checked, 'grounders ending innings in the sample').toBeGreaterThan(100);
    });

    it('scores a run on a walk or hit batsman only with the bases loaded, and then exactly one', () => {
      let loaded = 0;
      for (const played of results) {
        const last = played.pa.events.at(-1)!;
        if (last.result !== 'BB' && last.result !== 'HBP') continue;
        const full = occupancy(last.before) === 7;
        if (full) loaded++;
        expect(last.runs, where(played)).toBe(full ? 1 : 0);
        expect(last.outs, where(played)).toBe(0);
      }
      expect(loaded, 'bases-loaded walks in the sample').toBeGreaterThan(20);
    });

    it(
      'a wild pitch, balk or passed ball moves every runner ' + 'up one base, puts nobody out, and needs a runner on',
      () => {
        for (const played of results) {
          for (const e of played.pa.events) {
            if (!['WP', 'BK', 'PB'].includes(e.result)) continue;
            expect(e.endsPlateAppearance, where(played)).toBe(false);
            expect(occupancy(e.before), where(played)).toBeGreaterThan(0);
            expect(e.outs, where(played)).toBe(0);
            const expected = e.before.bases.flatMap((r, b) =>
              r === EMPTY ? [] : [{ runner: r, from: b + 1, to: b + 2, out: false }],
            );
            expect(
              [...e.moves].sort((a, b) => a.from - b.from),
              where(played),
            ).toEqual(expected);
          }
        }
      },
    );
  },
);
