"""Closed-choice arbitration for bulk commands (002 §8.3, ``ENABLE_BULK_ARBITRATION_LLM``).

When the evidence cannot tell which command a bulk request means, one extra LLM call may
choose among the top options. The model never writes a command: it answers the 0-based
number of an option, ``{"choice_index": 2}``, or a question for the user,
``{"question": "..."}``. Anything else is an INVALID outcome, and the caller asks the user
itself; :func:`arbitrate_choice` never raises.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from enum import StrEnum

from context_retrieval.backends.llm import LLM
from context_retrieval.errors import LLMError

logger = logging.getLogger(__name__)

# 002 §8.3: the options are the top-N capabilities, N = 5; more would only dilute the choice.
MAX_OPTIONS = 5
# Example devices shown per option: enough to recognise the kind of device, not a list.
MAX_EXAMPLE_DEVICES = 3
# A clarifying question is one short sentence.
MAX_QUESTION_CHARS = 200
# One short JSON object: the model has nothing else to say.
DEFAULT_ARBITRATION_DEADLINE = 5.0
_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)

ARBITRATION_SYSTEM_PROMPT = """\
A smart-home user asked for something to be done to many devices at once. Several commands
could be meant; they are listed as numbered options. Choose the one the user means.

Answer with ONE JSON object and nothing else:
- {"choice_index": N} where N is the option's number (0-based), when one option fits;
- {"question": "..."} with one short question in Chinese for the user, when the options
  cannot be told apart from the request.
Never invent an option that is not listed.
"""


@dataclass(frozen=True, slots=True)
class ArbitrationOption:
    """One command the bulk request may mean, with just the evidence needed to choose."""

    capability_id: str
    """The command's capability id ("main-switch-on")."""
    description: str
    """Its description ("打开设备")."""
    device_count: int
    """How many devices in scope support it."""
    example_devices: tuple[str, ...] = ()
    """A few of those devices, as "name (room)"."""


@dataclass(frozen=True, slots=True)
class ArbitrationQuestion:
    """What the model is asked: the request and the numbered options."""

    request: str
    """The user's request, as said."""
    options: tuple[ArbitrationOption, ...]
    """The candidate commands, best first; option i is number i."""


class ArbitrationStatus(StrEnum):
    """How the arbitration ended."""

    CHOICE = "choice"
    QUESTION = "question"
    INVALID = "invalid"


@dataclass(frozen=True, slots=True)
class ArbitrationOutcome:
    """The model's choice, its question, or why neither could be used."""

    status: ArbitrationStatus
    """CHOICE, QUESTION or INVALID."""
    choice_index: int | None = None
    """0-based option number when status is CHOICE."""
    question: str | None = None
    """The question for the user when status is QUESTION."""
    error: str | None = None
    """Why the outcome is INVALID."""


def _invalid(error: str) -> ArbitrationOutcome:
    return ArbitrationOutcome(ArbitrationStatus.INVALID, error=error)


def render_arbitration_request(question: ArbitrationQuestion) -> str:
    """The user message listing the request and its numbered options."""
    lines = [f"Request: {question.request}", "Options:"]
    for number, option in enumerate(question.options):
        examples = "、".join(option.example_devices[:MAX_EXAMPLE_DEVICES]) or "-"
        lines.append(f"{number}. {option.capability_id} — {option.description} "
                     f"(supported by {option.device_count} devices, e.g. {examples})")
    return "\n".join(lines)


def parse_arbitration_answer(answer: str, option_count: int) -> ArbitrationOutcome:
    """Read a model's answer strictly: exactly one JSON object, optionally fenced, holding
    either an in-range integer ``choice_index`` or a non-empty ``question``; never raises."""
    text = answer.strip()
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
    try:
        data = json.loads(text)
    except ValueError:
        return _invalid("the answer is not a JSON object")
    if not isinstance(data, dict) or len(data) != 1:
        return _invalid("the answer must be an object with exactly one key")
    if "choice_index" in data:
        index = data["choice_index"]
        if not isinstance(index, int) or isinstance(index, bool):
            return _invalid(f"choice_index {index!r} is not an integer")
        if not 0 <= index < option_count:
            return _invalid(f"choice_index {index} is outside 0..{option_count - 1}")
        return ArbitrationOutcome(ArbitrationStatus.CHOICE, choice_index=index)
    if "question" in data:
        asked = data["question"]
        if not isinstance(asked, str) or not asked.strip():
            return _invalid("question is not a non-empty string")
        if len(asked) > MAX_QUESTION_CHARS:
            return _invalid(f"question is longer than {MAX_QUESTION_CHARS} characters")
        return ArbitrationOutcome(ArbitrationStatus.QUESTION, question=asked.strip())
    return _invalid(f"unexpected key {next(iter(data))!r}")


def arbitrate_choice(llm: LLM, question: ArbitrationQuestion, *,
                     deadline: float = DEFAULT_ARBITRATION_DEADLINE) -> ArbitrationOutcome:
    """Ask ``llm`` which option of ``question`` the request means; never raises.

    Returns INVALID (with ``error``) without calling the model when there are fewer than
    two or more than MAX_OPTIONS options, and when the model fails or answers anything but
    the two allowed shapes.
    """
    count = len(question.options)
    if not 2 <= count <= MAX_OPTIONS:
        return _invalid(f"arbitration needs 2..{MAX_OPTIONS} options, got {count}")
    try:
        answer = llm.complete(ARBITRATION_SYSTEM_PROMPT, render_arbitration_request(question),
                              deadline=deadline)
    except LLMError as exc:
        logger.warning("bulk arbitration failed (%s): %s", exc.reason, exc)
        return _invalid(f"LLM failed: {exc.reason}")
    except Exception as exc:  # a broken LLM adapter must not break retrieval
        logger.exception("LLM adapter raised unexpectedly during bulk arbitration")
        return _invalid(f"LLM failed: {exc!r}")
    outcome = parse_arbitration_answer(answer, count)
    if outcome.status is ArbitrationStatus.INVALID:
        logger.warning("bulk arbitration answer rejected: %s", outcome.error)
    return outcome
