"""calc_cli has no import circles: every import between its modules, at module level or
inside a function, goes one way (issue 15: cmd_score and score_args, render and explain
used to import each other)."""

from __future__ import annotations

import ast
from pathlib import Path

import calc_cli

PACKAGE = Path(calc_cli.__file__).parent


def _imports(path: Path) -> set[str]:
    """The calc_cli modules ``path`` imports, wherever the import statement is."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1 and node.module:
                found.add(node.module.split(".")[0])
            elif node.level == 1:  # from . import errors
                found.update(alias.name for alias in node.names)
            elif node.module and node.module.startswith("calc_cli."):
                found.add(node.module.split(".")[1])
        elif isinstance(node, ast.Import):
            found.update(alias.name.split(".")[1] for alias in node.names
                         if alias.name.startswith("calc_cli."))
    return found


def _graph() -> dict[str, set[str]]:
    modules = {path.stem: path for path in PACKAGE.glob("*.py")}
    return {name: _imports(path) & set(modules) - {name} for name, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph``, or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for following in sorted(graph[node]):
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


def test_no_import_circles() -> None:
    assert _cycle(_graph()) is None


def test_the_cycle_finder_finds_one() -> None:
    # the finder itself, on the two circles this package used to have
    assert _cycle({"cmd_score": {"score_args"}, "score_args": {"cmd_score"}}) == [
        "cmd_score", "score_args", "cmd_score"]
    assert _cycle({"render": {"explain", "text"}, "explain": {"render"}, "text": set()}) \
        == ["explain", "render", "explain"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_the_former_circles_are_open() -> None:
    graph = _graph()
    assert "cmd_score" not in graph["score_args"]
    assert "explain" not in graph["render"]
