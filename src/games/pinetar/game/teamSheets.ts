import { InputError } from '../../../core/input/InputError.ts';
import { generateLineup } from '../../../core/game/lineupRule.ts';
import { staffOf } from '../../../core/game/staffRule.ts';
import type { LineupSpot, RosterPlayer, TeamSheet } from '../../../core/game/TeamSheet.ts';
import { GRADE_LADDER } from '../build/grades.ts';
import type { PineTarCard, PineTarCardSet, PrintedLineup } from '../cards.ts';
import { battingSplit, lineCounts } from '../../../core/cards/cardLines.ts';
import { RunRefused } from '../../../core/input/RunRefused.ts';

/** A team of a card set: its sheet for the engine and its cards in roster order. */
export interface PineTarTeamOf {
  sheet: TeamSheet;
  cards: PineTarCard[];
}

/** A card as the engine's lineup and staff rules see it: plate appearances and OBP/SLG by hand, role and grade rank. */
export function rosterPlayer(card: PineTarCard): RosterPlayer {
  const { season, vsL, vsR } = card.targets;
  const pitching = card.pitching;
  const rank = (grade: string) => GRADE_LADDER.indexOf(grade as (typeof GRADE_LADDER)[number]);
  return {
    id: card.id,
    name: card.name,
    throws: card.throws,
    positions: card.positions,
    batting: { vsL: battingSplit(vsL, season), vsR: battingSplit(vsR, season) },
    ...(pitching && {
      pitching: {
        role: pitching.role,
        starts: pitching.starts ?? 0,
        quality: (rank(pitching.grade.home.early) + rank(pitching.grade.away.early)) / 2,
      },
    }),
    targets: {
      batting: lineCounts(season),
      ...(pitching?.targets && { pitching: lineCounts(pitching.targets.season) }),
    },
  };
}

/**
 * The card set's printed lineup as engine spots, made to fit the DH choice (a P spot becomes the rule's DH, or the
 * reverse).
 */
function printedLineup(
  spots: PrintedLineup,
  cards: readonly PineTarCard[],
  players: readonly RosterPlayer[],
  hand: 'L' | 'R',
  dh: boolean,
): LineupSpot[] {
  const index = (id: string) => cards.findIndex((c) => c.id === id);
  const lineup = spots.map((spot): LineupSpot => ({
    player: spot.id === undefined ? -1 : index(spot.id),
    position: spot.pos,
  }));
  const pitcherSpot = lineup.findIndex((s) => s.position === 'P');
  const dhSpot = lineup.findIndex((s) => s.position === 'DH');
  if (dh && pitcherSpot >= 0) {
    const split = hand === 'L' ? 'vsL' : 'vsR';
    const bench = players
      .map((p, i) => ({ p, i }))
      .filter(({ p, i }) => !p.pitching && !lineup.some((s) => s.player === i))
      .sort((a, b) => b.p.batting[split].pa - a.p.batting[split].pa || a.p.id.localeCompare(b.p.id))[0];
    if (!bench) throw new RunRefused('no position player left to be the DH');
    lineup[pitcherSpot] = { player: bench.i, position: 'DH' };
  }
  if (!dh && dhSpot >= 0) lineup[dhSpot] = { player: -1, position: 'P' };
  return lineup;
}

/**
 * Every team of a card set, ready for the engine: its printed lineups and staff where the set gives them, cardlab's
 * rules (engine/lineupRule.ts, engine/staffRule.ts) for what it does not.
 * @example pineTarTeams(set, false).map((t) => t.sheet.code) // => ['CHN', 'CLE']
 */
export function pineTarTeams(set: PineTarCardSet, dh: boolean): PineTarTeamOf[] {
  const codes = [...new Set(set.players.map((p) => p.team))];
  return codes.map((code) => {
    const cards = set.players.filter((p) => p.team === code);
    const players = cards.map(rosterPlayer);
    const info = set.teams[code];
    try {
      const printed = info?.lineups;
      const lineupFor = (hand: 'L' | 'R') => {
        const spots = (hand === 'L' ? printed?.vsL : printed?.vsR) ?? printed?.vsR ?? printed?.vsL;
        return spots ? printedLineup(spots, cards, players, hand, dh) : generateLineup(players, hand, dh);
      };
      const index = (id: string) => cards.findIndex((c) => c.id === id);
      const staff = staffOf(players, {
        ...(info?.rotation && { rotation: info.rotation.map(index) }),
        ...(info?.bullpen && { bullpen: info.bullpen.map(index) }),
      });
      const { rotation, bullpen } = staff;
      const closer = info?.closer !== undefined ? index(info.closer) : staff.closer;
      const sheet: TeamSheet = {
        code,
        name: info?.name ?? code,
        file: set.file,
        players,
        lineups: { vsL: lineupFor('L'), vsR: lineupFor('R') },
        rotation,
        bullpen,
        closer,
        lineupSource: printed ? 'card set' : 'generated',
      };
      return { sheet, cards };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new InputError([
        { file: set.file, line: cards[0]?.line ?? 1, field: `teams.${code}`, expected: error.message },
      ]);
    }
  });
}
