import { describe, expect, it } from 'vitest';
import { aimKey, type CardAims } from '../../src/core/cards/cardAims.ts';
import { buildInContext, reaimed } from '../../src/experiments/contextBuild.ts';
import { formatRound } from '../../src/cli/commands/buildInSeason.ts';
import { aimedMix, type SeasonSummary } from '../../src/experiments/seasonSummary.ts';
import { rateValue, type Counts } from '../../src/core/model/rates.ts';

/** A printed line's share of each kind of event: what every card of these tests aims at. */
const TARGET = { '1B': 0.15, '2B': 0.05, '3B': 0.005, HR: 0.03, BB: 0.08, HBP: 0.01, SO: 0.2, out: 0.475 };

/** A card's simulated counts: the target's shares with `drift` moved from outs to singles, over `pa`. */
function counts(pa: number, singles: number): Counts {
  const mix = { ...TARGET, '1B': TARGET['1B'] + singles, out: TARGET.out - singles };
  const { out, ...rest } = mix;
  return { ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v * pa])), GO: out * pa };
}

const line = (pa: number, singles: number) => ({
  pa,
  counts: counts(pa, singles) as Record<string, number>,
  counters: {},
  rates: Object.fromEntries(
    ['AVG', 'OBP', 'SLG'].map((r) => [r, { estimate: rateValue(r, counts(pa, singles)), low: 0, high: 0 }]),
  ),
  targetMix: TARGET,
});

const targetRates = Object.fromEntries(['AVG', 'OBP', 'SLG'].map((r) => [r, rateValue(r, counts(1, 0))]));

/** A season of batters only: each card's team, id, plate appearances and drift of singles. */
function battersSeason(cards: { team: string; id: string; pa: number; singles: number }[]): SeasonSummary {
  return {
    players: cards.map((c) => ({ file: 'x', id: c.id, name: c.id, team: c.team, batting: line(c.pa, c.singles) })),
  } as unknown as SeasonSummary;
}

describe('reaimed', () => {
  it("takes back half of its team's drift and of its own beyond it, as far as its plate appearances earn", () => {
    // Singles drift: a1 +.01 over 10,000 PA, a2 +.03 over 30,000 (team A +.025), b1 -.01 over 20,000 (team B -.01).
    // a1 moves .5 x (.025 + 10/50 x (.01 - .025)) = .011 against the -.002 it had: -.013 (its own drift counts
    // p / (p + 40,000)). b1: .5 x -.01 = -.005.
    const summary = battersSeason([
      { team: 'A', id: 'a1', pa: 10_000, singles: 0.01 },
      { team: 'A', id: 'a2', pa: 30_000, singles: 0.03 },
      { team: 'B', id: 'b1', pa: 20_000, singles: -0.01 },
    ]);
    const aims = reaimed(new Map([[aimKey('batting', 'A', 'a1'), { '1B': -0.002 }]]), summary);
    expect(aims.get(aimKey('batting', 'A', 'a1'))!['1B']).toBeCloseTo(-0.013, 9);
    expect(aims.get(aimKey('batting', 'B', 'b1'))!['1B']).toBeCloseTo(0.005, 9);
    // Results that did not drift stay put.
    expect(aims.get(aimKey('batting', 'A', 'a2'))!.HR).toBeCloseTo(0, 12);
  });

  it('leaves out a card without a printed line (a pitcher who never batted)', () => {
    // b1 drifts -.01 alone on team B; a card of B with an empty printed line (every share 0) would pull B's drift up.
    const summary = battersSeason([
      { team: 'A', id: 'a1', pa: 20_000, singles: 0 },
      { team: 'B', id: 'b1', pa: 20_000, singles: -0.01 },
      { team: 'B', id: 'p1', pa: 1_000, singles: 0 },
    ]);
    const empty = Object.fromEntries(Object.keys(TARGET).map((k) => [k, 0]));
    summary.players[2]!.batting.targetMix = empty as typeof TARGET;
    // Team B is b1 alone: he moves .5 x -.01.
    const aims = reaimed(new Map(), summary);
    expect(aims.get(aimKey('batting', 'B', 'b1'))!['1B']).toBeCloseTo(0.005, 9);
    expect(aims.has(aimKey('batting', 'B', 'p1'))).toBe(false);
  });

  it('measures the drift on the plate appearances that are no sacrifices: the games bunt as they bunt', () => {
    // Printed: 25 singles, 10 bunts, 65 outs in 100 PA (AVG 25 / 90). The games: 27 singles, 1 bunt, 72 outs (AVG
    // 27 / 99, under). A share of every plate appearance says 27% singles for 25% printed, and would aim them down;
    // of the plate appearances that are no sacrifices it is 27 / 99 for 25 / 90: up by half of that, the team's
    // drift and the league's (one side, one card).
    const summary = battersSeason([{ team: 'A', id: 'a1', pa: 100, singles: 0 }]);
    const batting = summary.players[0]!.batting;
    batting.counts = { '1B': 27, SH: 1, GO: 72 };
    batting.targetMix = aimedMix({ '1B': 25, SH: 10, GO: 65 });
    const aim = reaimed(new Map(), summary).get(aimKey('batting', 'A', 'a1'))!['1B']!;
    expect(aim).toBeCloseTo(0.5 * (25 / 90 - 27 / 99), 12);
  });

  it('takes back triples on doubles and singles, and hit by pitches on walks, which count the same in the line', () => {
    // One card, 10,000 PA: 20 triples and 10 HBP over its printed shares, 30 outs under (drift +.002 3B, +.001 HBP).
    // Alone on its team and in the league, it moves by half its drift: a triple is two doubles less a single (one hit,
    // three bases), so 2B -.5 x 2 x .002, 1B +.5 x .002; an HBP a walk, BB -.5 x .001; 3B and HBP stay where they were.
    const summary = battersSeason([{ team: 'A', id: 'a1', pa: 10_000, singles: 0 }]);
    const batting = summary.players[0]!.batting;
    batting.counts = { ...batting.counts, '3B': batting.counts['3B']! + 20, HBP: batting.counts.HBP! + 10 };
    batting.counts.GO! -= 30;
    const aim = reaimed(new Map(), summary).get(aimKey('batting', 'A', 'a1'))!;
    expect(aim['2B']).toBeCloseTo(-0.002, 12);
    expect(aim['1B']).toBeCloseTo(0.001, 12);
    expect(aim.BB).toBeCloseTo(-0.0005, 12);
    expect(aim['3B']).toBe(0);
    expect(aim.HBP).toBe(0);
  });

  it('sums the copies of one card on a team before it measures the drift', () => {
    // Two copies of a1 (+.02 over 10,000 and -.02 over 10,000) are one card with no drift of its own.
    const summary = battersSeason([
      { team: 'A', id: 'a1', pa: 10_000, singles: 0.02 },
      { team: 'A', id: 'a1', pa: 10_000, singles: -0.02 },
      { team: 'B', id: 'b1', pa: 20_000, singles: 0 },
    ]);
    expect(reaimed(new Map(), summary).get(aimKey('batting', 'A', 'a1'))!['1B']).toBeCloseTo(0, 12);
  });
  it("splits the league's drift between the sides: both meet the mean of the batting and the pitching drifts", () => {
    // Batters drift +.01 singles over the league, pitchers 0: the printed pools disagree by .01, and the same plate
    // appearances cannot meet both. Both sides take the shared .005: the batter .5 x .005 down, the pitcher as much
    // (before the rule, the batter took .005 and the pitcher nothing, and the gap piled up round after round).
    const summary = {
      players: [
        { file: 'x', id: 'b1', name: 'b1', team: 'A', batting: line(20_000, 0.01) },
        { file: 'x', id: 'p1', name: 'p1', team: 'B', pitching: line(20_000, 0) },
      ],
    } as unknown as SeasonSummary;
    const aims = reaimed(new Map(), summary);
    expect(aims.get(aimKey('batting', 'A', 'b1'))!['1B']).toBeCloseTo(-0.0025, 9);
    expect(aims.get(aimKey('pitching', 'B', 'p1'))!['1B']).toBeCloseTo(-0.0025, 9);
    // A team's drift beyond the league's stays its own: a second team of batters at +.03 moves .5 x .02 more.
    summary.players.push({ file: 'x', id: 'c1', name: 'c1', team: 'C', batting: line(20_000, 0.03) } as never);
    const more = reaimed(new Map(), summary);
    // Batting league +.02, pitching 0, shared .01: A (+.01) takes .5 x (.01 - .02 + .01) = 0, C .5 x .02 = .01.
    expect(more.get(aimKey('batting', 'A', 'b1'))!['1B']).toBeCloseTo(0, 9);
    expect(more.get(aimKey('batting', 'C', 'c1'))!['1B']).toBeCloseTo(-0.01, 9);
    expect(more.get(aimKey('pitching', 'B', 'p1'))!['1B']).toBeCloseTo(-0.005, 9);
  });
});

describe('buildInContext', () => {
  /**
   * A league whose games add `context` to each team's singles; the season lines follow the aims `gain` for one. Team
   * A batting, say, plays its target + context.A + gain x its batters' aim.
   */
  function league(context: Record<string, number>, gain = 1) {
    const built: CardAims[] = [];
    const play = (aims: CardAims): SeasonSummary => {
      const cards = Object.entries(context).map(([team, c]) => ({
        team,
        id: `${team.toLowerCase()}1`,
        pa: 60_000,
        singles: c + gain * (aims.get(aimKey('batting', team, `${team.toLowerCase()}1`))?.['1B'] ?? 0),
      }));
      const summary = battersSeason(cards);
      const byTeam = cards.map((c) => {
        const { targetMix: _t, ...batting } = line(c.pa, c.singles);
        const none = line(c.pa, 0);
        return {
          team: c.team,
          batting: { line: batting, target: targetRates },
          pitching: { line: none, target: targetRates },
        };
      });
      const rates = { AVG: { estimate: 0.25 }, OBP: { estimate: 0.32 }, SLG: { estimate: 0.41 } };
      return { ...summary, league: { cards: { byTeam }, rates, runsPerGame: 4.5 } } as unknown as SeasonSummary;
    };
    return {
      built,
      steps: {
        build: (aims: CardAims) => {
          built.push(aims);
          return aims;
        },
        play: async (aims: CardAims) => play(aims),
      },
    };
  }

  it('aims the cards until every team is within .005, and stops there', async () => {
    // Singles +.02 and -.01 (at .91 at-bats per PA, AVG .022 and .011 off); each round takes back half of what is
    // left. A plays +.01, +.005 (AVG .0055 off), +.0025 (.0027) in rounds 2 to 4; B -.005 (.0055), -.0025 (.0027):
    // B is within from round 3, A from round 4, which is the last.
    const { built, steps } = league({ A: 0.02, B: -0.01 });
    const result = await buildInContext(steps, 6);
    expect(result.rounds.map((r) => r.batting)).toEqual([0, 0, 1, 2]);
    expect(result.converged).toBe(true);
    expect(result.kept).toBe(4);
    expect(built).toHaveLength(4);
    expect(result.built.get(aimKey('batting', 'A', 'a1'))!['1B']).toBeCloseTo(-0.0175, 9);
  });

  it('builds its first round at the start aims: a start that takes back half of each drift saves a round', async () => {
    // From A -.01 and B +.005 round 1 plays A +.01 (AVG .011 off) and B -.005 (.0055): neither within; round 2 takes
    // back half, B is within (.0027), A at +.005 (.0055) not; round 3, A too. Without the start, round 4 (above).
    const { built, steps } = league({ A: 0.02, B: -0.01 });
    const start = new Map([
      [aimKey('batting', 'A', 'a1'), { '1B': -0.01 }],
      [aimKey('batting', 'B', 'b1'), { '1B': 0.005 }],
    ]);
    const result = await buildInContext(steps, 6, start);
    expect(built[0]).toBe(start);
    expect(result.rounds.map((r) => r.batting)).toEqual([0, 1, 2]);
    expect(result.kept).toBe(3);
  });

  it('goes back to the best round and halves its step when a round comes out worse', async () => {
    // Games that answer an aim five times over: A's +.02 singles aimed -.01 play -.03 (AVG .033 off, worse than round
    // 1's .022). Round 3 goes back to round 1's aims and takes a quarter of its drift, -.005: A plays -.005 (.0055 off,
    // the best yet); round 4 goes on from there by a quarter, -.005 + .00125: A plays +.00125, within. A plain half
    // step would have gone on from round 2 to +.005 and played +.045, and on away.
    const { built, steps } = league({ A: 0.02, B: 0 }, 5);
    const result = await buildInContext(steps, 6);
    const aimOfA = (aims: CardAims) => aims.get(aimKey('batting', 'A', 'a1'))?.['1B'] ?? 0;
    expect(built.map(aimOfA).map((x) => Number(x.toFixed(6)))).toEqual([0, -0.01, -0.005, -0.00375]);
    expect(result.rounds.map((r) => r.batting)).toEqual([1, 1, 1, 2]);
    expect(result.rounds.map((r) => r.aimedFrom)).toEqual([
      undefined,
      { round: 1, step: 0.5 },
      { round: 1, step: 0.25 },
      { round: 3, step: 0.25 },
    ]);
    expect(formatRound(result.rounds[2]!)).toMatch(/^round 3 \(round 1's aims, moved by 0.25 of its drift\): /);
    expect(formatRound(result.rounds[1]!)).toMatch(/^round 2: /);
    // Round 4 goes on from round 3, the best, by the smaller step it keeps.
    expect(formatRound(result.rounds[3]!)).toMatch(/^round 4 \(round 3's aims, moved by 0.25 of its drift\): /);
    expect(result.converged).toBe(true);
    expect(result.kept).toBe(4);
  });

  it('keeps the nearest round when the rounds run out', async () => {
    const { steps } = league({ A: 0.02, B: -0.01 });
    const result = await buildInContext(steps, 1);
    expect(result.converged).toBe(false);
    expect(result.kept).toBe(1);
    expect(result.rounds[0]!.worst!.team).toBe('A');
  });
});
