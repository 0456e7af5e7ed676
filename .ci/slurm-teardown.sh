#!/usr/bin/env bash
# Stop the Slurm daemons that .ci/slurm-setup.sh started (and only those), by their pid files, newest first,
# waiting up to 30 s each. The conf, state and logs stay.
set -euo pipefail
RUN=/run/kvh-slurm
if [[ ! -s "$RUN/started" ]]; then
    echo "no $RUN/started: nothing to stop" >&2
    exit 0
fi
status=0
# Reverse order: slurmd, slurmctld, then munged.
while read -r name pidfile; do
    if [[ ! -s "$pidfile" ]]; then
        echo "$name: no pid file $pidfile" >&2
        continue
    fi
    pid=$(cat "$pidfile")
    kill -TERM "$pid" 2>/dev/null || { echo "$name $pid already gone" >&2; continue; }
    stopped=0
    for _ in $(seq 1 60); do
        if ! kill -0 "$pid" 2>/dev/null; then stopped=1; break; fi
        sleep 0.5
    done
    if [[ $stopped = 1 ]]; then echo "$name $pid stopped" >&2; else echo "$name $pid still running after 30 s" >&2; status=3; fi
done < <(tac "$RUN/started")
: >"$RUN/started"
exit $status
