#!/usr/bin/env bash
# Compile-time cost of DynaforgeProcessor (issue 15): plain javac against javac with the processor on
# a generated model of N entities and N repositories (ModelGenerator), variants interleaved round by
# round, medians and ratios printed at the end.
#
#   benchmarks/compile-benchmark.sh                       # build, verify, RUNS=5 rounds at N=100 and N=200, profile
#   RUNS=9 SIZES="100 200" PROFILE=0 benchmarks/compile-benchmark.sh
#   SKIP_BUILD=1 benchmarks/compile-benchmark.sh          # reuse the jars already in target/ and M2_REPO
#
# Environment:
#   M2_REPO     local Maven repository used for the build and the class paths (default /tmp/dynaforge-compile-bench-m2,
#               seeded once from ~/.m2/repository so the shared ~/.m2 is never written)
#   MVN_FLAGS   extra Maven flags (default -o: offline)
#   USER_CP     class path of the user's compilation (default: dynaforge-runtime + its runtime deps)
#   PROC_PATH   processor path (default: dynaforge-processor + javapoet)
#   WORK        scratch directory (default /tmp/dynaforge-compile-bench)
#   RUNS        rounds (default 5); SIZES: model sizes (default "100 200"); PROFILE: 1 = record JFR (default 1)
#   JAVAC       javac to run (default javac on PATH); JAVAC_FLAGS (default "--release 17 -parameters")
#   TIMING      1 = the interleaved timing of the five variants (default 1)
#   SPLIT       1 = also time which part of the generated code costs what, at the first size (default 0):
#               gencode against user + mappers/keys only (no *_Impl)
#   INCREMENTAL 1 = the edit-compile loop of an IDE at the first size (default 1): one entity gets a new
#               property and it and its repository are recompiled into the previous output, with that
#               output on the class path; plain javac against javac with the processor, interleaved
#               (INC_RUNS rounds, default 2 x RUNS), and the output checked identical to a full build's
#   INC_ENTITY  the entity edited (default bench/b00/Game003: a JavaBean with 30 repository methods and
#               a secondary-index view)
#   BASELINE_JARS  an earlier run's $WORK/jars (its user/ and processor/ snapshots): adds the variants
#               proc_base, full_base and gencode_base, interleaved with the others, and prints this
#               build against that one (an A/B comparison in one run instead of two runs at two times)
#   SKIP_FULL   1 = leave out full (and full_base): the processor's own work and the generated code's cost need
#               only plain, noop, proc and gencode, and full is the longest variant (default 0)
#   GUARD       1 = fail (exit 3) after printing when, in CPU medians at the first size, the processor's own work
#               is above GUARD_OWN_PER_GENCODE (default 1.25) times the generated code's cost (proc - noop
#               against gencode - plain), or, with BASELINE_JARS, above GUARD_OWN_VS_BASE (default 1.00) times
#               the baseline's own work (default 1 when BASELINE_JARS is set, else 0)
#
# Variants, each a fresh javac process, over the same generated sources:
#   plain     javac -proc:none                        user sources (the 1.00x baseline)
#   noop      javac -proc:only, NoOpProcessor ("*")   parse + enter + one round, no processor work
#   proc      javac -proc:only, DynaforgeProcessor    + the processor and the rounds its output causes
#   full      javac, DynaforgeProcessor               what users run
#   gencode   javac -proc:none                        user sources + the generated sources (no processor)
# proc - noop is the processor's own work; gencode - plain is the cost of compiling the generated code.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
M2_REPO=${M2_REPO:-/tmp/dynaforge-compile-bench-m2}
MVN_FLAGS=${MVN_FLAGS:--o}
WORK=${WORK:-/tmp/dynaforge-compile-bench}
RUNS=${RUNS:-5}
SIZES=${SIZES:-"100 200"}
PROFILE=${PROFILE:-1}
JAVAC=${JAVAC:-javac}
JAVAC_FLAGS=${JAVAC_FLAGS:-"--release 17 -parameters"}
SKIP_FULL=${SKIP_FULL:-0}
if [ "$SKIP_FULL" = 1 ]; then VARIANTS="plain noop proc gencode"; else VARIANTS="plain noop proc full gencode"; fi
TIMING=${TIMING:-1}
SPLIT=${SPLIT:-0}
INCREMENTAL=${INCREMENTAL:-1}
INC_ENTITY=${INC_ENTITY:-bench/b00/Game003}
INC_RUNS=${INC_RUNS:-$((2 * RUNS))}
src_dir="$here/src/main/java/io/dynaforge/benchmarks/compile"

die() { echo "compile-benchmark: $*" >&2; exit 1; }
log() { echo "== $*"; }

if [ ! -d "$M2_REPO" ]; then
  log "seeding $M2_REPO from ~/.m2/repository"
  cp -r "$HOME/.m2/repository" "$M2_REPO"
fi
# shellcheck disable=SC2086
mvn_() { (cd "$repo" && mvn -B -q $MVN_FLAGS -Dmaven.repo.local="$M2_REPO" "$@"); }
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  log "building annotations, runtime, processor (mvn install -DskipTests, repo $M2_REPO)"
  mvn_ -pl annotations,runtime,processor -am install -DskipTests
fi
mkdir -p "$WORK"
version=$(cd "$repo" && sed -n 's:.*<version>\(.*\)</version>.*:\1:p' pom.xml | head -1)
if [ -z "${USER_CP:-}" ]; then
  mvn_ -pl runtime dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile="$WORK/runtime.cp" >/dev/null
  USER_CP="$M2_REPO/io/dynaforge/dynaforge-runtime/$version/dynaforge-runtime-$version.jar:$(cat "$WORK/runtime.cp")"
fi
if [ -z "${PROC_PATH:-}" ]; then
  mvn_ -pl processor dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile="$WORK/processor.cp" >/dev/null
  PROC_PATH="$M2_REPO/io/dynaforge/dynaforge-processor/$version/dynaforge-processor-$version.jar:$(cat "$WORK/processor.cp")"
fi
for jar in ${USER_CP//:/ } ${PROC_PATH//:/ }; do [ -e "$jar" ] || die "missing $jar"; done
# snapshot the jars: another build installing into the same local repository mid-run must not change
# (or corrupt) what is measured
snapshot() {
  local dir="$WORK/jars/$1" i=0 out=()
  rm -rf "$dir" && mkdir -p "$dir"
  for jar in ${2//:/ }; do
    i=$((i + 1)); cp -r "$jar" "$dir/$i-$(basename "$jar")"; out+=("$dir/$i-$(basename "$jar")")
  done
  (IFS=:; echo "${out[*]}")
}
USER_CP=$(snapshot user "$USER_CP")
PROC_PATH=$(snapshot processor "$PROC_PATH")
if [ -n "${BASELINE_JARS:-}" ]; then
  [ -d "$BASELINE_JARS/user" ] && [ -d "$BASELINE_JARS/processor" ] || die "BASELINE_JARS=$BASELINE_JARS has no user/ and processor/"
  [ "$(cd "$BASELINE_JARS" && pwd)" != "$(cd "$WORK/jars" && pwd)" ] || die "BASELINE_JARS must not be this run's own $WORK/jars"
  BASE_USER_CP=$(find "$BASELINE_JARS/user" -mindepth 1 -maxdepth 1 | sort -V | paste -sd:)
  BASE_PROC_PATH=$(find "$BASELINE_JARS/processor" -mindepth 1 -maxdepth 1 | sort -V | paste -sd:)
  if [ "$SKIP_FULL" = 1 ]; then VARIANTS="$VARIANTS proc_base gencode_base"; else VARIANTS="$VARIANTS proc_base full_base gencode_base"; fi
fi
if [ -n "${BASELINE_JARS:-}" ]; then GUARD=${GUARD:-1}; else GUARD=${GUARD:-0}; fi
GUARD_OWN_PER_GENCODE=${GUARD_OWN_PER_GENCODE:-1.25}
GUARD_OWN_VS_BASE=${GUARD_OWN_VS_BASE:-1.00}

log "compiling NoOpProcessor"
rm -rf "$WORK/noop" && mkdir -p "$WORK/noop"
"$JAVAC" --release 17 -d "$WORK/noop" "$src_dir/NoOpProcessor.java"

median() { sort -n | awk '{a[NR] = $1} END {if (NR % 2) print a[(NR + 1) / 2]; else printf "%d\n", (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
count_lines() { if [ -s "$1" ]; then xargs cat <"$1" | wc -l; else echo 0; fi; }

# javac_variant N VARIANT [extra javac args...]: one compilation into fresh output directories
javac_variant() {
  local n=$1 v=$2 d="$WORK/n$1"
  shift 2
  rm -rf "$d/out" "$d/gen" && mkdir -p "$d/out" "$d/gen"
  # shellcheck disable=SC2086
  case $v in
    plain)   "$JAVAC" $JAVAC_FLAGS "$@" -proc:none -cp "$USER_CP" -d "$d/out" @"$d/user.files" ;;
    noop)    "$JAVAC" $JAVAC_FLAGS "$@" -proc:only -processorpath "$WORK/noop" \
               -processor io.dynaforge.benchmarks.compile.NoOpProcessor -cp "$USER_CP" -d "$d/out" -s "$d/gen" @"$d/user.files" ;;
    proc)    "$JAVAC" $JAVAC_FLAGS "$@" -proc:only -processorpath "$PROC_PATH" -cp "$USER_CP" -d "$d/out" -s "$d/gen" @"$d/user.files" ;;
    full)    "$JAVAC" $JAVAC_FLAGS "$@" -processorpath "$PROC_PATH" -cp "$USER_CP" -d "$d/out" -s "$d/gen" @"$d/user.files" ;;
    gencode) "$JAVAC" $JAVAC_FLAGS "$@" -proc:none -cp "$USER_CP" -d "$d/out" @"$d/user.files" @"$d/gen-ref.files" ;;
    proc_base) "$JAVAC" $JAVAC_FLAGS "$@" -proc:only -processorpath "$BASE_PROC_PATH" -cp "$BASE_USER_CP" -d "$d/out" -s "$d/gen" @"$d/user.files" ;;
    full_base) "$JAVAC" $JAVAC_FLAGS "$@" -processorpath "$BASE_PROC_PATH" -cp "$BASE_USER_CP" -d "$d/out" -s "$d/gen" @"$d/user.files" ;;
    gencode_base) "$JAVAC" $JAVAC_FLAGS "$@" -proc:none -cp "$BASE_USER_CP" -d "$d/out" @"$d/user.files" @"$d/gen-base.files" ;;
    noimpl)  "$JAVAC" $JAVAC_FLAGS "$@" -proc:none -cp "$USER_CP" -d "$d/out" @"$d/user.files" @"$d/gen-noimpl.files" ;;
  esac
}

# ---------------------------------------------------------------- generate and verify
for n in $SIZES; do
  d="$WORK/n$n"
  rm -rf "$d" && mkdir -p "$d"
  log "N=$n: $(java "$src_dir/ModelGenerator.java" "$d/src" "$n")"
  find "$d/src" -name '*.java' | sort >"$d/user.files"
  # the generated model must compile cleanly with the processor: any error fails the benchmark
  if ! javac_variant "$n" full -Xmaxwarns 100000 -Xmaxerrs 100000 >"$d/verify.log" 2>&1; then
    cat "$d/verify.log" >&2
    die "N=$n: the generated model does not compile with DynaforgeProcessor (a generator or processor bug), see $d/verify.log"
  fi
  warnings=$(grep -c 'warning:' "$d/verify.log" || true)
  errors=$(grep -c 'error:' "$d/verify.log" || true)
  [ "$errors" = 0 ] || die "N=$n: $errors errors, see $d/verify.log"
  rm -rf "$d/gen-ref" && mv "$d/gen" "$d/gen-ref"
  find "$d/gen-ref" -name '*.java' | sort >"$d/gen-ref.files"
  mappers=$(grep -c '_Mapper.java$' "$d/gen-ref.files" || true)
  [ "$mappers" -ge "$n" ] || die "N=$n: only $mappers mappers generated for $n entities"
  if [ -n "${BASELINE_JARS:-}" ]; then
    javac_variant "$n" full_base >"$d/verify-base.log" 2>&1 || { cat "$d/verify-base.log" >&2; die "N=$n: the baseline does not compile the model"; }
    rm -rf "$d/gen-base" && mv "$d/gen" "$d/gen-base"
    find "$d/gen-base" -name '*.java' | sort >"$d/gen-base.files"
  fi
  # the generated sources must compile on their own (the gencode variant)
  javac_variant "$n" gencode >"$d/gencode.log" 2>&1 || { cat "$d/gencode.log" >&2; die "N=$n: generated sources do not compile with -proc:none"; }
  u_files=$(wc -l <"$d/user.files"); u_lines=$(count_lines "$d/user.files")
  g_files=$(wc -l <"$d/gen-ref.files"); g_lines=$(count_lines "$d/gen-ref.files")
  echo "N=$n user_sources=$u_files user_lines=$u_lines generated_sources=$g_files generated_lines=$g_lines" \
    "mappers=$mappers gen_per_user_line=$(awk -v g="$g_lines" -v u="$u_lines" 'BEGIN {printf "%.2f", g / u}')" \
    "warnings=$warnings errors=$errors" | tee "$d/sizes"
done

# ---------------------------------------------------------------- timing, interleaved
raw="$WORK/times.raw"
TIMEFORMAT='%R %U %S'
if [ "$TIMING" = 1 ]; then
: >"$raw"
log "load before timing: $(uptime)"
for ((r = 1; r <= RUNS; r++)); do
  for n in $SIZES; do
    for v in $VARIANTS; do
      # wall and CPU (user + sys) time of the javac process; CPU time is less sensitive to other load
      if ! { time javac_variant "$n" "$v" >"$WORK/n$n/run.log" 2>&1; } 2>"$WORK/time.out"; then
        cat "$WORK/n$n/run.log" >&2; die "N=$n $v failed"
      fi
      read -r wall usr sys <"$WORK/time.out"
      echo "$n $v $(awk -v w="$wall" -v u="$usr" -v s="$sys" 'BEGIN {printf "%d %d", w * 1000, (u + s) * 1000}')" >>"$raw"
    done
  done
  echo "round $r/$RUNS done, load: $(uptime | sed 's/.*load average: //')"
done
log "load after timing: $(uptime)"

declare -A med
for col in 3 4; do
if [ $col = 3 ]; then what="wall ms"; else what="CPU ms (user + sys of the javac process)"; fi
echo
echo "medians of $RUNS interleaved runs, $what (a fresh javac per run; $(nproc) CPUs; $("$JAVAC" -version 2>&1))"
printf '%-6s' N; for v in $VARIANTS; do printf ' %12s' "$v"; done; echo
for n in $SIZES; do
  printf '%-6s' "$n"
  for v in $VARIANTS; do
    med[$n,$v]=$(awk -v n="$n" -v v="$v" -v c="$col" '$1 == n && $2 == v {print $c}' "$raw" | median)
    printf ' %12s' "${med[$n,$v]}"
  done
  echo
done
echo
echo "ratios to plain javac, $what (targets: full <= 2.0x at N=100, processor's own work <= 0.3x)"
for n in $SIZES; do
  awk -v n="$n" -v p="${med[$n,plain]}" -v no="${med[$n,noop]}" -v pr="${med[$n,proc]}" -v f="${med[$n,full]:-0}" \
    -v g="${med[$n,gencode]}" 'BEGIN {
      printf "N=%-4s full %.2fx | processor own work (proc - noop) %d ms = %.2fx | generated code (gencode - plain) %d ms = %.2fx | per entity: processor %.1f ms, generated code %.1f ms | own work / generated code %.2fx\n",
        n, f / p, pr - no, (pr - no) / p, g - p, (g - p) / p, (pr - no) / n, (g - p) / n, (pr - no) / (g - p) }'
  cat "$WORK/n$n/sizes"
done
if [ -n "${BASELINE_JARS:-}" ]; then
  echo
  echo "this build against the baseline ($BASELINE_JARS), $what: below 1.00x is faster"
  for n in $SIZES; do
    awk -v n="$n" -v p="${med[$n,plain]}" -v no="${med[$n,noop]}" -v pr="${med[$n,proc]}" -v f="${med[$n,full]:-0}" \
      -v g="${med[$n,gencode]}" -v pb="${med[$n,proc_base]}" -v fb="${med[$n,full_base]:-0}" -v gb="${med[$n,gencode_base]}" 'BEGIN {
        printf "N=%-4s full %.2fx (%.2fx plain, baseline %.2fx) | own work %.2fx (%d ms, baseline %d ms) | generated code %.2fx (%d ms, baseline %d ms)\n",
          n, (fb > 0 ? f / fb : 0), f / p, fb / p, (pr - no) / (pb - no), pr - no, pb - no, (g - p) / (gb - p), g - p, gb - p }'
  done
fi
set -- $SIZES
if [ $# -ge 2 ]; then
  a=$1; b=$2
  echo
  echo "scaling N=$b against N=$a (target: full <= 2.1x)"
  for v in $VARIANTS; do
    awk -v v="$v" -v x="${med[$a,$v]}" -v y="${med[$b,$v]}" 'BEGIN {printf "  %-8s %.2fx\n", v, y / x}'
  done
  awk -v x1="${med[$a,proc]}" -v x0="${med[$a,noop]}" -v y1="${med[$b,proc]}" -v y0="${med[$b,noop]}" \
    'BEGIN {printf "  %-8s %.2fx\n", "proc-noop", (y1 - y0) / (x1 - x0)}'
fi
done # col
# the guard, on the CPU medians (col 4, the last computed) at the first size
set -- $SIZES
if [ "$GUARD" = 1 ]; then
  n=$1
  verdict=$(awk -v p="${med[$n,plain]}" -v no="${med[$n,noop]}" -v pr="${med[$n,proc]}" -v g="${med[$n,gencode]}" \
    -v pb="${med[$n,proc_base]:-}" -v lim1="$GUARD_OWN_PER_GENCODE" -v lim2="$GUARD_OWN_VS_BASE" 'BEGIN {
      own = pr - no; gen = g - p; bad = 0
      printf "guard (CPU, N=%s): own work / generated code %.2fx (limit %.2fx)", '"$n"', own / gen, lim1
      if (own / gen > lim1) bad = 1
      if (pb != "") { printf ", own work / baseline own work %.2fx (limit %.2fx)", own / (pb - no), lim2; if (own / (pb - no) > lim2) bad = 1 }
      printf (bad ? ": FAILED\n" : ": ok\n") }')
  echo
  echo "$verdict"
  case $verdict in *FAILED) exit 3 ;; esac
fi
fi # TIMING

# ---------------------------------------------------------------- split of the generated code's cost
set -- $SIZES
if [ "$SPLIT" = 1 ]; then
  n=$1; d="$WORK/n$n"
  grep -v '_Impl.java$' "$d/gen-ref.files" >"$d/gen-noimpl.files"
  split_raw="$WORK/split.raw"; : >"$split_raw"
  log "split at N=$n, $RUNS interleaved rounds; load: $(uptime | sed 's/.*load average: //')"
  for ((r = 1; r <= RUNS; r++)); do
    for v in plain noimpl gencode; do
      start=$(date +%s%N)
      javac_variant "$n" "$v" >"$d/run.log" 2>&1 || { cat "$d/run.log" >&2; die "N=$n $v failed"; }
      end=$(date +%s%N)
      echo "$v $(((end - start) / 1000000))" >>"$split_raw"
    done
  done
  log "load after split: $(uptime | sed 's/.*load average: //')"
  for v in plain noimpl gencode; do
    printf '  %-10s %6s ms\n' "$v" "$(awk -v v="$v" '$1 == v {print $2}' "$split_raw" | median)"
  done
  echo "  (noimpl = user + generated mappers and keys, gencode = user + all generated)"
  echo "  generated lines: impl $(grep '_Impl.java$' "$d/gen-ref.files" | xargs cat | wc -l), mappers+keys $(xargs cat <"$d/gen-noimpl.files" | wc -l)"
fi

# ---------------------------------------------------------------- the incremental loop
# What an IDE does after one entity is edited: it recompiles that file and its dependents (here the
# entity's repository) into the same output directory, with that output on the class path. The
# reference is a full build of the edited model: every file the incremental compilation writes (the
# generated sources, their classes, the ServiceLoader listings it merges, the reports, the
# CloudFormation template) must be byte for byte what the full build writes.
set -- $SIZES
if [ "$INCREMENTAL" = 1 ]; then
  n=$1; d="$WORK/n$n"; i="$d/inc"
  rm -rf "$i" && mkdir -p "$i"
  entity=$(basename "$INC_ENTITY")
  edited="$i/src/$INC_ENTITY.java"
  cp -r "$d/src" "$i/src"
  [ -f "$edited" ] || die "INC_ENTITY=$INC_ENTITY: no $edited"
  # the edit: a new property (field, getter, setter) before the class's closing brace
  python3 - "$edited" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read().rstrip()
assert s.endswith('}'), p
s = s[:-1] + """
  private String referee;

  public String getReferee() {
    return referee;
  }

  public void setReferee(String referee) {
    this.referee = referee;
  }
}
"""
open(p, 'w').write(s)
PY
  grep -q 'getReferee' "$edited" || die "the edit of $edited did not apply"
  printf '%s\n' "$i/src/$INC_ENTITY.java" "$i/src/${INC_ENTITY}Repository.java" >"$i/changed.files"
  find "$i/src" -name '*.java' | sort >"$i/all.files"
  # the reference: a full build of the edited model; the previous output: a full build of the model
  mkdir -p "$i/ref-out" "$i/ref-gen" "$i/prev-out" "$i/prev-gen"
  # shellcheck disable=SC2086
  "$JAVAC" $JAVAC_FLAGS -processorpath "$PROC_PATH" -cp "$USER_CP" -d "$i/ref-out" -s "$i/ref-gen" @"$i/all.files" >"$i/ref.log" 2>&1 \
    || { cat "$i/ref.log" >&2; die "the edited model does not compile"; }
  # shellcheck disable=SC2086
  "$JAVAC" $JAVAC_FLAGS -processorpath "$PROC_PATH" -cp "$USER_CP" -d "$i/prev-out" -s "$i/prev-gen" @"$d/user.files" >"$i/prev.log" 2>&1 \
    || { cat "$i/prev.log" >&2; die "the model does not compile"; }
  # inc_prepare: a fresh copy of the previous output; inc_variant VARIANT: one incremental compilation into it
  inc_prepare() { rm -rf "$i/out" "$i/gen" && cp -r "$i/prev-out" "$i/out" && mkdir -p "$i/gen"; }
  inc_variant() {
    case $1 in
      # shellcheck disable=SC2086
      plain_inc) "$JAVAC" $JAVAC_FLAGS -proc:none -cp "$i/out:$USER_CP" -d "$i/out" @"$i/changed.files" ;;
      # shellcheck disable=SC2086
      full_inc)  "$JAVAC" $JAVAC_FLAGS -processorpath "$PROC_PATH" -cp "$i/out:$USER_CP" -d "$i/out" -s "$i/gen" @"$i/changed.files" ;;
      # the floor of any design that generates these sources: the same files and the sources the processor
      # writes for them, compiled without the processor
      # shellcheck disable=SC2086
      gencode_inc) "$JAVAC" $JAVAC_FLAGS -proc:none -cp "$i/out:$USER_CP" -d "$i/out" @"$i/changed.files" @"$i/gen-inc.files" ;;
    esac
  }
  inc_prepare
  inc_variant full_inc >"$i/check.log" 2>&1 || { cat "$i/check.log" >&2; die "the incremental compilation failed"; }
  # identical output: every generated source of the incremental compilation is the full build's, and
  # the whole output directory (classes and resources) equals the full build's
  written=$(cd "$i/gen" && find . -type f | sort)
  [ -n "$written" ] || die "the incremental compilation generated nothing"
  for f in $written; do
    cmp -s "$i/gen/$f" "$i/ref-gen/$f" || die "incremental $f differs from the full build's: diff $i/gen/$f $i/ref-gen/$f"
  done
  if ! diff -r -q "$i/out" "$i/ref-out" >"$i/diff.txt"; then
    cat "$i/diff.txt" >&2; die "the incremental output differs from the full build's (above)"
  fi
  for f in $written; do echo "$i/ref-gen/$f"; done >"$i/gen-inc.files"
  log "incremental: $entity edited, $(wc -l <"$i/changed.files") files recompiled, $(echo "$written" | wc -l) sources generated" \
    "($(echo "$written" | xargs -n1 basename | paste -sd' ')); output identical to the full build's ($(find "$i/out" -type f | wc -l) files)"
  inc_raw="$WORK/inc.raw"; : >"$inc_raw"
  TIMEFORMAT='%R %U %S'
  log "incremental timing, $INC_RUNS interleaved rounds; load: $(uptime | sed 's/.*load average: //')"
  for ((r = 1; r <= INC_RUNS; r++)); do
    for v in plain_inc full_inc gencode_inc; do
      inc_prepare
      { time inc_variant "$v" >"$i/run.log" 2>&1; } 2>"$WORK/time.out" || { cat "$i/run.log" >&2; die "$v failed"; }
      read -r wall usr sys <"$WORK/time.out"
      echo "$v $(awk -v w="$wall" -v u="$usr" -v s="$sys" 'BEGIN {printf "%d %d", w * 1000, (u + s) * 1000}')" >>"$inc_raw"
    done
  done
  log "load after: $(uptime | sed 's/.*load average: //')"
  pi=$(awk '$1 == "plain_inc" {print $2}' "$inc_raw" | median); fi_=$(awk '$1 == "full_inc" {print $2}' "$inc_raw" | median)
  pic=$(awk '$1 == "plain_inc" {print $3}' "$inc_raw" | median); fic=$(awk '$1 == "full_inc" {print $3}' "$inc_raw" | median)
  gi=$(awk '$1 == "gencode_inc" {print $2}' "$inc_raw" | median); gic=$(awk '$1 == "gencode_inc" {print $3}' "$inc_raw" | median)
  echo "incremental loop at N=$n (medians of $INC_RUNS interleaved rounds, ms)"
  echo "  plain_inc wall $pi CPU $pic | full_inc wall $fi_ CPU $fic | gencode_inc wall $gi CPU $gic"
  awk -v p="$pi" -v f="$fi_" -v g="$gi" -v pc="$pic" -v fc="$fic" -v gc="$gic" 'BEGIN {
    printf "  full_inc / plain_inc: wall %.2fx, CPU %.2fx (target <= 1.5x)\n", f / p, fc / pc
    printf "  gencode_inc / plain_inc (the generated sources compiled, no processor): wall %.2fx, CPU %.2fx\n", g / p, gc / pc }'
fi

# ---------------------------------------------------------------- profile
if [ "$PROFILE" = 1 ]; then
  n=${PROFILE_N:-$1}
  jfc="$WORK/sample-1ms.jfc"
  jfr configure --input profile --output "$jfc" 'jdk.ExecutionSample#period=1ms' >/dev/null
  log "profile: javac with DynaforgeProcessor at N=$n, JFR sampling every 1 ms"
  javac_variant "$n" full -J-XX:FlightRecorderOptions=stackdepth=2048 \
    -J-XX:StartFlightRecording=filename="$WORK/full-n$n.jfr",settings="$jfc" >"$WORK/profile.log" 2>&1 \
    || { cat "$WORK/profile.log" >&2; die "profiled run failed"; }
  java "$src_dir/JfrProfile.java" "$WORK/full-n$n.jfr" | tee "$WORK/profile-full-n$n.txt"
  log "profile: javac -proc:none over user + generated sources at N=$n"
  javac_variant "$n" gencode -J-XX:FlightRecorderOptions=stackdepth=2048 \
    -J-XX:StartFlightRecording=filename="$WORK/gencode-n$n.jfr",settings="$jfc" >"$WORK/profile.log" 2>&1 \
    || { cat "$WORK/profile.log" >&2; die "profiled run failed"; }
  java "$src_dir/JfrProfile.java" "$WORK/gencode-n$n.jfr" >"$WORK/profile-gencode-n$n.txt"
  echo "(generated-code profile in $WORK/profile-gencode-n$n.txt; recordings in $WORK/*.jfr)"
fi
