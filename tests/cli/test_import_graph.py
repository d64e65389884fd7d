"""Imports go one way (issue 15): no import circle between calc_cli's modules (at module
level or inside a function), and the three packages layered calc_cli -> grammar ->
scoring: scoring imports neither of the others, grammar does not import calc_cli. The
library facade ``mjcalc`` sits on top beside calc_cli (issue 32): nothing imports it, and
it uses none of calc_cli's commands, app or options (the Typer parts). Within scoring
(issue 34), its parts stand in one order: the vocabulary imports no part, and each part
imports only the vocabulary and the parts before it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("mjcalc", "calc_cli", "grammar", "scoring")


def _module_name(path: Path) -> str:
    """``calc_cli/views/score.py`` -> ``calc_cli.views.score``; a package's ``__init__``
    is the package itself."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The project modules ``path`` imports, wherever the import statement is, relative
    imports resolved (``from ..text import x`` in ``calc_cli/views/score.py`` is
    ``calc_cli.text``; ``from . import errors`` in ``calc_cli/app.py`` is
    ``calc_cli.errors``)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            candidates = [f"{stem}.{alias.name}" for alias in node.names] + [stem]
        elif isinstance(node, ast.Import):
            candidates = [alias.name for alias in node.names]
        else:
            continue
        for candidate in candidates:
            # the longest project module the import names (a name imported from a module
            # is that module; a package's submodule is the submodule)
            while candidate and candidate not in modules:
                candidate = candidate.rpartition(".")[0]
            if candidate:
                found.add(candidate)
    return found


def _graph() -> dict[str, set[str]]:
    paths = {_module_name(path): path for package in PACKAGES
             for path in (ROOT / package).rglob("*.py")}
    modules = set(paths)
    return {name: _imports(path, modules) - {name} for name, path in paths.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph``, or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for following in sorted(graph.get(node, ())):
            if state.get(following) == 1:
                return [*path[path.index(following):], following]
            if following not in state and (found := visit(following)):
                return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def _without_package_inits(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph with the edges into package ``__init__`` modules left out: importing
    ``calc_cli.views.score`` runs ``calc_cli/views/__init__.py`` first, which is not a
    circle of the code's own."""
    packages = {name for name in graph if (ROOT / name.replace(".", "/")).is_dir()}
    return {name: targets - packages for name, targets in graph.items()}


def test_the_graph_resolves_relative_imports() -> None:
    graph = _graph()
    assert "calc_cli.errors" in graph["calc_cli.app"]  # from . import errors
    assert "calc_cli.text" in graph["calc_cli.views.score"] or \
        "calc_cli.inputs.score_inputs" in graph["calc_cli.views.score"]
    assert "scoring.rules" in graph["calc_cli.commands.rules"] or \
        "scoring" in graph["calc_cli.commands.rules"]


def test_no_import_circles() -> None:
    assert _cycle(_without_package_inits(_graph())) is None


def test_the_cycle_finder_finds_one() -> None:
    # the finder itself, on the two circles calc_cli used to have
    assert _cycle({"cmd_score": {"score_args"}, "score_args": {"cmd_score"}}) == [
        "cmd_score", "score_args", "cmd_score"]
    assert _cycle({"render": {"explain", "text"}, "explain": {"render"}, "text": set()}) \
        == ["explain", "render", "explain"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_the_former_circles_are_open() -> None:
    graph = _graph()
    assert "calc_cli.commands.score" not in graph["calc_cli.inputs.score_args"]
    assert "calc_cli.views.explain" not in graph["calc_cli.views.score"]


@pytest.mark.parametrize(("package", "forbidden"), [
    ("scoring", ("grammar", "calc_cli")),
    ("grammar", ("calc_cli", "mjcalc")),
    ("calc_cli", ("mjcalc",)),
])
def test_packages_are_layered(package: str, forbidden: tuple[str, ...]) -> None:
    wrong = sorted(f"{name} -> {target}" for name, targets in _graph().items()
                   if name.split(".")[0] == package for target in targets
                   if target.split(".")[0] in forbidden)
    assert wrong == []


#: The one part below the commands that reads a command: a batch line is ``score``'s own
#: argument list, read by the reader built from ``score``'s declaration (score_reader),
#: and a line with ``--also`` is scored as ``score --also`` is (multi_ron_params).
READS_A_COMMAND: dict[str, set[str]] = {"calc_cli.batch.records": {"calc_cli.commands.score"}}


def test_commands_are_not_imported_below_them() -> None:
    # calc_cli's parts depend one way: commands on the rest, nothing else on a command
    wrong = sorted(f"{name} -> {target}" for name, targets in _graph().items()
                   for target in targets - READS_A_COMMAND.get(name, set())
                   if target.startswith("calc_cli.commands.")
                   and not name.startswith("calc_cli.commands."))
    assert wrong == []


@pytest.mark.parametrize(("part", "below"), [
    ("calc_cli.views", ("calc_cli.batch", "calc_cli.logs", "calc_cli.quiz")),
    ("calc_cli.inputs", ("calc_cli.views", "calc_cli.batch", "calc_cli.logs",
                         "calc_cli.quiz")),
])
def test_parts_are_layered(part: str, below: tuple[str, ...]) -> None:
    # views render results and inputs read options: neither drives a batch, a log or a quiz
    wrong = sorted(f"{name} -> {target}" for name, targets in _graph().items()
                   if name.startswith(part + ".") for target in targets
                   if target.startswith(below))
    assert wrong == []


def test_the_facade_uses_no_typer_part() -> None:
    # mjcalc imports the plain parts of calc_cli (inputs, views, logs), never the
    # commands, the app or the Typer options: a library call loads no command line
    typer_parts = ("calc_cli.commands", "calc_cli.app", "calc_cli.options",
                   "calc_cli.completion")
    used = _graph()["mjcalc"]
    assert any(name.startswith("calc_cli.") for name in used)
    assert sorted(name for name in used if name.startswith(typer_parts)) == []


#: scoring's parts in their one order (issue 34): each may import the shared vocabulary
#: (scoring's own top-level modules: tiles, hands, rules, ...) and the parts before it.
#: ``names`` (other systems' yaku names) imports nothing and could go anywhere; first, so
#: that any part may read it.
SCORING_PARTS = ("names", "hand", "table", "game", "trainer")


def _scoring_part(module: str) -> str | None:
    """The part of scoring a module is in (``scoring.hand.fu`` and the package
    ``scoring.hand`` -> ``hand``), or None for the shared vocabulary (``scoring.tiles``)."""
    parts = module.split(".")
    in_a_part = parts[0] == "scoring" and len(parts) > 1 and parts[1] in SCORING_PARTS
    return parts[1] if in_a_part else None


def _against_the_order(graph: dict[str, set[str]]) -> list[str]:
    """The imports that break the order of scoring's parts: a part importing a later part,
    or the vocabulary importing any part. ``scoring`` itself (the package's public face,
    whose lazy ``score`` comes from the scorer) is above the parts and not checked."""
    rank = {part: index for index, part in enumerate(SCORING_PARTS)}
    wrong = []
    for name, targets in graph.items():
        if not name.startswith("scoring."):
            continue
        part = _scoring_part(name)
        for target in targets:
            target_part = _scoring_part(target)
            if target_part in (None, part):
                continue
            if part is None or rank[target_part] > rank[part]:
                wrong.append(f"{name} -> {target}")
    return sorted(wrong)


def test_scoring_has_only_the_known_parts() -> None:
    # a new folder of scoring must be given its place in the order
    found = {path.name for path in (ROOT / "scoring").iterdir()
             if path.is_dir() and (path / "__init__.py").is_file()}
    assert found == set(SCORING_PARTS)


def test_scoring_parts_are_imported_in_order() -> None:
    assert _against_the_order(_graph()) == []


def test_the_order_check_finds_a_wrong_import() -> None:
    # the check itself, on imports against the order (the arrow issue 34 turned round:
    # the waits used the settlement of a draw), and on ones that keep it
    assert _against_the_order({"scoring.table.waits": {"scoring.game.settlement"}}) == [
        "scoring.table.waits -> scoring.game.settlement"]
    assert _against_the_order({"scoring.tiles": {"scoring.names.mjai"}}) == [
        "scoring.tiles -> scoring.names.mjai"]
    assert _against_the_order({"scoring.rules": {"scoring.hand"}}) == [
        "scoring.rules -> scoring.hand"]
    assert _against_the_order({"scoring.game.replay": {
        "scoring.table.waits", "scoring.hand.scorer", "scoring.game.settlement",
        "scoring.tiles", "scoring.names.majiang"}}) == []
    # the package's face may import the engine lazily (``scoring.score``)
    assert _against_the_order({"scoring": {"scoring.hand.scorer"}}) == []
