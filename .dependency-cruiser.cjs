// The layers of src/ and the one direction imports take (src/README.md has the picture). `npm run lint:imports`
// fails on any import against the direction and on any cycle.
/** A rule that lets files under `from` import nothing in src/ but `allowed` (besides themselves and npm packages). */
const layer = (name, from, allowed) => ({
  name: `layer-${name}`,
  comment: `${from} may import only ${allowed.join(', ')} in src/`,
  severity: 'error',
  from: { path: `^src/${from}` },
  to: { path: '^src/', pathNot: [`^src/${from}`, ...allowed.map((folder) => `^src/${folder}`)] },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'imports never go round in a circle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('core', 'core/', []),
    layer('stats', 'stats/', ['core/']),
    layer('mlb', 'mlb/', ['core/', 'stats/']),
    layer('exact', 'exact/', ['core/', 'stats/']),
    layer('engine', 'engine/', ['core/', 'stats/']),
    // Rule modules any game may use (Replay's charts): they know no game, and every game may import them.
    layer('modules', 'modules/', ['core/', 'stats/', 'exact/']),
    layer('harness', 'harness/', ['core/', 'stats/', 'exact/', 'engine/']),
    {
      name: 'game-imports',
      comment:
        'a game imports core, stats, exact, mlb and the rule modules, and its own folder: never another game, harness, engine, experiments, report or cli',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: {
        path: '^src/',
        pathNot: ['^src/games/$1/', '^src/core/', '^src/stats/', '^src/exact/', '^src/mlb/', '^src/modules/'],
      },
    },
    {
      name: 'game-face',
      comment: 'outside its folder a game is its index.ts (its GameSystem), and only the registry imports it',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/games/([^/]+)/', '^src/games/registry\\.ts$'] },
      to: { path: '^src/games/[^/]+/' },
    },
    layer('registry', 'games/registry', ['core/', 'games/[^/]+/index\\.ts$']),
    layer('experiments', 'experiments/', [
      'core/',
      'stats/',
      'mlb/',
      'exact/',
      'engine/',
      'harness/',
      'modules/',
      'games/registry\\.ts$',
    ]),
    layer('report', 'report/', ['core/', 'stats/', 'experiments/']),
    layer('not-src', 'cli/', [
      'core/',
      'stats/',
      'mlb/',
      'exact/',
      'engine/',
      'harness/',
      'games/registry\\.ts$',
      'experiments/',
      'report/',
    ]),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: ['^src/.*\\.js$'] },
  },
};
