import { PlayGraphCompiler } from '../../exact/PlayGraphCompiler.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import { startDelta } from '../../exact/diceGraph.ts';
import { enumerateDiceTree } from '../../exact/enumerateDice.ts';
import { graftRollTree, rollTree, type RollTree } from '../../exact/rollTree.ts';
import { NEUTRAL_SITUATION } from './exactAtBat.ts';
import { cardEdge, hitDice } from './hitRoll.ts';
import { fieldersKey, type PiecepackMatchup } from './matchup.ts';
import { playReading } from './play.ts';
import { atBatRulesKey } from './rules.ts';
import { hitReading, type HitReading, type PiecepackTables } from './tables.ts';

/** The compiler of each loaded set of tables (see PiecepackCompiler.of). */
const COMPILERS = new WeakMap<PiecepackTables, PiecepackCompiler>();

/**
 * Compiles piecepack at-bats for the dice-graph kernel by enumerating the readable resolvers: both cards drawn blind
 * from full hands (two 12-card draws), the batting dice and any Juice re-roll, enumerated once per batter tile and
 * number of dice into the chart reading; then each reading's play (the fielder's die, a runner's try) once per place
 * (the state, the fielders' and runners' tiles, the manager and the rules), shared by every matchup that reaches it.
 * One compiler per loaded tables, so every plan of a run shares the graph; exact tallies are read off it.
 */
export class PiecepackCompiler extends PlayGraphCompiler<PiecepackMatchup> {
  declare private readonly readings: Map<string, RollTree<HitReading>>;
  declare private readonly plays: Map<string, number>;
  declare private readonly roots: Map<string, number>;

  constructor() {
    super();
    this.readings = new Map();
    this.plays = new Map();
    this.roots = new Map();
  }

  /** The compiler every plan on `tables` shares while the tables are loaded (a run). */
  static of(tables: PiecepackTables): PiecepackCompiler {
    let compiler = COMPILERS.get(tables);
    if (!compiler) COMPILERS.set(tables, (compiler = new PiecepackCompiler()));
    return compiler;
  }

  protected root(m: PiecepackMatchup, state: BaseOutState): number {
    const readingKey = `${m.batter.tile}|${m.dice}|${atBatRulesKey(m.rules)}`;
    const place = placeKey(m, state);
    const key = `${readingKey}#${place}`;
    let node = this.roots.get(key);
    if (node !== undefined) return node;
    let tree = this.readings.get(readingKey);
    if (!tree) this.readings.set(readingKey, (tree = rollTree((dice) => readingOf(m, dice))));
    const pa = graftRollTree(this.graph, tree, (reading) => this.play(m, state, reading, place));
    node = this.graph.leaf(startDelta(state), pa);
    this.roots.set(key, node);
    return node;
  }

  /** A reading's play from a state: made once per place. */
  private play(m: PiecepackMatchup, state: BaseOutState, reading: HitReading, place: string): number {
    const key = `${place}|${m.tables.chart.indexOf(reading)}`;
    let node = this.plays.get(key);
    if (node !== undefined) return node;
    const graph = this.graph;
    node = enumerateDiceTree(
      (dice) => {
        const play = new PlayBuilder(state);
        const result = playReading(m, play, reading, dice, NEUTRAL_SITUATION);
        const ball = reading.result === 'GB' || reading.result === 'FB';
        return play.finish(result, ball ? { location: reading.fielder } : {});
      },
      (event) => this.leaf(event, state),
      (kind, children) => graph.die(kind, children),
    );
    this.plays.set(key, node);
    return node;
  }
}

/** Both cards drawn blind from full hands, the batting dice: the chart reading. */
function readingOf(m: PiecepackMatchup, dice: Parameters<typeof hitDice>[0]): HitReading {
  const pitch = dice.card();
  const swing = dice.card();
  const { edge, bonus } = cardEdge({ pitch, swing }, m.tables.play.cardEdge, m.rules);
  return hitReading(m.tables, hitDice(dice, m.batter.tile, m.dice, bonus, m.rules) + edge);
}

/**
 * What a play reads besides the reading: the state's runners' tiles and the batter's, the fielders' tiles, the runner
 * policy and the rules.
 */
function placeKey(m: PiecepackMatchup, state: BaseOutState): string {
  const runners = state.bases.map((runner) => (runner === -1 ? '-' : String(m.tileOf(runner)))).join('');
  const batter = `${m.batter.id}:${m.batter.tile}`;
  return `${state.outs}|${runners}|${batter}|${fieldersKey(m.fielders)}|${m.running.name}|${atBatRulesKey(m.rules)}`;
}
