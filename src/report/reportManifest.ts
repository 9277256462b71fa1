import type { RunManifest } from '../experiments/manifest.ts';
import { html, type SafeHtml } from './html.ts';

/** What a report is the result of: its run's manifest, the commit of the tool that made it, and when. */
export interface ReportManifest extends RunManifest {
  /** Git commit of the cardlab checkout, "+ changes" when its tree differs; absent outside a git checkout. */
  commit?: string;
  /** ISO 8601, UTC. */
  date: string;
}

/** When and by which checkout reports are made: the caller's to say (the CLI asks git once per run). */
export interface ReportStamp {
  date: Date;
  commit?: string;
}

/** A run's manifest stamped with the commit and the date, for a report. */
export function reportManifest(run: RunManifest, stamp: ReportStamp): ReportManifest {
  return { ...run, ...(stamp.commit && { commit: stamp.commit }), date: stamp.date.toISOString() };
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/**
 * The manifest block every report ends with: enough to reproduce it (tool, commit, seed, generator, rules, cards and
 * tables by hash, plate appearances, date).
 */
export function manifestBlock(manifest: ReportManifest): SafeHtml {
  const rows: [string, unknown][] = [
    ['tool', `${manifest.tool} ${manifest.version}`],
    ['git commit', manifest.commit ?? 'not a git checkout'],
    ['seed', manifest.seeds.join(', ')],
    ['generator', manifest.generator],
    ['rules preset', manifest.rules],
    [
      'plan',
      Object.entries(manifest.plan)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; ') || 'defaults',
    ],
    ['cards (SHA-256)', manifest.cards.map((c) => `${c.file} ${short(c.sha256)}`).join('; ')],
    ['rule tables (SHA-256)', [...new Set(manifest.tables)].map(short).join('; ')],
    ['plate appearances', manifest.plateAppearances.toLocaleString('en-US')],
    ['date', manifest.date],
  ];
  return html`<section class="manifest" id="manifest"><h2>Manifest</h2><dl>${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl></section>`;
}
