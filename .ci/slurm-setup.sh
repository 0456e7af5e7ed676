#!/usr/bin/env bash
# Start a real single-node Slurm cluster (Debian's slurm-wlm 22.05 + munge) for the slurm-marked tests.
#
# Installs slurm-wlm and munge with apt-get when missing (the host's own apt sources; nothing here names a host),
# writes /etc/slurm/slurm.conf only when it is absent or was written by this script (marker line below), starts
# munged, slurmctld and slurmd with pid files under /run/kvh-slurm/, and waits (with a deadline) until sinfo shows
# the node idle. Needs root. .ci/slurm-teardown.sh stops exactly the daemons this script started, by pid.
set -euo pipefail

CONF=/etc/slurm/slurm.conf
MARKER="# written by kvcache-harness .ci/slurm-setup.sh"
STATE=/var/lib/kvh-slurm
RUN=/run/kvh-slurm
LOG=/var/log/kvh-slurm
DEADLINE_S=${SLURM_SETUP_DEADLINE_S:-60}

if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm munge
fi

mkdir -p "$STATE/ctld" "$STATE/d" "$RUN" "$LOG" /etc/slurm /run/munge
: >"$RUN/started"   # the daemons this run of setup started, one "name pid-file" per line (teardown reads it)

# munge: a key (mode 400, owner munge) if the package did not make one, then the daemon.
if [[ ! -s /etc/munge/munge.key ]]; then
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 status=none
fi
chown -R munge:munge /etc/munge
chmod 0400 /etc/munge/munge.key
chmod 0755 /run/munge
if munge -n </dev/null >/dev/null 2>&1; then
    echo "munged already answers" >&2
else
    rm -f "$RUN/munged.pid"
    # Runs as root here (as slurmd does): its log and seed live in our own root-owned folders.
    munged --force --pid-file="$RUN/munged.pid" --log-file="$LOG/munged.log" --seed-file="$STATE/munged.seed"
    echo "munged $RUN/munged.pid" >>"$RUN/started"
fi

host=$(hostname -s)
cpus=$(nproc)
mem_mib=$(( $(awk '/^MemTotal:/ {print $2}' /proc/meminfo) / 1024 ))
real_mib=$(( mem_mib * 9 / 10 ))
if [[ -e "$CONF" ]] && ! grep -qxF "$MARKER" "$CONF"; then
    echo "$CONF exists and was not written by this script: using it as it is" >&2
else
    cat >"$CONF.tmp" <<EOF
$MARKER
ClusterName=kvh
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
SchedulerType=sched/backfill
ReturnToService=2
# Keep finished jobs in slurmctld's memory for an hour: without accounting (no slurmdbd) scontrol is how the
# harness reads a job's end state, exit code and node.
MinJobAge=3600
StateSaveLocation=$STATE/ctld
SlurmdSpoolDir=$STATE/d
SlurmctldPidFile=$RUN/slurmctld.pid
SlurmdPidFile=$RUN/slurmd.pid
SlurmctldLogFile=$LOG/slurmctld.log
SlurmdLogFile=$LOG/slurmd.log
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
DefMemPerCPU=$(( real_mib / cpus ))
NodeName=$host CPUs=$cpus RealMemory=$real_mib State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
    mv "$CONF.tmp" "$CONF"
fi

if scontrol ping 2>/dev/null | grep -q "is UP"; then
    echo "slurmctld already answers" >&2
else
    rm -f "$RUN/slurmctld.pid"
    slurmctld
    echo "slurmctld $RUN/slurmctld.pid" >>"$RUN/started"
fi
if [[ -s "$RUN/slurmd.pid" ]] && kill -0 "$(cat "$RUN/slurmd.pid")" 2>/dev/null; then
    echo "slurmd already runs" >&2
else
    rm -f "$RUN/slurmd.pid"
    slurmd
    echo "slurmd $RUN/slurmd.pid" >>"$RUN/started"
fi

# Wait until the node is idle (poll with a deadline).
end=$(( $(date +%s) + DEADLINE_S ))
while :; do
    state=$(sinfo -h -N -n "$host" -o '%T' 2>/dev/null | head -n1 || true)
    case "$state" in
        idle|mixed|allocated) echo "slurm: node $host is $state ($(sinfo -V))" >&2; exit 0 ;;
        down*|drain*) scontrol update NodeName="$host" State=RESUME 2>/dev/null || true ;;
    esac
    if (( $(date +%s) >= end )); then
        echo "slurm: node $host not idle after ${DEADLINE_S}s (state: ${state:-none}); see $LOG" >&2
        exit 3
    fi
    sleep 0.5
done
