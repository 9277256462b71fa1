import * as aq from 'arquero';
import type { AdvancementFact } from '../core/model/advancement.ts';
import { proportionDifference } from '../stats/proportionDifference.ts';
import { html, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';

/** MLB's advancement of a season, as a season played on its schedule sets it beside its own. */
export interface MlbAdvancement {
  season: number;
  facts: readonly AdvancementFact[];
}

const points = (share: number) => `${share >= 0 ? '+' : '−'}${Math.abs(100 * share).toFixed(1)}`;
const percent = (share: number) => (Number.isFinite(share) ? `${(100 * share).toFixed(1)}%` : '–');
const outsText = (outs: AdvancementFact['outs']) => (outs === 'all' ? 'all' : String(outs));
const sameMeasure = (a: AdvancementFact) => (b: AdvancementFact) => a.id === b.id && a.outs === b.outs;

/** The season's runner advancement, measure by measure, beside MLB's where given (core/model/advancement.ts). */
export function advancementTable(simulated: readonly AdvancementFact[], mlb?: MlbAdvancement): SafeHtml {
  const real = simulated.map((fact) => mlb?.facts.find(sameMeasure(fact)));
  const columns: Record<string, string[]> = {
    measure: simulated.map((f) => `${f.situation}: ${f.result}`),
    'outs before': simulated.map((f) => outsText(f.outs)),
    simulated: simulated.map((f) => percent(f.share)),
    'of plate appearances': simulated.map((f) => f.chances.toLocaleString('en-US')),
  };
  if (mlb) {
    columns[`MLB ${mlb.season}`] = real.map((f) => (f ? percent(f.share) : '–'));
    columns[`MLB's`] = real.map((f) => (f ? f.chances.toLocaleString('en-US') : '–'));
    const gaps = simulated.map((f, i) => {
      const r = real[i];
      return r && f.chances > 0 && r.chances > 0
        ? proportionDifference(f.times, f.chances, r.times, r.chances)
        : undefined;
    });
    columns['sim − MLB, points (95%)'] = gaps.map((gap) =>
      gap ? `${points(gap.estimate)} (${points(gap.lower)} to ${points(gap.upper)})` : '–',
    );
    return htmlTable(aq.table(columns), {
      text: ['measure'],
      caption: 'How runners moved on hits and outs (a flagged row: the gap is more than sampling allows)',
      rowClass: (row) => (gaps[row] && (gaps[row].lower > 0 || gaps[row].upper < 0) ? 'flagged' : undefined),
    });
  }
  return htmlTable(aq.table(columns), { text: ['measure'], caption: 'How runners moved on hits and outs' });
}

/** The section's words: where MLB's figures come from and how the two sides are read alike. */
export function advancementNote(mlb: MlbAdvancement | undefined): SafeHtml {
  const source = mlb
    ? html` MLB's ${mlb.season} figures are Retrosheet's events of the season (cards/sources/transitions_${mlb.season}.csv, the half-innings its run-expectancy table uses), read the same way. The gap's interval is Newcombe's for two binomial shares: a row is flagged where it leaves out 0.`
    : '';
  return html`<p>Each share is read off the plate appearances' base-out transitions and the runs they scored, so a runner who scores is the lead runner; "alone" is the bases as they were before the play.${source}</p>`;
}

/**
 * The measures as text lines, each with its shares by outs where it has them, MLB's in parentheses:
 * `runner on 2nd (3rd empty), a single: scores 55.7% (59.9%); 0/1/2 out 41.6/48.7/67.4% (40.9/52.9/76.8%)`.
 */
export function advancementLines(simulated: readonly AdvancementFact[], mlb?: MlbAdvancement): string[] {
  const share = (f: AdvancementFact | undefined) => (f && Number.isFinite(f.share) ? (100 * f.share).toFixed(1) : '–');
  const real = (f: AdvancementFact) => mlb?.facts.find(sameMeasure(f));
  return simulated
    .filter((f) => f.outs === 'all')
    .map((all) => {
      const byOuts = simulated.filter((f) => f.id === all.id && f.outs !== 'all');
      const head = `${all.situation}: ${all.result} ${share(all)}%`;
      const outs = byOuts.map((f) => f.outs).join('/');
      const split = (side: (f: AdvancementFact) => AdvancementFact | undefined) =>
        byOuts.map((f) => share(side(f))).join('/');
      const mlbAll = mlb ? ` (${share(real(all))}%)` : '';
      const mlbSplit = mlb ? ` (${split(real)}%)` : '';
      return byOuts.length > 0 ? `${head}${mlbAll}; ${outs} out ${split((f) => f)}%${mlbSplit}` : `${head}${mlbAll}`;
    });
}
