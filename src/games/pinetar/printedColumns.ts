import type { PrintedColumn } from '../../core/GameSystem.ts';
import type { PineTarCard } from './cards.ts';
import type { CardResult } from './vocabulary.ts';

/** The report's outcome group of a printed result; split results and the BK/WP re-roll keep their printed text. */
function printedGroup(result: CardResult): string {
  switch (result.kind) {
    case 'hit':
    case 'BB':
    case 'HBP':
    case 'SO':
      return result.text;
    case 'GO':
      return 'ground out';
    case 'FO':
    case 'LO':
      return 'air out';
    default:
      return result.text;
  }
}

function shares(column: readonly CardResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of column) {
    const group = printedGroup(result);
    counts[group] = (counts[group] ?? 0) + 1 / column.length;
  }
  return counts;
}

/**
 * A batting card's printed distribution: each result's share of the 100 rolls, per column (one for a card that
 * prints a single column).
 * @example printedColumns(rizzo)[0] // => { label: 'vs LHP', shares: { HR: 0.04, '1B': 0.15, 'ground out': 0.2, ... } }
 */
export function printedColumns(card: Pick<PineTarCard, 'columns' | 'singleColumn'>): PrintedColumn[] {
  if (card.singleColumn) return [{ label: 'both hands', shares: shares(card.columns.vsL) }];
  return [
    { label: 'vs LHP', shares: shares(card.columns.vsL) },
    { label: 'vs RHP', shares: shares(card.columns.vsR) },
  ];
}
