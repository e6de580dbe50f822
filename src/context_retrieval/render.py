"""Human-readable and JSON renderings of results and evaluation reports."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group as RenderGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from context_retrieval.evaluation import EvalReport
from context_retrieval.models import Home, QueryIR, RetrievalResult


def to_jsonable(value: Any) -> Any:
    """Turn records, enums, tuples and frozensets into JSON-ready values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    return value


def _label(home: Home, entity_id: str) -> str:
    """The name of the device or scene ``entity_id``, or the id itself (a group)."""
    entity = home.device(entity_id) or home.scene(entity_id)
    return entity.name if entity else entity_id


def _describe_command(ir: QueryIR) -> str:
    parts = [f"action={ir.action!r}", f"name_hint={ir.name_hint!r}",
             f"type_hint={ir.type_hint!r}", f"quantifier={ir.quantifier.value}"]
    if ir.scope_include:
        parts.append(f"include={sorted(ir.scope_include)}")
    if ir.scope_exclude:
        parts.append(f"exclude={sorted(ir.scope_exclude)}")
    if ir.value:
        parts.append(f"value={to_jsonable(ir.value)}")
    if ir.references:
        parts.append(f"references={list(ir.references)}")
    parts.append(f"confidence={ir.confidence:.2f}")
    return " ".join(parts)


def render_results(results: Sequence[RetrievalResult], home: Home, trace: bool = False,
                   reasons: bool = False) -> RenderableType:
    """One table per command: device, room, command and score, which fits 80 columns;
    ``reasons`` adds the command's description, the evidence scores and the reasons,
    ``trace`` what every stage kept and dropped."""
    parts: list[RenderableType] = []
    for number, result in enumerate(results, start=1):
        parts.append(Text(f"command {number}: {result.command.raw}", style="bold"))
        parts.append(Text(_describe_command(result.command)))
        table = Table(show_lines=False)
        columns = ["#", "device", "room", "command", "score"]
        if reasons:
            columns += ["description", "keyword", "vector", "reasons"]
        for column in columns:
            table.add_column(column, overflow="fold")
        for rank, candidate in enumerate(result.candidates, start=1):
            device = home.device(candidate.entity_id)
            row = [str(rank), _label(home, candidate.entity_id),
                   (device.room or "-") if device else "-", candidate.capability_id or "-",
                   f"{candidate.total_score:.2f}"]
            if reasons:
                description = next((c.description for c in home.commands_of(device)
                                    if c.id == candidate.capability_id), "") if device else ""
                row += [description, f"{candidate.keyword_score:.2f}",
                        f"{candidate.vector_score:.2f}", ", ".join(candidate.reasons)]
            table.add_row(*row)
        parts.append(table)
        for group in result.groups:
            members = ", ".join(_label(home, d) for d in group.device_ids)
            parts.append(Text(f"group {group.group_id} {group.capability_id}: {members} "
                              f"({len(group.batches)} batches)"))
        if result.clarification:
            options = "; ".join(o.label for o in result.clarification.options)
            parts.append(Text(f"question: {result.clarification.question} [{options}]"))
        if result.hint:
            parts.append(Text(f"hint: {result.hint.value}"))
        parts.append(Text(_describe_meta(result.meta), style="dim"))
        if trace:
            parts.append(render_trace(result, home))
    return RenderGroup(*parts)


def _describe_meta(meta: Mapping[str, object]) -> str:
    """``meta`` as "key: value" lines, leaving out what is empty and the stage timings."""
    lines = ["meta:"]
    for key, value in meta.items():
        if key == "stage_ms" or value in (None, "", [], (), {}):
            continue
        shown = to_jsonable(value)
        if isinstance(shown, list):
            shown = ", ".join(str(item) for item in shown)
        lines.append(f"  {key}: {shown}")
    return "\n".join(lines)


def render_trace(result: RetrievalResult, home: Home) -> RenderableType:
    """What each stage kept and dropped, with device names beside ids."""
    table = Table(title="trace")
    for column in ("stage", "kept", "dropped", "note"):
        table.add_column(column)
    for stage in result.trace:
        kept = ", ".join(_label(home, i.split(":")[0]) + (":" + i.split(":", 1)[1]
                                                          if ":" in i else "")
                         for i in stage.kept)
        dropped = "; ".join(f"{_label(home, i)} ({why})" for i, why in stage.dropped)
        table.add_row(stage.stage, kept or "-", dropped or "-", stage.note or "-")
    return table


# Report columns and their headings, short enough for an 80-column terminal.
REPORT_COLUMNS = (("one", "one"), ("all", "all"), ("clarify", "ask"), ("hit@1", "hit@1"),
                  ("hit@5", "hit@5"), ("bulk_exact", "bulk"),
                  ("clarify_accuracy", "ask\nok"), ("over_clarify", "over\nask"),
                  ("none_accuracy", "none\nok"), ("latency_ms_p50", "p50\nms"),
                  ("latency_ms_p95", "p95\nms"))


def _cell(column: str, value: Any) -> str:
    if value is None:
        return "-"
    if column.startswith("latency_ms"):
        return f"{value:.1f}" if value >= 1 else f"{value:.2f}"
    if isinstance(value, float):
        return f"{value * 100:.1f}"
    return str(value)


def render_report(report: EvalReport, misses: bool = False) -> RenderableType:
    """The overall row and one row per tag; with ``misses``, every missed entry."""
    summary = report.summary
    table = Table(title=f"{summary['cases']} cases", box=box.SIMPLE_HEAD, show_edge=False,
                  padding=0,
                  caption="rates in percent; mrr and hit@10 in the --json report")
    table.add_column("set", overflow="ellipsis", no_wrap=True, max_width=14)
    for column, heading in REPORT_COLUMNS:
        # "100.0" and "12.3" are never cut; counts of cases take three digits.
        table.add_column(heading, justify="right", no_wrap=True,
                         min_width=3 if column in ("one", "all", "clarify") else 5)
    for tag, metrics in (("overall", summary["overall"]), *summary["by_tag"].items()):
        table.add_row(tag, *(_cell(column, metrics[column]) for column, _ in REPORT_COLUMNS))
    if not misses:
        return table
    lines: list[RenderableType] = [table]
    for outcome in report.outcomes:
        for index, score in enumerate(outcome.scores):
            hit = score.rank == 1 if score.mode == "one" else score.correct
            asked = score.mode == "one" and score.clarified
            if hit and not asked:
                continue
            result = outcome.results[index] if index < len(outcome.results) else None
            got = outcome.error or (", ".join(
                f"{c.entity_id[:8]}:{c.capability_id}" for c in result.candidates[:3])
                if result else "no result")
            mark = "ASKED" if hit else "MISS"
            lines.append(Text(f"{mark} {outcome.case.id} [{score.mode}] {outcome.case.query} "
                              f"rank={score.rank} got: {got}"))
    return RenderGroup(*lines)
