"""``mjcalc log``: records, views, the summary, bad files, --verify, --commands, --jobs."""

from __future__ import annotations

import gzip
import json
import shlex
import subprocess
from pathlib import Path

import pytest
from build_under_test import build
from conftest import Run
from fast_cli import invoke

LOGS = Path(__file__).resolve().parents[2] / "fixtures" / "logs"
NO_RED = LOGS / "handwritten" / "no-red-tenhou.mjlog"
DOUBLE_RON = LOGS / "mjlog" / "double-ron.mjlog.gz"
KEYS = {"file", "game", "round", "honba", "kind", "seat", "hand", "recorded", "scored",
        "agree", "diff"}


def records(stdout: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.splitlines()]


def summary(stderr: str) -> dict[str, object]:
    line = [x for x in stderr.splitlines() if x.startswith("{")][-1]
    data: dict[str, object] = json.loads(line)
    return data


def test_json_records_and_summary() -> None:
    out = invoke(["log", str(DOUBLE_RON)])
    assert out.status == 0, out.stderr
    found = records(out.stdout)
    assert all(set(r) >= KEYS for r in found)
    assert [r["kind"] for r in found] == ["win", "draw", "win", "win", "win", "end"]
    # the double ron of E4: two records of one round, the discarder paying both
    e4 = [r for r in found if r["round"] == "E4"]
    assert len(e4) == 2 and {r["seat"] for r in e4} == {0, 2}
    assert all(r["agree"] for r in found)
    total = summary(out.stderr)
    assert total["games"] == 1
    assert total["events"] == {"win": {"total": 4, "agree": 4},
                               "draw": {"total": 1, "agree": 1},
                               "end": {"total": 1, "agree": 1},
                               "error": {"total": 0, "agree": 0}}


def test_every_fixture_agrees_and_verify_passes() -> None:
    out = invoke(["log", str(LOGS), "--verify"])
    assert out.status == 0, out.stderr
    total = summary(out.stderr)
    assert total["skipped_games"] == 0  # the three-player log is scored too
    events = total["events"]
    assert isinstance(events, dict) and events["win"]["total"] >= 150
    assert events["win"]["total"] == events["win"]["agree"]


def tampered(tmp_path: Path) -> Path:
    """The handwritten log with the tenhou recorded as 36000 instead of 48000."""
    text = NO_RED.read_text().replace('ten="20,48000,5"', 'ten="20,36000,5"')
    path = tmp_path / "tampered.mjlog"
    path.write_text(text)
    return path


def test_verify_fails_on_a_disagreement(tmp_path: Path) -> None:
    path = tampered(tmp_path)
    assert invoke(["log", str(path)]).status == 0
    out = invoke(["log", str(path), "--verify"])
    assert out.status == 1
    win = records(out.stdout)[0]
    assert win["agree"] is False and win["diff"] == ["points"]


def test_short_and_table_views(run: Run) -> None:
    short = invoke(["log", str(DOUBLE_RON), "-f", "short"])
    lines = short.stdout.splitlines()
    assert lines[0].endswith("agree") and " E1-0 win seat 1 " in lines[0]
    assert "wins: 4, agree 4" in lines
    table = invoke(["log", str(DOUBLE_RON), "-f", "table"])
    # the sheet's last line before the end: the scores after E4's double ron (the
    # recorded final scores of the game, 34400 36000 33000 -1400)
    row = [x for x in table.stdout.splitlines() if x.startswith("E4")][-1]
    assert row.split()[-5:] == ["34400", "36000", "33000", "-1400", "agree"]


def test_bad_file_reported_and_others_go_on(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("hello")
    out = invoke(["log", str(bad), str(NO_RED), str(tmp_path / "missing.mjlog")])
    assert out.status == 2
    errors = [x for x in out.stderr.splitlines() if x.startswith("mjcalc: error")]
    assert errors == [
        f"mjcalc: error[bad_log]: {bad}: line 1: not a game log in a known format "
        "(mjlog, tenhou6, mjai, paipu)",
        f"mjcalc: error[bad_log]: {tmp_path / 'missing.mjlog'}: cannot read: No such file "
        "or directory"]
    assert [r["kind"] for r in records(out.stdout)] == ["win", "end"]
    assert "Traceback" not in out.stderr


def test_cut_file_keeps_its_rounds(tmp_path: Path) -> None:
    text = gzip.decompress(DOUBLE_RON.read_bytes()).decode()
    cut = tmp_path / "cut.mjlog"
    cut.write_text(text[:text.index("<INIT", text.index("<INIT") + 1) + 300])
    out = invoke(["log", str(cut)])
    assert out.status == 2
    assert [r["round"] for r in records(out.stdout)] == ["E1"]
    assert f"mjcalc: error[bad_log]: {cut}: line " in out.stderr
    incomplete = summary(out.stderr)["incomplete_games"]
    assert isinstance(incomplete, list) and len(incomplete) == 1


def test_stdin_gzip_and_input_format() -> None:
    data = DOUBLE_RON.read_bytes()
    out = invoke(["log", "-", "--input-format", "mjlog"], input=data)
    assert out.status == 0, out.stderr
    assert len(records(out.stdout)) == 6
    wrong = invoke(["log", str(DOUBLE_RON), "--input-format", "tenhou6"])
    assert wrong.status == 2 and "error[bad_log]" in wrong.stderr
    unknown = invoke(["log", str(DOUBLE_RON), "--input-format", "xml"])
    assert unknown.status == 2 and "unknown log format 'xml'" in unknown.stderr


def test_jobs_keep_the_order() -> None:
    one = invoke(["log", str(LOGS), "-f", "short"])
    two = invoke(["log", str(LOGS), "-f", "short", "--jobs", "2"])
    assert one.stdout == two.stdout and one.stdout


@pytest.mark.parametrize("args", [
    ["-f", "json", "--commands"], ["-f", "short", "--commands", "--lang", "ja"],
    ["-f", "table", "--commands"], ["--verify"], ["-f", "short", "--verify"]],
    ids=lambda a: " ".join(a))
def test_jobs_render_in_the_workers_as_one_process_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]) -> None:
    # the workers render each file and count its games; the main process writes them in
    # file order and adds up: every view, the summary, --verify's message, the bad files'
    # errors (between the files around them) and the exit status as one process gives
    monkeypatch.setenv("COLUMNS", "60")  # measured by the main process, used by workers
    bad = tmp_path / "bad.json"
    bad.write_text("hello")
    text = gzip.decompress(DOUBLE_RON.read_bytes()).decode()
    cut = tmp_path / "cut.mjlog"
    cut.write_text(text[:text.index("<INIT", text.index("<INIT") + 1) + 300])
    files = [str(DOUBLE_RON), str(bad), str(tampered(tmp_path)), str(cut), str(LOGS),
             str(NO_RED)]
    one = invoke(["log", *files, *args])
    three = invoke(["log", *files, *args, "--jobs", "3"])
    assert (three.status, three.stdout, three.stderr) == (one.status, one.stdout, one.stderr)
    # the unreadable and the cut file: 2 (before --verify's 1)
    assert one.status == 2 and one.stdout
    errors = [x for x in one.stderr.splitlines() if x.startswith("mjcalc: error")]
    assert [x.split(":")[2].strip() for x in errors[:2]] == [str(bad), str(cut)]
    if "--verify" in args:  # the tampered tenhou: 36000 recorded, 48000 scored
        assert "error[disagreement]: --verify: 1 of " in one.stderr
        assert f"the first: {tmp_path / 'tampered.mjlog'} game 1 " in one.stderr
    if "--commands" in args and "json" not in args:  # wrapped at 60 columns
        assert " \\\n" in three.stdout


def test_jobs_to_a_full_disk_is_one_io_error() -> None:
    # only the main process writes: a full disk is one io error, exit 1, whatever -j
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    for jobs in ("1", "2"):
        with open("/dev/full", "wb") as full:
            done = subprocess.run(build().mjcalc("log", str(LOGS), "-j", jobs),
                                  **build().kwargs(), stdout=full, stderr=subprocess.PIPE,
                                  stdin=subprocess.DEVNULL, timeout=120, check=False)
        lines = done.stderr.decode().splitlines()
        assert done.returncode == 1 and len(lines) == 1, done.stderr
        assert lines[0].startswith("mjcalc: error[io]: ") and "No space left" in lines[0]


def test_rules_options_change_the_scoring() -> None:
    # without the log's "no red fives", the tiles are still plain: nothing changes; under
    # saki (renhou as a yakuman, other uma rounding alike) the tenhou still pays 48000
    out = invoke(["log", str(NO_RED), "--rules", "saki"])
    assert out.status == 0 and all(r["agree"] for r in records(out.stdout))
    # uma 5-10 changes the game end: 2nd -21 + 5 = -16 against the recorded -11.0
    out = invoke(["log", str(NO_RED), "--rule", "uma=5-10", "--verify"])
    assert out.status == 1
    end = records(out.stdout)[-1]
    assert end["kind"] == "end" and end["diff"] == ["points"]
    assert invoke(["log", str(NO_RED), "--rules", "nope"]).status == 2


@pytest.mark.parametrize("path", [NO_RED, DOUBLE_RON])
def test_commands_reproduce_each_win(path: Path) -> None:
    out = invoke(["log", str(path), "--commands"])
    wins = [r for r in records(out.stdout) if r["kind"] == "win"]
    assert wins
    for win in wins:
        command = win["command"]
        assert isinstance(command, str)
        words = shlex.split(command)
        assert words[:2] == ["mjcalc", "score"]
        scored = invoke([*words[1:], "-f", "json"])
        assert scored.status == 0, scored.stderr
        result = json.loads(scored.stdout)
        recorded = win["recorded"]
        assert isinstance(recorded, dict)
        assert result["points"] == recorded["points"]


SANMA = LOGS / "handwritten" / "sanma.mjlog"


def test_a_three_player_game_is_scored() -> None:
    # Tenhou game type 185 (three players). East (the dealer) deals itself p123 p456 s123
    # s478 s4+p7, draws s4, declares riichi on its first discard (p7): double riichi, no
    # call yet. West discards s6 within the go-around: East rons it (ippatsu), from
    # across the table as Tenhou places three-player seats (s6=). s78 waits on s6/s9, the
    # pair s4, all runs: pinfu, 30 fu for a closed ron. Double riichi 2 + ippatsu 1 +
    # pinfu 1 = 4 han 30 fu; dora z6 (indicator z5) and ura z7 (indicator z6): none.
    # Dealer ron: 30 x 2^6 = 1920 basic, x 6 = 11520 -> 11600, plus the riichi stick:
    # East +12600, West -11600, South 0; three seats, starting at 35000.
    out = invoke(["log", str(SANMA), "--commands"])
    assert out.status == 0, out.stderr
    win = json.loads(out.stdout.splitlines()[0])
    assert win["kind"] == "win" and win["agree"] is True
    assert win["hand"] == "p123456s1234478s6="
    assert win["scores"] == [35000, 35000, 35000]
    assert win["scored"]["points"] == 11600
    assert win["scored"]["deltas"] == [12600, 0, -11600]
    assert sorted(win["scored"]["yaku"]) == [["double_riichi", 2], ["ippatsu", 1],
                                             ["pinfu", 1]]
    assert "--rules tenhou-sanma" in win["command"]


def test_a_kita_is_counted_at_the_win(tmp_path: Path) -> None:
    # The same deal with a North in place of East's p7: East draws s4, sets the North
    # aside (kita, <N m=...> with bit 5 set and the tile 120 in the high byte), draws p7
    # from the dead wall in its place and discards it, no riichi. West's s6: pinfu 1 +
    # kita 1 (a North dora) = 2 han 30 fu: 30 x 2^4 = 480 basic, x 6 = 2880 -> 2900.
    text = SANMA.read_text()
    text = text.replace('hai0="36,40,44,48,53,56,72,76,80,97,101,84,60"',
                        'hai0="36,40,44,48,53,56,72,76,80,97,101,84,120"')
    text = text.replace('<T85/><REACH who="0" step="1"/><D60/><REACH who="0" '
                        'ten="340,350,350,0" step="2"/>',
                        f'<T85/><N who="0" m="{120 << 8 | 0x20}"/><T60/><D60/>')
    text = text.replace('ba="0,1"', 'ba="0,0"').replace('ten="30,11600,0"', 'ten="30,2900,0"')
    text = text.replace('yaku="2,1,7,1,21,2,52,0,53,0"', 'yaku="7,1,52,1"')
    text = text.replace('sc="340,126,350,0,350,-116,0,0"', 'sc="350,29,350,0,350,-29,0,0"')
    path = tmp_path / "kita.mjlog"
    path.write_text(text)
    out = invoke(["log", str(path), "--commands"])
    assert out.status == 0, out.stderr
    win = json.loads(out.stdout.splitlines()[0])
    scored = win["scored"]
    assert scored["points"] == 2900 and scored["han"] == 2
    assert sorted(scored["yaku"]) == [["kita", 1], ["pinfu", 1]]
    assert scored["deltas"] == [2900, 0, -2900]
    assert "--kita 1" in win["command"]
    # the log writes the North as a dora (yaku 52, "52,1"), as Tenhou's mjlog counts a
    # kita: compared as the log counts it, kita 1 + dora 0 is its dora 1 (issue 29)
    assert win["recorded"]["yaku"] == [["dora", 1], ["pinfu", 1]]
    assert win["agree"] and win["diff"] == []


def test_final_points_in_tenths_are_checked_unrounded(tmp_path: Path) -> None:
    # the same game ending 72700 9100 9100 9100, recorded in tenths, as a log that does
    # not round writes it: 2nd -20.9 + 10 = -10.9; 3rd -20.9 - 10 = -30.9; 4th -20.9 - 20
    # = -40.9; 1st -(-10.9 - 30.9 - 40.9) = +82.7
    text = NO_RED.read_text().replace('owari="730,83.0,90,-11.0,90,-31.0,90,-41.0"',
                                      'owari="727,82.7,91,-10.9,91,-30.9,91,-40.9"')
    path = tmp_path / "tenths.mjlog"
    path.write_text(text)
    out = invoke(["log", str(path), "--verify"])
    assert out.status == 0, out.stdout
    assert records(out.stdout)[-1]["scored"]["points"] == [82.7, -10.9, -30.9, -40.9]
    # rounded half up, as Tenhou rounds, it would be +83 -11 -31 -41: a disagreement
    rounded = invoke(["log", str(path), "--rule", "final_rounding=half_up", "--verify"])
    assert rounded.status == 1


def test_closed_output_ends_quietly() -> None:
    # mjcalc log ... | head -1: the reader goes away, mjcalc exits 141 without a traceback
    import subprocess

    proc = subprocess.Popen(build().mjcalc("log", str(LOGS)), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, **build().kwargs())
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert "Traceback" not in stderr


KAZOE = LOGS / "handwritten" / "kazoe.mjlog"


def test_a_counted_yakuman_is_its_han_not_a_yakuman() -> None:
    # the handwritten kazoe.mjlog: East deals m223344556677 z1, draws m8, declares riichi
    # on z1 (double riichi: the first go-around), and draws m8 on its next turn: double
    # riichi 2 + ippatsu 1 + tsumo 1 + pinfu 1 + tanyao 1 + ryanpeikou 3 + chinitsu 6 =
    # 15 han, a counted yakuman (Tenhou: 16000 from each, 48000; 20 fu, pinfu tsumo).
    # The log records 15 han and no yakuman, as Tenhou writes a kazoe hand (issue 29)
    out = invoke(["log", str(KAZOE), "--verify"])
    assert out.status == 0, out.stdout
    win = records(out.stdout)[0]
    assert win["recorded"]["han"] == 15 and win["recorded"]["yakuman"] == 0
    assert win["scored"]["han"] == 15 and win["scored"]["yakuman"] == 0
    assert win["scored"]["fu"] == 20 and win["scored"]["points"] == 48000
    assert win["agree"]


def test_score_json_shows_a_counted_yakuman_by_its_han() -> None:
    # the same hand scored alone: riichi 1 + tsumo 1 + pinfu 1 + tanyao 1 + ryanpeikou 3
    # + chinitsu 6 = 13 han: kazoe, 8000 basic, and no yakuman among its yaku
    out = invoke(["score", "m22334455667788", "--tsumo", "--riichi", "--rules", "tenhou",
                  "-f", "json"])
    assert out.status == 0, out.stderr
    record = json.loads(out.stdout)
    assert (record["han"], record["yakuman"], record["limit"], record["basic"]) == (
        13, 0, "kazoe_yakuman", 8000)
    assert all(reading["yakuman"] == 0 for reading in record["considered"])


def test_a_yaku_disagreement_names_the_yaku_in_the_language_asked(run: Run,
                                                                  tmp_path: Path) -> None:
    # 2018010702gm's first win (seat 2, 30 fu 1 han 1000) is recorded with 自風 西 (seat
    # wind, West's z333); the log edited to say 役牌 中 (red dragon) instead disagrees on
    # the yaku, each side's own one named
    path = LOGS / "tenhou6" / "2018010702gm-00a9-0000-5dd4f9b4.json"
    game = json.loads(path.read_text(encoding="utf-8"))
    assert game["log"][0][-1][2][4] == "自風 西(1飜)"
    game["log"][0][-1][2][4] = "役牌 中(1飜)"
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(game, ensure_ascii=False), encoding="utf-8")
    english = run("log", str(edited), "-f", "short").stdout.splitlines()[0]
    assert english.endswith("DISAGREE yaku (log: Dragon Pung Red 1; mjcalc: Seat Wind 1)")
    japanese = run("log", str(edited), "-f", "short", "--lang", "ja").stdout.splitlines()[0]
    assert japanese.endswith("DISAGREE yaku (log: 役牌 中 1; mjcalc: 自風 1)")
