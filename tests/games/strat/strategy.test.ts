import chiSquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import { TWO_D6_WAYS } from '../../../src/core/dice/DiceSource.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import type { DiceSource } from '../../../src/core/dice/DiceSource.ts';
import { GameState, HOME, NOBODY } from '../../../src/core/game/GameState.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import { simulateSeason } from '../../../src/harness/simulateSeason.ts';
import { enumerateDice } from '../../../src/exact/enumerateDice.ts';
import { parseStealRating, RATING_GRADES, type StratCard } from '../../../src/games/strat/cards.ts';
import { LEAGUE_FIELDERS } from '../../../src/games/strat/defense.ts';
import { StratBasePlays, type StealDefense } from '../../../src/games/strat/game/basePlays.ts';
import { StratGameRules, type StratPlayer } from '../../../src/games/strat/game/StratGameRules.ts';
import { playWithStrategy } from '../../../src/games/strat/game/strategy.ts';
import { mayHitAndRun, readHitAndRun, resolveHitAndRun } from '../../../src/games/strat/hitAndRun.ts';
import { DEFAULT_STRAT_POLICIES, type StratPolicies } from '../../../src/games/strat/policies.ts';
import { resolveResult } from '../../../src/games/strat/resolve.ts';
import { maySacrifice, resolveSacrificeBunt } from '../../../src/games/strat/sacrificeBunt.ts';
import { parseHitAndRunReading, type HitAndRunPlay } from '../../../src/games/strat/strategyTables.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { formatBaseOutState, parseBaseOutState, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import { PlayBuilder } from '../../../src/core/model/PlayBuilder.ts';
import { TALLY_SLOTS } from '../../../src/core/model/Tally.ts';
import { chiSquareGoodnessOfFit } from '../../../src/stats/chiSquareGoodnessOfFit.ts';
import { seasonLeagueOf } from '../../../src/harness/seasonLeague.ts';
import { column, every, matchup, MIX, tables } from '../../helpers/strat.ts';
import { scriptedGenerator } from '../../helpers/scriptedGenerator.ts';
import { stratTables, loadedSets } from '../../helpers/inputs.ts';

const d6 = (value: number): ScriptedRoll => ['d6', value];
const d20 = (value: number): ScriptedRoll => ['d20', value];
const isHit = (play: HitAndRunPlay) => typeof play === 'object' && play.kind === 'hit';
const bases = (state: BaseOutState) => formatBaseOutState(state);

describe('the reconstructed charts', () => {
  it('the Hit and Run Chart gives exactly the published hit chances: A 8/36, B 7/36, C 5/36, D 3/36', () => {
    const published = { A: 8, B: 7, C: 5, D: 3 };
    for (const grade of RATING_GRADES) {
      // Over the 36 x 20 equally likely (2d6, d20) pairs: a hit chance of k/36 is k x 20 pairs.
      let pairs = 0;
      for (let total = 2; total <= 12; total++)
        for (const part of tables.hitAndRun.chart[grade][total]!)
          if (isHit(part.play)) pairs += TWO_D6_WAYS[total]! * (part.high - part.low + 1);
      expect(pairs, grade).toBe(published[grade] * 20);
    }
  });

  it('the Sacrifice Bunt Chart: a better bunter never does worse, and the infield in never helps him', () => {
    const successes = (infield: 'back' | 'in', grade: (typeof RATING_GRADES)[number]) =>
      tables.sacrificeBunt[infield][grade].filter((r) => r === 'sacrifice' || r === 'beat-out').length;
    for (const infield of ['back', 'in'] as const) {
      const byGrade = RATING_GRADES.map((grade) => successes(infield, grade));
      expect(byGrade, infield).toEqual([...byGrade].sort((a, b) => b - a));
      expect(byGrade[0]).toBeGreaterThan(byGrade[3]!);
    }
    for (const grade of RATING_GRADES) expect(successes('in', grade)).toBeLessThan(successes('back', grade));
  });

  it('hit-and-run readings: the card language with MISS and SO+STEAL, in any order of their d20 ranges', () => {
    expect(parseHitAndRunReading('MISS 15-20 / SO+STEAL 1-14')).toEqual([
      { play: 'strikeout-steal', low: 1, high: 14 },
      { play: 'miss', low: 15, high: 20 },
    ]);
    expect(parseHitAndRunReading('GB(2b)C 9-16 / BB 1-8 / MISS 17-20')).toMatchObject([
      { play: { kind: 'BB' } },
      { play: { kind: 'GB', fielder: '2B', type: 'C' } },
      { play: 'miss' },
    ]);
    expect(parseHitAndRunReading('MISSED')).toMatch(/is not a result \(MISS, SO\+STEAL, SI/);
    expect(parseHitAndRunReading('MISS 1-10 / SI** 12-20')).toMatch(/must cover 1-20 once/);
    expect(parseHitAndRunReading('W SI**')).toMatch(/without the clutch symbol/);
  });

  describe('a replaced chart with a mistake is refused, naming file, line and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlab-strat-strategy-'));
    const refused = (name: 'sacrifice-bunt' | 'hit-and-run', edit: (text: string) => string) => {
      const original = readFileSync(`src/games/strat/tables/${name}.yaml`, 'utf8');
      const edited = edit(original);
      expect(edited, 'the edit changed nothing').not.toBe(original);
      const file = join(dir, `${name}.yaml`);
      writeFileSync(file, edited);
      try {
        stratTables({ [name]: file });
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return (error as Error).message;
      }
      throw new Error('the bad table loaded');
    };

    it('a bunt column with a gap, and a result the chart does not know', () => {
      expect(refused('sacrifice-bunt', (t) => t.replace('3-16: sacrifice', '3-15: sacrifice'))).toMatch(
        /sacrifice-bunt\.yaml:\d+: back\.A: ranges covering every roll 1-20 \(missing: 16\)/,
      );
      expect(refused('sacrifice-bunt', (t) => t.replace('17: lead-runner-out', '17: safe'))).toMatch(
        /sacrifice-bunt\.yaml:\d+: back\.A\.17: .*beat-out/,
      );
    });

    it('a hit-and-run reading that is not one', () => {
      const message = refused('hit-and-run', (t) => t.replace('7: SI**(cf)', '7: GB(cf)C'));
      expect(message).toMatch(/hit-and-run\.yaml:(\d+): chart\.A\.7: "GB\(cf\)C" is not a result/);
      const line = Number(/hit-and-run\.yaml:(\d+)/.exec(message)![1]);
      expect(readFileSync(`src/games/strat/tables/hit-and-run.yaml`, 'utf8').split('\n')[line - 1]).toMatch(/^ {2}A: /);
    });
  });
});

describe('sacrifice bunts (Bunting)', () => {
  const m = matchup({ batter: every('HR') });
  const bunt = (state: string, rolls: ScriptedRoll[], rating: 'A' | 'B' | 'C' | 'D' = 'A', infieldIn = false) => {
    const dice = scriptedDice(rolls);
    const pa = resolveSacrificeBunt(m, parseBaseOutState(state), dice, { rating, infieldIn });
    expect(dice.remaining()).toBe(0);
    return pa;
  };

  it('may be tried with fewer than two out and a runner on 1st or 2nd with 3rd open, or runners on 1st and 3rd', () => {
    const allowed = ['1--/0', '-2-/1', '12-/0', '1-3/1'];
    const refused = ['---/0', '--3/0', '-23/0', '123/0', '1--/2'];
    for (const state of allowed) expect(maySacrifice(parseBaseOutState(state)), state).toBe(true);
    for (const state of refused) expect(maySacrifice(parseBaseOutState(state)), state).toBe(false);
  });

  it(
    '"batter beats out bunt" with runners on 1st and 3rd: batter safe, ' +
      'the runner from 1st to 2nd, the runner on 3rd holds (the text)',
    () => {
      const pa = bunt('1-3/0', [d20(1)]);
      expect([pa.result, bases(pa.after), pa.runs]).toEqual(['1B', '123/0', 0]);
      expect(pa.after.bases[2]).toBe(3);
    },
  );

  it(
    '"batter pops out (c) into a double play" with runners on 1st ' +
      'and 3rd: the runner on 1st doubled up, 3rd holds (the text)',
    () => {
      const pa = bunt('1-3/0', [d20(20)], 'B');
      expect([pa.result, bases(pa.after), pa.events[0]!.doublePlay, pa.events[0]!.location]).toEqual([
        'PO',
        '--3/2',
        true,
        'C',
      ]);
    },
  );

  it(
    'a sacrifice moves both runners up and is an SH; the lead ' +
      "runner out is a fielder's choice with the batter on 1st",
    () => {
      const sacrifice = bunt('12-/0', [d20(5)]);
      expect([sacrifice.result, bases(sacrifice.after)]).toEqual(['SH', '-23/1']);
      const leadOut = bunt('-2-/1', [d20(17)]);
      expect([leadOut.result, bases(leadOut.after)]).toEqual(['FC', '1--/2']);
      const popOut = bunt('1--/0', [d20(18)]);
      expect([popOut.result, bases(popOut.after)]).toEqual(['PO', '1--/1']);
    },
  );

  it(
    "the infield in reads its own rows: a D bunter's 9 is a " +
      'sacrifice with the infield back, the lead runner out with it in',
    () => {
      expect(bunt('1--/0', [d20(9)], 'D').result).toBe('SH');
      expect(bunt('1--/0', [d20(9)], 'D', true).result).toBe('FC');
    },
  );

  it(
    '1AND2: two strikes, the batter swings away and the ' + 'plate appearance is his usual reading (here a home run)',
    () => {
      const pa = bunt('1--/0', [d20(19), d6(2), d20(12), d6(3), d6(4)]);
      expect([pa.result, pa.runs, bases(pa.after)]).toEqual(['HR', 2, '---/0']);
    },
  );
});

describe('the hit and run', () => {
  const pitcher = [
    column({ '2-6': 'SO', '7-8': 'HR', '9-12': 'GB(ss)X' }),
    column({ '2-7': 'SI(lf)', '8-12': 'BB' }),
    column({ '2-12': 'DO(rf)' }),
  ] as const;
  const m = matchup({ batter: every('HR'), pitcher: [...pitcher] as never });
  const run = (state: string, rolls: ScriptedRoll[], grade: 'A' | 'B' | 'C' | 'D' = 'B') => {
    const dice = scriptedDice(rolls);
    const outcome = resolveHitAndRun(m, parseBaseOutState(state), dice, grade);
    expect(dice.remaining()).toBe(0);
    return outcome;
  };
  const played = (outcome: ReturnType<typeof resolveHitAndRun>) => {
    if (outcome.kind !== 'played') throw new Error('expected a plate appearance');
    return [outcome.pa.result, bases(outcome.pa.after), outcome.pa.runs, outcome.runnersSteal];
  };

  it('may be called with a runner on 1st or 2nd and 3rd open', () => {
    for (const state of ['1--/0', '-2-/1', '12-/2']) expect(mayHitAndRun(parseBaseOutState(state)), state).toBe(true);
    for (const state of ['---/0', '--3/0', '1-3/0', '123/1'])
      expect(mayHitAndRun(parseBaseOutState(state)), state).toBe(false);
  });

  it("white 1-3 reads the chart in the batter's column: B on 7 is SI**(rf), the runner from 1st to 3rd", () => {
    expect(played(run('1--/0', [d6(2), d20(10), d6(3), d6(4)]))).toEqual(['1B', '1-3/0', 0, false]);
  });

  it('a missed pitch on the chart (A on 2) ends nothing: the game sends the runner', () => {
    expect(run('1--/0', [d6(1), d20(10), d6(1), d6(1)], 'A')).toEqual({ kind: 'miss' });
  });

  it(
    "white 4-6 reads the pitcher's card; a strikeout there becomes the " +
      'H&R adjustment: SO with the runner going on 1-10, a miss on 11-20',
    () => {
      expect(played(run('1--/1', [d6(4), d20(10), d6(1), d6(2), d20(10)]))).toEqual(['SO', '1--/2', 0, true]);
      expect(run('1--/1', [d6(4), d20(10), d6(1), d6(2), d20(11)])).toEqual({ kind: 'miss' });
    },
  );

  it(
    "a single on the pitcher's card is SI** (first to third), a " +
      'double DO*** (he scores), a walk on the d20 a walk or a grounder',
    () => {
      expect(played(run('1--/0', [d6(5), d20(10), d6(3), d6(4)]))).toEqual(['1B', '1-3/0', 0, false]);
      expect(played(run('1--/0', [d6(6), d20(10), d6(3), d6(4)]))).toEqual(['2B', '-2-/0', 1, false]);
      expect(played(run('1--/0', [d6(5), d20(10), d6(6), d6(6), d20(14)]))).toEqual(['BB', '12-/0', 0, false]);
      expect(played(run('1--/0', [d6(5), d20(10), d6(6), d6(6), d20(15)]))).toEqual(['GO', '-2-/1', 0, false]);
    },
  );

  it("a home run on the pitcher's card stands, and a fielding-chart reading is never adjusted", () => {
    expect(played(run('1--/0', [d6(4), d20(10), d6(4), d6(4)]))).toEqual(['HR', '---/0', 2, false]);
    const reading = readHitAndRun(
      m,
      parseBaseOutState('1--/0'),
      'B',
      { white: 4, total: 10 },
      scriptedDice([]),
      new PlayBuilder(parseBaseOutState('1--/0')),
    );
    expect(reading).toEqual({ kind: 'X', fielder: 'SS', batted: 'GB' });
  });

  it('a wild pitch on the d20 moves the runner and calls the hit and run off: the batter swings away', () => {
    // d20 1: a wild pitch on a second d20 at or under WP 9; then the usual reading, white 2 on the batter's card: a
    // home run.
    expect(played(run('1--/0', [d6(2), d20(1), d20(9), d6(2), d20(12), d6(3), d6(4)]))).toEqual([
      'HR',
      '---/0',
      2,
      false,
    ]);
    // A wild-pitch roll that does not come off (10 > 9) is no pitch at all: the same hit and run is rolled again.
    expect(played(run('1--/0', [d6(2), d20(1), d20(10), d6(2), d20(10), d6(3), d6(4)]))).toEqual([
      '1B',
      '1-3/0',
      0,
      false,
    ]);
  });
});

/**
 * The hit and run agrees with the exact distribution of its reading. The pitcher's mixed card (helpers' MIX) with WP,
 * balk and PB ratings of 0, so the gate's d20 never makes a pitch event and only rolls again; the exact side
 * enumerates white die, 2d6 and every follow-up roll of the reading. N = 100,000 plate appearances from seed 11, cells
 * (miss, or result and state after) with expected counts under 5 pooled; alpha 0.001, the bound the chi-square quantile
 * at 0.999 on the pooled df (printed on failure; with this seed chi-square(8) < 26.1).
 */
it('Monte Carlo hit and runs agree with the exact enumeration of the reading (chi-square, alpha 0.001)', () => {
  const m = matchup({ ...MIX, wp: 0, balk: 0, defense: { C: { pb: 0 } } });
  const start = parseBaseOutState('1--/1');
  const label = (play: HitAndRunPlay | 'played', pa?: { result: string; after: BaseOutState }) =>
    pa ? `${pa.result} ${bases(pa.after)}` : String(play);
  const reading = (dice: DiceSource) => {
    const play = new PlayBuilder(start);
    const white = dice.d6();
    const read = readHitAndRun(m, start, 'C', { white, total: dice.d6() + dice.d6() }, dice, play);
    if (read === 'miss') return 'miss';
    if (read === 'strikeout-steal') return `SO ${bases({ outs: 2, bases: start.bases })} steal`;
    const events = resolveResult(play, m, read, dice, { inning: 1, offenseLead: 0 });
    return label('played', events[events.length - 1]!);
  };
  const expected = new Map<string, number>();
  for (const { value, probability } of enumerateDice(reading))
    expected.set(value, (expected.get(value) ?? 0) + probability);
  const observed = new Map<string, number>();
  const dice = randomDice(11);
  const n = 100_000;
  for (let i = 0; i < n; i++) {
    const outcome = resolveHitAndRun(m, start, dice, 'C');
    const key =
      outcome.kind === 'miss'
        ? 'miss'
        : outcome.runnersSteal
          ? `SO ${bases(outcome.pa.after)} steal`
          : label('played', outcome.pa);
    observed.set(key, (observed.get(key) ?? 0) + 1);
  }
  for (const key of observed.keys()) expect(expected.has(key), `simulated "${key}" has exact probability 0`).toBe(true);
  const keys = [...expected.keys()].sort();
  const fit = chiSquareGoodnessOfFit(
    keys.map((k) => observed.get(k) ?? 0),
    keys.map((k) => expected.get(k)!),
  );
  const bound = chiSquareQuantile(0.999, fit.df);
  expect(fit.statistic, `chi-square(${fit.df}) bound ${bound.toFixed(1)}`).toBeLessThan(bound);
  expect(fit.df).toBeGreaterThan(5);
});

describe('the failed hit and run: the forced steal (StratBasePlays.forcedSteal)', () => {
  // League indices 1-3 run with the text's line without the asterisk; 4 with it.
  const PLAIN = parseStealRating('8-10/11,12 (19-14)')!;
  const STAR = parseStealRating('*8-10/11,12 (19-14)')!;
  const ratings = [undefined, PLAIN, PLAIN, PLAIN, STAR];
  const defense: StealDefense = { catcher: { ...LEAGUE_FIELDERS.C, arm: 0, t: 0 }, hold: 0, balk: 4 };
  const notHeld: StratPolicies = { ...DEFAULT_STRAT_POLICIES, holdRunner: () => false, steal: () => false };
  const game = (onBases: [number, number, number], outs = 0) => {
    const g = new GameState(5);
    g.outs = outs;
    g.top = false;
    g.score[HOME] = 0;
    onBases.forEach((runner, i) => (g.bases[i + 1] = runner));
    return g;
  };
  const force = (g: GameState, rolls: ScriptedRoll[], plays = new StratBasePlays(ratings, notHeld)) => {
    const dice = scriptedDice(rolls);
    plays.forcedSteal(g, defense, dice);
    expect(dice.remaining()).toBe(0);
    return [
      g.bases[1],
      g.bases[2],
      g.bases[3],
      g.outs,
      Array.from({ length: g.stealCount }, (_, i) => [g.steals[i], g.stealSafe[i]]),
    ];
  };

  it('a good lead (two dice, no pickoff d20) steals 2nd on the first rating: 19 safe, 20 out', () => {
    expect(force(game([1, NOBODY, NOBODY]), [d6(4), d6(5), d20(19)])).toEqual([NOBODY, 1, NOBODY, 0, [[1, 1]]]);
    expect(force(game([1, NOBODY, NOBODY]), [d6(4), d6(5), d20(20)])).toEqual([NOBODY, NOBODY, NOBODY, 1, [[1, 0]]]);
  });

  it('no good lead from 1st: the second rating (14); his out numbers: out stealing at once', () => {
    expect(force(game([1, NOBODY, NOBODY]), [d6(2), d6(3), d20(14)])).toEqual([NOBODY, 1, NOBODY, 0, [[1, 1]]]);
    expect(force(game([1, NOBODY, NOBODY]), [d6(2), d6(3), d20(15)])).toEqual([NOBODY, NOBODY, NOBODY, 1, [[1, 0]]]);
    expect(force(game([1, NOBODY, NOBODY]), [d6(6), d6(6)])).toEqual([NOBODY, NOBODY, NOBODY, 1, [[1, 0]]]);
  });

  it(
    'the lead runner on 2nd without a good lead is out at ' + '3rd, and the runner on 1st moves up anyway (the text)',
    () => {
      expect(force(game([1, 2, NOBODY]), [d6(2), d6(3)])).toEqual([NOBODY, 1, NOBODY, 1, [[2, 0]]]);
    },
  );

  it('from 2nd with a good lead: 3rd on the second rating, the runner behind to 2nd with him', () => {
    expect(force(game([1, 2, NOBODY]), [d6(4), d6(4), d20(14)])).toEqual([
      NOBODY,
      1,
      2,
      0,
      [
        [2, 1],
        [1, 1],
      ],
    ]);
  });

  it(
    'the safety a manager weighs: the lead dice (8-10 of 36: ' +
      '1/3; out on 11-12: 1/12) times each rating, all exact',
    () => {
      const plays = new StratBasePlays(ratings, notHeld);
      // From 1st: 1/3 x 19/20 + (1 - 1/3 - 1/12) x 14/20 = 0.725; from 2nd (3rd on the second rating, out without a
      // lead): 1/3 x 14/20.
      expect(plays.hitAndRunSafety(game([1, NOBODY, NOBODY]), defense)).toBeCloseTo(0.725, 12);
      expect(plays.hitAndRunSafety(game([NOBODY, 2, NOBODY]), defense)).toBeCloseTo(14 / 60, 12);
      expect(plays.hitAndRunSafety(game([4, NOBODY, NOBODY]), defense)).toBeCloseTo(0.95, 12);
      expect(
        new StratBasePlays([undefined, undefined], notHeld).hitAndRunSafety(game([1, NOBODY, NOBODY]), defense),
      ).toBeUndefined();
    },
  );

  it(
    'the asterisk, not held: no lead dice; a runner who already failed ' +
      'to get a lead off 1st goes on his second rating with no dice for it',
    () => {
      expect(force(game([4, NOBODY, NOBODY]), [d20(19)])).toEqual([NOBODY, 4, NOBODY, 0, [[4, 1]]]);
      const plays = new StratBasePlays(ratings, { ...notHeld, steal: () => true, stealWithoutLead: () => false });
      const g = game([1, NOBODY, NOBODY]);
      plays.before(g, defense, scriptedDice([d6(1), d6(2), d20(10)])); // no good lead; he stays
      expect(force(g, [d20(15)], plays)).toEqual([NOBODY, NOBODY, NOBODY, 1, [[1, 0]]]);
    },
  );
});

describe('the strategy in a game', () => {
  const { league } = seasonLeagueOf({
    sets: loadedSets(['cards/strat/2016-cubs.yaml', 'cards/strat/2016-cleveland.yaml']),
    against: 'set',
    dh: false,
    manager: 'default',
    bullpen: 'standard',
  });
  const players = (league.rules as unknown as { players: StratPlayer[]; parks: never[] }).players;
  const parks = (league.rules as unknown as { parks: never[] }).parks;
  const batter = players.findIndex((p) => !p.card.pitching && p.card.hitAndRun !== 'D');
  const runner = players.findIndex(
    (p) => !p.card.pitching && p.card.stealing && p.card.team === players[batter]!.card.team,
  );
  const pitcher = players.findIndex((p) => p.card.pitching && p.card.team !== players[batter]!.card.team);
  const always = (strategy: 'sacrifice' | 'hit-and-run'): StratPolicies => ({
    ...DEFAULT_STRAT_POLICIES,
    holdRunner: () => false,
    steal: () => false,
    strategy: () => strategy,
  });
  const onFirst = (outs: number) => {
    const g = new GameState(players.length);
    g.outs = outs;
    g.bases[1] = runner;
    g.usage.enter(pitcher, true);
    return g;
  };

  it(
    'a missed hit and run whose steal makes the third out: ' + 'no plate appearance (-1), the batter leads off next',
    () => {
      const card: StratCard = players[batter]!.card;
      const missOn = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((total) =>
        tables.hitAndRun.chart[card.hitAndRun][total]!.some((part) => part.play === 'miss'),
      )!;
      // Built stealing lines print no out totals: this runner's is given one, 12, for the lead dice to throw him out.
      const withOut = players.map((p, i) =>
        i === runner ? { ...p, card: { ...p.card, stealing: parseStealRating('7/12 (15-9)')! } } : p,
      );
      const outTotal = 12;
      const rules = new StratGameRules(withOut, tables, always('hit-and-run'), { parks });
      const g = onFirst(2);
      rules.startGame(g, [0, 1]);
      const firstDie = Math.min(6, missOn - 1);
      const outDie = Math.min(6, outTotal - 1);
      const generator = scriptedGenerator([
        ['d6', 1],
        ['d20', 10],
        ['d6', firstDie],
        ['d6', missOn - firstDie],
        ['d6', outDie],
        ['d6', outTotal - outDie],
      ]);
      const tally = new Float64Array(TALLY_SLOTS);
      expect(rules.plateAppearance(g, batter, pitcher, generator, tally)).toBe(-1);
      expect([g.outs, g.bases[1], g.stealCount, g.stealSafe[0]]).toEqual([3, NOBODY, 1, 0]);
      expect(tally.every((value) => value === 0)).toBe(true);
      expect(generator.remaining()).toBe(0);
    },
  );

  it('playWithStrategy refuses a manager who calls what the rules do not allow here', () => {
    const plays = new StratBasePlays(
      players.map((p) => p.card.stealing),
      always('sacrifice'),
    );
    const m = matchup({ policies: always('sacrifice') });
    const g = onFirst(2);
    expect(() =>
      playWithStrategy(
        g,
        {
          m,
          batter: players[batter]!.card,
          basePlays: plays,
          defense: { catcher: LEAGUE_FIELDERS.C, hold: 0, balk: 1 },
        },
        randomDice(1),
        { inning: 1, offenseLead: 0 },
      ),
    ).toThrow(/the default manager called a sacrifice where the rules do not allow one \(2 out/);
  });

  it(
    'managers: sacrifices and hit-and-run steals under the ' +
      'default and aggressive managers, none under the passive one',
    async () => {
      const season = async (manager: string) => {
        const spec = {
          sets: loadedSets(['cards/strat/2016-cubs.yaml']),
          against: 'set' as const,
          dh: false,
          manager,
          bullpen: 'standard',
        };
        const { tally, layout, league } = await simulateSeason(spec, { gamesPerTeam: 40, seed: 3 });
        let sacrifices = 0;
        let steals = 0;
        for (let p = 0; p < league.players; p++) {
          sacrifices += tally[layout.batting(p) + OUTCOME_INDEX.SH]!;
          steals += tally[layout.battingExtra(p, 'SB')]! + tally[layout.battingExtra(p, 'CS')]!;
        }
        return { sacrifices, steals };
      };
      const passive = await season('passive');
      const normal = await season('default');
      const aggressive = await season('aggressive');
      expect(passive).toEqual({ sacrifices: 0, steals: 0 });
      expect(normal.sacrifices).toBeGreaterThan(0);
      // The aggressive manager steals more on his own, and every hit and run he calls may force another.
      expect(aggressive.steals).toBeGreaterThan(normal.steals);
    },
  );
});
