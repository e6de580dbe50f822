"""One user turn, as an agent platform sees it (seed 001 §1.2–1.3).

A turn either asks the user a question (and remembers its options, so the next turn can
answer it: "主卧那个", "第二个") or hands the agent a context: the selected devices as safe
YAML and the system prompt built from it. The devices acted on are remembered for "它"
and bare follow-ups ("关掉").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from types import MappingProxyType

from context_retrieval.context import (
    BASE_SYSTEM_PROMPT,
    assemble_agent_prompt,
    summarize_devices_for_prompt,
)
from context_retrieval.conversation import ConversationState, PendingOption, pending_options_from
from context_retrieval.lexicon import RoomLexicon, is_floor_word, room_lexicon, split_index
from context_retrieval.models import (
    SCENE_EXECUTE,
    Candidate,
    ClarificationOption,
    ClarificationRequest,
    EntityKind,
    Group,
    Hint,
    Home,
    QueryIR,
    RetrievalResult,
    StageTrace,
)
from context_retrieval.parsing import parse_with_rules
from context_retrieval.parsing.rules import where_the_speaker_stays
from context_retrieval.pipeline import parse_context, said_in_labels
from context_retrieval.stages.bulk import CONFIRM_OPTION_ID, compatibility_groups
from context_retrieval.stages.gating import MAX_OPTIONS, OUT_OF_RANGE
from context_retrieval.stages.scope import filter_by_scope
from context_retrieval.text import compact, normalize

REASON_ANSWER = "clarification_answer"
# "第二个", "2", "第2项": the option picked by its number.
_ORDINAL = re.compile(r"^(?:第)?(?P<number>\d{1,2})(?:个|项|台|盏|条|种)?(?:吧|吗|的)?$")
CHINESE_ORDINALS = "两一二三四五六七八九十"  # index = value; 两 counts as 2
_LAST = re.compile(r"^最后(?:一)?(?:个|项|台|盏)?(?:吧)?$")
# Words around an answer that say nothing about which option: "就主卧那个吧", "只要客厅的".
_ANSWER_FILLERS = re.compile(r"那个|这个|那台|这台|那盏|这盏|的|吧|就|是|要|选|呢|啊|一下|只|仅"
                             r"|(?<=.)个$")
_MARKS = re.compile(r"[\s,.!?;:]")


def _reply(text: str) -> str:
    """A reply in the one form answers are read in: normalised (Chinese punctuation made
    ASCII, lower case), without spaces or punctuation."""
    return _MARKS.sub("", normalize(text))


# "哦，6号", "嗯第二个": sounds before the answer.
_INTERJECTION = re.compile(r"^(?:哦|噢|喔|嗯|呃|啊|那就|就)+")
_NUMBERED = re.compile(r"^(?P<number>\d{1,2})号(?:那个|的|吧)*$")
# "书桌上那个": where the device is, said as a place ("上", "里") after its name.
_LOCATIVE = re.compile(r"(?<=..)(?:上面|上|里面|里|边上)$")
# "左边那个" for 床头灯（左）: a side said as labels write it.
_SIDE = re.compile(r"(?P<side>[左右上下前后])(?:边|侧|面)")
# A reply that says yes to going on: "确认", "继续吧", "都要", "是的", "好的，执行".
# "好的，全部关掉" says yes and the command again.
_CONFIRMATION = re.compile(r"^(?:确认|确定|继续|都要|全部都?要|全都要|是的?|好的?|可以|对的?|行|"
                           r"执行|没问题|没错|嗯|ok|yes)+(?:全部|全都|都|全)?"
                           r"(?:关掉|关了|关闭|关上|打开|开了|开启|执行|照做)?(?:吧|的|啊|呀|了)*$")


class TurnKind(StrEnum):
    """What a turn gives back."""

    CLARIFICATION = "clarification"
    """A question for the user; the agent is not started."""
    CONTEXT = "context"
    """The agent's context: selected devices and commands."""


@dataclass(frozen=True, slots=True)
class AgentTurn:
    """The outcome of one user turn (001 §1.2)."""

    kind: TurnKind
    """Ask the user, or start the agent."""
    results: tuple[RetrievalResult, ...]
    """One retrieval result per command of the request."""
    question: str | None = None
    """The question, when ``kind`` is CLARIFICATION."""
    options: tuple[ClarificationOption, ...] = ()
    """Its closed options, best first."""
    yaml_context: str = ""
    """The selected devices and commands as safe YAML, when ``kind`` is CONTEXT."""
    system_prompt: str = ""
    """The agent's system prompt: the base prompt and the YAML context."""
    answered_question: bool = False
    """True when this turn answered the question asked on the previous turn."""
    question_id: str | None = None
    """Id of the question, when ``kind`` is CLARIFICATION: pass it back with the reply
    (``Engine.handle(..., answering=question_id)``) to bind the reply to this question."""


def resolve_answer(text: str, options: Sequence[PendingOption],
                   home_rooms: RoomLexicon | None = None) -> int | None:
    """The option a reply picks ("第二个", "2", "主卧那个", "书房的吸顶灯"), or None.

    A reply naming a room or a label picks the one option that fits it; a reply that fits
    none or several picks nothing (the caller then treats it as a refinement or a new
    request). A room said is read among the home's rooms (``home_rooms``, when given) before
    among the options' own ("闺女屋的" names the daughter's room, even when no option listed
    is there). Never raises.
    """
    said = _INTERJECTION.sub("", _reply(text))
    said = re.sub(r"^第?([一二两三四五六七八九十])(?=个|项|台|盏|条|种|号|$)",
                  lambda m: str(CHINESE_ORDINALS.index(m.group(1)) or 2), said)
    ordinal = _ORDINAL.match(said)
    numbered = _NUMBERED.match(said) or ordinal
    if numbered is not None:
        # "6号" after "没有找到“筒灯7”", "第二个" among 筒灯1..6: the member numbered so,
        # wherever it is listed, when the options are members of one series.
        wanted = int(numbered.group("number"))
        series = [split_index(compact(option.label.rsplit("·", 1)[-1])) for option in options]
        members = [index for index, (_, number) in enumerate(series) if number == wanted]
        if len(members) == 1 and (numbered.re is _NUMBERED
                                  or len({stem for stem, _ in series}) == 1):
            return members[0]
    if ordinal is not None:
        index = int(ordinal.group("number")) - 1
        return index if 0 <= index < len(options) else None
    if _LAST.match(said) and options:
        return len(options) - 1
    core = _LOCATIVE.sub("", compact(_SIDE.sub(r"\g<side>", _ANSWER_FILLERS.sub("", said))))
    if not core:
        return None
    fits = [index for index, option in enumerate(options) if _fits(core, option)]
    if not fits:
        # "楼下那个": the place said among the rooms the options stand in.
        # (a floor, "楼上的", is said of the options' floors)
        in_the_home = home_rooms.resolve(core) \
            if home_rooms is not None and not is_floor_word(core) else None
        rooms = in_the_home \
            or room_lexicon(tuple(o.room for o in options if o.room)).resolve(core) or ()
        fits = [index for index, option in enumerate(options) if option.room in rooms]
    return fits[0] if len(fits) == 1 else None


# Options picked together: "1和2", "主卧跟猫房的", "第一个和第三个都关".
_PICKED_TOGETHER = re.compile(r"[和跟与,]|还有")
_SAID_OF_THEM_ALL = re.compile(r"(?:都|也|全|一起)[^和跟与,]*$")


def resolve_answers(text: str, options: Sequence[PendingOption]) -> tuple[int, ...]:
    """The options a reply picks together ("1和2", "主卧跟猫房的"), each picked as
    resolve_answer picks one; empty unless it picks two or more, each of them. Never
    raises."""
    said = _SAID_OF_THEM_ALL.sub("", _INTERJECTION.sub("", _reply(text)))
    parts = [part for part in _PICKED_TOGETHER.split(said) if part]
    if len(parts) < 2:
        return ()
    picked = [resolve_answer(part, options) for part in parts]
    indexes = tuple(dict.fromkeys(index for index in picked if index is not None))
    return indexes if len(indexes) == len(parts) else ()


def confirms(text: str) -> bool:
    """True when a reply only says yes: go on ("确认", "继续", "都要", "是的")."""
    said = _reply(text)
    return bool(_CONFIRMATION.match(said))


def asks_for_a_command(options: Sequence[PendingOption], home: Home) -> bool:
    """True when the pending question offered commands to choose between, not devices
    ("要对这些设备执行哪个操作？")."""
    return bool(options) and all(option.capability_id and option.entity_id != CONFIRM_OPTION_ID
                                 and home.device(option.entity_id) is None
                                 and home.scene(option.entity_id) is None
                                 for option in options)


def says_only_an_action(reply: str, home: Home) -> bool:
    """True when ``reply`` says what to do ("关掉", "调到50%") and not what to do it to
    ("关掉所有灯" is a request of its own)."""
    parsed = parse_with_rules(reply, parse_context(home))
    return any(command.action or command.value for command in parsed.commands) and not any(
        command.name_hint or command.type_hint or command.scope_include
        or command.entity_mentions for command in parsed.commands)


def _fits(core: str, option: PendingOption) -> bool:
    """True when the reply's words are part of the option's room and label ("主卧" in
    "主卧 · 吸顶灯", "书房吸顶灯")."""
    shown = compact(option.room or "") + compact(option.label.rsplit("·", 1)[-1])
    return core in shown


def refinement_of(reply: str, request: str | None, home: Home) -> str | None:
    """The pending request narrowed by a reply that only adds where or which ("书房那个",
    "儿童房的", "只关二楼的"), or None when the reply is a request of its own (it says
    what to do to something).
    """
    if not request:
        return None
    words = _ANSWER_FILLERS.sub("", re.sub(r"[\s,.!?;:]", "", normalize(reply)))
    if not words:
        return None
    context = parse_context(home)
    parsed = parse_with_rules(words, context)
    if any(command.action or command.needs_fallback for command in parsed.commands):
        places = [place for command in parsed.commands for place in command.scope_include]
        asked = {command.action for command in parse_with_rules(request, context).commands}
        if places and not any(command.name_hint or command.type_hint or command.entity_mentions
                              for command in parsed.commands) \
                and {command.action for command in parsed.commands} <= asked:
            # "只关二楼的" after "关闭所有灯": the places, said with the same verb.
            return "和".join(dict.fromkeys(places)) + "的" + request
        return None
    return words + request


def put_in_place(request: str, place: str, home: Home) -> str:
    """The pending request with the place the user picked in answer to "你指的是哪里？"
    instead of its word that named nothing ("关闭二楼所有的灯" + "主卧" → "关闭主卧所有的灯";
    "除了客房都关了" + "书房" → "除了书房都关了")."""
    for command in parse_with_rules(request, parse_context(home)).commands:
        for word in filter_by_scope(home.devices, command, home.rooms,
                                    said_in_labels(home)).unplaced:
            if word in request:
                return request.replace(word, place, 1)
    return place + request


# "两个都开", "都要", "全部", "它们都关了吧": every option of the question, not one of them.
_EVERY_ONE = re.compile(r"^(?:[这那]?(?P<count>两|俩|三|四|几)个?|它们|这些|那些|全部|所有"
                        r"|两边|两头|两间|两处|几间|每个|每间)?"
                        r"(?:都|全都|全部|全|一起|统统|通通)")


_COUNTED = {"两": 2, "俩": 2, "三": 3, "四": 4}

# Said before a request, it makes a bulk command of it: every device it names.
EVERY_ONE_SAID = "全部"


def takes_every_device(text: str, options: Sequence[PendingOption], home: Home) -> bool:
    """True when a reply to a question about devices takes all of them ("两个都开",
    "都关了吧", "全部"), whether or not the question showed every one."""
    said = _INTERJECTION.sub("", _reply(text))  # "嗯，都关"
    every = _EVERY_ONE.match(said)
    if every is None or len(options) < 2 or miscounted(text, options) is not None:
        return False
    if not all(option.capability_id and home.device(option.entity_id) is not None
               for option in options):
        return False
    rest = _ANSWER_FILLERS.sub("", said[every.end():])
    return not rest or says_only_an_action(rest, home)


def miscounted(text: str, options: Sequence[PendingOption]) -> int | None:
    """The number a reply taking "both" or "all three" of the options says ("两个都关"),
    when the question had another number of them; else None."""
    every = _EVERY_ONE.match(_INTERJECTION.sub("", _reply(text)))
    counted = _COUNTED.get(every.group("count") or "") if every is not None else None
    return counted if counted is not None and counted != len(options) else None


def asked_again(options: Sequence[PendingOption], counted: int, text: str
                ) -> RetrievalResult:
    """The question asked again when the reply counted other than it showed ("两个都关" to
    four options): which of them is not said, and all of them would widen what was said."""
    labels = "、".join(option.label for option in options)
    question = f"刚才有{len(options)}个（{labels}），你说{counted}个，是哪{counted}个？"
    return RetrievalResult(
        command=QueryIR(raw=text, confidence=1.0), hint=Hint.NEED_CLARIFICATION,
        clarification=ClarificationRequest(question, tuple(
            ClarificationOption(option.entity_id, option.label, option.capability_id)
            for option in options)),
        trace=(StageTrace("resolve_answer", note=f"{counted} said of {len(options)} options:"
                                                 " asking again"),))


def picks_every_option(text: str, options: Sequence[PendingOption], home: Home) -> bool:
    """True when a reply takes every device of the question (takes_every_device) and the
    question showed every device it was about."""
    return len(options) < MAX_OPTIONS and takes_every_device(text, options, home)


def every_option_result(options: Sequence[PendingOption], text: str,
                        home: Home) -> RetrievalResult:
    """The result of a reply that took every option: each device with its command,
    grouped as a bulk command is.

    Raises:
        StopIteration: an option's command is not among its device's commands.
    """
    by_command: dict[str, list[str]] = {}
    for option in options:
        if option.capability_id is not None:
            by_command.setdefault(option.capability_id, []).append(option.entity_id)
    groups: list[Group] = []
    for capability_id, device_ids in by_command.items():
        devices = [device for device_id in device_ids
                   if (device := home.device(device_id)) is not None]
        groups.extend(compatibility_groups(devices, home, capability_id))
    groups = [replace(group, group_id=f"group-{number}")
              for number, group in enumerate(groups, start=1)]
    candidates = tuple(Candidate(group.group_id, EntityKind.GROUP, group.capability_id,
                                 keyword_score=1.0, vector_score=0.0, total_score=1.0,
                                 reasons=(REASON_ANSWER,)) for group in groups)
    return RetrievalResult(
        command=QueryIR(raw=text, confidence=1.0), candidates=candidates, selected=candidates,
        groups=tuple(groups), meta=MappingProxyType({"clarification_answer": "all"}),
        trace=(StageTrace("resolve_answer", kept=tuple(o.entity_id for o in options),
                          note=f"the reply took all {len(options)} options"),))


def answer_result(option: PendingOption, index: int, text: str) -> RetrievalResult:
    """The result of a reply that picked ``option``: that device (or scene) and its
    command."""
    kind = EntityKind.SCENE if option.capability_id == SCENE_EXECUTE else EntityKind.DEVICE
    candidate = Candidate(option.entity_id, kind, option.capability_id,
                          keyword_score=1.0, vector_score=0.0, total_score=1.0,
                          reasons=(REASON_ANSWER,))
    return RetrievalResult(
        command=QueryIR(raw=text, confidence=1.0), candidates=(candidate,),
        selected=(candidate,),
        meta=MappingProxyType({"clarification_answer": index}),
        trace=(StageTrace("resolve_answer", kept=(option.entity_id,),
                          note=f"the reply picked option {index + 1}: {option.label}"),))


def acted_on(results: Sequence[RetrievalResult]) -> tuple[str, ...]:
    """Devices the results selected, first command first (groups expanded; a scene is no
    device that "它" could mean)."""
    ids: list[str] = []
    for result in results:
        groups = {group.group_id: group for group in result.groups}
        for candidate in result.selected:
            if candidate.entity_kind is EntityKind.SCENE:
                continue
            group = groups.get(candidate.entity_id)
            ids.extend(group.device_ids if group else (candidate.entity_id,))
    return tuple(dict.fromkeys(ids))


def next_state(state: ConversationState, results: Sequence[RetrievalResult], home: Home,
               request: str, now: float) -> ConversationState:
    """The conversation after a turn: its question pending, or its devices remembered."""
    asking = next((r for r in results if r.clarification is not None), None)
    if asking is not None and asking.clarification is not None:
        if asking.meta.get("bulk_degraded") or asking.meta.get(OUT_OF_RANGE):
            # The one question about a bulk command was used, or the number said cannot be
            # set: the next turn is a new request.
            return state.clear_pending()
        return state.ask(asking.clarification.question,
                         pending_options_from(asking.clarification, home), now, request)
    devices = acted_on(results)
    cleared = state.clear_pending()
    if devices or where_the_speaker_stays(request, parse_context(home)):
        # "你好，我住201": nothing to do yet, but what follows is said there.
        return cleared.remember(devices, now, request)
    return cleared


def build_turn(results: Sequence[RetrievalResult], home: Home, *,
               base_prompt: str = BASE_SYSTEM_PROMPT,
               answered_question: bool = False,
               question_id: str | None = None) -> AgentTurn:
    """A clarification (under ``question_id``) when any command needs one; otherwise the
    agent's context.

    Raises:
        InputError: a selected candidate names a device or command not in ``home``.
    """
    asking = next((r for r in results if r.clarification is not None), None)
    if asking is not None and asking.clarification is not None:
        return AgentTurn(TurnKind.CLARIFICATION, tuple(results),
                         question=asking.clarification.question,
                         options=asking.clarification.options,
                         answered_question=answered_question, question_id=question_id)
    yaml_context = summarize_devices_for_prompt(results, home)
    return AgentTurn(TurnKind.CONTEXT, tuple(results), yaml_context=yaml_context,
                     system_prompt=assemble_agent_prompt(base_prompt, yaml_context),
                     answered_question=answered_question)
