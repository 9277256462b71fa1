import type { TopLevelSpec } from 'vega-lite';
import type { GradeShift } from '../experiments/gradeShift.ts';

/** The rates the grades report draws. */
export const GRADE_RATES = ['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%'] as const;

/** One card, grade and rate: the exact value, its move from the reference grade, and the simulation's interval. */
export interface GradeRow {
  card: string;
  league: boolean;
  grade: string;
  rate: string;
  exact: number;
  /** Exact rate minus the card's rate at the reference grade, in points. */
  shift: number;
  lower: number;
  upper: number;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The rows of both charts. */
export function gradeRows(shift: GradeShift, leagueId: string): GradeRow[] {
  const reference = shift.grades.indexOf(shift.reference);
  return shift.cards.flatMap((card) =>
    card.cells.flatMap((cell) =>
      GRADE_RATES.map((rate) => ({
        card: card.name,
        league: card.id === leagueId,
        grade: cell.grade,
        rate,
        exact: round(cell.exact[rate]!, 5),
        shift: round(1000 * (cell.exact[rate]! - card.cells[reference]!.exact[rate]!), 2),
        lower: round(cell.simulated[rate]!.lower, 5),
        upper: round(cell.simulated[rate]!.upper, 5),
      })),
    ),
  );
}

/** Heat map: for every card (rows) and grade (columns), how far each rate moves from the reference grade. */
export function gradeHeatmapSpec(
  rows: readonly GradeRow[],
  grades: readonly string[],
  reference: string,
): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: `Change from grade ${reference}, exact, in points (thousandths)`,
      subtitle: 'orange: the rate rises against that grade · purple: it falls · white: no change',
      subtitleColor: '#5b6573',
    },
    data: { values: rows as unknown as Record<string, unknown>[] },
    facet: {
      column: { field: 'rate', type: 'nominal', sort: [...GRADE_RATES], title: null, header: { labelFontSize: 13 } },
    },
    spacing: 10,
    spec: {
      width: { step: 17 },
      height: { step: 15 },
      mark: { type: 'rect', stroke: 'white', strokeWidth: 0.5 },
      encoding: {
        x: { field: 'grade', type: 'ordinal', sort: [...grades], title: null, axis: { labelAngle: 0, orient: 'top' } },
        y: { field: 'card', type: 'nominal', sort: null, title: null, axis: { labelLimit: 240 } },
        color: {
          field: 'shift',
          type: 'quantitative',
          title: null,
          scale: { scheme: 'purpleorange', domainMid: 0 },
          legend: { orient: 'bottom', direction: 'horizontal', gradientLength: 90, tickCount: 3 },
        },
      },
    },
    resolve: { scale: { color: 'independent' } },
  };
}

/**
 * Line charts: each rate against the grade; every card a thin line, the league-average batter bold with the
 * simulation's 95% intervals.
 */
export function gradeLinesSpec(rows: readonly GradeRow[], grades: readonly string[]): TopLevelSpec {
  const x = {
    field: 'grade',
    type: 'ordinal',
    sort: [...grades],
    title: 'pitcher grade',
    axis: { labelAngle: 0 },
  } as const;
  const league = rows.some((row) => row.league);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: 'Each rate against the pitcher grade, exact',
      subtitle: league
        ? 'grey: each batter · blue: the league-average batter, with the simulation\u2019s 95% intervals'
        : 'each batter, with the simulation\u2019s 95% intervals',
      subtitleColor: '#5b6573',
    },
    data: { values: rows as unknown as Record<string, unknown>[] },
    facet: { field: 'rate', type: 'nominal', sort: [...GRADE_RATES], title: null, header: { labelFontSize: 13 } },
    columns: 3,
    spacing: 16,
    spec: {
      width: 240,
      height: 150,
      layer: [
        {
          transform: [{ filter: 'datum.league == false' }],
          mark: { type: 'line', color: '#b9c1cb', strokeWidth: 1, opacity: 0.8 },
          encoding: {
            x,
            y: { field: 'exact', type: 'quantitative', title: null, scale: { zero: false } },
            detail: { field: 'card', type: 'nominal' },
          },
        },
        {
          transform: [{ filter: league ? 'datum.league == true' : 'true' }],
          mark: { type: 'rule', color: league ? '#1f5fa8' : '#8a939e' },
          encoding: { x, y: { field: 'lower', type: 'quantitative' }, y2: { field: 'upper' } },
        },
        ...(league
          ? [
              {
                transform: [{ filter: 'datum.league == true' }],
                mark: {
                  type: 'line' as const,
                  color: '#1f5fa8',
                  strokeWidth: 2.5,
                  point: { color: '#1f5fa8', size: 30 },
                },
                encoding: { x, y: { field: 'exact', type: 'quantitative' as const } },
              },
            ]
          : []),
      ],
    },
    resolve: { scale: { y: 'independent' } },
  };
}
