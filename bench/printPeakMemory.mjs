// Loaded with `node --import` before a cardlab command: prints the process's peak resident memory (worker threads
// included) on stderr as it exits, for bench/peakMemory.ts.
process.on('exit', () => process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`));
