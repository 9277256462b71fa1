import type { Position } from '../model/positions.ts';
import { LINEUP_SIZE, type LineupPosition, type LineupSpot, type RosterPlayer } from './TeamSheet.ts';
import { RunRefused } from '../input/RunRefused.ts';

/** Positions filled hardest first, so a scarce catcher or shortstop is not spent at first base. */
const FILL_ORDER: readonly Position[] = ['C', 'SS', '2B', 'CF', '3B', 'RF', 'LF', '1B'];
/** Batting-order slots (0-based) of the nine bats ranked by OPS, after the three best (see {@link generateLineup}). */
const LATER_SLOTS = [2, 4, 5, 6, 7, 8] as const;

const ops = (p: RosterPlayer, split: 'vsL' | 'vsR') => p.batting[split].obp + p.batting[split].slg;

/**
 * cardlab's lineup rule, for a card set that prints none: against pitchers of hand `hand`, every fielding position
 * is filled, scarcest first (C, SS, 2B, CF, 3B, RF, LF, 1B), by the position player with the most plate appearances
 * against that hand among those who play it most, then among those who list it, then among anyone left. With `dh`,
 * the DH is the most-used bat left. The order follows "The Book" (Tango, Lichtman, Dolphin): the three best by OPS
 * against the hand bat 1st, 2nd and 4th (the best OBP of them leads off, the best SLG of the other two bats 4th),
 * the 4th and 5th best bat 3rd and 5th, the rest 6th to 9th by OPS; without a DH the pitcher bats 9th.
 * Throws when the team has too few position players.
 * @example generateLineup(cubs, 'R', false).map((s) => s.position) // => ['CF', '3B', '1B', ... , 'P'] (nine spots)
 */
export function generateLineup(players: readonly RosterPlayer[], hand: 'L' | 'R', dh: boolean): LineupSpot[] {
  const split = hand === 'L' ? 'vsL' : 'vsR';
  const fielders = FILL_ORDER.length + (dh ? 1 : 0);
  const available = players.map((p, index) => ({ p, index })).filter(({ p }) => !p.pitching);
  if (available.length < fielders) {
    throw new RunRefused(
      `a lineup needs ${fielders} position players (${FILL_ORDER.length} ` +
        `fielders${dh ? ' and a DH' : ''}); the team has ${available.length}`,
    );
  }
  const byUse = (a: { p: RosterPlayer }, b: { p: RosterPlayer }) =>
    b.p.batting[split].pa - a.p.batting[split].pa || a.p.id.localeCompare(b.p.id);
  const chosen: { index: number; position: LineupPosition }[] = [];
  const take = (position: LineupPosition, eligible: (p: RosterPlayer) => boolean) => {
    const pick = available.filter(({ p }) => eligible(p)).sort(byUse)[0];
    if (!pick) return false;
    available.splice(available.indexOf(pick), 1);
    chosen.push({ index: pick.index, position });
    return true;
  };
  for (const position of FILL_ORDER) {
    if (!take(position, (p) => p.positions[0] === position) && !take(position, (p) => p.positions.includes(position)))
      take(position, () => true);
  }
  if (dh) take('DH', () => true);
  const ranked = [...chosen].sort(
    (a, b) => ops(players[b.index]!, split) - ops(players[a.index]!, split) || a.index - b.index,
  );
  const order = new Array<{ index: number; position: LineupPosition } | undefined>(LINEUP_SIZE);
  const best = ranked.slice(0, 3);
  const leadoff = [...best].sort(
    (a, b) => players[b.index]!.batting[split].obp - players[a.index]!.batting[split].obp,
  )[0]!;
  const [cleanup, second] = best
    .filter((s) => s !== leadoff)
    .sort((a, b) => players[b.index]!.batting[split].slg - players[a.index]!.batting[split].slg);
  order[0] = leadoff;
  order[1] = second;
  order[3] = cleanup;
  ranked.slice(3).forEach((spot, i) => (order[LATER_SLOTS[i]!] = spot));
  if (!dh) order[LINEUP_SIZE - 1] = { index: -1, position: 'P' };
  return order.map((spot) => ({ player: spot!.index, position: spot!.position }));
}

/**
 * Who comes off the bench for a player who cannot play: a position player not in the lineup and `usable`, who plays
 * `position` most (then who lists it, then anyone; any bat for a DH), the most plate appearances against `hand` first.
 * Undefined when the bench is empty.
 * @example
 * benchReplacement(cubs, new Set([0, 1, 2]), 'C', 'R', () => true) // => the roster index of the backup catcher
 */
export function benchReplacement(
  players: readonly RosterPlayer[],
  inLineup: ReadonlySet<number>,
  position: LineupPosition,
  hand: 'L' | 'R',
  usable: (index: number) => boolean,
): number | undefined {
  const split = hand === 'L' ? 'vsL' : 'vsR';
  const bench = players
    .map((p, index) => ({ p, index }))
    .filter(({ p, index }) => !p.pitching && !inLineup.has(index) && usable(index));
  const byUse = (a: { p: RosterPlayer }, b: { p: RosterPlayer }) =>
    b.p.batting[split].pa - a.p.batting[split].pa || a.p.id.localeCompare(b.p.id);
  const pick = (eligible: (p: RosterPlayer) => boolean) => bench.filter(({ p }) => eligible(p)).sort(byUse)[0]?.index;
  if (position === 'DH') return pick(() => true);
  return pick((p) => p.positions[0] === position) ?? pick((p) => p.positions.includes(position)) ?? pick(() => true);
}
