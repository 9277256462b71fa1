import {
  AIM_KINDS,
  aimKey,
  type AimKind,
  type AimedLine,
  type CardAims,
  type LineShift,
} from '../core/cards/cardAims.ts';
import {
  aimedCounts,
  eventMix,
  TEAM_LINE_TOLERANCE,
  teamLineFit,
  teamLineMisses,
  type EventKind,
  type PlayerSeason,
  type SeasonSummary,
  type TeamLineMiss,
} from './seasonSummary.ts';

/**
 * How much of a drift each side takes back in a round. Batters and pitchers meet in the same plate appearances, so a
 * drift both sides see (the league's, or a team's batting against its opponents' pitching) would be taken back twice
 * if each side took it all; half on each side takes it back once, and a drift only one side sees by half a round at a
 * time. Printed lines that cannot all be met at once (a batting line and the opponents' lines of the pitchers it met)
 * settle between them instead of swinging from side to side.
 */
export const STEP = 0.5;
/**
 * The simulated plate appearances at which a card's own drift counts half beside its team's. A card's own line is
 * noisy (over 100 seasons a reliever's 17,000 plate appearances leave his SLG a standard deviation of about 6 points,
 * a starter's 60,000 about 3), so a short one moves with its team. And a card at a floor cannot take its own drift
 * back: its team-mates must, and each resists by its own part, so the rounds settle the team at 1 / (1 + H x
 * team-mates / team's PA) of the floored cards' drift, for H this constant (Strat 2016's Marlins' staff: three
 * relievers at floors, 27 team-mates over 625,000 PA, 0.70 at 10,000, where it stayed 7 points of SLG over; 0.37 at
 * 40,000).
 */
const CARD_PA_HALF = 40_000;

/** One round of a season-context build: what its season did to the teams' lines and the league's. */
export interface ContextRound {
  round: number;
  /** Teams whose batting (and pitching) lines came within TEAM_LINE_TOLERANCE of their printed ones. */
  batting: number;
  pitching: number;
  of: number;
  worst: { team: string; side: 'batting' | 'pitching'; miss: number } | undefined;
  /** The lines beyond TEAM_LINE_TOLERANCE, the largest miss first: what the round's cards did not carry. */
  outside: TeamLineMiss[];
  /** The league's batting line and runs per game in the round's season. */
  league: { AVG: number; OBP: number; SLG: number; runsPerGame: number };
  /** Whose aims this round's moved, and by what share of that round's drift (none: the start aims). */
  aimedFrom?: { round: number; step: number };
}

/** A season-context build's outcome: the round it keeps, every round's figures, and the aims the kept round had. */
export interface ContextBuild<Built> {
  built: Built;
  kept: number;
  rounds: ContextRound[];
  converged: boolean;
  aims: CardAims;
}

/** The two steps a context build repeats: build the cards at some aims, and play them in a season. */
export interface ContextSteps<Built> {
  build(aims: CardAims, round: number): Built | Promise<Built>;
  play(built: Built, round: number): Promise<SeasonSummary>;
  /** Called after each round's season (for progress). */
  onRound?(round: ContextRound): void;
}

/**
 * `build --context season`: builds the cards at the `start` aims, plays them in seasons, and aims each card off its
 * printed line by what the games did to it, until every team's batting and pitching lines in the season come within
 * TEAM_LINE_TOLERANCE of its printed ones, or `rounds` builds have been played. Keeps the round with the most teams
 * within (then the smallest worst miss). Each round is aimed from the best so far: a round that came out no better
 * stepped too far from it (the games answer an aim through the staffs and lineups its cards meet, which move too),
 * so the next goes back to the best round's aims and takes half the step it took from them.
 */
export async function buildInContext<Built>(
  steps: ContextSteps<Built>,
  rounds: number,
  start: CardAims = new Map(),
): Promise<ContextBuild<Built>> {
  let aims: CardAims = start;
  let step = STEP;
  let aimedFrom: ContextRound['aimedFrom'];
  const played: ContextRound[] = [];
  let best: { built: Built; round: ContextRound; aims: CardAims; summary: SeasonSummary } | undefined;
  for (let round = 1; round <= rounds; round++) {
    const built = await steps.build(aims, round);
    const summary = await steps.play(built, round);
    const figures: ContextRound = { ...contextRound(round, summary), ...(aimedFrom && { aimedFrom }) };
    played.push(figures);
    steps.onRound?.(figures);
    if (!best || better(figures, best.round)) best = { built, round: figures, aims, summary };
    else step /= 2;
    if (converged(figures)) break;
    if (round < rounds) {
      aims = reaimed(best.aims, best.summary, step);
      aimedFrom = { round: best.round.round, step };
    }
  }
  return {
    built: best!.built,
    kept: best!.round.round,
    rounds: played,
    converged: converged(best!.round),
    aims: best!.aims,
  };
}

const converged = (round: ContextRound): boolean => round.batting === round.of && round.pitching === round.of;

function better(a: ContextRound, b: ContextRound): boolean {
  const within = (r: ContextRound) => r.batting + r.pitching;
  if (within(a) !== within(b)) return within(a) > within(b);
  return (a.worst?.miss ?? 0) < (b.worst?.miss ?? 0);
}

/** A round's figures from its season. */
export function contextRound(round: number, summary: SeasonSummary): ContextRound {
  const fit = teamLineFit(summary);
  const rate = (name: string) => summary.league.rates[name]!.estimate;
  return {
    round,
    ...fit,
    outside: teamLineMisses(summary).filter((m) => m.miss > TEAM_LINE_TOLERANCE),
    league: { AVG: rate('AVG'), OBP: rate('OBP'), SLG: rate('SLG'), runsPerGame: summary.league.runsPerGame },
  };
}

/** A card's drift in a season: its share of each kind of event less its printed line's (aimedMix), and its PA. */
interface Drift {
  key: string;
  team: string;
  pa: number;
  drift: Record<EventKind, number>;
}

/** Every card's drift on one line (batting, or the batting against a pitcher), its copies on one team summed. */
function drifts(players: readonly PlayerSeason[], line: AimedLine): Drift[] {
  const byCard = new Map<string, { team: string; counts: Record<string, number>; target: Record<EventKind, number> }>();
  for (const player of players) {
    const side = line === 'batting' ? player.batting : player.pitching;
    // A card without a printed line to play (a pitcher who never batted, batting in an interleague park) has no drift.
    if (!side?.targetMix || side.pa === 0 || !AIM_KINDS.some((k) => side.targetMix![k] > 0)) continue;
    const key = aimKey(line, player.team, player.id);
    const entry = byCard.get(key) ?? { team: player.team, counts: {}, target: side.targetMix };
    for (const [outcome, n] of Object.entries(side.counts)) entry.counts[outcome] = (entry.counts[outcome] ?? 0) + n;
    byCard.set(key, entry);
  }
  // A card weighs by the plate appearances its drift is read from: one whose only ones were bunts has none.
  return [...byCard].flatMap(([key, { team, counts, target }]) => {
    const aimed = aimedCounts(counts);
    const pa = Object.values(aimed).reduce((sum, n) => sum + n, 0);
    if (pa === 0) return [];
    const mix = eventMix(aimed);
    const drift = Object.fromEntries(Object.keys(mix).map((k) => [k, mix[k as EventKind] - target[k as EventKind]]));
    return [{ key, team, pa, drift: drift as Record<EventKind, number> }];
  });
}

/** The plate-appearance-weighted mean drift of some cards. */
function meanDrift(cards: readonly Drift[]): Record<EventKind, number> {
  const total = cards.reduce((sum, c) => sum + c.pa, 0);
  const mean = {} as Record<EventKind, number>;
  for (const kind of AIM_KINDS) mean[kind] = cards.reduce((sum, c) => sum + c.pa * c.drift[kind], 0) / (total || 1);
  return mean;
}

/**
 * The aims of the next round: each card's aim moved against its drift by `step`, the drift taken in two parts: its
 * team's, and its own beyond its team's as far as its plate appearances earn (CARD_PA_HALF). A drift is a share of the
 * plate appearances that are no sacrifices, an aim a share of all (shiftLine): the step is a percent or two shorter
 * than it says, which the next round takes up. Triples and HBP are taken back on the results that carry the same
 * bases (onCarriers).
 *
 * The league's part of a team's drift is the one both sides share. The printed batting lines pooled and the printed
 * pitching lines pooled are not the same line (pitchers' own batting, the season files' gaps: 2 to 3 points apart),
 * but a season's batters and pitchers meet in the same plate appearances, so no aims meet both. Each side's league
 * drift is replaced by the mean of the two sides': the league settles between the two printed pools, and the part
 * no aim can take back does not pile up round after round, batters' aims sinking as pitchers' rise.
 */
export function reaimed(aims: CardAims, summary: SeasonSummary, step = STEP): Map<string, LineShift> {
  const next = new Map<string, LineShift>(aims);
  const lines = (['batting', 'pitching'] as const).map((line) => ({ line, cards: drifts(summary.players, line) }));
  const sides = lines.filter(({ cards }) => cards.length > 0).map(({ cards }) => meanDrift(cards));
  for (const { cards } of lines) {
    const league = meanDrift(cards);
    const teams = new Map<string, Record<EventKind, number>>();
    for (const team of new Set(cards.map((c) => c.team)))
      teams.set(team, meanDrift(cards.filter((c) => c.team === team)));
    for (const card of cards) {
      const team = teams.get(card.team)!;
      const own = card.pa / (card.pa + CARD_PA_HALF);
      const move = {} as Record<AimKind, number>;
      for (const kind of AIM_KINDS) {
        const teamPart = team[kind] - league[kind] + sharedDrift(sides, kind);
        move[kind] = teamPart + own * (card.drift[kind] - team[kind]);
      }
      const carried = onCarriers(move);
      const shift: LineShift = { ...next.get(card.key) };
      for (const kind of AIM_KINDS) shift[kind] = (shift[kind] ?? 0) - step * carried[kind];
      next.set(card.key, shift);
    }
  }
  return next;
}

/**
 * A move with its triples and hit by pitches taken back on results that count the same in AVG, OBP and SLG: a
 * triple's as two doubles less a single (one hit, three bases), a hit by pitch's as a walk. Most cards print triples
 * and HBP at or near none, where an aim down is lost (no share goes under 0), and half of each plate appearance is the
 * other side's card: both sides' games make more of both than their cards print (Strat 2016: 1.35 triples and 0.9 HBP
 * a thousand plate appearances), a drift no aim of theirs takes back. The slash line a context build aims at does not
 * tell them apart.
 * @example onCarriers({ '1B': 0, '2B': 0, '3B': 0.001, HR: 0, BB: 0, HBP: 0.002, SO: 0 })
 * // => { '1B': -0.001, '2B': 0.002, '3B': 0, HR: 0, BB: 0.002, HBP: 0, SO: 0 }
 */
export function onCarriers(move: Readonly<Record<AimKind, number>>): Record<AimKind, number> {
  return {
    ...move,
    '1B': move['1B'] - move['3B'],
    '2B': move['2B'] + 2 * move['3B'],
    '3B': 0,
    BB: move.BB + move.HBP,
    HBP: 0,
  };
}

/** The league drift both sides take: the mean of the sides' (the one side's, in a season with one). */
const sharedDrift = (sides: readonly Record<EventKind, number>[], kind: EventKind): number =>
  sides.reduce((sum, side) => sum + side[kind], 0) / sides.length;
