"""Bearer-token authentication of the ``/v1`` endpoints."""

from __future__ import annotations

import hmac

from context_retrieval.errors import AuthenticationError
from context_retrieval.redaction import Secret

BEARER = "bearer"


def check_bearer(authorization: str | None, token: Secret | None) -> None:
    """Accept the request when no token is configured or its ``Authorization`` header is
    ``Bearer <token>``.

    Raises:
        AuthenticationError: a token is configured and the header is missing, not a
            bearer token, or names another token (compared in constant time).
    """
    if token is None:
        return
    if not authorization:
        raise AuthenticationError("this endpoint needs an Authorization: Bearer token")
    scheme, _, given = authorization.partition(" ")
    if scheme.casefold() != BEARER or not hmac.compare_digest(
            given.strip().encode("utf-8"), token.reveal().encode("utf-8")):
        raise AuthenticationError("the bearer token is not valid")
