/**
 * The reports' one stylesheet: system fonts, readable tables, colour never the only signal; wide tables scroll in their
 * own box; dark where the reader's system is dark (charts keep their light panel, the colours they were drawn in); a
 * print layout with every card's drill-down open.
 */
export const REPORT_STYLE = `
:root { color-scheme: light dark; --ink: #1d2430; --muted: #5b6573; --rule: #d9dde3; --band: #f4f6f8; --stripe: #fafbfc; --page: #fff; --bad: #b3261e; --good: #1b6e3a; --accent: #1f5fa8; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #e6e9ee; --muted: #a5adb8; --rule: #3a414b; --band: #232830; --stripe: #1c2027; --page: #16191e; --bad: #ff8a80; --good: #7bd88f; --accent: #8cb8ff; }
  figure.chart svg { background: #fff; border-radius: 4px; }
}
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: var(--page); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--rule); }
h3 { font-size: 1rem; margin: 20px 0 6px; }
p { margin: 6px 0 10px; max-width: 75ch; }
.lede { color: var(--muted); margin-bottom: 18px; }
a { color: var(--accent); }
.tiles { display: flex; flex-wrap: wrap; gap: 12px; margin: 16px 0; }
.tile { flex: 1 1 180px; border: 1px solid var(--rule); border-radius: 6px; padding: 10px 14px; background: var(--band); }
.tile b { display: block; font-size: 1.5rem; font-variant-numeric: tabular-nums; }
.tile span { color: var(--muted); font-size: 0.9rem; }
.tile.bad b { color: var(--bad); }
.tile.good b { color: var(--good); }
figure.chart { margin: 12px 0 20px; overflow-x: auto; }
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
figure.chart svg { max-width: 100%; height: auto; display: block; }
figcaption { color: var(--muted); font-size: 0.9rem; max-width: 90ch; margin-top: 6px; }
table { border-collapse: collapse; margin: 8px 0 16px; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; color: var(--muted); padding-bottom: 4px; }
th, td { padding: 3px 10px; border-bottom: 1px solid var(--rule); vertical-align: top; }
th { background: var(--band); font-weight: 600; white-space: nowrap; }
tbody tr:nth-child(even) td { background: var(--stripe); }
table.t th, table.t td { text-align: right; }
table.t .l { text-align: left; }
table.t td.l:first-child { white-space: nowrap; }
tr.flagged td { color: var(--bad); }
.wide { overflow-x: auto; max-width: 100%; }
details.card { border: 1px solid var(--rule); border-radius: 6px; margin: 8px 0; padding: 4px 12px; }
details.card > summary { cursor: pointer; padding: 4px 0; font-weight: 600; }
details.card > summary .verdict { font-weight: normal; color: var(--muted); margin-left: 8px; }
details.card[open] > summary { border-bottom: 1px solid var(--rule); margin-bottom: 8px; }
.flag { color: var(--bad); font-weight: 600; }
.ok { color: var(--good); }
.note { color: var(--muted); font-size: 0.9rem; }
ul.reports { list-style: none; padding: 0; }
ul.reports li { margin: 8px 0; padding: 8px 12px; border: 1px solid var(--rule); border-radius: 6px; }
ul.reports li span { display: block; color: var(--muted); font-size: 0.9rem; }
section.manifest { margin-top: 40px; font-size: 0.85rem; color: var(--muted); }
section.manifest dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; }
section.manifest dt { font-weight: 600; }
section.manifest dd { margin: 0; overflow-wrap: anywhere; }
@media print {
  :root { --ink: #000; --muted: #333; --page: #fff; --band: #f2f2f2; --stripe: #fff; }
  main { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
  .wide, figure.chart { overflow: visible; }
  details.card { break-inside: avoid; }
  details.card::details-content { content-visibility: visible; display: block; }
  h2 { break-after: avoid; }
  tr, figure.chart { break-inside: avoid; }
}
`;
