"""Scenes as entities of their own (001 §5.3): a command that names a scene of the home
("执行回家模式", "开启观影"), or the situation a scene is for ("我要看电影了" → 观影模式),
runs the scene. A scene is never expanded into its devices, and bulk never includes one.

A scene is meant only when nothing else in the command names a device, a kind or a place:
"电视切到观影模式" is about the television, "等我回家的时候开灯" about the light.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from context_retrieval.models import (
    SCENE_EXECUTE,
    Candidate,
    ClarificationOption,
    ClarificationRequest,
    EntityKind,
    Hint,
    Home,
    QueryIR,
    RetrievalResult,
    Scene,
    StageTrace,
)
from context_retrieval.text import compact, normalize

REASON_SCENE_NAME = "scene_name_hit"
"""The scene's whole name was said."""
REASON_SCENE_CORE = "scene_core_hit"
"""Its name without the word for scene ("回家" for 回家模式) was said."""
REASON_SCENE_SITUATION = "scene_situation"
"""The situation it is for was said ("我要看电影了" for 观影模式)."""

_SCORES = {REASON_SCENE_NAME: 1.0, REASON_SCENE_CORE: 0.8, REASON_SCENE_SITUATION: 0.6}

# What a scene's name says around what it is for: "一键观影模式", "回家场景".
_SCENE_WORDS = re.compile(r"^(?:一键|智能)|(?:模式|场景|情景|scene|mode)$")
# The words of a situation → words a scene for it may be named with. The situation is read
# from the request; the scene is found by its own name.
_SITUATIONS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(said), names) for said, names in (
        (r"看电影|看个?片子?|看大片|放电影", ("观影", "影院", "电影", "影音")),
        (r"回来了|到家了|回家了|我回家", ("回家", "到家", "归家")),
        (r"出远?门了?|要出远?门|出去了|上班去|离开家", ("离家", "出门", "外出")),
        (r"睡觉|睡了|晚安|要睡", ("睡眠", "睡觉", "晚安", "就寝")),
        (r"起床|早安|早上好", ("起床", "早安", "唤醒", "晨起")),
        (r"吃饭|开饭|用餐", ("用餐", "就餐", "晚餐", "吃饭")),
        (r"看书|阅读", ("阅读", "看书")),
        (r"来客人|客人来了|会客", ("会客", "待客", "迎宾")),
        (r"聚会|派对|party", ("派对", "聚会", "party")),
        (r"[打玩]游戏", ("游戏",)),
        (r"午睡|午休", ("午休", "午睡")),
    ))
# Words that run a scene, and words around them that say nothing about what to run.
_RUN_AND_FILLERS = re.compile(
    r"执行|启动|开启|打开|进入|切换到|切换成|切到|换到|激活|运行|启用|来个|来一个|开始|一键|"
    r"现在|马上|立刻|一下|帮我|给我|请|麻烦|我们|咱们|我要|我想|准备|要|想|该|去|"
    r"模式|场景|情景|开|了|吧|啊|呀|哦|呢|嘛|的|把|我|scene|mode|[\s,.!?;:]")
# A scene only runs: "关闭观影模式" cannot be done by the scene.
_STOP = re.compile(r"关闭|关掉|关了|关上|退出|取消|停止|停掉|结束|别|不要|不用|不")


@dataclass(frozen=True, slots=True)
class _SceneWords:
    """How a scene can be said: its whole name and the name without the word for scene."""

    scene: Scene
    name: str
    core: str


def _said(text: str) -> str:
    return compact(normalize(text)).replace("的", "")


def _scene_words(home: Home) -> tuple[_SceneWords, ...]:
    def work() -> tuple[_SceneWords, ...]:
        words = []
        for scene in home.scenes:
            name = _said(scene.name)
            if name:
                words.append(_SceneWords(scene, name, _SCENE_WORDS.sub("", name)))
        return tuple(words)
    return home.derived("scene_words", work)


@dataclass(frozen=True, slots=True)
class _Match:
    scene: Scene
    reason: str
    span: str


def _matches(said: str, situations: Sequence[tuple[str, tuple[str, ...]]],
             words: _SceneWords) -> _Match | None:
    if words.name in said:
        return _Match(words.scene, REASON_SCENE_NAME, words.name)
    if len(words.core) >= 2 and words.core in said:
        return _Match(words.scene, REASON_SCENE_CORE, words.core)
    for span, names in situations:
        if any(name in words.name for name in names):
            return _Match(words.scene, REASON_SCENE_SITUATION, span)
    return None


NamesSomethingElse = Callable[[str], bool]
"""True when the words left beside a scene's name name a device, a kind or a place."""


def scene_result(ir: QueryIR, home: Home,
                 names_something_else: NamesSomethingElse) -> RetrievalResult | None:
    """The result of a command that is about a scene of ``home``, or None when it is not.

    The best way the command says a scene wins (whole name, then the name without 模式,
    then the situation); scenes said equally well, longest first, are asked about. A
    scene said with a stop word ("关闭观影模式") is asked about too: a scene can only run.
    A situation said with a stop word ("我不看电影了") is no scene.

    Never raises.
    """
    scene_words = _scene_words(home)
    if not scene_words:
        return None
    said = _said(ir.raw)
    situations = [(heard.group(), names) for situation, names in _SITUATIONS
                  if (heard := situation.search(said)) is not None]
    found = [match for words in scene_words
             if (match := _matches(said, situations, words)) is not None]
    if not found:
        return None
    best_score = max(_SCORES[match.reason] for match in found)
    best = [match for match in found if _SCORES[match.reason] == best_score]
    longest = max(len(match.span) for match in best)
    best = [match for match in best if len(match.span) == longest]
    left = said.replace(best[0].span, "")
    if names_something_else(_RUN_AND_FILLERS.sub("", _STOP.sub("", left))):
        return None
    stopping = _STOP.search(left) is not None
    if stopping and best[0].reason == REASON_SCENE_SITUATION:
        return None
    candidates = tuple(
        Candidate(match.scene.id, EntityKind.SCENE, SCENE_EXECUTE,
                  keyword_score=best_score, vector_score=0.0, total_score=best_score,
                  reasons=(match.reason,))
        for match in best)
    trace = StageTrace("match_scene", kept=tuple(match.scene.id for match in best),
                       note=f"{best[0].reason}: {best[0].span}")
    meta = MappingProxyType({"scene": best[0].reason})
    if stopping:
        question = (f"场景“{best[0].scene.name}”只能执行，不能关闭或退出。"
                    "你要关掉哪些设备？")
        return RetrievalResult(command=ir, candidates=candidates,
                               clarification=ClarificationRequest(question),
                               hint=Hint.NEED_CLARIFICATION, meta=meta, trace=(trace,))
    if len(best) > 1:
        options = tuple(ClarificationOption(match.scene.id, match.scene.name, SCENE_EXECUTE)
                        for match in best)
        return RetrievalResult(command=ir, candidates=candidates,
                               clarification=ClarificationRequest("你指的是哪个场景？", options),
                               hint=Hint.NEED_CLARIFICATION, meta=meta, trace=(trace,))
    return RetrievalResult(command=ir, candidates=candidates, selected=candidates, meta=meta,
                           trace=(trace,))
