"""The SmartThings client against a fake SmartThings API over real HTTP: pages, retries,
refusals and bodies that are not what the API documents."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from context_retrieval.errors import (
    ConfigurationError,
    SmartThingsAuthError,
    SmartThingsError,
    SmartThingsNotFoundError,
)
from context_retrieval.redaction import Secret
from context_retrieval.smartthings import SmartThingsClient
from smartthings_server import TOKEN, FakeSmartThings, Reply, family_home, running_api

HOME = family_home(120)


@pytest.fixture
def api() -> Iterator[FakeSmartThings]:
    yield from running_api(HOME, page_size=25)


@pytest.fixture
def sleeps() -> list[float]:
    return []


@pytest.fixture
def client(api: FakeSmartThings, sleeps: list[float]) -> Iterator[SmartThingsClient]:
    with SmartThingsClient(TOKEN, base_url=api.url, sleep=sleeps.append) as opened:
        yield opened


def test_the_devices_of_every_page_are_read_in_order(client: SmartThingsClient,
                                                     api: FakeSmartThings) -> None:
    devices = client.devices(HOME.location_id)
    assert [d["deviceId"] for d in devices] == [d["deviceId"] for d in HOME.devices]
    pages = api.paths("/v1/devices")
    assert len(pages) == 5
    assert all(f"locationId={HOME.location_id}" in page for page in pages)


def test_every_request_carries_the_bearer_token(client: SmartThingsClient,
                                                api: FakeSmartThings) -> None:
    client.locations()
    assert api.seen[0][1]["Authorization"] == f"Bearer {TOKEN}"


def test_a_429_waits_as_long_as_retry_after_says_then_succeeds(
        client: SmartThingsClient, api: FakeSmartThings, sleeps: list[float]) -> None:
    api.script("/v1/devices", Reply(429, {"error": {"code": "TooManyRequests"}},
                                    headers=(("Retry-After", "3"),)))
    assert len(client.devices(HOME.location_id)) == len(HOME.devices)
    assert sleeps == [3.0]


def test_a_5xx_and_a_dropped_connection_are_retried_with_growing_backoff(
        client: SmartThingsClient, api: FakeSmartThings, sleeps: list[float]) -> None:
    api.script("/v1/locations", Reply(503, {"error": {"code": "Unavailable"}}), Reply(drop=True))
    assert [loc["name"] for loc in client.locations()] == [HOME.name]
    assert sleeps == [0.5, 1.0]


def test_a_5xx_that_persists_fails_after_the_last_retry(
        client: SmartThingsClient, api: FakeSmartThings, sleeps: list[float]) -> None:
    api.script("/v1/locations", *[Reply(502, "bad gateway")] * 5)
    with pytest.raises(SmartThingsError, match="HTTP 502") as raised:
        client.locations()
    assert raised.value.reason == "http_502"
    assert len(sleeps) == client.retry.retries


def test_a_retry_after_beyond_the_limit_fails_without_waiting(
        client: SmartThingsClient, api: FakeSmartThings, sleeps: list[float]) -> None:
    api.script("/v1/locations", Reply(429, "slow down", headers=(("Retry-After", "3600"),)))
    with pytest.raises(SmartThingsError, match="HTTP 429"):
        client.locations()
    assert sleeps == []


def test_the_total_wait_of_one_request_is_bounded(api: FakeSmartThings,
                                                  sleeps: list[float]) -> None:
    api.script("/v1/locations", *[Reply(429, "busy", headers=(("Retry-After", "20"),))] * 5)
    with (SmartThingsClient(TOKEN, base_url=api.url, sleep=sleeps.append) as client,
          pytest.raises(SmartThingsError, match="exceed 60 s")):
        client.locations()
    assert sleeps == [20.0, 20.0, 20.0]


def test_a_wrong_token_stops_at_once_saying_the_token_is_invalid(
        api: FakeSmartThings, sleeps: list[float]) -> None:
    with (SmartThingsClient("not-the-token", base_url=api.url, sleep=sleeps.append) as client,
          pytest.raises(SmartThingsAuthError, match="invalid or has expired") as raised):
        client.locations()
    assert "not-the-token" not in str(raised.value)
    assert (sleeps, len(api.seen)) == ([], 1)


def test_a_403_stops_at_once_naming_the_scopes(client: SmartThingsClient,
                                               api: FakeSmartThings) -> None:
    api.script("/v1/devices", Reply(403, {"error": {"code": "Forbidden",
                                                    "message": f"Bearer {TOKEN} denied"}}))
    with pytest.raises(SmartThingsAuthError, match=r"lacks a scope.*r:devices:\*") as raised:
        client.devices(HOME.location_id)
    assert TOKEN not in str(raised.value)
    assert len(api.paths("/v1/devices")) == 1


def test_an_unknown_capability_is_not_found(client: SmartThingsClient) -> None:
    with pytest.raises(SmartThingsNotFoundError, match="404"):
        client.capability("lockUsers", 1)


def test_a_capability_definition_comes_back_whole(client: SmartThingsClient) -> None:
    definition = client.capability("switchLevel", 1)
    arguments = definition["commands"]["setLevel"]["arguments"]
    assert arguments[0]["schema"] == {"type": "integer", "minimum": 0, "maximum": 100}


@pytest.mark.parametrize(("body", "message"), [
    ("{\"items\": [", "not JSON"),
    ("[]", "not an object"),
    ("{\"items\": {}}", "without an 'items' list"),
    ("{\"items\": [], \"_links\": {\"next\": {\"href\": 7}}}", "without an 'href' string"),
    ("{\"items\": [{\"name\": \"no id\"}]}", r"'items\[0\]': 'locationId' is a required property"),
    ("{\"items\": [], \"x\": NaN}", "not JSON"),
])
def test_a_malformed_body_is_a_clear_error(client: SmartThingsClient, api: FakeSmartThings,
                                           body: str, message: str) -> None:
    api.script("/v1/locations", Reply(200, body))
    with pytest.raises(SmartThingsError, match=message) as raised:
        client.locations()
    assert raised.value.reason == "invalid_response"


def test_a_next_link_to_another_host_is_not_followed(client: SmartThingsClient,
                                                     api: FakeSmartThings) -> None:
    api.script("/v1/locations", Reply(200, {"items": [], "_links": {
        "next": {"href": "https://elsewhere.example/v1/locations?page=1"}}}))
    with pytest.raises(SmartThingsError, match="token is sent only there"):
        client.locations()
    assert len(api.seen) == 1


def test_a_next_link_back_to_a_page_already_read_is_a_loop(client: SmartThingsClient,
                                                           api: FakeSmartThings) -> None:
    loop = {"items": [], "_links": {"next": {"href": "/v1/locations?page=1"}}}
    api.script("/v1/locations", Reply(200, loop), Reply(200, loop))
    with pytest.raises(SmartThingsError, match="already read"):
        client.locations()


def test_a_relative_next_link_is_read_from_the_base_url(client: SmartThingsClient,
                                                        api: FakeSmartThings) -> None:
    api.script("/v1/scenes", Reply(200, {"items": [{"sceneId": "s1", "sceneName": "回家"}],
                                         "_links": {"next": {"href": "/v1/scenes?page=9"}}}))
    assert [s["sceneId"] for s in client.scenes(HOME.location_id)] == ["s1"]
    assert api.paths()[-1] == "/v1/scenes?page=9"


def test_an_unanswering_host_is_a_connection_error_after_the_retries(
        sleeps: list[float]) -> None:
    with (SmartThingsClient(TOKEN, base_url="http://127.0.0.1:9", sleep=sleeps.append)
          as client, pytest.raises(SmartThingsError) as raised):
        client.locations()
    assert raised.value.reason == "connection"
    assert len(sleeps) == client.retry.retries


def test_the_token_stays_out_of_the_repr() -> None:
    client = SmartThingsClient(Secret(TOKEN))
    assert TOKEN not in repr(client)
    assert "api.smartthings.com" in repr(client)
    client.close()


@pytest.mark.parametrize(("token", "base_url"), [(" ", "https://api.smartthings.com"),
                                                 (TOKEN, "ftp://api.smartthings.com")])
def test_an_empty_token_or_a_bad_base_url_is_a_configuration_error(token: str,
                                                                   base_url: str) -> None:
    with pytest.raises(ConfigurationError):
        SmartThingsClient(token, base_url=base_url)
