import type { TopLevelSpec } from 'vega-lite';
import type { AnnotatedCardCheck } from '../experiments/annotations.ts';
import { REPORT_RATES, type CardFindings } from './checkFindings.ts';

/** One dot of the accuracy chart: a card's miss on one rate, in points, with its sampling interval and budget. */
export interface AccuracyRow {
  card: string;
  rate: string;
  /** Simulated minus target, in points (thousandths). */
  miss: number;
  lower: number;
  upper: number;
  budget: number;
  status: string;
}

export const STATUS = {
  within: 'within budget',
  beyond: 'beyond budget + sampling',
  flagged: 'flagged (Holm)',
} as const;
const STATUS_COLOURS = ['#1b6e3a', '#d68100', '#b3261e'];
const points = (x: number) => Math.round(x * 1e5) / 100;

/** A card's label on the chart: its name, with the team where two cards share a name. */
export function cardLabels(cards: readonly Pick<AnnotatedCardCheck, 'name' | 'team'>[]): string[] {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
  return cards.map((card) => (counts.get(card.name)! > 1 ? `${card.name} (${card.team})` : card.name));
}

/** A card's dot on one rate: its simulated estimate and interval as points from `reference` (a target, or exact). */
function rowAround(
  card: string,
  rate: string,
  interval: { estimate: number; lower: number; upper: number },
  reference: number,
  budget: number,
  status: string,
): AccuracyRow {
  const from = (x: number) => points(x - reference);
  return {
    card,
    rate,
    miss: from(interval.estimate),
    lower: from(interval.lower),
    upper: from(interval.upper),
    budget,
    status,
  };
}

/** The chart's rows: every checked card and report rate with a target and a budget. */
export function accuracyRows(cards: readonly AnnotatedCardCheck[], findings: readonly CardFindings[]): AccuracyRow[] {
  const labels = cardLabels(cards);
  return cards.flatMap((card, c) =>
    REPORT_RATES.flatMap((rate) => {
      const interval = card.rates[rate];
      const target = card.target[rate];
      const budget = card.budget[rate];
      if (
        card.pa === 0 ||
        !interval ||
        target === undefined ||
        budget === undefined ||
        !Number.isFinite(interval.estimate)
      )
        return [];
      const status = findings[c]!.flagged.includes(rate)
        ? STATUS.flagged
        : findings[c]!.beyondBudget.includes(rate)
          ? STATUS.beyond
          : STATUS.within;
      return [rowAround(labels[c]!, rate, interval, target, points(budget), status)];
    }),
  );
}

/** Whether a simulated interval holds the exact rate (the simulation agrees with the enumeration). */
export const AGREEMENT = { holds: 'interval holds the exact rate', misses: 'interval misses the exact rate' } as const;

/**
 * The rows of a set that prints no targets (the Strat walk-through): every card's simulated rate against its own exact
 * rate, so the chart says whether the simulation and the enumeration agree. No budget: whole rolls cost nothing here.
 */
export function agreementRows(cards: readonly AnnotatedCardCheck[]): AccuracyRow[] {
  const labels = cardLabels(cards);
  return cards.flatMap((card, c) =>
    REPORT_RATES.flatMap((rate) => {
      const interval = card.rates[rate];
      const exact = card.exact[rate];
      if (card.pa === 0 || !interval || exact === undefined || !Number.isFinite(interval.estimate)) return [];
      const holds = interval.lower <= exact && exact <= interval.upper;
      return [rowAround(labels[c]!, rate, interval, exact, 0, holds ? AGREEMENT.holds : AGREEMENT.misses)];
    }),
  );
}

/** What a chart of AccuracyRow says: its title, subtitle and the statuses with their colours and shapes. */
export interface AccuracyLegend {
  title: string;
  subtitle: string;
  statuses: readonly string[];
  colours: readonly string[];
  shapes: readonly string[];
}

const TARGET_LEGEND: AccuracyLegend = {
  title: 'Simulated minus printed target, in points (thousandths)',
  subtitle: 'grey band: rounding budget · whisker: 95% sampling interval · symmetric log scale',
  statuses: Object.values(STATUS),
  colours: STATUS_COLOURS,
  shapes: ['circle', 'triangle-up', 'diamond'],
};

/** The legend of agreementRows' chart. */
export const AGREEMENT_LEGEND: AccuracyLegend = {
  title: 'Simulated minus exact, in points (thousandths)',
  subtitle: 'the set prints no targets: each card against its own exact rates · whisker: 95% sampling interval',
  statuses: Object.values(AGREEMENT),
  colours: ['#1b6e3a', '#b3261e'],
  shapes: ['circle', 'diamond'],
};

/**
 * The dot-and-interval chart of a set: one panel per rate, one row per card; the grey band is the rounding budget
 * (what whole rolls alone cost the card), the whisker the 95% sampling interval, the dot the simulated rate, all as
 * the miss from the printed target in points, on a symmetric log scale so that a bench player's wide budget and a
 * regular's narrow one both read.
 */
export function accuracySpec(rows: readonly AccuracyRow[], legend: AccuracyLegend = TARGET_LEGEND): TopLevelSpec {
  const y = { field: 'card', type: 'nominal', sort: null, title: null, axis: { labelLimit: 170 } } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: legend.title,
      subtitle: legend.subtitle,
      subtitleColor: '#5b6573',
    },
    data: { values: rows as unknown as Record<string, unknown>[] },
    transform: [{ calculate: '-datum.budget', as: 'budgetLow' }],
    facet: {
      column: { field: 'rate', type: 'nominal', sort: [...REPORT_RATES], title: null, header: { labelFontSize: 13 } },
    },
    spacing: 12,
    spec: {
      width: 120,
      height: { step: 15 },
      layer: [
        {
          mark: { type: 'bar', color: '#dde3ea', height: 11 },
          encoding: {
            y,
            x: {
              field: 'budgetLow',
              type: 'quantitative',
              title: null,
              scale: { type: 'symlog', constant: 5 },
              axis: { tickCount: 5 },
            },
            x2: { field: 'budget' },
          },
        },
        { mark: { type: 'rule', color: '#8a939e' }, encoding: { x: { datum: 0, type: 'quantitative' } } },
        {
          mark: { type: 'rule', strokeWidth: 1.5 },
          encoding: {
            y,
            x: { field: 'lower', type: 'quantitative' },
            x2: { field: 'upper' },
            color: {
              field: 'status',
              type: 'nominal',
              legend: null,
              scale: { domain: [...legend.statuses], range: [...legend.colours] },
            },
          },
        },
        {
          mark: { type: 'point', filled: true, size: 28, opacity: 1 },
          encoding: {
            y,
            x: { field: 'miss', type: 'quantitative' },
            color: {
              field: 'status',
              type: 'nominal',
              title: null,
              scale: { domain: [...legend.statuses], range: [...legend.colours] },
            },
            shape: {
              field: 'status',
              type: 'nominal',
              title: null,
              scale: { domain: [...legend.statuses], range: [...legend.shapes] },
            },
          },
        },
      ],
    },
    resolve: { scale: { x: 'independent' } },
  };
}
