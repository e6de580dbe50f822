"""The evaluation command's logic: read labelled cases, run them, score them (FORMATS.md §3–4).

Metrics are per ``expect`` entry, each over the entries of its own mode; latency is the
wall time of the whole scored query (parse + retrieval), per case. Percentiles are
nearest-rank.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema

from context_retrieval.engine import Engine
from context_retrieval.errors import ContextRetrievalError, DataFileError
from context_retrieval.jsondata import JsonInputError, decode_json
from context_retrieval.models import EntityKind, Home, RetrievalResult

ANY_COMMAND = "*"
MODES = ("one", "all", "clarify", "none")
CASE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["id", "home", "query", "expect"],
    "properties": {
        "id": {"type": "string"},
        "home": {"type": "string"},
        "query": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "history": {"type": "array", "items": {"type": "string"}},
        "expect": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["devices", "capabilities", "mode"],
                "properties": {
                    "devices": {"type": "array", "items": {"type": "string"}},
                    "capabilities": {"type": "array", "items": {"type": "string"}},
                    "mode": {"enum": list(MODES)},
                },
            },
        },
    },
}


@dataclass(frozen=True, slots=True)
class Expectation:
    """What one command of a case should produce."""

    devices: frozenset[str]
    """Acceptable devices (mode one), the exact set (mode all), the candidates (clarify)."""
    capabilities: frozenset[str]
    """Acceptable command ids; ``*`` accepts any."""
    mode: str
    """one, all, clarify or none (the request is not a command: act on nothing)."""

    def accepts_command(self, capability_id: str | None) -> bool:
        """True when ``capability_id`` is an acceptable command."""
        return ANY_COMMAND in self.capabilities or capability_id in self.capabilities


@dataclass(frozen=True, slots=True)
class EvalCase:
    """One labelled request."""

    id: str
    """Case id."""
    home: Path
    """home.json of the case (absolute)."""
    query: str
    """The scored request."""
    expect: tuple[Expectation, ...]
    """One entry per command of the request."""
    tags: tuple[str, ...] = ()
    """Tags for the per-tag breakdown."""
    history: tuple[str, ...] = ()
    """Earlier requests of the same conversation."""


@dataclass(frozen=True, slots=True)
class EntryScore:
    """The score of one expect entry."""

    mode: str
    """one, all or clarify."""
    rank: int | None = None
    """1-based rank of the first hit (mode one)."""
    correct: bool = False
    """Exact set (all) or asked back (clarify) or hit@1 (one)."""
    clarified: bool = False
    """The result asked a question."""


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    """A case, its entry scores, its latency and what the engine answered."""

    case: EvalCase
    """The case."""
    scores: tuple[EntryScore, ...]
    """One per expect entry."""
    latency_ms: float | None
    """Wall time of the scored query; None when it raised."""
    results: tuple[RetrievalResult, ...] = ()
    """The engine's answer."""
    error: str | None = None
    """The error message when the engine raised."""


@dataclass(frozen=True, slots=True)
class EvalReport:
    """Every case outcome plus the FORMATS.md §4 summary."""

    outcomes: tuple[CaseOutcome, ...]
    """Per case, in file order."""
    summary: Mapping[str, Any] = field(default_factory=dict)
    """The §4 JSON report."""


def load_cases(path: Path) -> tuple[EvalCase, ...]:
    """Read a cases.jsonl file.

    Raises:
        DataFileError: missing file, bad JSON, or a case not in FORMATS.md §3's shape
            (names line and field).
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(str(path), f"cannot read: {exc}") from exc
    cases: list[EvalCase] = []
    validator = jsonschema.Draft202012Validator(CASE_SCHEMA)
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = decode_json(line)
        except JsonInputError as exc:
            raise DataFileError(str(path), str(exc), line=number) from exc
        error = jsonschema.exceptions.best_match(validator.iter_errors(data))
        if error is not None:
            field_path = ".".join(str(part) for part in error.absolute_path) or "(case)"
            raise DataFileError(str(path), error.message, line=number, field=field_path)
        cases.append(EvalCase(
            id=data["id"],
            home=(path.parent / data["home"]).resolve(),
            query=data["query"],
            expect=tuple(Expectation(frozenset(e["devices"]), frozenset(e["capabilities"]),
                                     e["mode"]) for e in data["expect"]),
            tags=tuple(data.get("tags", ())),
            history=tuple(data.get("history", ())),
        ))
    return tuple(cases)


def score_entry(expectation: Expectation, result: RetrievalResult | None) -> EntryScore:
    """Score one expect entry against the result of the same command (FORMATS.md §3–4)."""
    if result is None:
        return EntryScore(expectation.mode)
    clarified = result.clarification is not None
    if expectation.mode == "clarify":
        return EntryScore("clarify", correct=clarified, clarified=clarified)
    groups = {group.group_id: group for group in result.groups}
    if expectation.mode == "all":
        members = {device for group in result.groups for device in group.device_ids}
        exact = bool(result.groups) and members == expectation.devices and all(
            expectation.accepts_command(group.capability_id) for group in result.groups)
        return EntryScore("all", correct=exact, clarified=clarified)
    for rank, candidate in enumerate(result.candidates, start=1):
        if candidate.entity_kind is EntityKind.GROUP:
            group = groups.get(candidate.entity_id)
            devices = set(group.device_ids) if group else set()
        else:
            devices = {candidate.entity_id}
        if devices & expectation.devices and expectation.accepts_command(candidate.capability_id):
            return EntryScore("one", rank=rank, correct=rank == 1, clarified=clarified)
    return EntryScore("one", clarified=clarified)


def score_none(results: Sequence[RetrievalResult]) -> EntryScore:
    """Score a request that is not a command: right when no result acts on a device or asks
    about one (chit-chat must never pick devices at random)."""
    acted = any(result.selected or result.groups or result.clarification is not None
                for result in results)
    return EntryScore("none", correct=not acted,
                      clarified=any(r.clarification is not None for r in results))


def percentile(values: Sequence[float], share: float) -> float | None:
    """Nearest-rank percentile of ``values``; None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(1, math.ceil(share * len(ordered))) - 1], 3)


def _fraction(hits: int, total: int) -> float | None:
    return round(hits / total, 4) if total else None


def summarize(outcomes: Sequence[CaseOutcome]) -> dict[str, Any]:
    """The metrics of FORMATS.md §4 over ``outcomes``."""
    by_mode: dict[str, list[EntryScore]] = defaultdict(list)
    for outcome in outcomes:
        for score in outcome.scores:
            by_mode[score.mode].append(score)
    one, bulk, clarify = by_mode["one"], by_mode["all"], by_mode["clarify"]
    none = by_mode["none"]
    latencies = [o.latency_ms for o in outcomes if o.latency_ms is not None]
    return {
        "one": len(one), "all": len(bulk), "clarify": len(clarify), "none": len(none),
        "hit@1": _fraction(sum(1 for s in one if s.rank == 1), len(one)),
        "hit@5": _fraction(sum(1 for s in one if s.rank and s.rank <= 5), len(one)),
        "hit@10": _fraction(sum(1 for s in one if s.rank and s.rank <= 10), len(one)),
        "mrr": round(sum(1 / s.rank for s in one if s.rank) / len(one), 4) if one else None,
        "bulk_exact": _fraction(sum(1 for s in bulk if s.correct), len(bulk)),
        "clarify_accuracy": _fraction(sum(1 for s in clarify if s.correct), len(clarify)),
        "over_clarify": _fraction(sum(1 for s in one if s.clarified), len(one)),
        "none_accuracy": _fraction(sum(1 for s in none if s.correct), len(none)),
        "latency_ms_p50": percentile(latencies, 0.5),
        "latency_ms_p95": percentile(latencies, 0.95),
    }


def report_json(outcomes: Sequence[CaseOutcome]) -> dict[str, Any]:
    """The FORMATS.md §4 report: case count, overall metrics, metrics per tag."""
    tags = sorted({tag for outcome in outcomes for tag in outcome.case.tags})
    return {
        "cases": len(outcomes),
        "overall": summarize(outcomes),
        "by_tag": {tag: summarize([o for o in outcomes if tag in o.case.tags]) for tag in tags},
    }


EngineFactory = Callable[[Home], Engine]


def run_case(case: EvalCase, engine: Engine, top_k: int) -> CaseOutcome:
    """Run a case's history as earlier turns of one conversation, then score its query.

    Every turn goes through :meth:`Engine.handle`, so references and answers to a
    question asked in the history work as they do for a user.
    """
    user = f"eval:{case.id}"
    try:
        engine.store.clear(user)
        for turn in case.history:
            engine.handle(user, turn, top_k=top_k)
        started = time.perf_counter()
        results = engine.handle(user, case.query, top_k=top_k).results
        latency = (time.perf_counter() - started) * 1000
    except ContextRetrievalError as exc:
        return CaseOutcome(case, tuple(EntryScore(e.mode) for e in case.expect), None,
                           error=str(exc))
    finally:
        engine.store.clear(user)
    scores = tuple(score_none(results) if e.mode == "none"
                   else score_entry(e, results[i] if i < len(results) else None)
                   for i, e in enumerate(case.expect))
    return CaseOutcome(case, scores, latency, results)


def evaluate(cases_path: Path, *, top_k: int = 10,
             progress: Callable[[int, int], None] | None = None,
             engine_factory: EngineFactory = Engine) -> EvalReport:
    """Run every case of ``cases_path`` and score it.

    Args:
        cases_path: a cases.jsonl file.
        top_k: candidates per command (10, so hit@10 is measurable).
        progress: called with (done, total) after each case.
        engine_factory: builds the engine of a home (tests pass a hashing embedder).

    Raises:
        DataFileError: the cases file or a home it names is malformed.
    """
    from context_retrieval.home import load_home

    cases = load_cases(cases_path)
    engines: dict[Path, Engine] = {}
    outcomes: list[CaseOutcome] = []
    for done, case in enumerate(cases, start=1):
        if case.home not in engines:
            spec = case.home.parent / "spec.jsonl"
            engines[case.home] = engine_factory(load_home(case.home,
                                                          spec if spec.is_file() else None))
        outcomes.append(run_case(case, engines[case.home], top_k))
        if progress is not None:
            progress(done, len(cases))
    return EvalReport(tuple(outcomes), report_json(outcomes))
