#!/usr/bin/env bash
# Start a Docker engine for the docker-marked tests and build the demo images.
#
# Usage: .ci/docker-setup.sh [engine|images|all]     (default: all)
#   engine  install docker.io + debootstrap if missing, start dockerd (own data root and pidfile), wait for it
#   images  bootstrap the base image (once), fetch the locks' wheels, prune superseded images, build demo-docker's
# Needs root. The apt and pip mirrors are the host's own configuration; nothing here names a host.
# Stop the engine with .ci/docker-teardown.sh. Data root and pidfile below are fixed so teardown finds them.
set -euo pipefail

DATA_ROOT=/var/lib/kvh-docker
PIDFILE=/run/kvh-dockerd.pid
LOG=/var/log/kvh-dockerd.log
SPEC=specs/demo-docker.yaml
cd "$(dirname "$0")/.."

engine() {
    if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
        apt-get update -q
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q docker.io debootstrap
    fi
    if docker info --format '{{.ServerVersion}}' >/dev/null 2>&1; then
        echo "docker engine already answers" >&2
        return 0
    fi
    mkdir -p "$DATA_ROOT"
    # Own data root and pidfile; no iptables, no bridge: containers run with --network none.
    nohup dockerd --storage-driver=overlay2 --iptables=false --ip-masq=false --bridge=none \
        --data-root="$DATA_ROOT" --pidfile="$PIDFILE" >>"$LOG" 2>&1 &
    for _ in $(seq 1 60); do
        if docker info --format '{{.ServerVersion}}' >/dev/null 2>&1; then
            echo "dockerd $(docker info --format '{{.ServerVersion}}') answers (data root $DATA_ROOT)" >&2
            return 0
        fi
        sleep 1
    done
    echo "dockerd did not answer within 60 s; see $LOG" >&2
    return 3
}

images() {
    python -m harness images bootstrap-base --if-missing
    python -m harness images lock --frozen "$SPEC"   # the committed locks' wheels, hash-checked; no re-resolution
    # This data root outlives a run: earlier checkouts' images (each harness change tags a new one, about 1.4 GB over
    # the base) and dangling layers of interrupted builds would fill the disk. A clean clone has no build records,
    # so every demo-docker image goes; the base stays.
    python -m harness images prune "$SPEC"
    docker image prune -f >/dev/null
    python -m harness images build "$SPEC"
    python -m harness images audit "$SPEC"
}

case "${1:-all}" in
    engine) engine ;;
    images) images ;;
    all) engine; images ;;
    *) echo "usage: $0 [engine|images|all]" >&2; exit 2 ;;
esac
