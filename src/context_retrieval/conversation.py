"""Conversation state: the devices mentioned last, so "它" and "关掉" know what they mean.

Seed 001 §1.3.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

MAX_RECENT = 5  # 001 §1.3: max_recent
STATE_TTL_SECONDS = 300.0  # 001 §1.3: a conversation lives about five minutes


@dataclass(frozen=True, slots=True)
class ConversationState:
    """What one user's conversation remembers between turns."""

    recent_entity_ids: tuple[str, ...] = ()
    """Devices mentioned last, most recent first."""
    updated_at: float = 0.0
    """Time of the last turn (seconds, caller's clock)."""
    max_recent: int = MAX_RECENT
    """How many devices to remember."""

    def remember(self, entity_ids: tuple[str, ...], now: float) -> ConversationState:
        """Return the state after a turn that acted on ``entity_ids`` (most relevant first)."""
        merged = tuple(dict.fromkeys((*entity_ids, *self.recent_entity_ids)))
        return replace(self, recent_entity_ids=merged[: self.max_recent], updated_at=now)

    def is_expired(self, now: float, ttl: float = STATE_TTL_SECONDS) -> bool:
        """True when the last turn is older than ``ttl`` seconds."""
        return bool(self.recent_entity_ids) and now - self.updated_at > ttl
