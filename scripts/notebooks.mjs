// npm run notebooks: builds notebooks/*.html (Observable Notebook Kit) into reports/notebooks/, a static site that
// runs offline. Two things notebook-kit's own build leaves to the network are kept local here: its standard library
// (Plot, Inputs, htl load from jsDelivr) is mapped to the packages in node_modules, and the node: modules src/ uses
// (a hash, a turn of the event loop, lazily required CommonJS) to the browser shims of notebooks/shims/. Module
// scripts do not run from file://: `cardlab serve reports/notebooks` serves them on 127.0.0.1.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { config, observable } from '@observablehq/notebook-kit/vite';

const CDN = 'https://cdn.jsdelivr.net/npm/';
/** The standard library's jsDelivr paths and the packages in node_modules that stand for them. */
const LOCAL = {
  '@observablehq/plot/+esm': '@observablehq/plot',
  '@observablehq/inputs/+esm': '@observablehq/inputs',
  '@observablehq/inputs/dist/index.css': '@observablehq/inputs/dist/index.css',
  'htl/+esm': 'htl',
};
const offline = {
  name: 'cardlab-offline',
  enforce: 'pre',
  async resolveId(id, importer) {
    const local = id.startsWith(CDN) ? LOCAL[id.slice(CDN.length)] : undefined;
    return local ? this.resolve(local, importer, { skipSelf: true }) : null;
  },
  // A stylesheet's @import url(https://...) never reaches resolveId: it is rewritten in the source.
  transform(code, id) {
    const css = `${CDN}@observablehq/inputs/dist/index.css`;
    if (id.endsWith('.css') && code.includes(css)) return code.replaceAll(css, '@observablehq/inputs/dist/index.css');
    return null;
  },
};
const shim = (name) => fileURLToPath(new URL(`../notebooks/shims/${name}.ts`, import.meta.url));
const pages = readdirSync('notebooks').filter((file) => file.endsWith('.html'));
const base = config();
await build({
  ...base,
  root: 'notebooks',
  base: './',
  logLevel: 'warn',
  plugins: [offline, observable()],
  resolve: {
    ...base.resolve,
    alias: [
      ...base.resolve.alias,
      { find: 'node:crypto', replacement: shim('crypto') },
      { find: 'node:timers/promises', replacement: shim('timers-promises') },
      { find: 'node:module', replacement: shim('module') },
      { find: 'node:worker_threads', replacement: shim('worker-threads') },
      // csv-parse's own browser build (its Node build reaches for Buffer)
      { find: /^csv-parse\/sync$/, replacement: 'csv-parse/browser/esm/sync' },
    ],
  },
  build: {
    // The bundled card sets and the engine: a notebook's modules run to a few MB, loaded once from this machine.
    chunkSizeWarningLimit: 4096,
    outDir: '../reports/notebooks',
    emptyOutDir: true,
    rollupOptions: { input: pages.map((page) => `notebooks/${page}`) },
  },
});
process.stdout.write(`notebooks: ${pages.length} built into reports/notebooks/ (cardlab serve reports/notebooks)\n`);
