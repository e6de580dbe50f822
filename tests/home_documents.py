"""A small home as the service receives it: home.json and spec lines as JSON objects."""

from __future__ import annotations

from typing import Any

SMALL_HOME: dict[str, Any] = {
    "rooms": [{"roomId": "r1", "name": "客厅"}, {"roomId": "r2", "name": "卧室"}],
    "items": [
        {"deviceId": "lamp", "label": "客厅灯", "roomId": "r1", "profile": {"id": "dimmer"},
         "components": [{"id": "main", "categories": [{"name": "Light"}]}]},
        {"deviceId": "bed", "label": "卧室灯", "roomId": "r2", "profile": {"id": "dimmer"},
         "components": [{"id": "main", "categories": [{"name": "Light"}]}]},
    ],
}
SMALL_SPEC: list[dict[str, Any]] = [{"profileId": "dimmer", "capabilities": [
    {"id": "main-switch-on", "description": "打开设备"},
    {"id": "main-switch-off", "description": "关闭设备"},
    {"id": "main-switchLevel-setLevel", "description": "设置亮度", "type": "integer",
     "value_range": {"min": 0, "max": 100, "unit": "%"}},
]}]
