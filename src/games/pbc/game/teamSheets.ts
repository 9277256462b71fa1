import { generatedSheet } from '../../../core/game/generatedSheet.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { RosterPlayer, TeamSheet } from '../../../core/game/TeamSheet.ts';
import { rateValue } from '../../../core/model/rates.ts';
import { battingSplit, lineCounts } from '../../../core/cards/cardLines.ts';
import { emptyLine } from '../../../mlb/roster.ts';
import { baserunnerChance, type PbcCard, type PbcCardSet } from '../cards.ts';
import type { PbcTables } from '../tables.ts';
import { HIT_TYPE_BASES, hitChance } from '../vocabulary.ts';

/** A team of a card set: its sheet for the engine and its cards in roster order. */
export interface PbcTeamOf {
  sheet: TeamSheet;
  cards: PbcCard[];
}

/**
 * A card's batting as the lineup rule reads it: his printed season where he has one, else what his hit rolls are
 * worth (OBP the hit chance, SLG it times the hit chart's mean bases).
 */
function cardBatting(card: PbcCard, tables: PbcTables): RosterPlayer['batting'] {
  if (card.targets) {
    const season = card.targets.season;
    return { vsL: battingSplit(card.targets.vsL, season), vsR: battingSplit(card.targets.vsR, season) };
  }
  const bases = tables.hitChart.reduce((sum, type, roll) => sum + (TWO_D6_WAYS[roll]! * HIT_TYPE_BASES[type]) / 36, 0);
  const obp = hitChance(card.hits);
  const line = { pa: 1, obp, slg: obp * bases };
  return { vsL: line, vsR: line };
}

/** A card as the engine's lineup and staff rules see it; a staff is ordered by the OPS its opponents had. */
export function pbcRosterPlayer(card: PbcCard, tables: PbcTables): RosterPlayer {
  const pitching = card.pitching;
  const against = pitching?.targets?.season;
  const allowed = against ? lineCounts(against) : undefined;
  const quality = allowed
    ? (rateValue('OBP', allowed) || 0) + (rateValue('SLG', allowed) || 0)
    : pitching
      ? baserunnerChance(pitching.outChart)
      : 2;
  return {
    id: card.id,
    name: card.name,
    throws: card.throws ?? 'R',
    positions: [card.position],
    batting: cardBatting(card, tables),
    ...(pitching && {
      pitching: {
        role: pitching.role,
        starts: pitching.role === 'S' ? (pitching.starts ?? 1) : 0,
        quality,
      },
    }),
    targets: {
      batting: lineCounts(card.targets?.season ?? emptyLine()),
      ...(against && { pitching: lineCounts(against) }),
    },
  };
}

/**
 * Every team of a PBC card set, ready for the engine: cardlab's lineup and staff rules choose the order and the
 * rotation (engine/lineupRule.ts, engine/staffRule.ts); a team without nine position players is an InputError.
 */
export function pbcTeams(set: PbcCardSet, tables: PbcTables, dh: boolean): PbcTeamOf[] {
  const codes = [...new Set(set.players.map((p) => p.team))];
  return codes.map((code) => {
    const cards = set.players.filter((p) => p.team === code);
    const players = cards.map((card) => pbcRosterPlayer(card, tables));
    const sheet = generatedSheet({ code, name: set.teams[code]?.name ?? code, file: set.file }, players, dh, {
      line: cards[0]?.line ?? 1,
    });
    return { sheet, cards };
  });
}
