#!/bin/sh
# The Slurm runner's batch script (harness/run/slurm.py): run the command given as its arguments, unchanged.
# sbatch stores this file and the arguments; no spec value is ever part of a shell string.
exec "$@"
