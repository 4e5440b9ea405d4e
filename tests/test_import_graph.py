"""No import loop among the project's modules.

The graph is read from the source (``ast``), not from a running interpreter: every ``import`` and
``from … import`` of a project module counts, at module level and inside functions alike (a lazy
import hides a loop, it does not remove it); only imports under ``if TYPE_CHECKING:`` are left out,
since they never run. Importing ``a.b.c`` also runs ``a/__init__`` and ``a/b/__init__``, so those
count too (except the importer's own enclosing packages, which Python has always started first).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("apps", "memoryhub", "bench")

# Loops left for later, each as the sorted list of its modules, with the reason.
KNOWN_CYCLES: list[list[str]] = []


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _project_modules() -> dict[str, Path]:
    modules: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if ".venv" in path.parts or "migrations" in path.parts:
                continue
            modules[_module_name(path)] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            children: list[ast.AST] = list(node.orelse)
        else:
            children = list(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in children:
            visit(child)

    visit(tree)
    return found


def _targets(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        anchor = importer.split(".") if is_package else importer.split(".")[:-1]
        anchor = anchor[: len(anchor) - (node.level - 1)]
        base = ".".join([*anchor, base] if base else anchor)
    # ``from pkg import name``: a submodule if one exists by that name, else pkg itself
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def import_graph() -> dict[str, set[str]]:
    modules = _project_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        own_packages = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in _imports(tree):
            for target in _targets(node, name, path.name == "__init__.py"):
                parts = target.split(".")
                for i in range(1, len(parts) + 1):
                    prefix = ".".join(parts[:i])
                    if prefix in modules and prefix != name and prefix not in own_packages:
                        graph[name].add(prefix)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(graph[node]):
            if succ not in index:
                connect(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return found


def _one_loop(graph: dict[str, set[str]], component: list[str]) -> str:
    """One concrete loop inside a component, as ``a → b → … → a``, to say where to cut."""
    members = set(component)
    start = component[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for succ in sorted(graph[node] & members):
            if succ == start:
                return " → ".join([*paths[node], start])
            if succ not in paths:
                paths[succ] = [*paths[node], succ]
                queue.append(succ)
    return ", ".join(component)


def test_a_loop_is_found_and_named() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert _one_loop(graph, ["a", "b", "c"]) == "a → b → c → a"


def test_the_graph_sees_module_and_function_level_imports() -> None:
    graph = import_graph()
    assert "apps.memory.models" in graph["apps.memory.services"]
    assert "apps.audit.services" in graph["apps.memory.services"]  # imported inside functions
    assert len(graph) > 50


def test_no_import_loop_among_project_modules() -> None:
    graph = import_graph()
    unexpected = [c for c in cycles(graph) if c not in KNOWN_CYCLES]
    assert not unexpected, "import loops:\n" + "\n".join(_one_loop(graph, c) for c in unexpected)


def test_the_apps_never_import_the_benchmarks() -> None:
    graph = import_graph()
    upward = sorted(
        f"{name} → {target}"
        for name, targets in graph.items()
        if name.startswith("apps.")
        for target in targets
        if target.split(".")[0] == "bench"
    )
    assert not upward


# The engine's boundary (issue 12) also means modules a reader can hold in their head: a module of
# apps/ that grows past this is split by concern into a package of the same import path.
MAX_MODULE_LINES = 450


def test_no_module_in_apps_is_longer_than_a_reader_can_follow() -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in sorted((ROOT / "apps").rglob("*.py"))
        if "migrations" not in path.parts
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not long, f"split these by concern (over {MAX_MODULE_LINES} lines): {long}"
