import { LEAGUE_AVERAGE_ID } from '../../core/GameSystem.ts';
import type { GradedSet } from '../../experiments/grades.ts';
import { formatRate } from '../../report/formatRate.ts';
import { GRADE_RATES } from '../../report/gradeCharts.ts';
import { terminalText } from '../terminalText.ts';

/** Cards a grade shift names one by one in the terminal when it has no league-average batter (piecepack's two). */
const FEW_CARDS = 3;

/**
 * The terminal table of a set's grade shift: the league-average batter, else every card of a small shift (piecepack's
 * batter and fielders of each tile), else the first batter, by grade.
 */
export function formatGradeShift(graded: GradedSet): string {
  const { shift } = graded;
  const average = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID);
  const shown = average ? [average] : shift.cards.length <= FEW_CARDS ? shift.cards : shift.cards.slice(0, 1);
  const file = terminalText(graded.file);
  if (shown.length === 0) return `${file}: no batters`;
  const lines: string[] = [];
  for (const card of shown) {
    lines.push(
      `${file}: ${terminalText(card.name)} against each grade (exact; ` +
        `${shift.pa.toLocaleString('en-US')} simulated PA per grade agree within their intervals)`,
    );
    lines.push(`  grade ${GRADE_RATES.map((r) => r.padStart(7)).join('')}`);
    for (const cell of card.cells) {
      const rates = GRADE_RATES.map((r) => formatRate(r, cell.exact[r]).padStart(7)).join('');
      lines.push(`  ${terminalText(cell.grade).padEnd(6)}${rates}`);
    }
  }
  const alike = shift.cards.filter((c) => c.alike.length > 0);
  lines.push(
    alike.length === 0
      ? '  every grade changes every card.'
      : `  grades that play alike: ` +
          alike
            .map((c) => `${c.name} (${c.alike.map((g) => g.join('=')).join(', ')})`)
            .map(terminalText)
            .join('; '),
  );
  return lines.join('\n');
}
