"""The service's settings from the environment, and its bearer-token check."""

from __future__ import annotations

from pathlib import Path

import pytest

from context_retrieval.errors import AuthenticationError, ConfigurationError
from context_retrieval.redaction import Secret
from context_retrieval.service.auth import check_bearer
from context_retrieval.service.settings import (
    DEFAULT_MAX_TEXT_CHARS,
    ServiceSettings,
)


def test_the_defaults_keep_homes_under_the_user_data_directory() -> None:
    settings = ServiceSettings.from_env({"HOME": "/home/ann"})
    assert settings.data_dir == Path("/home/ann/.local/share/context-retrieval/homes")
    assert settings.redis_url is None
    assert settings.api_token is None
    assert settings.max_text_chars == DEFAULT_MAX_TEXT_CHARS
    assert not settings.debug


def test_every_variable_is_read_and_survives_the_round_trip_to_worker_processes() -> None:
    environ = {
        "CONTEXT_RETRIEVAL_DATA_DIR": "/srv/homes", "CONTEXT_RETRIEVAL_HOME": "/h.json",
        "CONTEXT_RETRIEVAL_SPEC": "/s.jsonl", "CONTEXT_RETRIEVAL_REDIS_URL": "redis://r:6379/1",
        "CONTEXT_RETRIEVAL_API_TOKEN": "tok-7f3a", "CONTEXT_RETRIEVAL_MAX_BODY_BYTES": "100",
        "CONTEXT_RETRIEVAL_MAX_UPLOAD_BYTES": "1000", "CONTEXT_RETRIEVAL_MAX_TEXT_CHARS": "20",
        "CONTEXT_RETRIEVAL_REQUEST_DEADLINE": "2.5", "CONTEXT_RETRIEVAL_LOG_LEVEL": "DEBUG",
    }
    settings = ServiceSettings.from_env(environ)
    assert settings == ServiceSettings(
        data_dir=Path("/srv/homes"), home_path=Path("/h.json"), spec_path=Path("/s.jsonl"),
        redis_url="redis://r:6379/1", api_token=Secret("tok-7f3a"), max_body_bytes=100,
        max_upload_bytes=1000, max_text_chars=20, request_deadline_seconds=2.5,
        log_level="debug")
    assert settings.debug
    assert ServiceSettings.from_env(settings.environment()) == settings
    assert "tok-7f3a" not in repr(settings)


def test_xdg_data_home_is_honoured() -> None:
    settings = ServiceSettings.from_env({"XDG_DATA_HOME": "/x"})
    assert settings.data_dir == Path("/x/context-retrieval/homes")


@pytest.mark.parametrize(("name", "value", "words"), [
    ("CONTEXT_RETRIEVAL_MAX_BODY_BYTES", "lots", "is not an integer"),
    ("CONTEXT_RETRIEVAL_MAX_TEXT_CHARS", "0", "must be positive"),
    ("CONTEXT_RETRIEVAL_REQUEST_DEADLINE", "soon", "is not a number"),
    ("CONTEXT_RETRIEVAL_REQUEST_DEADLINE", "-1", "positive number of seconds"),
    ("CONTEXT_RETRIEVAL_LOG_LEVEL", "loud", "is not one of"),
    ("CONTEXT_RETRIEVAL_SPEC", "/s.jsonl", "without a home"),
])
def test_a_value_that_cannot_be_used_is_refused_by_name(name: str, value: str,
                                                        words: str) -> None:
    with pytest.raises(ConfigurationError, match=words):
        ServiceSettings.from_env({"HOME": "/h", name: value})


def test_no_configured_token_lets_every_request_in() -> None:
    check_bearer(None, None)


def test_the_configured_bearer_token_is_accepted_in_any_case_of_the_scheme() -> None:
    check_bearer("Bearer s3cret", Secret("s3cret"))
    check_bearer("bearer s3cret", Secret("s3cret"))


@pytest.mark.parametrize("header", [None, "", "s3cret", "Basic s3cret", "Bearer wrong",
                                    "Bearer s3cret2", "Bearer"])
def test_a_missing_or_wrong_token_is_refused(header: str | None) -> None:
    with pytest.raises(AuthenticationError):
        check_bearer(header, Secret("s3cret"))
