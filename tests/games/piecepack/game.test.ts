import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '../../../src/core/model/outcomes.ts';
import { rootStream, splitStreams } from '../../../src/core/dice/streams.ts';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { FATIGUE_ONLY_BULLPEN } from '../../../src/engine/BullpenPolicy.ts';
import { GameEngine, type PlateAppearanceRecord } from '../../../src/engine/playGame.ts';
import { SeasonLayout } from '../../../src/engine/SeasonTally.ts';
import type { RuleSet } from '../../../src/core/OptionalRule.ts';
import { Hands } from '../../../src/games/piecepack/game/Hands.ts';
import { piecepackSeasonLeague } from '../../../src/games/piecepack/game/seasonLeague.ts';
import {
  gameTheoryCards,
  payoffMatrix,
  SAVE_FACES,
  type AtBatValues,
  type CardChoice,
} from '../../../src/games/piecepack/policies.ts';
import { ACE, FACE_CARDS, FULL_HAND, handText, parseHand } from '../../../src/games/piecepack/vocabulary.ts';
import { piecepackTables } from '../../helpers/inputs.ts';
import { fourTeams, tables } from '../../helpers/piecepack.ts';

const bit = (rank: number) => 1 << rank;

describe('hands of Pitch and Swing cards', () => {
  it('a Swing hand played out picks up its whole discard pile', () => {
    const hands = new Hands(false);
    for (let rank = 2; rank <= 12; rank++) hands.playSwing(0, rank);
    expect(handText(hands.swing[0]!)).toBe('K');
    hands.playSwing(0, 13);
    expect(hands.swing[0]).toBe(FULL_HAND);
  });

  it('an empty Pitch hand kept: the face cards stay discarded; a change puts K+10, then Q+9 out for good', () => {
    const hands = new Hands(false);
    for (let rank = 2; rank <= 13; rank++) hands.playPitch(1, rank);
    expect(hands.isEmpty(hands.pitch[1]!)).toBe(true);
    hands.keepPitcher(1);
    expect(hands.pitch[1]).toBe(FULL_HAND & ~FACE_CARDS);
    hands.changePitcher(1);
    expect(handText(hands.pitch[1]!)).toBe('2 3 4 5 6 7 8 9 J Q');
    hands.playPitch(1, 5);
    hands.changePitcher(1);
    expect(handText(hands.pitch[1]!)).toBe('2 3 4 5 6 7 8 J');
  });

  it('with the Ace rule a hand of only its Ace is empty (the Swing hand picks up; the Ace stays in it)', () => {
    const hands = new Hands(true);
    for (let rank = 2; rank <= 13; rank++) hands.playSwing(0, rank);
    expect(hands.swing[0]).toBe(FULL_HAND | bit(ACE));
    for (let rank = 2; rank <= 13; rank++) hands.playPitch(0, rank);
    expect(hands.isEmpty(hands.pitch[0]!)).toBe(true);
  });

  it('hands read and write as cards', () => {
    expect(parseHand('2 9 Q')).toBe(bit(2) | bit(9) | bit(12));
    expect(parseHand('2-10')).toBe(FULL_HAND & ~FACE_CARDS);
    expect(() => parseHand('2 14')).toThrow(/'14' is not a card/);
  });
});

const choice = (
  over: Partial<CardChoice>,
  values: AtBatValues = { byEdge: [-0.3, -0.2, 0, 0.2, 0.3] },
): CardChoice => ({
  side: 'swing',
  mine: FULL_HAND,
  theirs: FULL_HAND,
  state: parseBaseOutState('---/0'),
  situation: { inning: 1, offenseLead: 0 },
  stealOn: false,
  juice: false,
  values: () => values,
  key: () => 0,
  ...over,
});

/** Items grouped by a key, in first-seen order (Map.groupBy is Node 21+). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

describe('card policies', () => {
  it('save-faces: a pitcher at bat whose only legal swing is his Ace plays it', () => {
    const pitcherAtBat = choice({ mine: parseHand('A'), stealOn: true, state: parseBaseOutState('1--/2') });
    expect(SAVE_FACES.mix(pitcherAtBat)).toEqual({ cards: [ACE], chances: [1] });
    expect(SAVE_FACES.mix({ ...pitcherAtBat, stealOn: false, state: parseBaseOutState('--3/2') }).cards).toEqual([ACE]);
  });

  it('save-faces: a numbered card at random, nobody in scoring position; the highest card with a runner there', () => {
    const empty = SAVE_FACES.mix(choice({}));
    expect(empty.cards).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(empty.chances.every((c) => Math.abs(c - 1 / 9) < 1e-15)).toBe(true);
    expect(SAVE_FACES.mix(choice({ state: parseBaseOutState('-2-/1') })).cards).toEqual([13]);
  });

  it('game-theory: payoffs rising in the card make the one-at-bat game a saddle point at the higher top card', () => {
    // The pitcher's K beats every swing: he plays it, and every swing then loses (-0.2), so the batter's lowest card
    // is as good as any (the solver takes the first of equals: he keeps his J).
    const policy = gameTheoryCards();
    const pitch = policy.mix(choice({ side: 'pitch', mine: parseHand('2 9 K'), theirs: parseHand('3 7 J') }));
    expect(pitch).toEqual({ cards: [2, 9, 13], chances: [0, 0, 1] });
    expect(policy.mix(choice({ mine: parseHand('3 7 J'), theirs: parseHand('2 9 K') }))).toEqual({
      cards: [3, 7, 11],
      chances: [1, 0, 0],
    });
    // With the top cards the other way round, the batter's K wins or ties everything: he plays it.
    const swing = policy.mix(choice({ mine: parseHand('2 9 K'), theirs: parseHand('3 7 J') }));
    expect(swing.chances).toEqual([0, 0, 1]);
  });

  it('game-theory: the Ace steal against the pitchout is a mixed game', () => {
    // Safe +0.25 runs, caught -0.45; a normal at-bat 0 either way: the batter steals with chance p making the pitcher
    // indifferent between his Ace (p x -0.45 + (1-p) x v) and a card... solved by the LP; both mix.
    const values: AtBatValues = { byEdge: [0, 0, 0, 0, 0], steal: { safe: 0.25, caught: -0.45 } };
    const hand = parseHand('A 5');
    const policy = gameTheoryCards();
    const batter = policy.mix(choice({ mine: hand, theirs: hand, stealOn: true }, values));
    const pitcher = policy.mix(choice({ side: 'pitch', mine: hand, theirs: hand, stealOn: true }, values));
    // Payoff rows (batter A, 5) by columns (pitcher A, 5): [[-0.45, 0.25], [+edge of 5 over an Ace (0), 0]].
    expect(payoffMatrix([1, 5], [1, 5], values, true, false)).toEqual([
      [-0.45, 0.25],
      [0, 0],
    ]);
    // The batter steals only if the pitcher never pitches out: the value 0 is his by never stealing; the pitcher then
    // may mix. Batter: all on the 5.
    expect(batter.chances[0]).toBe(0);
    expect(pitcher.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

/** Plays `games` games of the four teams, round robin, recording every plate appearance. */
function playGames(manager: string, games: number, rules?: RuleSet, playTable?: string) {
  const gameTables = playTable ? piecepackTables({ play: playTable }) : tables;
  const league = piecepackSeasonLeague([fourTeams], gameTables, {
    against: 'set',
    dh: false,
    manager,
    ...(rules && { rules }),
  });
  const layout = new SeasonLayout(league.players, league.teams.length);
  const engine = new GameEngine(league, layout, FATIGUE_ONLY_BULLPEN);
  const records: (PlateAppearanceRecord & { game: number })[] = [];
  let game = 0;
  engine.onPlateAppearance = (r) => records.push({ ...r, game });
  const tally = new Float64Array(layout.size);
  const streams = splitStreams(9, games);
  for (; game < games; game++)
    engine.play({ away: game % 4, home: (game + 1) % 4, awayStarter: 0, homeStarter: 0 }, streams[game]!, tally);
  return { league, layout, tally, records };
}

describe('piecepack whole games', () => {
  it('every engine of a run numbers the same fielders alike (rules cache by the number across chunks of games)', () => {
    const league = piecepackSeasonLeague([fourTeams], tables, { against: 'set', dh: false, manager: 'default' });
    const layout = new SeasonLayout(league.players, league.teams.length);
    const keyOf = (engine: GameEngine, away: number, home: number) => {
      engine.play({ away, home, awayStarter: 0, homeStarter: 0 }, rootStream(3), new Float64Array(layout.size));
      return [...engine.game.defenseKey];
    };
    const first = keyOf(new GameEngine(league, layout, FATIGUE_ONLY_BULLPEN), 0, 1);
    const second = new GameEngine(league, layout, FATIGUE_ONLY_BULLPEN);
    keyOf(second, 2, 3);
    expect(keyOf(second, 0, 1)).toEqual(first);
  });

  it('five innings, extra innings only when tied (and counted so); at most three pitchers a side', () => {
    const { records, tally, layout } = playGames('default', 200);
    const extra = [...groupBy(records, (r) => r.game).values()].filter((plays) => plays.at(-1)!.inning > 5).length;
    expect(extra).toBeGreaterThan(0);
    expect(tally[layout.game('extraInningGames')]).toBe(extra);
    const byGame = groupBy(records, (r) => r.game);
    for (const [, plays] of byGame) {
      const last = plays.at(-1)!;
      const innings = last.inning;
      expect(innings).toBeGreaterThanOrEqual(5);
      if (innings > 5) {
        const atFive = plays.filter((p) => p.inning <= 5).at(-1)!;
        expect(atFive.score[0]).toBe(atFive.score[1]);
      }
      for (const top of [true, false]) {
        const pitchers = [...new Set(plays.filter((p) => p.top === top).map((p) => p.pitcher))];
        expect(pitchers.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('a pitcher who gives up four runs (not the third) stays three more batters or to the end of the inning', () => {
    const { records } = playGames('default', 400);
    let windows = 0;
    for (const [, plays] of groupBy(records, (r) => r.game)) {
      for (const top of [true, false]) {
        const half = plays.filter((p) => p.top === top);
        const order = [...new Set(half.map((p) => p.pitcher))];
        let runs = 0;
        let current = -1;
        half.forEach((p, i) => {
          if (p.pitcher !== current) [current, runs] = [p.pitcher, 0];
          const before = runs;
          runs += p.runs;
          if (before < 4 && runs >= 4 && order.indexOf(current) < 2) {
            windows++;
            const next = half.slice(i + 1, i + 4).filter((q) => q.inning === p.inning);
            for (const q of next) expect(q.pitcher, `game ${p.game}`).toBe(current);
          }
        });
      }
    }
    expect(windows).toBeGreaterThan(20);
  });

  it('pinch hitters bat for pitchers, and the play table sets the innings (a house rule of seven)', () => {
    const { league, layout, tally } = playGames('default', 100);
    const pinch = league.players;
    let pinchAtBats = 0;
    for (let p = 0; p < pinch; p++)
      if (league.player(p).id.includes('-ph'))
        for (let o = 0; o < OUTCOMES.length; o++) pinchAtBats += tally[layout.batting(p) + o]!;
    expect(pinchAtBats).toBeGreaterThan(0);
    const house = join(mkdtempSync(join(tmpdir(), 'piecepack-')), 'play.yaml');
    writeFileSync(
      house,
      readFileSync('src/games/piecepack/tables/play.yaml', 'utf8').replace('innings: 5', 'innings: 7'),
    );
    const seven = playGames('default', 20, undefined, house);
    const lastInnings = [...groupBy(seven.records, (r) => r.game).values()].map((plays) => plays.at(-1)!.inning);
    expect(Math.min(...lastInnings)).toBe(7);
  });

  it('every manager and the Ace rule play whole games; the same seed plays the same games', () => {
    const aces = { text: 'ace-steal', rules: { 'ace-steal': {} } };
    for (const manager of ['default', 'random', 'game-theory']) {
      const a = playGames(manager, 30, aces);
      const b = playGames(manager, 30, aces);
      expect([...a.tally]).toEqual([...b.tally]);
      expect(a.records.length).toBeGreaterThan(30 * 20);
    }
    // Steals come with the Ace and only with it.
    const tries = ({ tally, layout }: ReturnType<typeof playGames>) =>
      [0, 1, 2, 3].reduce((sum, t) => sum + tally[layout.team(t, 'SB')]! + tally[layout.team(t, 'CS')]!, 0);
    expect(tries(playGames('default', 60, aces))).toBeGreaterThan(0);
    expect(tries(playGames('default', 60))).toBe(0);
  });
});
