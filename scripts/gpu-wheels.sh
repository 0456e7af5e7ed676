#!/usr/bin/env bash
# Wheels that a GPU host's image may lack for scripts/gpu-check.sh, fetched here (where pip reaches the package index
# this host is configured with) for the GPU host's Python, into .whl/ (ignored by git). The GPU host then needs no
# network: scripts/gpu-check.sh installs .whl/*.whl into a private target directory, never over the host's packages.
#
#   bash scripts/gpu-wheels.sh                 # for Python 3.12
#   PYVER=3.11 bash scripts/gpu-wheels.sh
#   NVCC=13.0 bash scripts/gpu-wheels.sh       # also nvcc from CUDA 13.0's wheels, for a host whose torch is a
#                                              # CUDA 13.0 build and that has no CUDA toolkit (quanto_cuda needs nvcc)
#
# NVCC: CUDA 13's wheels lay one toolkit tree, nvidia/cu13/{bin,include,lib,nvvm} (nvcc 13.0.88 from them compiles
# for sm_80/sm_90 on a machine without a GPU); CUDA 12's nvidia-cuda-nvcc-cu12 holds ptxas and libnvvm only (no nvcc
# driver), so there is no NVCC=12.x. gpu-check.sh installs them apart (/tmp/kvh-cuda) and sets CUDA_HOME there.
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
case "${NVCC:-}" in
  "") ;;
  13.0) PACKAGES+=("nvidia-cuda-nvcc==13.0.88" "nvidia-nvvm==13.0.88" "nvidia-cuda-crt==13.0.88"
                  "nvidia-cuda-runtime==13.0.96" "nvidia-cuda-cccl==13.0.85") ;;
  *) echo "gpu-wheels: NVCC=$NVCC: only 13.0 is listed here (CUDA 12's wheels have no nvcc driver)" >&2; exit 2 ;;
esac
mkdir -p .whl
python3 -m pip download -q --no-deps --only-binary=:all: --python-version "$PYVER" --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
  -d .whl "${PACKAGES[@]}"
ls -l .whl
echo "requirements the wheels declare (check the GPU host has them):"
for w in .whl/*.whl; do unzip -p "$w" '*.dist-info/METADATA' | grep '^Requires-Dist' | grep -v 'extra ==' \
  | sed "s|^|  $(basename "$w" | cut -d- -f1): |"; done
