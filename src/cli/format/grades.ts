import { LEAGUE_AVERAGE_ID } from '../../core/GameSystem.ts';
import type { GradedSet } from '../../experiments/grades.ts';
import { formatRate } from '../../report/formatRate.ts';
import { GRADE_RATES } from '../../report/gradeCharts.ts';

/** The terminal table of a set's grade shift: the league-average batter (else the first batter) by grade. */
export function formatGradeShift(graded: GradedSet): string {
  const { shift } = graded;
  const card = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID) ?? shift.cards[0];
  if (!card) return `${graded.file}: no batters`;
  const lines = [
    `${graded.file}: ${card.name} against each grade (exact; ` +
      `${shift.pa.toLocaleString('en-US')} simulated PA per grade agree within their intervals)`,
  ];
  lines.push(`  grade ${GRADE_RATES.map((r) => r.padStart(7)).join('')}`);
  for (const cell of card.cells)
    lines.push(`  ${cell.grade.padEnd(6)}${GRADE_RATES.map((r) => formatRate(r, cell.exact[r]).padStart(7)).join('')}`);
  const alike = shift.cards.filter((c) => c.alike.length > 0);
  lines.push(
    alike.length === 0
      ? '  every grade changes every card.'
      : `  grades that play alike: ` +
          `${alike.map((c) => `${c.name} (${c.alike.map((g) => g.join('=')).join(', ')})`).join('; ')}`,
  );
  return lines.join('\n');
}
