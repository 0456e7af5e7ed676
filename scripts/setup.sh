#!/usr/bin/env bash
# Install the harness with everything a branch needs on the CPU (torch 2.13.0 CPU build, transformers, quanto,
# hqq; mistral-common + sentencepiece + protobuf for the real Mistral tokenizer of `harness model mistral-7b-v0.3`)
# make the deterministic tiny model at models/tiny-llama and install the canary (committed, checksummed weights) at
# models/canary. Idempotent: a second call only checks.
# Package indexes and mirrors come from this host's own pip configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
here=$(pwd -P)
# Installed, importable, and installed from THIS checkout (an editable install of another clone would run its code).
installed_from=$(cd / && "$py" -c 'import harness, torch, transformers, optimum.quanto, hqq, ruamel.yaml, rich, mistral_common, sentencepiece, google.protobuf, os
print(os.path.dirname(os.path.dirname(os.path.realpath(harness.__file__))))' 2>/dev/null || true)
if [ "$installed_from" != "$here" ]; then
  echo "setup: installing the harness and its branch dependencies" >&2
  "$py" -m pip install -q -e '.[entry,quanto,hqq,test,tokenizers]'
fi
if [ ! -f models/tiny-llama/config.json ]; then
  echo "setup: making the tiny model at models/tiny-llama" >&2
  "$py" -m harness model tiny --out models/tiny-llama
fi
if [ ! -f models/canary/config.json ]; then
  echo "setup: installing the canary model at models/canary" >&2
  "$py" -m harness model canary --out models/canary
fi
echo "setup: ready" >&2
