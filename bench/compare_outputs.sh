#!/bin/bash
# bench/compare_outputs.sh VENV DIR: every bench corpus's output under the mjcalc of VENV
# (stdout, stderr, exit statuses) into DIR, to cmp against another build's (issue 34):
#   bench/compare_outputs.sh /work/venv-before bench/out/i34/before
#   bench/compare_outputs.sh /work/venv-after bench/out/i34/after
#   for f in $(cd bench/out/i34/before && find . -type f); do
#     cmp bench/out/i34/{before,after}/$f; done
# Run from the project root. The corpora are made once into bench/out/i34 by gen_hands.py.
set -u
V=$1; D=$2; I=bench/out/i34; M=$V/bin/mjcalc
mkdir -p "$D/log" "$I"
[ -f $I/h4.args ] || python3 bench/gen_hands.py -n 10000 --seed 1 --form both -o $I/h4
[ -f $I/h3.args ] || python3 bench/gen_hands.py -n 10000 --seed 1 --form both --players 3 -o $I/h3
$M batch -f json < $I/h4.args > $D/batch4.jsonl 2> $D/batch4.err; echo "batch4 rc=$?" > $D/rc
$M batch -f json < $I/h3.args > $D/batch3.jsonl 2> $D/batch3.err; echo "batch3 rc=$?" >> $D/rc
$M batch -f majiang < $I/h4.jsonl > $D/batch4m.jsonl 2> $D/batch4m.err; echo "batch4m rc=$?" >> $D/rc
$M batch -f json < $I/h4.jsonl > $D/batch4mj.jsonl 2> $D/batch4mj.err; echo "batch4mj rc=$?" >> $D/rc
$M batch -f json < $I/h3.jsonl > $D/batch3mj.jsonl 2> $D/batch3mj.err; echo "batch3mj rc=$?" >> $D/rc
# each log fixture alone (a refusal in one does not hide the others' output), then all
find tests/fixtures/logs -type f | sort | while read -r f; do
  n=$(echo "$f" | tr '/' '_')
  $M log -f json "$f" > "$D/log/$n.out" 2> "$D/log/$n.err"; echo "$f rc=$?" >> $D/rc
done
$M log -f json tests/fixtures/logs > $D/logall.jsonl 2> $D/logall.err; echo "logall rc=$?" >> $D/rc
# efficiency and waits: the closed hands among the first 300 generated (14 tiles), and
# 40 of them less their last two characters (13 tiles, or a refusal: both builds alike)
head -300 $I/h4.args | cut -d' ' -f1 | grep -v ',' > $D/eff_hands.txt
$M efficiency -f json - < $D/eff_hands.txt > $D/eff_lines.jsonl 2> $D/eff.err; echo "eff- rc=$?" >> $D/rc
head -40 $D/eff_hands.txt | while read -r h; do
  $M efficiency -f json --depth 2 --discards m1 "$h"; echo "rc=$?"
  $M waits -f json --riichi --dora m1 --discards p1 "${h:0:${#h}-2}"; echo "rc=$?"
  $M waits -f table "${h:0:${#h}-2}" --players 4; echo "rc=$?"
done > $D/waits_eff.txt 2>&1
