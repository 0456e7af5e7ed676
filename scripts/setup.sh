#!/usr/bin/env bash
# Install the harness with everything a branch needs on the CPU (torch 2.13.0 CPU build, transformers, quanto,
# hqq) and make the deterministic tiny model at models/tiny-llama. Idempotent: a second call only checks.
# Package indexes and mirrors come from this host's own pip configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
if ! "$py" -c 'import harness, torch, transformers, optimum.quanto, hqq, ruamel.yaml, rich' 2>/dev/null \
   || ! "$py" -m pip show -q kvcache-harness >/dev/null 2>&1; then
  echo "setup: installing the harness and its branch dependencies" >&2
  "$py" -m pip install -q -e '.[entry,quanto,hqq,test]'
fi
if [ ! -f models/tiny-llama/config.json ]; then
  echo "setup: making the tiny model at models/tiny-llama" >&2
  "$py" -m harness model tiny --out models/tiny-llama
fi
echo "setup: ready" >&2
