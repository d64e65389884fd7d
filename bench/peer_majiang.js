#!/usr/bin/env node
/*
 * Score majiang-core hule records with majiang-core itself (the peer of the benchmarks).
 *
 *   node bench/peer_majiang.js [FILE|-] [--out FILE] [--rule JSON] [--repeat N] [--quiet]
 *
 * Input: JSON Lines, one record {"shoupai", "rongpai", "param"} per line, as written by
 * `python bench/gen_hands.py --form majiang` (param is the one Majiang.Util.hule takes,
 * without `rule`; `--rule '{"クイタンあり": false}'` changes Majiang.rule() defaults).
 * Output (stdout, or --out FILE; nothing with --quiet): one JSON line per record,
 * {"line", "hupai", "fu", "fanshu", "damanguan", "defen", "fenpei"} or {"line", "error"}.
 * Summary (stderr, one JSON line): hands, failed, scoring_s, us_per_hand (mean over the
 * passes), us_per_hand_first (the first, cold pass), us_per_hand_best, total_s.
 * scoring_s times Majiang.Util.hule(Shoupai.fromString(...), ...) alone: reading,
 * JSON parsing and writing are outside it. --repeat N scores the whole set N times
 * (output once) to steady the figure; us_per_hand_best is the fastest pass.
 * --split adds N more passes, each timed as a whole: fromString + hule
 * (us_per_hand_both_first/_best), then Shoupai.fromString alone (us_per_hand_parse_*)
 * and Util.hule alone on those shoupai (us_per_hand_hule_*).
 *
 * majiang-core is looked up in bench/.peers (installed there when absent with
 * `npm install --prefix bench/.peers @kobalab/majiang-core`), then /work/peers,
 * then the ordinary require path.
 */
"use strict";

const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");

const t_start = process.hrtime.bigint();

function loadMajiang() {
    const here = __dirname;
    const candidates = [
        path.join(here, ".peers", "node_modules", "@kobalab", "majiang-core"),
        path.join(here, "..", "..", "peers", "node_modules", "@kobalab", "majiang-core"),
    ];
    for (const dir of candidates) {
        if (fs.existsSync(path.join(dir, "package.json"))) return load(dir);
    }
    try {
        const main = require.resolve("@kobalab/majiang-core");
        return load(path.dirname(path.dirname(main)));
    } catch (e) {
        // not found anywhere: install it next to the benchmark, then load it
    }
    process.stderr.write("peer_majiang: installing @kobalab/majiang-core into bench/.peers\n");
    execFileSync("npm", ["install", "--no-save", "--prefix", path.join(here, ".peers"),
                         "@kobalab/majiang-core"], { stdio: ["ignore", "ignore", "inherit"] });
    return load(candidates[0]);
}

function load(dir) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    return { Majiang: require(dir), version: pkg.version, dir: dir };
}

function parseArgs(argv) {
    const opts = { input: "-", out: null, rule: {}, repeat: 1, quiet: false, split: false };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === "--out") opts.out = argv[++i];
        else if (a === "--rule") opts.rule = JSON.parse(argv[++i]);
        else if (a === "--repeat") opts.repeat = Math.max(1, parseInt(argv[++i], 10));
        else if (a === "--quiet") opts.quiet = true;
        else if (a === "--split") opts.split = true;
        else if (a === "-h" || a === "--help") {
            process.stdout.write("usage: node bench/peer_majiang.js [FILE|-] [--out FILE] "
                                 + "[--rule JSON] [--repeat N] [--quiet] [--split]\n");
            process.exit(0);
        }
        else opts.input = a;
    }
    return opts;
}

function main() {
    const opts = parseArgs(process.argv.slice(2));
    const { Majiang, version } = loadMajiang();
    const rule = Majiang.rule(opts.rule);
    const text = fs.readFileSync(opts.input === "-" ? 0 : opts.input, "utf8");

    // Parse every record first: only the scoring call is timed.
    const records = [];
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].trim();
        if (!line || line[0] === "#") continue;
        let rec;
        try {
            rec = JSON.parse(line);
            rec.param = Object.assign({}, rec.param, { rule: rule });
        } catch (e) {
            records.push({ line: i + 1, bad: String(e) });
            continue;
        }
        records.push({ line: i + 1, rec: rec });
    }

    const results = new Array(records.length);
    let scoring_ns = 0n;
    let failed = 0;
    const passes_ns = [];
    for (let r = 0; r < opts.repeat; r++) {
        const pass_start = scoring_ns;
        for (let i = 0; i < records.length; i++) {
            const item = records[i];
            if (item.bad) continue;
            const rec = item.rec;
            let out, err;
            const t0 = process.hrtime.bigint();
            try {
                out = Majiang.Util.hule(Majiang.Shoupai.fromString(rec.shoupai),
                                        rec.rongpai, rec.param);
            } catch (e) {
                err = e;
            }
            scoring_ns += process.hrtime.bigint() - t0;
            if (r === 0) results[i] = err ? { error: String(err && err.message || err) } : out;
        }
        passes_ns.push(scoring_ns - pass_start);
    }

    const chunks = [];
    for (let i = 0; i < records.length; i++) {
        const item = records[i];
        let o;
        if (item.bad) o = { line: item.line, error: "bad record: " + item.bad };
        else {
            const res = results[i];
            if (!res) o = { line: item.line, error: "not a winning hand" };
            else if (res.error) o = { line: item.line, error: res.error };
            else if (!res.hupai) o = { line: item.line, error: "no yaku" };
            else o = { line: item.line, hupai: res.hupai, fu: res.fu ?? null,
                       fanshu: res.fanshu ?? null, damanguan: res.damanguan ?? null,
                       defen: res.defen, fenpei: res.fenpei };
        }
        if (o.error) failed++;
        if (!opts.quiet) chunks.push(JSON.stringify(o));
    }
    if (!opts.quiet) {
        const body = chunks.join("\n") + (chunks.length ? "\n" : "");
        if (opts.out) fs.writeFileSync(opts.out, body);
        else fs.writeSync(1, body);
    }

    // --split: each of --repeat more passes times, with one clock around the whole pass
    // (no clock read per hand), fromString + hule together, then Shoupai.fromString alone
    // over all hands, then Util.hule alone on those shoupai (hule clones its shoupai).
    const split = {};
    if (opts.split) {
        const both_ns = [], parse_ns = [], hule_ns = [];
        for (let r = 0; r < opts.repeat; r++) {
            let t0 = process.hrtime.bigint();
            for (let i = 0; i < records.length; i++) {
                const item = records[i];
                if (item.bad) continue;
                const rec = item.rec;
                try {
                    Majiang.Util.hule(Majiang.Shoupai.fromString(rec.shoupai), rec.rongpai,
                                      rec.param);
                } catch (e) { /* counted as work, as in the main loop */ }
            }
            both_ns.push(process.hrtime.bigint() - t0);
            const shoupai = new Array(records.length);
            t0 = process.hrtime.bigint();
            for (let i = 0; i < records.length; i++) {
                const item = records[i];
                if (item.bad) continue;
                try { shoupai[i] = Majiang.Shoupai.fromString(item.rec.shoupai); }
                catch (e) { shoupai[i] = null; }
            }
            parse_ns.push(process.hrtime.bigint() - t0);
            t0 = process.hrtime.bigint();
            for (let i = 0; i < records.length; i++) {
                const item = records[i];
                if (item.bad || !shoupai[i]) continue;
                try { Majiang.Util.hule(shoupai[i], item.rec.rongpai, item.rec.param); }
                catch (e) { /* counted as work, as in the main loop */ }
            }
            hule_ns.push(process.hrtime.bigint() - t0);
        }
        const best = (xs) => xs.reduce((a, b) => (b < a ? b : a), xs[0]);
        const per = (ns) => (records.length ? Number(ns) / 1e3 / records.length : null);
        split.us_per_hand_both_first = per(both_ns[0]);
        split.us_per_hand_both_best = per(best(both_ns));
        split.us_per_hand_parse_first = per(parse_ns[0]);
        split.us_per_hand_parse_best = per(best(parse_ns));
        split.us_per_hand_hule_first = per(hule_ns[0]);
        split.us_per_hand_hule_best = per(best(hule_ns));
    }

    const n = records.length;
    const best_ns = passes_ns.reduce((a, b) => (b < a ? b : a), passes_ns[0] ?? 0n);
    const summary = {
        peer: "majiang-core",
        version: version,
        hands: records.length,
        failed: failed,
        repeat: opts.repeat,
        scoring_s: Number(scoring_ns) / 1e9,
        // first pass (cold: includes V8's warm-up), mean and best over the passes
        us_per_hand_first: n ? Number(passes_ns[0]) / 1e3 / n : null,
        us_per_hand: n ? Number(scoring_ns) / 1e3 / n / opts.repeat : null,
        us_per_hand_best: n ? Number(best_ns) / 1e3 / n : null,
        total_s: Number(process.hrtime.bigint() - t_start) / 1e9,
        ...split,
    };
    process.stderr.write(JSON.stringify(summary) + "\n");
}

main();
