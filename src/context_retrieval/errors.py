"""The one error tree of the engine.

"Nothing found" and "please clarify" are results, never exceptions. Exceptions are for
input that cannot be read and for outside services that fail.
"""

from __future__ import annotations


class ContextRetrievalError(Exception):
    """Base of every error the engine raises on purpose."""


class VocabularyError(ContextRetrievalError, ValueError):
    """A word is not a member of a closed vocabulary (category, quantifier, ...)."""


class InputError(ContextRetrievalError, ValueError):
    """A request the engine refuses to handle (empty text, text over the size limit)."""


class DataFileError(ContextRetrievalError, ValueError):
    """A home, spec or cases file is malformed; the message names file, line and field."""

    def __init__(self, path: str, message: str, *, line: int | None = None,
                 field: str | None = None) -> None:
        where = path if line is None else f"{path}:{line}"
        what = message if field is None else f"field {field!r}: {message}"
        super().__init__(f"{where}: {what}")
        self.path = path
        self.line = line
        self.field = field


class ConfigurationError(ContextRetrievalError, ValueError):
    """The settings (environment variables, command-line options) are missing or invalid."""


class BackendError(ContextRetrievalError):
    """An outside service (embedding model, LLM, state store) failed.

    ``reason`` is a short machine-readable code ("timeout", "connection", "http_429",
    "http_500", "invalid_response", ...) that callers record in ``meta``.
    """

    def __init__(self, message: str, *, reason: str = "error") -> None:
        super().__init__(message)
        self.reason = reason


class EmbeddingError(BackendError):
    """The embedding model could not embed the given texts."""


class StateStoreError(BackendError):
    """The conversation state store (Redis) could not be reached or refused a command."""


class StateFormatError(ContextRetrievalError, ValueError):
    """A stored conversation state is not JSON of the expected shape and version."""


class LLMError(BackendError):
    """The LLM endpoint could not be reached or gave no usable answer in time."""


class SmartThingsError(BackendError):
    """The SmartThings API could not be reached, refused a request or answered something
    that is not the documented shape; the message names the URL, never the token."""


class SmartThingsAuthError(SmartThingsError):
    """The SmartThings API refused the token (HTTP 401 or 403): it is invalid, expired or
    lacks the scopes the request needs."""


class SmartThingsNotFoundError(SmartThingsError):
    """The SmartThings API has no such resource (HTTP 404)."""


class SmartThingsLocationError(SmartThingsError):
    """No location can be chosen: the account has none, several and none was named, or the
    named one is not the account's. ``locations`` holds the account's (id, name) pairs."""

    def __init__(self, message: str, *, locations: tuple[tuple[str, str], ...] = ()) -> None:
        super().__init__(message, reason="location")
        self.locations = locations


class UnknownHomeError(ContextRetrievalError, LookupError):
    """No home of that id is served."""


class AuthenticationError(ContextRetrievalError):
    """A service request carries no bearer token, or the wrong one."""


class DeadlineError(ContextRetrievalError, TimeoutError):
    """A service request took longer than its deadline."""
