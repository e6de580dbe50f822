"""A fake SmartThings REST API on 127.0.0.1, served over real HTTP, that answers in the real
API's shapes: locations, rooms, paged devices, scenes and capability definitions.

Devices are built from real device profiles and definitions from real capability facts
(tests/data/smartthings); failures (429, 5xx, 403, bodies that are not JSON) are scripted
per path.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlencode, urlsplit

DATA = Path(__file__).resolve().parent / "data" / "smartthings"
TOKEN = "st-test-token-5b1e"
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "context-retrieval/tests/smartthings")
DEFAULT_PAGE_SIZE = 50


def stable_id(kind: str, key: str) -> str:
    """A UUID that is the same for the same kind and key in every run."""
    return str(uuid.uuid5(NAMESPACE, f"{kind}:{key}"))


@cache
def profiles() -> Mapping[str, Mapping[str, Any]]:
    """The real device profiles of the test data, by name."""
    lines = (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines()
    return {profile["name"]: profile for profile in map(json.loads, lines)}


def _api_schema(fact: Mapping[str, Any]) -> dict[str, Any]:
    schema = {key: fact[key] for key in ("type", "minimum", "maximum", "enum", "properties")
              if key in fact}
    if "schema_title" in fact:
        schema["title"] = fact["schema_title"]
    return schema


def api_definition(facts: Mapping[str, Any]) -> dict[str, Any]:
    """A capability as GET /v1/capabilities/{id}/{version} answers it, from its facts."""
    attributes: dict[str, Any] = {}
    for attribute in facts["attributes"]:
        properties: dict[str, Any] = {"value": _api_schema(attribute)}
        if attribute.get("units"):
            properties["unit"] = {"type": "string", "enum": attribute["units"]}
            if attribute.get("default_unit"):
                properties["unit"]["default"] = attribute["default_unit"]
        entry: dict[str, Any] = {
            "schema": {"type": "object", "properties": properties,
                       "additionalProperties": False, "required": ["value"]},
            "enumCommands": [{"command": c["command"], "value": c["value"]}
                             for c in attribute.get("enum_commands", ())]}
        if attribute.get("setter"):
            entry["setter"] = attribute["setter"]
        attributes[attribute["name"]] = entry
    commands = {
        command["name"]: {
            "name": command["name"],
            "arguments": [{"name": argument["name"], "optional": argument["optional"],
                           "schema": _api_schema(argument)}
                          for argument in command["arguments"]]}
        for command in facts["commands"]}
    return {"id": facts["id"], "version": facts["version"], "status": facts["status"],
            "name": facts["name"], "ephemeral": False, "attributes": attributes,
            "commands": commands}


@cache
def definitions() -> Mapping[tuple[str, int], Mapping[str, Any]]:
    """Every capability definition the fake API knows, by (id, version)."""
    facts = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))
    return {(cap["id"], cap["version"]): api_definition(cap)
            for cap in facts["capabilities"].values()}


def _component(component_id: str, categories: Sequence[str],
               capabilities: Sequence[str]) -> dict[str, Any]:
    return {"id": component_id, "label": component_id,
            "capabilities": [{"id": capability, "version": 1} for capability in capabilities],
            "categories": [{"name": name, "categoryType": "manufacturer"}
                           for name in categories]}


def device(profile_name: str, label: str, room_id: str | None, location_id: str,
           key: str | None = None) -> dict[str, Any]:
    """A device of a real profile as GET /v1/devices lists it, with the fields the API
    adds that the import drops."""
    profile = profiles()[profile_name]
    components = [_component("main", profile["categories"], profile["capabilities"])]
    components += [_component(c["id"], c["categories"], c["capabilities"])
                   for c in profile["components"]]
    item: dict[str, Any] = {
        "deviceId": stable_id("device", key or f"{label}:{room_id}"),
        "name": profile_name, "label": label, "manufacturerName": "SmartThingsCommunity",
        "presentationId": stable_id("presentation", profile_name),
        "deviceManufacturerCode": "Test", "locationId": location_id,
        "ownerId": stable_id("owner", "family"),
        "components": components, "createTime": "2025-01-05T08:00:00.000Z",
        "profile": {"id": stable_id("profile", profile_name)},
        "type": "ZIGBEE", "restrictionTier": 0, "allowed": [], "executionContext": "LOCAL",
    }
    if room_id is not None:
        item["roomId"] = room_id
    return item


@dataclass(frozen=True)
class Reply:
    """One scripted answer: a dict/list is sent as JSON, a str as it is."""

    status: int = 200
    body: object = None
    headers: tuple[tuple[str, str], ...] = ()
    drop: bool = False
    """Close the connection without answering (a transport error for the client)."""


@dataclass
class Location:
    """One location of the fake account and what is in it."""

    name: str
    rooms: list[dict[str, Any]] = field(default_factory=list)
    devices: list[dict[str, Any]] = field(default_factory=list)
    scenes: list[dict[str, Any]] = field(default_factory=list)

    @property
    def location_id(self) -> str:
        """Its locationId."""
        return stable_id("location", self.name)

    def add_room(self, name: str) -> str:
        """Add a room; return its roomId."""
        room_id = stable_id("room", f"{self.name}:{name}")
        self.rooms.append({"roomId": room_id, "locationId": self.location_id, "name": name,
                           "backgroundImage": None, "created": "2025-01-05T08:00:00.000Z",
                           "lastModified": "2025-01-05T08:00:00.000Z"})
        return room_id

    def add_device(self, profile_name: str, label: str, room: str | None,
                   key: str | None = None) -> dict[str, Any]:
        """Add a device of a real profile in the room named ``room``; return it."""
        room_id = next((r["roomId"] for r in self.rooms if r["name"] == room), None)
        item = device(profile_name, label, room_id, self.location_id, key)
        self.devices.append(item)
        return item

    def add_scene(self, name: str) -> None:
        """Add a scene in the shape of GET /v1/scenes."""
        self.scenes.append({
            "sceneId": stable_id("scene", f"{self.name}:{name}"), "sceneName": name,
            "sceneIcon": "203", "sceneColor": None, "locationId": self.location_id,
            "createdBy": stable_id("owner", "family"), "createdDate": 1738964737000,
            "lastUpdatedDate": 1738964737000, "lastExecutedDate": None, "editable": False,
            "apiVersion": "20200501"})


@dataclass
class FakeSmartThings:
    """The fake API's state: the account's locations, scripted failures, requests seen."""

    locations: list[Location] = field(default_factory=list)
    page_size: int = DEFAULT_PAGE_SIZE
    token: str = TOKEN
    seen: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    _scripted: list[tuple[str, Reply]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _httpd: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The API root (without /v1), as ``--base-url`` takes it."""
        assert self._httpd is not None
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def script(self, path_prefix: str, *replies: Reply) -> None:
        """Answer the next requests whose path starts with ``path_prefix`` with ``replies``,
        one each, before serving normally again."""
        with self._lock:
            self._scripted.extend((path_prefix, reply) for reply in replies)

    def paths(self, prefix: str = "") -> list[str]:
        """The paths (with query) of the requests seen, those starting with ``prefix``."""
        return [path for path, _ in self.seen if path.startswith(prefix)]

    def answer(self, target: str, headers: dict[str, str]) -> Reply:
        """The reply to GET ``target``."""
        with self._lock:
            self.seen.append((target, headers))
            parts = urlsplit(target)
            for position, (prefix, reply) in enumerate(self._scripted):
                if parts.path.startswith(prefix):
                    del self._scripted[position]
                    return reply
        if headers.get("Authorization") != f"Bearer {self.token}":
            return _error(401, "UnauthorizedError", "Unauthorized")
        return self._serve(parts.path, {k: v[0] for k, v in parse_qs(parts.query).items()})

    def _serve(self, path: str, query: dict[str, str]) -> Reply:
        segments = [unquote(segment) for segment in path.strip("/").split("/")]
        match segments:
            case ["v1", "locations"]:
                return self._page(path, query, [{"locationId": loc.location_id,
                                                 "name": loc.name, "parent": {
                                                     "type": "ACCOUNT",
                                                     "id": stable_id("account", "family")}}
                                                for loc in self.locations])
            case ["v1", "locations", location_id, "rooms"]:
                location = self._location(location_id)
                if location is None:
                    return _error(404, "NotFoundError", "location not found")
                return self._page(path, query, location.rooms)
            case ["v1", "devices"] | ["v1", "scenes"]:
                location = self._location(query.get("locationId", ""))
                if location is None:
                    return self._page(path, query, [])
                items = location.devices if segments[1] == "devices" else location.scenes
                return self._page(path, query, items)
            case ["v1", "capabilities", capability_id, version] if version.isdigit():
                definition = definitions().get((capability_id, int(version)))
                if definition is None:
                    return _error(404, "NotFoundError",
                                  f"capability {capability_id}/{version} not found")
                return Reply(body=definition)
        return _error(404, "NotFoundError", f"no route {path}")

    def _location(self, location_id: str) -> Location | None:
        return next((loc for loc in self.locations if loc.location_id == location_id), None)

    def _page(self, path: str, query: dict[str, str], items: Sequence[Any]) -> Reply:
        page = int(query.get("page", "0"))
        start = page * self.page_size
        links: dict[str, Any] = {"next": None, "previous": None}
        if start + self.page_size < len(items):
            following = {**query, "page": str(page + 1), "max": str(self.page_size)}
            links["next"] = {"href": f"{self.url}{path}?{urlencode(following)}"}
        return Reply(body={"items": list(items[start:start + self.page_size]),
                           "_links": links})

    def start(self) -> None:
        """Listen on a free port in a background thread."""
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.01}, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop serving and close the socket."""
        assert self._httpd is not None
        assert self._thread is not None
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join()


def _error(status: int, code: str, message: str) -> Reply:
    return Reply(status, {"requestId": stable_id("request", message),
                          "error": {"code": code, "message": message, "details": []}})


def _handler(api: FakeSmartThings) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            """Keep test output quiet."""

        def do_GET(self) -> None:
            reply = api.answer(self.path, dict(self.headers.items()))
            if reply.drop:
                self.close_connection = True
                return
            payload = (reply.body if isinstance(reply.body, str)
                       else json.dumps(reply.body, ensure_ascii=False)).encode("utf-8")
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json;charset=utf-8")
            self.send_header("Content-Length", str(len(payload)))
            for name, value in reply.headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)

    return Handler


def running_api(*locations: Location, page_size: int = DEFAULT_PAGE_SIZE
                ) -> Iterator[FakeSmartThings]:
    """Yield a started fake API holding ``locations`` and stop it afterwards."""
    api = FakeSmartThings(list(locations), page_size)
    api.start()
    try:
        yield api
    finally:
        api.stop()


# The word a family gives each device of a profile; a number tells apart several in a room.
LABEL_WORDS: Mapping[str, str] = {
    "light-level-colorTemperature": "吸顶灯", "rgbw-bulb-2700K-6500K": "灯带",
    "on-off-bulb": "筒灯", "light-level": "台灯", "light-binary": "壁灯",
    "color-temp-bulb-2700K-6500K": "主灯", "basic-switch": "开关",
    "switch-power-smartplug": "插座", "plug-binary": "智能插座",
    "room-air-conditioner": "空调", "room-air-conditioner-heating-cooling": "冷暖空调",
    "window-treatment-profile": "窗帘", "window-covering": "纱帘", "fan-3speed": "吊扇",
    "lock-user-pin": "门锁", "media-video-player": "电视", "motion-battery-aqara": "人体传感器",
    "contact-battery-profile": "门磁", "humidity-temp-battery-aqara": "温湿度计",
    "air-purifier-hepa-wind": "净化器", "thermostat-heating-only-nostate-nobattery": "地暖",
    "water-valve": "水阀", "switch-alarm": "报警器", "laundry-washer-tl": "洗衣机",
    "fan-rock": "落地扇", "on-off-level": "射灯",
}
ROOMS = ("客厅", "餐厅", "厨房", "主卧", "次卧", "儿童房", "书房", "卫生间", "阳台", "玄关")
SCENES = ("回家", "离家", "睡眠", "观影")


def family_home(devices: int, name: str = "我的家") -> Location:
    """A location of ``devices`` devices of the real profiles, spread over ten rooms, with
    four scenes."""
    location = Location(name)
    for room in ROOMS:
        location.add_room(room)
    names = list(LABEL_WORDS)
    used: dict[tuple[str, str], int] = {}
    for number in range(devices):
        room = ROOMS[number % len(ROOMS)]
        profile_name = names[number % len(names)]
        word = LABEL_WORDS[profile_name]
        count = used[(room, word)] = used.get((room, word), 0) + 1
        location.add_device(profile_name, word if count == 1 else f"{word}{count}", room,
                            key=f"{name}:{number}")
    for scene in SCENES:
        location.add_scene(scene)
    return location
