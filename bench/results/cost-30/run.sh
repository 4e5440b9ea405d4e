#!/bin/bash
# alternate before/after: a warm-up each, then 3 timed pairs, then a profile each
export MEMORYHUB_VAR_DIR=/tmp/cost30-var
D=/work/main/bench/results/cost-v13/ingest_cpu.py
PY=/work/main/.venv/bin/python
for v in before after; do (cd /tmp/wt-$v && $PY $D /tmp/cost30/warmup-$v.json > /tmp/cost30/warmup-$v.log 2>&1); done
for i in 1 2 3; do for v in before after; do uptime > /tmp/cost30/run$i-$v.log; (cd /tmp/wt-$v && $PY $D /tmp/cost30/run$i-$v.json >> /tmp/cost30/run$i-$v.log 2>&1); uptime >> /tmp/cost30/run$i-$v.log; done; done
for v in before after; do (cd /tmp/wt-$v && $PY $D /tmp/cost30/prof-$v.json --profile > /tmp/cost30/prof-$v.log 2>&1); done
echo done > /tmp/cost30/DONE
