"""Request bodies of the service, and the JSON its answers are made of."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from context_retrieval.backends.state_stores import MAX_USER_ID_CHARS
from context_retrieval.models import RetrievalResult
from context_retrieval.orchestration import AgentTurn
from context_retrieval.render import to_jsonable
from context_retrieval.stages.fusion import DEFAULT_TOP_K

MAX_TOP_K = 100


class TurnRequest(BaseModel):
    """One thing a user said."""

    model_config = ConfigDict(extra="forbid")

    user_id: str = Field(min_length=1, max_length=MAX_USER_ID_CHARS,
                         description="Whose conversation this turn belongs to.")
    text: str = Field(description="What the user said.")
    answering: str | None = Field(
        default=None, description="The question_id of the question this text answers.")


class QueryRequest(BaseModel):
    """One request, answered without a conversation."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="The request.")
    top_k: int = Field(default=DEFAULT_TOP_K, ge=1, le=MAX_TOP_K,
                       description="Candidates per command.")


class SmartThingsImportRequest(BaseModel):
    """Which SmartThings location to import, read with whose token."""

    model_config = ConfigDict(extra="forbid")

    token: str | None = Field(
        default=None, min_length=1, repr=False,
        description="A SmartThings personal access token; default: the service's "
                    "SMARTTHINGS_TOKEN.")
    location_id: str | None = Field(
        default=None, min_length=1,
        description="The locationId to import; required when the account has several.")


UPLOAD_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["home"],
    "properties": {
        "home": {"description": "home.json: {items, rooms} (FORMATS.md §1)"},
        "spec": {"type": "array", "items": {"type": "object"},
                 "description": "spec.jsonl's lines, one object per profile"},
    },
}


def results_json(results: Iterable[RetrievalResult], *, trace: bool) -> list[dict[str, Any]]:
    """Results as JSON: one per command, with candidates, groups, skipped devices,
    clarification, hint and meta; the stage trace only when asked for."""
    payload: list[dict[str, Any]] = []
    for result in results:
        item: dict[str, Any] = to_jsonable(result)
        if not trace:
            item.pop("trace", None)
        payload.append(item)
    return payload


def turn_json(turn: AgentTurn, *, trace: bool) -> dict[str, Any]:
    """A turn as JSON: the question (with its id and options), or the agent's context
    and the commands selected for it."""
    selected = [{"command": number, **to_jsonable(candidate)}
                for number, result in enumerate(turn.results)
                for candidate in result.selected]
    return {
        "kind": turn.kind.value,
        "question": turn.question,
        "question_id": turn.question_id,
        "options": to_jsonable(turn.options),
        "answered_question": turn.answered_question,
        "yaml_context": turn.yaml_context,
        "system_prompt": turn.system_prompt,
        "selected": selected,
        "results": results_json(turn.results, trace=trace),
    }
