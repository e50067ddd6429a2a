#!/usr/bin/env bash
# Cold cost per variant: a fresh JVM per measurement (io.dynaforge.benchmarks.ColdStart), variants
# interleaved round by round, medians printed at the end.
#
#   RUNS=15 ./cold-start.sh                                      # default
#   JAVA_OPTS=-Dcoldstart.preloadSdk=true ./cold-start.sh        # construct_ms without SDK class loading
#
# Fields (ms): construct = mapper/schema ready (class loading + static init included), first_write,
# first_read, main_to_item = main() entry to the first item written and read back, jvm_to_item =
# JVM start (its own timestamp, 1 ms resolution) to the same point, process = whole `java` process
# wall time measured outside (JVM start-up and exit included). mapperFloor (not in the default list)
# constructs handwritten.FloorMapper, an EntityMapper with empty bodies: the floor of generated's construct.
set -euo pipefail
cd "$(dirname "$0")"
JAR=${JAR:-target/benchmarks.jar}
RUNS=${RUNS:-15}
VARIANTS=${VARIANTS:-"handwrittenCreate handwrittenFrom generated generatedRegistry staticSchema fromBean"}
JAVA=${JAVA:-java}
JAVA_OPTS=${JAVA_OPTS:-}
[ -f "$JAR" ] || { echo "missing $JAR: build with mvn -B -o -pl benchmarks package -DskipTests" >&2; exit 1; }

raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
for ((i = 1; i <= RUNS; i++)); do
  for v in $VARIANTS; do
    start=$(date +%s%N)
    # shellcheck disable=SC2086
    line=$("$JAVA" $JAVA_OPTS -cp "$JAR" io.dynaforge.benchmarks.ColdStart "$v" 2>/dev/null)
    end=$(date +%s%N)
    echo "$line process_ms=$(((end - start) / 1000000))" >>"$raw"
  done
done

median() { sort -n | awk '{a[NR] = $1} END {if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
fields="construct_ms first_write_ms first_read_ms main_to_item_ms jvm_to_item_ms process_ms"
echo "medians of $RUNS fresh JVMs per variant (${JAVA_OPTS:-no extra JVM options}), in ms"
printf '%-18s' variant
for f in $fields; do printf ' %14s' "${f%_ms}"; done
echo
for v in $VARIANTS; do
  printf '%-18s' "$v"
  for f in $fields; do
    m=$(grep "^variant=$v " "$raw" | tr ' ' '\n' | grep "^$f=" | cut -d= -f2 | median)
    printf ' %14s' "$m"
  done
  echo
done
