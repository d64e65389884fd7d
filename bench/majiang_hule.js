#!/usr/bin/env node
// Score majiang-core hule records with majiang-core itself (the differential peer).
//
// stdin: JSON Lines, each {"shoupai": "...", "rongpai": "m1+"|null, "param": {...}} where
// param is either the flat form Majiang.Util.hule_param() takes or the expanded form
// Majiang.Util.hule() takes. stdout: one JSON line per input line, in order: the result
// of Majiang.Util.hule as JSON.stringify writes it, {"nowin": true} when hule gives
// nothing, or {"error": "..."} when majiang-core throws.
//
// A "rule" object, if present, is completed with Majiang.rule()'s defaults (mjcalc's
// record reader reads it the same way). Module path: $MAJIANG_CORE or the peer install.
"use strict";

const path = require("path");
const readline = require("readline");

const modulePath = process.env.MAJIANG_CORE
    || path.join(__dirname, "..", "..", "peers", "node_modules", "@kobalab", "majiang-core");
const Majiang = require(modulePath);

function toParam(raw) {
    const rule = Majiang.rule(raw.rule || {});
    if (raw.hupai !== undefined || raw.jicun !== undefined) {
        return Object.assign({}, raw, {
            rule: rule,
            hupai: raw.hupai || {},
            baopai: raw.baopai || [],
            fubaopai: raw.fubaopai === undefined ? null : raw.fubaopai,
            jicun: raw.jicun || { changbang: 0, lizhibang: 0 },
        });
    }
    return Majiang.Util.hule_param(Object.assign({}, raw, { rule: rule }));
}

function scoreLine(line) {
    const record = JSON.parse(line);
    const shoupai = Majiang.Shoupai.fromString(record.shoupai);
    const result = Majiang.Util.hule(shoupai, record.rongpai || null, toParam(record.param || {}));
    return result === undefined ? { nowin: true } : result;
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
const out = [];
rl.on("line", (line) => {
    if (!line.trim()) return;
    let answer;
    try {
        answer = JSON.stringify(scoreLine(line));
    } catch (e) {
        answer = JSON.stringify({ error: String(e && e.message || e) });
    }
    out.push(answer);
    if (out.length >= 1000) {
        process.stdout.write(out.join("\n") + "\n");
        out.length = 0;
    }
});
rl.on("close", () => {
    if (out.length) process.stdout.write(out.join("\n") + "\n");
});
