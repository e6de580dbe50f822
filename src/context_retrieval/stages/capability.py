"""Capability checks: candidates must be executable, and devices must be able to do the action.

Two jobs. :func:`validate_candidates` enforces seed 003's output rules: a device candidate
names a device of the home, and its command maps to one of that device's CommandSpecs;
anything else is dropped, never returned. :func:`check_capabilities` is 001 §3.4's
consistency check: with a confident parse and a similarity function, a device none of
whose commands resembles the action is removed (004 "无匹配命令被过滤").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from context_retrieval.models import Candidate, Device, EntityKind, Home, QueryIR, StageTrace

SimilarityFunc = Callable[[str, str], float]
"""(action, command description) → similarity in [0, 1]."""

# 001 §3.4: the check filters only when the parse is this confident; below, it would
# remove the right device on a misread action.
HARD_FILTER_MIN_CONFIDENCE = 0.8
# 004 "动作与命令描述相似度匹配": a matching description scores above 0.5.
DEFAULT_SIMILARITY_THRESHOLD = 0.5


def validate_candidates(candidates: Sequence[Candidate], home: Home
                        ) -> tuple[tuple[Candidate, ...], StageTrace]:
    """Drop candidates that name no device of ``home`` or a command the device lacks (003)."""
    kept: list[Candidate] = []
    dropped: list[tuple[str, str]] = []
    for candidate in candidates:
        if candidate.entity_kind is not EntityKind.DEVICE:
            kept.append(candidate)
            continue
        device = home.device(candidate.entity_id)
        if device is None:
            dropped.append((candidate.entity_id, "no such device"))
            continue
        if candidate.capability_id is not None and candidate.capability_id not in {
                command.id for command in home.commands_of(device)}:
            dropped.append((candidate.entity_id,
                            f"command {candidate.capability_id} not in its spec"))
            continue
        kept.append(candidate)
    return tuple(kept), StageTrace("validate_candidates",
                                   kept=tuple(c.entity_id for c in kept), dropped=tuple(dropped))


def check_capabilities(devices: Sequence[Device], home: Home, ir: QueryIR,
                       similarity: SimilarityFunc | None = None,
                       threshold: float = DEFAULT_SIMILARITY_THRESHOLD
                       ) -> tuple[tuple[Device, ...], StageTrace]:
    """Remove devices that cannot execute the action (001 §3.4 hard mode).

    Applies only when ``similarity`` is given, the command has an action and
    ``ir.confidence`` ≥ 0.8; otherwise every device is kept (the command score already
    acts as the soft feature). Devices with no spec are kept: nothing is known against them.
    """
    action = (ir.action or "").strip()
    if similarity is None or not action or ir.confidence < HARD_FILTER_MIN_CONFIDENCE:
        return tuple(devices), StageTrace("check_capabilities", kept=tuple(d.id for d in devices),
                                          note="soft mode: nothing filtered")
    kept: list[Device] = []
    dropped: list[tuple[str, str]] = []
    for device in devices:
        commands = home.commands_of(device)
        best = max((similarity(action, c.description) for c in commands), default=None)
        if best is None or best >= threshold:
            kept.append(device)
        else:
            dropped.append((device.id, f"no command like {action!r} (best {best:.2f})"))
    return tuple(kept), StageTrace("check_capabilities", kept=tuple(d.id for d in kept),
                                   dropped=tuple(dropped), note=f"hard mode, threshold {threshold}")
