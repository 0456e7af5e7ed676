#!/usr/bin/env bash
# The families example (issue 14): one small run per family preset, kept unedited in reports/families/.
#
#   bash scripts/families-example.sh                      # every preset (15-30 minutes on a 2-core CPU)
#   PRESETS="qwen3 jamba" bash scripts/families-example.sh  # only these (the others' copies are kept)
#
# From a fresh clone: installs/checks with scripts/setup.sh, makes each preset at models/families/<preset> (kept
# when it exists), writes specs/families/<preset>.yaml (scripts/families_example.py specs), shows that the
# custom-code preset without model.trust_remote_code is refused (exit 2, no run directory), runs every spec with
# `harness run SPEC --allow-pending` into reports/families-runs/ (ignored by git), copies each run directory as the
# harness wrote it to reports/families/<preset>/ (model weights are never inside a run directory), and writes
# reports/families/README.md from those files. Exit 1 when a run ends with an exit other than 0 or 1 (1 is the
# honest verdict on the random models' meaningless text), a refusal is not exit 2, or the folder passes 3 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
all="llama-3.2 qwen2.5 qwen3 mistral-7b-v0.3 mistral-7b-v0.1 gemma-2 phi-3 mixtral jamba custom-code"
listed=$("$py" -c 'from harness.entry.families import PRESETS; print(" ".join(p.name for p in PRESETS))' 2>/dev/null || true)
presets=${PRESETS:-${listed:-$all}}
out=reports/families
runs=reports/families-runs
started=$(date +%s)
status=0

bash scripts/setup.sh
mkdir -p "$out" "$runs/logs"

for p in $presets; do
  if [ -f "models/families/$p/config.json" ]; then
    echo "families: models/families/$p exists (kept)" >&2
  else
    "$py" -m harness model "$p" --out "models/families/$p" >/dev/null
  fi
done
"$py" scripts/families_example.py specs $presets

# The custom-code preset without the opt-in: refused before anything is written.
if [[ " $presets " == *" custom-code "* ]]; then
  count_runs() { local n=0 d; for d in "$runs"/families-custom-code/*/; do [ -d "$d" ] && n=$((n + 1)); done; echo "$n"; }
  before=$(count_runs)
  set +e
  "$py" -m harness run specs/families/custom-code.yaml --allow-pending --set model.trust_remote_code=false \
    >"$runs/logs/custom-code-untrusted.stdout" 2>"$runs/logs/custom-code-untrusted.stderr"
  rc=$?
  set -e
  after=$(count_runs)
  RC=$rc CREATED=$((after - before)) "$py" - "$runs/logs/custom-code-untrusted.stderr" "$out/custom-code-untrusted.json" <<'EOF'
import json, os, sys
stderr = open(sys.argv[1], encoding="utf-8").read()
record = {
    "command": ["python3", "-m", "harness", "run", "specs/families/custom-code.yaml", "--allow-pending",
                "--set", "model.trust_remote_code=false"],
    "exit_code": int(os.environ["RC"]),
    "stderr": stderr,
    "run_dirs_created": int(os.environ["CREATED"]),
}
open(sys.argv[2], "w", encoding="utf-8").write(json.dumps(record, indent=2, ensure_ascii=False) + "\n")
EOF
  if [ "$rc" -ne 2 ] || [ "$after" -ne "$before" ]; then
    echo "families: custom-code without trust_remote_code gave exit $rc and $((after - before)) run directories (want 2 and 0)" >&2
    status=1
  fi
fi

for p in $presets; do
  t0=$(date +%s)
  set +e
  "$py" -m harness run "specs/families/$p.yaml" --allow-pending >"$runs/logs/$p.stdout" 2>"$runs/logs/$p.stderr"
  rc=$?
  set -e
  run_dir=$(sed -n 's/^run_dir: //p' "$runs/logs/$p.stdout" | tail -1)
  echo "families: $p exit $rc in $(( $(date +%s) - t0 )) s: ${run_dir:-no run directory}" >&2
  if [ "$rc" -gt 1 ] || [ -z "$run_dir" ] || [ ! -f "$run_dir/run.json" ]; then
    echo "families: $p did not produce a run (see $runs/logs/$p.stderr)" >&2
    status=1
    continue
  fi
  rm -rf "${out:?}/$p"
  cp -a "$run_dir" "$out/$p"
done

"$py" scripts/families_example.py readme
size=$(du -sk --apparent-size "$out" | cut -f1)
echo "families: $out is ${size} KiB; wall time $(( $(date +%s) - started )) s" >&2
if [ "$size" -gt 3072 ]; then
  echo "families: $out is over 3 MB" >&2
  status=1
fi
exit $status
