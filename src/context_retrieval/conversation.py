"""Conversation state: the devices mentioned last, so "它" and "关掉" know what they mean.

Seed 001 §1.3. The state also remembers a pending clarification question and its closed
options, so that the next turn ("卧室那个", "第二个") can be resolved against them.

The state is stored between requests by a :class:`~context_retrieval.backends.StateStore`;
:func:`state_to_json` and :func:`state_from_json` are the one place that turns a state into
text and back.
"""

from __future__ import annotations

import json
import math
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, replace

from context_retrieval.errors import StateFormatError
from context_retrieval.jsondata import JsonInputError, decode_json
from context_retrieval.models import ClarificationRequest, Home

MAX_RECENT = 5  # 001 §1.3: max_recent
# A turn that acted on more devices than max_recent ("影音室的灯都关了") is remembered whole,
# up to this many, so "再打开" reaches all of them again.
MAX_TURN_DEVICES = 60
STATE_TTL_SECONDS = 300.0  # 001 §1.3: a conversation lives about five minutes
STATE_FORMAT_VERSION = 4  # bumped when the JSON shape changes; older shapes read as fresh
# Questions set aside by a newer one (another turn of the same user, maybe from another
# replica) stay answerable by their id, up to this many.
MAX_OPEN_QUESTIONS = 4


@dataclass(frozen=True, slots=True)
class PendingOption:
    """One closed answer of a clarification question still waiting for the user."""

    entity_id: str
    """Device (or group) the option stands for."""
    label: str
    """What was shown to the user ("主卧 · 吸顶灯")."""
    room: str | None = None
    """Room of the device, so "卧室那个" can pick the option; None when unknown."""
    capability_id: str | None = None
    """Command the option would run, when it differs between options."""


@dataclass(frozen=True, slots=True)
class PendingQuestion:
    """A question asked and not answered yet, set aside by a newer one."""

    question_id: str
    """What the answer names to be bound to this question."""
    question: str
    """The question as asked."""
    options: tuple[PendingOption, ...]
    """Its closed answers, best first."""
    request: str | None
    """The request it is about."""


def new_question_id() -> str:
    """A fresh id for a question (unique across processes)."""
    return uuid.uuid4().hex[:16]


@dataclass(frozen=True, slots=True)
class ConversationState:
    """What one user's conversation remembers between turns."""

    recent_entity_ids: tuple[str, ...] = ()
    """Devices mentioned last, most recent first."""
    updated_at: float = 0.0
    """Time of the last turn (seconds, caller's clock)."""
    max_recent: int = MAX_RECENT
    """How many devices to remember."""
    pending_options: tuple[PendingOption, ...] = ()
    """Closed answers of the clarification question asked last turn, best first."""
    pending_question: str | None = None
    """The clarification question asked last turn, or None when nothing is pending."""
    pending_request: str | None = None
    """The request the pending question is about, so an answer can refine it."""
    turn_size: int = 0
    """How many of ``recent_entity_ids`` (the first ones) the last acting turn acted on."""
    last_request: str | None = None
    """The last request that acted on devices, so "楼上的也关了" knows the kind it named."""
    earlier_turn_ids: tuple[str, ...] = ()
    """The devices the acting turn before the last one acted on, most relevant first."""
    earlier_request: str | None = None
    """The request of that turn, so "那个关掉" after two requests that each did the same to
    one device can be asked about."""
    pending_id: str | None = None
    """Id of the pending question (see :class:`PendingQuestion`)."""
    open_questions: tuple[PendingQuestion, ...] = ()
    """Earlier questions still unanswered, newest first (at most MAX_OPEN_QUESTIONS)."""

    @property
    def has_pending(self) -> bool:
        """True while a clarification question waits for its answer."""
        return self.pending_question is not None or bool(self.pending_options)

    @property
    def last_turn_ids(self) -> tuple[str, ...]:
        """The devices the last acting turn acted on, most relevant first."""
        return self.recent_entity_ids[:self.turn_size]

    def remember(self, entity_ids: tuple[str, ...], now: float,
                 request: str | None = None) -> ConversationState:
        """Return the state after ``request`` acted on ``entity_ids`` (most relevant first).

        The turn's devices are all kept (up to MAX_TURN_DEVICES), then earlier ones up to
        ``max_recent`` in all."""
        turn = tuple(dict.fromkeys(entity_ids))[:MAX_TURN_DEVICES]
        merged = tuple(dict.fromkeys((*turn, *self.recent_entity_ids)))
        keep = max(self.max_recent, len(turn))
        return replace(self, recent_entity_ids=merged[:keep], updated_at=now,
                       turn_size=len(turn), last_request=request,
                       earlier_turn_ids=self.last_turn_ids, earlier_request=self.last_request)

    def ask(self, question: str, options: tuple[PendingOption, ...],
            now: float, request: str | None = None,
            question_id: str | None = None) -> ConversationState:
        """Return the state after a turn that asked ``question`` with ``options``
        about ``request``, under ``question_id`` (a new id when None).

        An earlier pending question is set aside (still answerable by its id); the recent
        devices are kept.
        """
        return replace(self.clear_pending(), pending_question=question,
                       pending_options=options, pending_request=request,
                       pending_id=question_id or new_question_id(), updated_at=now)

    def clear_pending(self) -> ConversationState:
        """Return the state with no pending question: the one pending is set aside, so an
        answer naming its id still finds it."""
        if not self.has_pending:
            return self
        shelved = PendingQuestion(self.pending_id or new_question_id(),
                                  self.pending_question or "", self.pending_options,
                                  self.pending_request)
        return replace(self, pending_question=None, pending_options=(), pending_request=None,
                       pending_id=None,
                       open_questions=(shelved, *self.open_questions)[:MAX_OPEN_QUESTIONS])

    def answered(self, question_id: str | None) -> ConversationState:
        """Return the state without the question ``question_id`` (pending or set aside)."""
        if question_id is None:
            return self
        if self.pending_id == question_id:
            return replace(self, pending_question=None, pending_options=(),
                           pending_request=None, pending_id=None)
        return replace(self, open_questions=tuple(
            q for q in self.open_questions if q.question_id != question_id))

    def with_question(self, question_id: str) -> ConversationState | None:
        """Return the state with the question ``question_id`` pending (brought back when it
        was set aside), or None when no such question is open."""
        if self.pending_id == question_id:
            return self
        asked = next((q for q in self.open_questions if q.question_id == question_id), None)
        if asked is None:
            return None
        shelved = self.clear_pending()
        others = tuple(q for q in shelved.open_questions if q.question_id != question_id)
        return replace(shelved, open_questions=others, pending_question=asked.question,
                       pending_options=asked.options, pending_request=asked.request,
                       pending_id=question_id)

    def is_expired(self, now: float, ttl: float = STATE_TTL_SECONDS) -> bool:
        """True when the state holds something and its last turn is older than ``ttl`` seconds."""
        holds_something = bool(self.recent_entity_ids) or self.has_pending
        return holds_something and now - self.updated_at > ttl


def pending_options_from(request: ClarificationRequest, home: Home) -> tuple[PendingOption, ...]:
    """Turn the options of a clarification request into pending options, with their rooms.

    The room comes from ``home``; an option whose id is not a device of ``home`` (a group)
    gets no room.
    """
    return tuple(PendingOption(option.entity_id, option.label,
                               device.room if (device := home.device(option.entity_id)) else None,
                               option.capability_id)
                 for option in request.options)


def state_to_json(state: ConversationState) -> str:
    """Serialise ``state`` to compact JSON (UTF-8 text, non-ASCII kept as is).

    Raises:
        StateFormatError: ``updated_at`` is not a finite number.
    """
    if not math.isfinite(state.updated_at):
        raise StateFormatError(f"updated_at must be finite, got {state.updated_at!r}")
    document = {
        "version": STATE_FORMAT_VERSION,
        "recent_entity_ids": list(state.recent_entity_ids),
        "updated_at": state.updated_at,
        "max_recent": state.max_recent,
        "pending_question": state.pending_question,
        "pending_request": state.pending_request,
        "turn_size": state.turn_size,
        "last_request": state.last_request,
        "earlier_turn_ids": list(state.earlier_turn_ids),
        "earlier_request": state.earlier_request,
        "pending_options": _options_document(state.pending_options),
        "pending_id": state.pending_id,
        "open_questions": [
            {"question_id": q.question_id, "question": q.question, "request": q.request,
             "options": _options_document(q.options)}
            for q in state.open_questions
        ],
    }
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _options_document(options: tuple[PendingOption, ...]) -> list[dict[str, str | None]]:
    return [{"entity_id": option.entity_id, "label": option.label, "room": option.room,
             "capability_id": option.capability_id} for option in options]


def state_from_json(text: str | bytes) -> ConversationState:
    """Read a state written by :func:`state_to_json`, checking every field.

    Raises:
        StateFormatError: ``text`` is not UTF-8 JSON of the expected shape and version.
    """
    try:
        document = decode_json(text.decode("utf-8") if isinstance(text, bytes) else text)
    except (JsonInputError, UnicodeDecodeError) as exc:
        raise StateFormatError(f"not a stored state: {exc}") from exc
    if not isinstance(document, dict):
        raise StateFormatError("the state must be a JSON object")
    if document.get("version") != STATE_FORMAT_VERSION:
        raise StateFormatError(f"unsupported state version {document.get('version')!r}")
    max_recent = document.get("max_recent")
    if isinstance(max_recent, bool) or not isinstance(max_recent, int) or max_recent < 1:
        raise StateFormatError(f"field 'max_recent': expected a positive integer, "
                               f"got {max_recent!r}")
    questions = document.get("open_questions")
    if not isinstance(questions, list) or len(questions) > MAX_OPEN_QUESTIONS:
        raise StateFormatError(f"field 'open_questions': expected a list of at most "
                               f"{MAX_OPEN_QUESTIONS}")
    return ConversationState(
        recent_entity_ids=tuple(_strings(document, "recent_entity_ids")),
        updated_at=_number(document, "updated_at"),
        max_recent=max_recent,
        pending_options=_pending_options(document.get("pending_options"), "pending_options"),
        pending_question=_optional_string(document, "pending_question"),
        pending_request=_optional_string(document, "pending_request"),
        turn_size=_turn_size(document),
        last_request=_optional_string(document, "last_request"),
        earlier_turn_ids=tuple(_strings(document, "earlier_turn_ids")),
        earlier_request=_optional_string(document, "earlier_request"),
        pending_id=_optional_string(document, "pending_id"),
        open_questions=tuple(_open_question(question, index)
                             for index, question in enumerate(questions)),
    )


def _pending_options(value: object, where: str) -> tuple[PendingOption, ...]:
    if not isinstance(value, list):
        raise StateFormatError(f"field {where!r}: expected a list")
    return tuple(_pending_option(option, f"{where}[{index}]")
                 for index, option in enumerate(value))


def _open_question(question: object, index: int) -> PendingQuestion:
    where = f"open_questions[{index}]"
    if not isinstance(question, dict):
        raise StateFormatError(f"{where}: expected an object")
    try:
        return PendingQuestion(question_id=_string(question, "question_id"),
                               question=_string(question, "question"),
                               options=_pending_options(question.get("options"), "options"),
                               request=_optional_string(question, "request"))
    except StateFormatError as exc:
        raise StateFormatError(f"{where}: {exc}") from exc


def _turn_size(document: Mapping[str, object]) -> int:
    value = document.get("turn_size")
    recent = document.get("recent_entity_ids")
    limit = len(recent) if isinstance(recent, list) else 0
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= limit:
        raise StateFormatError(f"field 'turn_size': expected an integer from 0 to {limit}, "
                               f"got {value!r}")
    return value


def _strings(document: Mapping[str, object], key: str) -> list[str]:
    value = document.get(key)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise StateFormatError(f"field {key!r}: expected a list of strings")
    return value


def _number(document: Mapping[str, object], key: str) -> float:
    value = document.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise StateFormatError(f"field {key!r}: expected a number, got {value!r}")
    return float(value)


def _string(document: Mapping[str, object], key: str) -> str:
    value = document.get(key)
    if not isinstance(value, str):
        raise StateFormatError(f"field {key!r}: expected a string, got {value!r}")
    return value


def _optional_string(document: Mapping[str, object], key: str) -> str | None:
    if key not in document:
        raise StateFormatError(f"field {key!r}: missing")
    return None if document[key] is None else _string(document, key)


def _pending_option(option: object, where: str) -> PendingOption:
    if not isinstance(option, dict):
        raise StateFormatError(f"{where}: expected an object")
    try:
        return PendingOption(entity_id=_string(option, "entity_id"),
                             label=_string(option, "label"),
                             room=_optional_string(option, "room"),
                             capability_id=_optional_string(option, "capability_id"))
    except StateFormatError as exc:
        raise StateFormatError(f"{where}: {exc}") from exc
