#!/usr/bin/env bash
# Every check that needs a CUDA device, once, with one table at the end (see scripts/gpu_check.py for the steps).
# Run from anywhere on a GPU host; when its Python lacks a package the check needs, the wheels in .whl/ (from
# scripts/gpu-wheels.sh) are installed first into a private target directory. Results, logs and the demo run's report go to $OUT (default /tmp/kvh-gpu-check).
#
#   bash scripts/gpu-check.sh                  # device cuda:0
#   DEVICE=cuda:1 bash scripts/gpu-check.sh
#   DEVICE=cpu bash scripts/gpu-check.sh       # rehearsal on a CPU machine: runs the steps, shows nothing about CUDA
#
# The first row of the table is a preflight naming every missing piece (never a traceback); without a CUDA device
# every CUDA row says `pending` and why.
# Exit: 0 no step failed, 1 a step failed, 3 a piece is missing (preflight) or the wheels could not be installed,
# 4 no CUDA device.
set -u
cd "$(dirname "$0")/.."
export PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
shopt -s nullglob
WHEELS=() CUDA_WHEELS=()
for w in .whl/*.whl; do
  case "$(basename "$w")" in nvidia_*) CUDA_WHEELS+=("$w") ;; *) WHEELS+=("$w") ;; esac
done
# nvcc for quanto_cuda from CUDA 13's wheels (NVCC=13.0 bash scripts/gpu-wheels.sh), only on a CUDA run of a host
# without a toolkit: into a folder of its own, never on the Python path (torch keeps its own CUDA runtime).
if [[ "${DEVICE:-cuda:0}" == cuda* ]] && [ ${#CUDA_WHEELS[@]} -gt 0 ] && [ -z "${CUDA_HOME:-}" ] \
  && ! command -v nvcc > /dev/null; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/kvh-cuda \
    "${CUDA_WHEELS[@]}" || { echo "gpu-check: the CUDA wheels in .whl/ could not be installed" >&2; exit 3; }
  for home in /tmp/kvh-cuda/nvidia/cu*; do
    ln -sf "$(basename "$home/lib/"libcudart.so.*)" "$home/lib/libcudart.so"  # torch links -lcudart
    export CUDA_HOME="$home"
  done
fi
# Only what this Python lacks: a host that already has the packages keeps its own.
if { ! "$PY" -c "import ruamel.yaml, jsonschema, attrs, optimum.quanto" 2> /dev/null || ! command -v ninja > /dev/null; } \
  && [ ${#WHEELS[@]} -gt 0 ]; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/kvh-site \
    "${WHEELS[@]}" || { echo "gpu-check: the wheels in .whl/ could not be installed" >&2; exit 3; }
  export PYTHONPATH="/tmp/kvh-site:$PWD${PYTHONPATH:+:$PYTHONPATH}"
  export PATH="/tmp/kvh-site/bin:$PATH"  # ninja's executable (quanto's extension build runs it)
else
  export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
fi
exec "$PY" scripts/gpu_check.py --device "${DEVICE:-cuda:0}" "$@"
