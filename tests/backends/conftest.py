"""A real ``redis-server`` for the Redis state store tests, one per test session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from redis_server import running_redis_server


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """The URL of a ``redis-server`` shared by the session's tests."""
    with running_redis_server() as url:
        yield url
