#!/usr/bin/env bash
# Golden outputs of the CLI for fixed seeds: run before and after a refactor, then compare with scripts/golden-diff.sh.
# Usage: scripts/golden.sh OUT_DIR [cardlab command, default: node bin/cardlab.js]
set -euo pipefail
out=${1:?usage: scripts/golden.sh OUT_DIR}
shift || true
cardlab=${*:-node bin/cardlab.js}
mkdir -p "$out"
P=cards/pinetar; S=cards/strat
sets="$P/walkthrough.yaml $P/2016-cubs.yaml $P/2016-cubs-naive.yaml $S/walkthrough.yaml $S/2016-cubs.yaml"
run() { local name=$1; shift; echo "== $name" >&2; $cardlab "$@" >"$out/$name" 2>"$out/$name.err" || echo "exit $?" >>"$out/$name.err"; }
run check.json check $sets --pa 20000 --seed 7 --workers 2 --oversubscribe --json
run check.txt check $P/walkthrough.yaml $S/walkthrough.yaml --pa 20000 --seed 7 --workers 2
run check-vs.json check $P/2016-cubs.yaml --pa 10000 --seed 3 --vs R/C:3,L/B:1 --rules main+hit-and-run --workers 0 --json
run exact.json exact $sets --json
run exact.txt exact $P/2016-cubs.yaml $S/2016-cubs.yaml --re24
run exact-state.json exact $P/walkthrough.yaml $S/walkthrough.yaml --state 1-3/1 --json
run grades-pinetar.json grades $P/2016-cubs.yaml --pa 4000 --seed 7 --workers 2 --oversubscribe --json
run grades-strat.json grades $S/2016-cubs.yaml $S/2016-cleveland.yaml --pa 2000 --seed 7 --workers 2 --oversubscribe --json
run season-pinetar.json season $P/2016-cubs.yaml $P/2016-cleveland.yaml --games 12 --seed 7 --workers 2 --oversubscribe --json
run season-pinetar-league.json season $P/2016-cubs.yaml --against league --games 12 --seed 7 --rules all --workers 2 --oversubscribe --json
run season-strat.json season $S/2016-cubs.yaml $S/2016-cleveland.yaml --games 12 --seed 7 --workers 2 --oversubscribe --json
run season-strat-league.json season $S/2016-cubs.yaml --against league --games 12 --seed 7 --workers 2 --oversubscribe --json
run rules-pinetar.json rules $P/2016-cubs.yaml $P/2016-cleveland.yaml --base main --variant main+risp-penalty --games 8 --seed 7 --workers 2 --oversubscribe --json
run rules-pinetar-pa.json rules $P/2016-cubs.yaml --base main --variant main+hit-and-run --pa 5000 --seed 7 --workers 2 --oversubscribe --json
run rules-strat.json rules $S/2016-cubs.yaml $S/2016-cleveland.yaml --base main --variant main+pitcher-rest --games 8 --seed 7 --workers 2 --oversubscribe --json
run rules-each.json rules $P/2016-cubs.yaml $P/2016-cleveland.yaml --each --games 4 --seed 7 --workers 2 --oversubscribe --json
run sweep.json sweep $P/2016-cubs.yaml --param hit-and-run.rollBonus=0..4:2 --games 4 --seed 7 --workers 2 --oversubscribe --json
B=cards/pbc
run check-pbc.json check $B/walkthrough.yaml $B/2016-cubs.yaml --pa 20000 --seed 7 --workers 2 --oversubscribe --json
run exact-pbc.json exact $B/walkthrough.yaml $B/2016-cubs.yaml $B/2016-cubs-naive.yaml --json
run grades-pbc.json grades $B/2016-cubs.yaml --pa 2000 --seed 7 --workers 2 --oversubscribe --json
run season-pbc.json season $B/2016-cubs.yaml $B/2016-cleveland.yaml --games 12 --seed 7 --workers 2 --oversubscribe --json
run season-pbc-league.json season $B/2016-cubs.yaml --against league --games 12 --seed 7 --workers 2 --oversubscribe --json
run rules-pbc.json rules $B/2016-cubs.yaml $B/2016-cleveland.yaml --each --games 4 --seed 7 --workers 2 --oversubscribe --json
run reports.txt reports $P/walkthrough.yaml $P/2016-cubs.yaml $P/2016-cleveland.yaml $S/walkthrough.yaml $S/2016-cubs.yaml $S/2016-cleveland.yaml \
  --out "$out/reports" --pa 5000 --grades-pa 1000 --season-games 6 --rules-games 4 --seed 7 --workers 2
