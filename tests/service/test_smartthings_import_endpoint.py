"""POST /v1/homes/{id}/smartthings-import: a home read from a SmartThings account (a fake
API on 127.0.0.1 in the real shapes) and served like an upload."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from asgi_server import serving_in_thread
from context_retrieval.backends import CachedEmbedder
from context_retrieval.redaction import Secret
from context_retrieval.service.app import create_app
from context_retrieval.service.settings import ServiceSettings
from context_retrieval.settings import Settings
from smartthings_server import (
    TOKEN,
    FakeSmartThings,
    Location,
    Reply,
    family_home,
    running_api,
)

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def api() -> Iterator[FakeSmartThings]:
    yield from running_api(family_home(40), Location("办公室"))


@pytest.fixture(scope="module")
def service_url(tmp_path_factory: pytest.TempPathFactory, embedder: CachedEmbedder,
                api: FakeSmartThings) -> Iterator[str]:
    settings = ServiceSettings(data_dir=tmp_path_factory.mktemp("homes"),
                               smartthings_url=api.url)
    # The service's own SMARTTHINGS_TOKEN, used when a request sends none.
    engine_settings = Settings(smartthings_token=Secret(TOKEN))
    with serving_in_thread(create_app(settings, engine_settings=engine_settings,
                                      embedder=embedder)) as url:
        yield url


@pytest.fixture
def client(service_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service_url, timeout=60) as plain:
        yield plain


def _location_id(api: FakeSmartThings, name: str) -> str:
    return next(location.location_id for location in api.locations if location.name == name)


def test_an_imported_location_is_served_and_answers_devices_and_scenes(
        client: httpx.Client, api: FakeSmartThings) -> None:
    answer = client.post("/v1/homes/flat/smartthings-import",
                         json={"token": TOKEN, "location_id": _location_id(api, "我的家")})
    assert answer.status_code == 201, answer.text
    summary = answer.json()
    assert (summary["devices"], summary["scenes"], summary["version"]) == (40, 4, 1)
    (result,) = client.post("/v1/homes/flat/query", json={"text": "执行观影"}).json()["results"]
    assert result["selected"][0]["entity_kind"] == "scene"
    turn = client.post("/v1/homes/flat/turns",
                       json={"user_id": "u1", "text": "打开客厅的灯"}).json()
    assert turn["kind"] == "context"
    again = client.post("/v1/homes/flat/smartthings-import",
                        json={"location_id": _location_id(api, "我的家")})
    assert again.status_code == 200, again.text  # the service's token; a new version
    assert again.json()["version"] == 2


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"token": "wrong"}, 422, "smartthings_token_refused"),
    ({"token": TOKEN}, 422, "smartthings_location"),  # two locations, none named
    ({"token": TOKEN, "location_id": "nowhere"}, 422, "smartthings_location"),
    ({"token": TOKEN, "surprise": 1}, 422, "invalid_request"),
])
def test_a_refused_import_says_why_and_serves_nothing_new(
        client: httpx.Client, body: dict[str, object], status: int, code: str) -> None:
    answer = client.post("/v1/homes/other/smartthings-import", json=body)
    assert answer.status_code == status
    assert answer.json()["error"]["code"] == code
    assert TOKEN not in answer.text
    assert client.get("/v1/homes/other").status_code == 404


def test_a_smartthings_answer_that_makes_no_sense_is_a_bad_gateway(
        client: httpx.Client, api: FakeSmartThings) -> None:
    api.script("/v1/locations", Reply(200, "<html>maintenance</html>"))
    answer = client.post("/v1/homes/broken/smartthings-import", json={"token": TOKEN})
    assert answer.status_code == 502
    assert answer.json()["error"]["code"] == "smartthings_unavailable"


def test_without_a_token_the_import_asks_for_one(
        tmp_path_factory: pytest.TempPathFactory, embedder: CachedEmbedder) -> None:
    settings = ServiceSettings(data_dir=tmp_path_factory.mktemp("homes"))
    app = create_app(settings, engine_settings=Settings(), embedder=embedder)
    with serving_in_thread(app) as url, httpx.Client(base_url=url, timeout=60) as client:
        answer = client.post("/v1/homes/x/smartthings-import", json={})
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "smartthings_token_missing"
