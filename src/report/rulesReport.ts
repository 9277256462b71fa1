import * as aq from 'arquero';
import type { GameFinding } from '../core/GameSystem.ts';
import type { TopLevelSpec } from 'vega-lite';
import type { ComparedMeasure, RuleComparison } from '../experiments/compareRules.ts';
import { effectLabel, type DefensiveClaim, type RuleEffect } from '../experiments/ruleEffects.ts';
import { formatRate, signedDifference } from './formatRate.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import { renderSvg } from './renderSvg.ts';
import type { ReportManifest } from './reportManifest.ts';
import { reportPage } from './reportPage.ts';
import { tile } from './tile.ts';

export interface RulesReportInput {
  title: string;
  effects: readonly RuleEffect[];
  claim?: DefensiveClaim;
  manifest: ReportManifest;
  /** What the game says about itself (GameSystem.findings). */
  findings?: readonly GameFinding[];
}

/** Measures shown per rule, and on the effects chart. */
const CHARTED = ['R/G', 'AVG', 'OBP', 'SLG'] as const;
const value = (measure: string, x: number) => (measure.endsWith('/G') ? x.toFixed(3) : formatRate(measure, x));
const measureOf = (c: RuleComparison, name: string): ComparedMeasure => c.measures.find((m) => m.measure === name)!;

/** One dot of the effects chart: a rule's effect on a measure, with its 95% interval. */
interface EffectRow {
  rule: string;
  measure: string;
  difference: number;
  lower: number;
  upper: number;
  significant: string;
}

/** The effects chart: a panel per measure, a row per rule, dot and whisker for the difference and its interval. */
export function effectsSpec(rows: readonly EffectRow[]): TopLevelSpec {
  const y = { field: 'rule', type: 'nominal', sort: null, title: null, axis: { labelLimit: 180 } } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: 'Each optional rule against the rules it needs, on the same dice',
      subtitle: 'dot: difference · whisker: 95% interval · filled: the interval leaves out 0',
      subtitleColor: '#5b6573',
    },
    data: { values: rows as unknown as Record<string, unknown>[] },
    facet: {
      column: { field: 'measure', type: 'nominal', sort: [...CHARTED], title: null, header: { labelFontSize: 13 } },
    },
    resolve: { scale: { x: 'independent' } },
    spacing: 14,
    spec: {
      width: 150,
      height: { step: 16 },
      layer: [
        { mark: { type: 'rule', color: '#8a939e' }, encoding: { x: { datum: 0, type: 'quantitative' } } },
        {
          mark: { type: 'rule', strokeWidth: 1.5, color: '#33628f' },
          encoding: {
            y,
            x: { field: 'lower', type: 'quantitative', title: null, axis: { tickCount: 4 } },
            x2: { field: 'upper' },
          },
        },
        {
          mark: { type: 'point', size: 30, opacity: 1, color: '#33628f' },
          encoding: {
            y,
            x: { field: 'difference', type: 'quantitative' },
            fill: {
              field: 'significant',
              type: 'nominal',
              legend: null,
              scale: { domain: ['yes', 'no'], range: ['#33628f', 'white'] },
            },
          },
        },
      ],
    },
  };
}

/** A comparison's measures as a table: both values, the difference, its interval, and the variance cut. */
function comparisonTable(c: RuleComparison): SafeHtml {
  const rows = c.measures.map((m) => ({
    measure: m.measure,
    [c.base]: value(m.measure, m.base),
    [c.variant]: value(m.measure, m.variant),
    difference: `${signedDifference(m.measure, m.difference)}${m.significant ? ' *' : ''}`,
    '95% interval': `${signedDifference(m.measure, m.lower)} to ${signedDifference(m.measure, m.upper)}`,
    'variance cut': m.standardError > 0 ? `${((m.unpairedStandardError / m.standardError) ** 2).toFixed(1)}x` : '–',
  }));
  return htmlTable(aq.from(rows), { text: ['measure'] });
}

/** The defensive-roll claim, measured: hits per team game each side moves, and both together. */
function claimSection(claim: DefensiveClaim): SafeHtml {
  const hits = (c: RuleComparison) => measureOf(c, 'H/G');
  const [positive, negative, both] = [hits(claim.positive), hits(claim.negative), hits(claim.both)];
  const range = (m: ComparedMeasure) => `${signedDifference('H/G', m.lower)} to ${signedDifference('H/G', m.upper)}`;
  const balanced = !both.significant;
  const untestable =
    positive.difference === 0 &&
    negative.difference === 0 &&
    positive.standardError === 0 &&
    negative.standardError === 0;
  return html`<h2 id="defensive-claim">The manual's claim: defensive rolls take away as many hits as they add</h2>
<p>"If the player/manager chooses to use them, both positive and negative rolls should then be used. This is to ensure that just as many hits are taken away as are added over the course of a season." Measured on these cards, every comparison on the same dice as the main rules:</p>
<div class="tiles">
${tile(signedDifference('H/G', positive.difference), `hits per team game from the positive rolls alone (95% ${range(positive)})`)}
${tile(signedDifference('H/G', negative.difference), `hits per team game from the negative checks alone (95% ${range(negative)})`)}
${tile(signedDifference('H/G', both.difference), `both together (95% ${range(both)})`, balanced ? 'good' : 'bad')}
</div>
<p>${untestable ? html`Neither side changes a single hit here: these cards rate every fielder Neu RG (cardlab's builder does, for want of fielding data), so the claim cannot be tested on them. A set with Pos and Neg fielders (the walk-through set) can.` : balanced ? html`With both on, the change in hits per team game is within its interval of zero: on these cards the claim holds.` : html`With both on, hits per team game move by ${signedDifference('H/G', both.difference)} (95% ${range(both)}): on these cards the two sides do not balance. How much each side moves depends on the cards' range ratings: a set that rates every fielder Neu RG (as cardlab's builder does, for want of fielding data) has no negative checks that change anything and positive rolls that only turn a failing pitcher's or catcher's extra-base hit into a single.`}</p>`;
}

/**
 * The rule report: each optional rule's effect on league rates, runs and the game counts, against the rules it needs on
 * the same dice, with intervals; a chart of all rules; and the defensive-roll claim measured. Self-contained HTML.
 */
export async function rulesReport(input: RulesReportInput): Promise<{ html: string; summary: string }> {
  const rows: EffectRow[] = input.effects.flatMap((effect) =>
    CHARTED.map((measure) => {
      const m = measureOf(effect.comparison, measure);
      return {
        rule: effectLabel(effect),
        measure,
        difference: m.difference,
        lower: m.lower,
        upper: m.upper,
        significant: m.significant ? 'yes' : 'no',
      };
    }),
  );
  const chart = trustedHtml(await renderSvg(effectsSpec(rows)));
  const first = input.effects[0]?.comparison;
  const moving = input.effects.filter(({ comparison }) => measureOf(comparison, 'R/G').significant);
  const summary = `${input.effects.length} optional rules on ${first?.units.toLocaleString('en-US') ?? 0} games each way; ${moving.length} move runs per game${input.claim ? `; defensive rolls together move hits per team game by ${signedDifference('H/G', measureOf(input.claim.both, 'H/G').difference)}` : ''}`;
  const sections = input.effects.map(
    ({ rule, comparison }) => html`<section id="rule-${effectLabel({ rule, comparison })}">
<h3>${rule.title} <code>${effectLabel({ rule, comparison })}</code></h3>
<p>${rule.summary}${rule.requires?.length ? html` Measured against <code>${comparison.base}</code>, which it needs.` : rule.measuredWith?.length ? html` Measured against <code>${comparison.base}</code>, the play it replaces.` : ''}</p>
<p class="note">Parameters: ${
      Object.entries(rule.params)
        .map(([name, p]) => `${name} = ${String(p.default)}`)
        .join('; ') || 'none'
    }.</p>
${comparisonTable(comparison)}
</section>`,
  );
  const body = html`<h1>${input.title}</h1>
<p class="lede">Every optional rule played against the rules it needs, ${first?.units.toLocaleString('en-US') ?? 0} games each way on common random numbers: the same game draws the same dice under both rule sets, half-inning by half-inning and plate appearance by plate appearance, so each difference carries the rule's effect and far less noise than two independent runs. Intervals are 95%, paired game by game (the delta method); * marks an interval that leaves out 0.</p>
<div class="tiles">
${tile(input.effects.length, 'optional rules measured')}
${tile(moving.length, 'move runs per game')}
</div>
<figure class="chart" id="rule-effects">${chart}<figcaption>Runs per team game and the league's AVG, OBP and SLG, each rule on against off.</figcaption></figure>
${input.claim ? claimSection(input.claim) : ''}
${(input.findings ?? []).map(
  (finding) => html`<h2>${finding.title}</h2>
<p>${finding.text}</p>`,
)}
<h2>Rule by rule</h2>
${sections}`;
  return { html: reportPage({ kind: 'rules', title: input.title, summary, body, manifest: input.manifest }), summary };
}
