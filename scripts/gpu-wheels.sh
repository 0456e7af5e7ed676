#!/usr/bin/env bash
# Wheels that a GPU host's image may lack for scripts/gpu-check.sh, fetched here (where pip reaches the package index
# this host is configured with) for the GPU host's Python, into .whl/ (ignored by git). The GPU host then needs no
# network: scripts/gpu-check.sh installs .whl/*.whl into a private target directory, never over the host's packages.
#
#   bash scripts/gpu-wheels.sh                 # for Python 3.12
#   PYVER=3.11 bash scripts/gpu-wheels.sh
#
# The host is expected to bring torch (a CUDA build), transformers, safetensors, tokenizers, nvidia-ml-py, jinja2,
# tabulate, rich, matplotlib and pytest; these are the orchestrator's and the quanto candidate's other needs.
set -euo pipefail
cd "$(dirname "$0")/.."
PYVER=${PYVER:-3.12}
PACKAGES=(
  "ruamel.yaml==0.19.1"
  "jsonschema==4.26.0" "referencing==0.37.0" "rpds-py==0.30.0" "jsonschema-specifications==2025.9.1" "attrs==26.1.0"
  "optimum-quanto==0.2.7"
  "ninja==1.13.2"
)
mkdir -p .whl
python3 -m pip download -q --no-deps --only-binary=:all: --python-version "$PYVER" --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
  -d .whl "${PACKAGES[@]}"
ls -l .whl
echo "requirements the wheels declare (check the GPU host has them):"
for w in .whl/*.whl; do unzip -p "$w" '*.dist-info/METADATA' | grep '^Requires-Dist' | grep -v 'extra ==' \
  | sed "s|^|  $(basename "$w" | cut -d- -f1): |"; done
