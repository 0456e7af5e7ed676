#!/usr/bin/env bash
# Stop the dockerd started by .ci/docker-setup.sh (by its pidfile), waiting up to 30 s. Images stay in its data root.
set -euo pipefail
PIDFILE=/run/kvh-dockerd.pid
if [[ ! -s "$PIDFILE" ]]; then
    echo "no dockerd pidfile at $PIDFILE: nothing to stop" >&2
    exit 0
fi
pid=$(cat "$PIDFILE")
kill -TERM "$pid" 2>/dev/null || true
for _ in $(seq 1 30); do
    kill -0 "$pid" 2>/dev/null || { echo "dockerd $pid stopped" >&2; exit 0; }
    sleep 1
done
echo "dockerd $pid still running after 30 s" >&2
exit 3
