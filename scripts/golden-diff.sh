#!/usr/bin/env bash
# Compares two runs of scripts/golden.sh, leaving out what may differ between runs of the same code: timings, the
# date and git commit in report manifests. Prints the files that differ; exit 1 when any does.
set -uo pipefail
before=${1:?usage: scripts/golden-diff.sh BEFORE_DIR AFTER_DIR}
after=${2:?usage: scripts/golden-diff.sh BEFORE_DIR AFTER_DIR}
normalize() {
  sed -E \
    -e 's/[0-9]+ reports in [0-9.]+ s/N reports in T s/' \
    -e 's/: [0-9]+\.[0-9] s$/: T s/' \
    -e 's/[0-9]+\.[0-9] s of /T s of /g' \
    -e 's#<dt>date</dt><dd>[^<]*</dd>#<dt>date</dt><dd>DATE</dd>#g' \
    -e 's#<dt>git commit</dt><dd>[^<]*</dd>#<dt>git commit</dt><dd>COMMIT</dd>#g' \
    -e 's#"date": "[^"]*"#"date": "DATE"#g' \
    -e "s#$before|$after#OUT#g" \
    "$1"
}
status=0
for file in $(cd "$before" && find . -type f | sort); do
  if [ ! -f "$after/$file" ]; then echo "missing: $file"; status=1; continue; fi
  if ! cmp -s <(normalize "$before/$file") <(normalize "$after/$file"); then echo "differs: $file"; status=1; fi
done
for file in $(cd "$after" && find . -type f | sort); do [ -f "$before/$file" ] || { echo "new: $file"; status=1; }; done
exit $status
