"""Prometheus metrics of one service process: requests, latencies, and what the engine
reports in each result's ``meta`` (stage timings, clarifications, fallbacks, LLM failures).

Each app has its own registry, so several apps can live in one process (tests).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest

from context_retrieval.models import RetrievalResult
from context_retrieval.orchestration import AgentTurn, TurnKind

PREFIX = "context_retrieval"
# Requests take milliseconds when the rules parse and up to the LLM deadline when it
# does; buckets cover both ends.
REQUEST_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 15.0, 30.0)
# One stage of one command: well under a millisecond to tens of milliseconds.
STAGE_BUCKETS = (0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 10.0)
FALLBACK_KEYS = ("parser_fallback", "category_gate_fallback")


class ServiceMetrics:
    """The counters and histograms of one app."""

    def __init__(self) -> None:
        """Register every metric in a registry of this instance's own."""
        self.registry = CollectorRegistry()
        self.requests = Counter(
            f"{PREFIX}_requests", "HTTP requests by endpoint, method and status.",
            ("endpoint", "method", "status"), registry=self.registry)
        self.latency = Histogram(
            f"{PREFIX}_request_seconds", "Whole-request latency by endpoint.",
            ("endpoint",), buckets=REQUEST_BUCKETS, registry=self.registry)
        self.stage_latency = Histogram(
            f"{PREFIX}_stage_seconds", "Time of each pipeline stage, per command.",
            ("stage",), buckets=STAGE_BUCKETS, registry=self.registry)
        self.clarifications = Counter(
            f"{PREFIX}_clarifications", "Turns and queries that asked the user a question.",
            ("endpoint",), registry=self.registry)
        self.fallbacks = Counter(
            f"{PREFIX}_fallbacks", "Commands answered by a fallback, by kind and reason.",
            ("kind", "reason"), registry=self.registry)
        self.llm_failures = Counter(
            f"{PREFIX}_llm_failures", "LLM parses that failed, by reason.",
            ("reason",), registry=self.registry)

    def observe_request(self, endpoint: str, method: str, status: int, seconds: float) -> None:
        """Count one finished HTTP request."""
        self.requests.labels(endpoint, method, str(status)).inc()
        self.latency.labels(endpoint).observe(seconds)

    def observe_turn(self, turn: AgentTurn) -> None:
        """Record what the engine reported for one turn."""
        if turn.kind is TurnKind.CLARIFICATION:
            self.clarifications.labels("turns").inc()
        self.observe_results(turn.results, endpoint=None)

    def observe_results(self, results: Iterable[RetrievalResult], *,
                        endpoint: str | None = "query") -> None:
        """Record stage timings, fallbacks and LLM failures of ``results``; count a
        clarification for ``endpoint`` when one of them asks (None: counted elsewhere)."""
        asked = False
        for result in results:
            asked = asked or result.clarification is not None
            self._observe_meta(result.meta)
        if asked and endpoint is not None:
            self.clarifications.labels(endpoint).inc()

    def _observe_meta(self, meta: Mapping[str, object]) -> None:
        stages = meta.get("stage_ms")
        if isinstance(stages, Mapping):
            for stage, milliseconds in stages.items():
                if isinstance(milliseconds, int | float):
                    self.stage_latency.labels(str(stage)).observe(milliseconds / 1000)
        parse_ms = meta.get("parse_ms")
        if isinstance(parse_ms, int | float):
            self.stage_latency.labels("parse").observe(parse_ms / 1000)
        for key in FALLBACK_KEYS:
            reason = meta.get(key)
            if reason:
                # The parser names its reason; the category gate only says it fell back.
                shown = reason if isinstance(reason, str) else "applied"
                self.fallbacks.labels(key.removesuffix("_fallback"), shown).inc()
        if meta.get("llm_error"):
            self.llm_failures.labels(str(meta.get("parser_fallback") or "error")).inc()

    def exposition(self) -> bytes:
        """The metrics in Prometheus' text format."""
        return generate_latest(self.registry)
