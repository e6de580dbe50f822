"""The system prompt that asks an LLM for the command array, and the categories it may use."""

from __future__ import annotations

from collections.abc import Sequence

from context_retrieval.models import Category

# 002 decision 2: the seed's categories, extended by every SmartThings category we know.
SEED_CATEGORIES = ("AirConditioner", "Blind", "Charger", "Fan", "Hub", "Light", "NetworkAudio",
                   "Unknown", "Switch", "Television", "Washer", "SmartPlug")
ALLOWED_CATEGORIES: tuple[str, ...] = tuple(sorted(set(SEED_CATEGORIES)
                                                   | {c.value for c in Category}))

DEFAULT_SYSTEM_PROMPT = """\
You turn a smart-home request (usually Chinese) into a JSON array of command objects, one per
command, in the order the user said them. Output the JSON array only: no prose, no code fence.

Each command object has these fields:
- "action": the intent as a short CHINESE phrase with the verb, attribute and value, e.g.
  "打开", "关闭", "亮度调到50", "调成制冷", "音量调大". It must not contain Latin letters; use
  null when there is no action.
- "name_hint": the words naming one specific device as the user said them ("老伙计",
  "吸顶灯"), or null. A bare type word ("灯", "空调") is not a name.
- "scope": {"include": [rooms], "exclude": [rooms or device names]}. "include": ["*"] means
  the whole home. "除卧室以外" puts 卧室 in "exclude".
- "quantifier": "one" (a single device), "all" (所有/全部/都), "any" (any one will do) or
  "except" (all but the excluded ones).
- "count": with quantifier "any", how many devices are wanted ("打开两盏灯" → 2, "随便开一个灯"
  → 1), else null.
- "type_hint": the device category, exactly one of the allowed categories below, or "Unknown".
- "value": {"number": 50, "unit": "%"} for numbers (26度 → {"number": 26, "unit": "度"}),
  {"word": "制冷"} for a named value (mode, colour, level), or null.
- "references": ["last-mentioned"] when the user refers to an earlier device ("它", "那个",
  "刚才的"), else [].
- "conditions": conditions the command depends on, as said, else [].
- "confidence": how sure you are, from 0 to 1.
"""


def build_system_prompt(rooms: Sequence[str], categories: Sequence[str]) -> str:
    """DEFAULT_SYSTEM_PROMPT plus the home's rooms and the categories present in it."""
    allowed = [c for c in ALLOWED_CATEGORIES if c in set(categories) or c == "Unknown"]
    return (f"{DEFAULT_SYSTEM_PROMPT}\nAllowed categories: {', '.join(allowed)}\n"
            f"Rooms of this home: {', '.join(rooms) or '(none)'}\n")
