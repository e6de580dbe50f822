"""Markdown tables of accuracy from evaluation reports (``context-retrieval eval --json``).

    for set in dev ha-zh-cn ha-zh-tw ha-zh-hk; do
        context-retrieval eval ../shared/bench/$set/cases.jsonl --json /tmp/$set.json
    done
    python bench/accuracy_report.py dev=/tmp/dev.json ha-zh-cn=/tmp/ha-zh-cn.json ...

Each argument is ``NAME=PATH`` (or a path, named by its file stem). Prints one overall
table over the sets, then a per-tag table per set (FORMATS.md §4 keys).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

RATES = ("hit@1", "hit@5", "hit@10", "mrr", "bulk_exact", "clarify_accuracy", "over_clarify")
LATENCIES = ("latency_ms_p50", "latency_ms_p95")
COUNTS = ("one", "all", "clarify")


def _rate(value: Any) -> str:
    return "–" if value is None else f"{100 * float(value):.1f}%"


def _ms(value: Any) -> str:
    return "–" if value is None else f"{float(value):.1f}"


def _row(name: str, metrics: dict[str, Any], counts: bool = True) -> str:
    cells = [name]
    if counts:
        cells += [str(metrics.get(key, 0)) for key in COUNTS]
    cells += [_rate(metrics.get(key)) for key in RATES]
    cells += [_ms(metrics.get(key)) for key in LATENCIES]
    return "| " + " | ".join(cells) + " |"


def _header(first: str) -> str:
    columns = [first, *COUNTS, *RATES, "p50 ms", "p95 ms"]
    return "| " + " | ".join(columns) + " |\n|" + "---|" * len(columns)


def render(reports: list[tuple[str, dict[str, Any]]]) -> str:
    """Return the markdown for ``reports`` ((set name, report) pairs)."""
    lines = ["### Overall", "", _header("set")]
    lines += [_row(f"{name} ({report['cases']} cases)", report["overall"])
              for name, report in reports]
    for name, report in reports:
        lines += ["", f"### {name}: per tag", "", _header("tag")]
        lines += [_row(tag, metrics) for tag, metrics in sorted(report["by_tag"].items())]
    return "\n".join(lines) + "\n"


def _named(argument: str) -> tuple[str, Path]:
    name, sep, path = argument.partition("=")
    return (name, Path(path)) if sep else (Path(argument).stem, Path(argument))


def main() -> None:
    """Read the reports named on the command line and print the markdown tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", help="NAME=PATH of an eval --json report")
    args = parser.parse_args()
    reports = [(name, json.loads(path.read_text(encoding="utf-8")))
               for name, path in map(_named, args.reports)]
    print(render(reports), end="")


if __name__ == "__main__":
    main()
