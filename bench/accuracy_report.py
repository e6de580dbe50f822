"""Markdown tables of evaluation reports, for docs/accuracy.md.

    context-retrieval eval ../shared/bench/dev/cases.jsonl --json dev.json   # one per set
    python bench/accuracy_report.py dev.json ha-zh-cn.json ...                # prints markdown
"""

from __future__ import annotations

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
    lines += [f"| {name} | " + " | ".join(cell(m[c]) for c in COLUMNS) + " |"
              for name, m in rows]
    return "\n".join(lines)


def main(paths: list[str]) -> None:
    """Print the overall table of every report, then each report's per-tag table."""
    reports = [(Path(p).stem, json.loads(Path(p).read_text(encoding="utf-8"))) for p in paths]
    print(table([(name, report["overall"]) for name, report in reports]))
    for name, report in reports:
        print(f"\n### {name} by tag\n")
        print(table(sorted(report["by_tag"].items())))


if __name__ == "__main__":
    main(sys.argv[1:])
