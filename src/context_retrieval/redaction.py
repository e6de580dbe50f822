"""Keys kept out of every message, log line, repr, ``asdict`` and pickle.

A key lives in a :class:`Secret` and is read only where it is sent. Text that comes back
from a server (an error body may echo the request's headers) and URLs (which may carry
``user:password@``) pass through :func:`redact` before they reach an error or a log.
"""

from __future__ import annotations

import re
from typing import Any

MASK = "***"

# "Bearer sk-…", "Authorization: …", "api_key=…", '"token": "…"', and user:password@ in URLs.
_CREDENTIALS = re.compile(
    r"(?i)(?P<scheme>bearer|basic)\s+[^\s\"',;}]+"
    r"|(?P<name>authorization|api[_-]?key|access[_-]?token|token|password|secret)"
    r"(?P<separator>[\"']?\s*[:=]\s*[\"']?)(?:bearer\s+|basic\s+)?[^\s\"',;}&]+"
    r"|(?P<url>[a-z][a-z0-9+.-]*://)[^/\s@]*@")


class Secret:
    """A key that shows as ``***`` in reprs, copies (``asdict``) and pickles alike.

    A pickled or deep-copied Secret keeps nothing: the copy holds an empty key.
    """

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        """Hold ``value``."""
        self._value = value

    def reveal(self) -> str:
        """The key itself, for the one place that sends it."""
        return self._value

    def __repr__(self) -> str:
        """Never the key."""
        return f"Secret({MASK!r})"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        """Equal keys are equal secrets."""
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        """Hash of the key (never shown)."""
        return hash(self._value)

    def __bool__(self) -> bool:
        """True for a non-empty key."""
        return bool(self._value)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickles and copies keep no key."""
        return (Secret, ("",))

    def __deepcopy__(self, memo: dict[int, Any]) -> Secret:
        """``dataclasses.asdict`` deep-copies: the copy keeps no key."""
        return Secret("")


def redact(text: str, *secrets: Secret | str | None) -> str:
    """``text`` with every given secret, every bearer/basic credential, every key-like
    ``name=value`` and every ``user:password@`` of a URL replaced by ``***``."""
    for secret in secrets:
        value = secret.reveal() if isinstance(secret, Secret) else secret
        if value:
            text = text.replace(value, MASK)
    return _CREDENTIALS.sub(_masked, text)


def _masked(match: re.Match[str]) -> str:
    if match.group("scheme"):
        return f"{match.group('scheme')} {MASK}"
    if match.group("name"):
        return f"{match.group('name')}{match.group('separator')}{MASK}"
    return f"{match.group('url')}{MASK}@"
