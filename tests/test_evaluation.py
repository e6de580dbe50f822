"""Scoring of evaluation cases (FORMATS.md §3–4), including the "none" extension mode."""

from __future__ import annotations

from context_retrieval.evaluation import score_none
from context_retrieval.models import (
    Candidate,
    ClarificationRequest,
    EntityKind,
    Hint,
    QueryIR,
    RetrievalResult,
)

PICKED = Candidate("lamp", EntityKind.DEVICE, "main-switch-on", 1.0, 1.0, 1.0)
CHAT = QueryIR("讲个笑话")


def test_a_request_that_is_not_a_command_is_right_when_nothing_is_acted_on() -> None:
    nothing = RetrievalResult(CHAT, candidates=(PICKED,), hint=Hint.NO_MATCH)
    assert score_none([nothing]).correct
    assert score_none([]).correct


def test_picking_a_device_for_chit_chat_is_wrong() -> None:
    assert not score_none([RetrievalResult(CHAT, selected=(PICKED,))]).correct


def test_asking_which_device_for_chit_chat_is_wrong_too() -> None:
    asked = RetrievalResult(CHAT, clarification=ClarificationRequest("你指的是哪一个？"))
    outcome = score_none([asked])
    assert (outcome.correct, outcome.clarified) == (False, True)
