"""The curated public API: every exported name exists, once, in a stable order."""

from __future__ import annotations

import context_retrieval


def _isort_key(name: str) -> tuple[int, str]:
    """Constants, then classes, then functions; alphabetical within each (ruff RUF022)."""
    kind = 0 if name.isupper() else 1 if name[0].isupper() else 2
    return kind, name


def test_all_is_sorted_constants_then_classes_then_functions() -> None:
    assert context_retrieval.__all__ == sorted(context_retrieval.__all__, key=_isort_key)


def test_all_names_each_public_object_once() -> None:
    exported = context_retrieval.__all__
    assert len(set(exported)) == len(exported)
    assert all(hasattr(context_retrieval, name) for name in exported)


def test_the_state_stores_and_the_agent_context_are_public() -> None:
    for name in ("StateStore", "InMemoryStateStore", "RedisStateStore", "PendingOption",
                 "StateStoreError", "summarize_devices_for_prompt", "assemble_agent_prompt",
                 "BASE_SYSTEM_PROMPT"):
        assert name in context_retrieval.__all__


def test_the_smartthings_import_is_public_and_sorted() -> None:
    from context_retrieval import smartthings

    assert smartthings.__all__ == sorted(smartthings.__all__, key=_isort_key)
    assert all(hasattr(smartthings, name) for name in smartthings.__all__)
    for name in ("SmartThingsError", "SmartThingsAuthError"):
        assert name in context_retrieval.__all__
