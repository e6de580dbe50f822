"""Markdown tables of evaluation reports, for docs/accuracy.md.

    context-retrieval eval ../shared/bench/dev/cases.jsonl --json dev.json   # one per set
    python bench/accuracy_report.py dev.json ha-zh-cn.json ...                # prints markdown
    python bench/accuracy_report.py --tags floor,need villa.json ...         # only those tags
    python bench/accuracy_report.py --before old/ dev.json ...               # before → after
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

COLUMNS = ("one", "all", "clarify", "hit@1", "hit@5", "hit@10", "mrr", "bulk_exact",
           "clarify_accuracy", "over_clarify", "none", "none_accuracy", "latency_ms_p50",
           "latency_ms_p95")


def cell(value: Any) -> str:
    """A metric as the table shows it: fractions as percentages, latency in ms."""
    if value is None:
        return "-"
    if isinstance(value, float) and value <= 1:
        return f"{value * 100:.1f}%"
    return f"{value:g}" if isinstance(value, float) else str(value)


def table(rows: list[tuple[str, dict[str, Any]]]) -> str:
    """One markdown table, a row per (name, metrics)."""
    lines = ["| set | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    lines += [f"| {name} | " + " | ".join(cell(m.get(c)) for c in COLUMNS) + " |"
              for name, m in rows]
    return "\n".join(lines)


COMPARED = ("hit@1", "hit@5", "bulk_exact", "clarify_accuracy", "over_clarify", "none_accuracy")


def comparison(before: Path, reports: list[tuple[str, dict[str, Any]]]) -> str:
    """One row per report: each COMPARED metric as "before → after", the before report
    being the file of the same name in ``before``."""
    lines = ["| set | " + " | ".join(COMPARED) + " |", "|---" * (len(COMPARED) + 1) + "|"]
    for name, report in reports:
        old = json.loads((before / f"{name}.json").read_text(encoding="utf-8"))["overall"]
        lines.append(f"| {name} | " + " | ".join(
            f"{cell(old.get(c))} → {cell(report['overall'].get(c))}" for c in COMPARED) + " |")
    return "\n".join(lines)


def main(arguments: list[str]) -> None:
    """Print the overall table of every report, then each report's per-tag table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", type=Path)
    parser.add_argument("--tags", help="comma-separated tags: only these per-tag rows")
    parser.add_argument("--before", type=Path, help="folder of earlier reports to compare")
    options = parser.parse_args(arguments)
    reports = [(p.stem, json.loads(p.read_text(encoding="utf-8"))) for p in options.reports]
    if options.before is not None:
        print(comparison(options.before, reports))
        return
    print(table([(name, report["overall"]) for name, report in reports]))
    wanted = options.tags.split(",") if options.tags else None
    for name, report in reports:
        rows = sorted(report["by_tag"].items())
        if wanted is not None:
            rows = [(tag, metrics) for tag, metrics in rows if tag in wanted]
        print(f"\n### {name} by tag\n")
        print(table(rows))


if __name__ == "__main__":
    main(sys.argv[1:])
