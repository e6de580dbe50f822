"""Follow-ups that lean on the turn before: the request they stand for, said in full.

"4号也开起" after 筒灯3 is "筒灯4也开起"; "东厢房的呢" after "西厢房的空调关了" is
"东厢房的空调关了"; "这屋空调也开开" after a lamp of 孩子屋 is "孩子屋空调也开开". The full
request then goes through retrieval like any other, so it is scoped, checked and asked
about as if it had been said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from context_retrieval.conversation import ConversationState
from context_retrieval.lexicon import split_index
from context_retrieval.models import Device, Home, Quantifier, QueryIR
from context_retrieval.orchestration import CHINESE_ORDINALS, says_only_an_action
from context_retrieval.parsing import ParseContext, parse_with_rules
from context_retrieval.parsing.rules import where_the_speaker_stays
from context_retrieval.parsing.words import MEASURE_WORDS, NEVER_MIND, ONCE_MORE, SELF_CORRECTION
from context_retrieval.pipeline import parse_context, said_in_labels
from context_retrieval.stages.scope import filter_by_scope
from context_retrieval.text import compact, said_plainly
from context_retrieval.vocabulary import TYPE_WORDS, family_of

# "4号", "三号", "第三个", "第四盏": a member of a numbered series said by its index alone.
# A number alone before 也 says a member too: "6也开开" after 展柜灯5, "2、3也开开" after 筒灯1.
_BARE_INDEX = re.compile(r"第(?P<ordinal>[一二两三四五六七八九十]|\d{1,2})(?:个|盏|盞|台|只|号|路)?"
                         r"|(?<![\d一二两三四五六七八九十])(?P<number>[一二两三四五六七八九十]|\d{1,2})号"
                         r"|(?:^|(?<=[把将、和跟]))(?P<alone>\d{1,2})(?=\s*也|[、和跟]\d{1,2}\s*也)")
# What may stand between indexes said together: "一号和四号", "3号、5号".
_BETWEEN_INDEXES = frozenset({"", "和", "跟", "与", "同", "、", ",", "还有"})
# "另一个也打开" after 壁灯1: the other member of a series of two; "另外那个灯也开",
# "另一条也开", "另外一个呢，也关掉": the kind and words around it say no other device.
_THE_OTHER = re.compile(rf"另(?:外)?(?:一|那)[{MEASURE_WORDS}盞]")
# Words that carry the last request over to another place: "东厢房的呢", "直播间的也是",
# "大屋的也一样", "饭厅都係", "还有爸妈房间的", "二楼也照样".
# ("爸那边的也调成一样的": set as the last request set)
_CARRIED_OVER = re.compile(r"(?:[调设弄搞整][成到]|开成)一样的?"
                           r"|也一样|也同样|也照样|一样|同样|照样|也是|都是|亦是|也要|也|亦|呢")
_LEADING_WORDS = re.compile(r"^(?:那么|那|还有|另外|然后)")
_POINTER_AFTER = re.compile(rf"的?那[{MEASURE_WORDS}盞]$")
_CARRIED_WITHOUT_MARKER = re.compile(r"^还有")
# "其他几个", "剩下的", "其余那几盏": the members of a series not acted on yet.
_THE_REST = re.compile(r"(?:其他|其它|其余|剩下|另外|别的)(?:的|那)?(?:几个|几盏|几台|几只)?")
# "这屋", "这个房间", "我们房间": the room of the devices just acted on.
_THIS_ROOM = re.compile(r"(?:我们?|咱们?)(?:的|这)?(?:房间|屋子?)|这个?屋子?|这间屋子?|这个?房间"
                        r"|这间房?|同一个?房间|同一间")
# "…，不是B房": what was not meant, said after what was.
_NOT_THAT = re.compile(r",(?:而)?不是[^,]*$")
# "俺说错了", "搞错了": a request taken back, with nothing said instead.
_TAKEN_BACK = re.compile(r"[我俺]?(?:说|弄|搞)错了[了啊呀哦]*|不算|取消")


def said_as_series_member(text: str, state: ConversationState | None,
                          home: Home) -> str | None:
    """``text`` with the series of the device just acted on said before a bare index
    ("4号也开起" after "筒灯3开一下" → "筒灯4也开起"; "另一个也打开" after 壁灯1 of 壁灯1..2 →
    "壁灯2也打开"), or None when ``text`` says no bare index or nothing numbered was just
    acted on. A member the home lacks is still said, so that it is asked about."""
    if state is None or not state.recent_entity_ids or _ALL_BUT.search(text):
        return None  # ("除了4号都关了" leaves a member out of what was named: see below)
    index = _BARE_INDEX.search(text)
    other = _THE_OTHER.search(text) if index is None else None
    if index is None and other is None:
        return None
    for device_id in state.last_turn_ids or state.recent_entity_ids[:1]:
        device = home.device(device_id)
        stem, number = split_index(compact(device.name)) if device else ("", None)
        if device is None or number is None:
            continue
        if index is not None:
            indexes = list(_BARE_INDEX.finditer(text))
            if any(compact(text[one.end():two.start()]) not in _BETWEEN_INDEXES
                   for one, two in pairwise(indexes)):
                return None
            members = "和".join(f"{stem}{_index_said(found)}" for found in indexes)
            before, after = text[:indexes[0].start()], text[indexes[-1].end():]
            carried = _LEADING_WORDS.sub("", compact(before + after)).rstrip("的啊呀呢")
            # "3号" alone after "打开筒灯" reached the whole series: that member of it
            narrowed = not carried and not compact(before) and len(state.last_turn_ids) > 1
            if (_CARRIED_OVER.fullmatch(carried) or narrowed
                    or (not carried and _CARRIED_WITHOUT_MARKER.match(compact(before)))) \
                    and state.last_request:
                # "3号也是" after "楼梯灯2开一下", "还有3号" after "射灯1开": the last
                # request, of those members
                request = compact(said_plainly(state.last_request))
                said = _member_as_said(compact(device.name), request)
                if said is None and narrowed and stem in request:
                    return request.replace(stem, members, 1)
                if said is None:
                    return None
                # (said as the request said it: "射灯3开" of 展厅射灯3, "还有5号" is 射灯5)
                said_stem = said[:len(said) - len(compact(device.name)) + len(stem)]
                return request.replace(said, "和".join(
                    f"{said_stem}{_index_said(found)}" for found in indexes), 1)
            if not says_only_an_action(before + after, home):
                return None  # "3号筒灯打开" names its series itself
            return before + members + after
        others = sorted(_series_numbers(stem, home) - {number})
        if other is not None and len(others) == 1 \
                and says_only_an_action(_around(text, other, device), home):
            return text[:other.start()] + f"{stem}{others[0]}" + text[other.end():]
        return None
    last = home.device(state.last_turn_ids[0]) if len(state.last_turn_ids) == 1 else None
    if other is None or last is None or last.room is None:
        return None
    # "另外那个灯也开" after 主卧's 吸顶灯: the one other lamp of that room; with none, the
    # one device labelled alike in another room.
    here = [d for d in home.devices
            if d.id != last.id and d.room == last.room and d.category is last.category]
    alike = [d for d in home.devices
             if d.id != last.id and d.room and compact(d.name) == compact(last.name)]
    found = here if here else alike
    rest = _around(text, other, last)
    if len(found) != 1 or not says_only_an_action(rest, home):
        return None
    return f"{found[0].room}的{found[0].name}{rest}"


def _member_as_said(label: str, request: str) -> str | None:
    """The longest end of ``label`` (a member of a series, compacted) that ``request`` says,
    from its stem's last two characters on ("射灯3" of 展厅射灯3); None when it says none."""
    stem, _ = split_index(label)
    return next((label[start:] for start in range(len(stem) - 1)
                 if label[start:] in request), None)


def _index_said(index: re.Match[str]) -> int:
    """The number a bare index says ("第三个" → 3, "4号" → 4)."""
    said = index.group("ordinal") or index.group("number") or index.group("alone")
    return int(said) if said.isdigit() else CHINESE_ORDINALS.index(said) or 2


def _around(text: str, other: re.Match[str], device: Device) -> str:
    """What ``text`` says besides "另外那个" and the kind of ``device`` said after it."""
    after = text[other.end():]
    kind = next((word for word, category in TYPE_WORDS.items() if after.startswith(word)
                 and device.category in family_of(category).members), None)
    if kind is not None:
        after = after[len(kind):]
    return (text[:other.start()] + after.lstrip("呢,，")).lstrip("呢,，")


def said_as_the_rest_of_series(text: str, state: ConversationState | None,
                               home: Home) -> str | None:
    """``text`` with the other members of the series just acted on said in place of "其他"
    ("其他几个也打开" after 射灯1 of 射灯1..4 → "射灯2和射灯3和射灯4也打开"), or None when
    ``text`` says no such word or what was acted on is no member of a series."""
    if state is None or not state.last_turn_ids:
        return None
    rest = _THE_REST.search(text)
    if rest is None:
        return None
    acted = [split_index(compact(device.name)) for device_id in state.last_turn_ids
             if (device := home.device(device_id)) is not None]
    stems = {stem for stem, number in acted if number is not None}
    if len(stems) != 1 or any(number is None for _, number in acted):
        return None
    stem = stems.pop()
    said = (text[:rest.start()] + text[rest.end():]).replace(stem, "", 1)
    if not says_only_an_action(said, home):
        return None
    others = sorted(_series_numbers(stem, home) - {number for _, number in acted})
    if not others:
        return None
    return "和".join(f"{stem}{number}" for number in others) + said


# "再开一个", "再开两盏", "那再开一个吧": one more of what was just acted on, said alone.
_ONE_MORE = re.compile(rf"(?:那|那就)?再(?P<verb>开|打开|关|关掉)(?P<count>[一两二三四五\d])"
                       rf"[{MEASURE_WORDS}盞]?(?:吧|啊|呀|呢)*")


def said_as_one_more(text: str, state: ConversationState | None, home: Home) -> str | None:
    """``text`` said of what the last request acted on when it asks for more of it alone
    ("再开一个" after 筒灯3 of 客厅's 筒灯1..6 → "客厅的筒灯再开一个"; after "餐厅开一盏吊灯"
    → "餐厅的吊灯再开一个"): the series the one device acted on belongs to, in its room, or
    what the last request named. None when ``text`` says more, or nothing was just acted on.
    (Retrieval then leaves out what was acted on: one more is another one.)"""
    if state is None or not state.last_turn_ids or not state.last_request:
        return None
    if _ONE_MORE.fullmatch(compact(said_plainly(text))) is None:
        return None
    acted = home.device(state.last_turn_ids[0]) if len(state.last_turn_ids) == 1 else None
    stem, number = split_index(compact(acted.name)) if acted is not None else ("", None)
    if acted is not None and number is not None and _series_numbers(stem, home) - {number}:
        return f"{acted.room}的{stem}{text}" if acted.room else f"{stem}{text}"
    commands = parse_with_rules(said_plainly(state.last_request), parse_context(home)).commands
    target = _target_said(commands[0]) if len(commands) == 1 else None
    return f"{target}{text}" if target is not None else None


# "第一个关了" after "院子串灯开起，JBL放点歌": one of the devices the last turn acted on, by
# the order they were said in.
_NTH_SAID = re.compile(r"^(?:那|那就)?第(?P<nth>[一二两三四五六七八九]|[1-9])(?:个|盏|台|只|样)?")


def said_as_one_acted_on(text: str, state: ConversationState | None,
                         home: Home) -> str | None:
    """``text`` with the device the last turn acted on in the place said in place of "第一
    个" ("第一个关了" after "院子串灯开起，JBL放点歌" → "院子的串灯关了"), or None when ``text``
    starts with no such word, says more than an action after it, or the last turn acted on
    fewer devices than that."""
    if state is None or len(state.last_turn_ids) < 2 or state.has_pending:
        return None
    plain = said_plainly(text)
    nth = _NTH_SAID.match(plain)
    if nth is None:
        return None
    said = nth.group("nth")
    index = int(said) if said.isdigit() else CHINESE_ORDINALS.index(said) or 2
    rest = plain[nth.end():]
    if index > len(state.last_turn_ids) or not says_only_an_action(rest, home):
        return None
    device = home.device(state.last_turn_ids[index - 1])
    if device is None:
        return None
    return f"{device.room}的{device.name}{rest}" if device.room else f"{device.name}{rest}"


def said_in_another_place(text: str, state: ConversationState | None,
                          home: Home) -> str | None:
    """The last request said again in the place ``text`` names ("东厢房的呢" after
    "西厢房的空调关了" → "东厢房的空调关了"; "三楼的也开开" after "一楼厨房灯开开" →
    "三楼厨房灯开开"), or None when ``text`` is more than a place carried over: it names a
    device or kind, gives a value, or says an action the last request did not.

    The place replaces the one the last request said, or is said before it when it said
    none; a last request with several places is not guessed at."""
    if state is None or not state.last_request:
        return None
    said = said_plainly(text).replace(",", "")
    if not (_CARRIED_OVER.search(said) or _CARRIED_WITHOUT_MARKER.match(said)):
        return None
    # ("楼下那个呢": the one of that place)
    place = _POINTER_AFTER.sub("", _CARRIED_OVER.sub("", _LEADING_WORDS.sub("", said)))
    return _in_the_places_said(place, state.last_request, home)


# "Guest AC 也是", "主卫的也一样": another device, to have done what was just done.
_DONE_TOO = re.compile(r"(?P<what>.+?)[\s,]*(?:也是|也一样|也同样|也照样|也要)"
                          r"(?:的|吧|啊|呀|呢)*|(?:还有|另外还有)[\s,]*(?P<also>.+?)(?:吧|啊|呀|呢)*")


def said_of_another_device(text: str, state: ConversationState | None,
                           home: Home) -> str | None:
    """What the last request did, said of the device or kind ``text`` names with "也是" or
    "还有" ("Guest AC 也是" after "Daikin AC 开" → "Guest AC打开"; "主卫的也是" after "卫生间
    热水器开速热" → "主卫的热水器打开速热"; "还有爷奶屋的空调" after "堂屋的空调开开" → "爷奶屋的
    空调打开"), or None when ``text`` says anything else or the last request did not do one
    thing."""
    if state is None or not state.last_request:
        return None
    found = _DONE_TOO.fullmatch(text.strip())
    if found is None:
        return None
    context = parse_context(home)
    what = found.group("what") or found.group("also")
    commands = parse_with_rules(what, context).commands
    last_commands = parse_with_rules(state.last_request, context).commands
    if len(commands) != 1 or len(last_commands) != 1:
        return None
    command, last = commands[0], last_commands[0]
    if not last.action or command.action or command.value is not None \
            or not (command.name_hint or command.type_hint):
        return None
    kind = "" if command.type_hint else next(iter(last.type_words), None) or (
        last.name_hint if last.name_hint in TYPE_WORDS else "")
    # ("还有纱帘" after "203的窗帘拉上": the 纱帘 of 203)
    places = [] if command.scope_include or not command.type_hint else sorted(
        place for place in last.scope_include if place in state.last_request)
    where = f"{'和'.join(places)}的" if places else ""
    return f"{where}{what}{kind}{last.action}"


def _in_the_places_said(said: str, last_request: str, home: Home,
                        last_commands: Sequence[QueryIR] | None = None) -> str | None:
    """``last_request`` said again in the places ``said`` names, when it names only places
    (see said_in_another_place); None otherwise. ``last_commands`` are the last request's
    commands when the caller has read them already."""
    context = parse_context(home)
    places = _only_places(said, context)
    if places is None:
        return None
    new_places, action = places
    last = said_plainly(last_request)
    if last_commands is None:
        last_commands = parse_with_rules(last, context).commands
    if action is not None and action not in {command.action for command in last_commands}:
        return None
    old_places = {place for command in last_commands for place in command.scope_include
                  if place in last}
    place = "和".join(new_places)
    if not old_places:
        return f"{place}的{last}"
    if len(old_places) > 1:
        return None
    return last.replace(old_places.pop(), place)


def said_as_a_correction(text: str, state: ConversationState | None,
                         home: Home) -> str | None:
    """The last request corrected by ``text`` ("不对，是2号" after "筒灯3开一下" → "筒灯3开一下，
    不对，是2号", which the parser reads as 筒灯2开一下; "我是说三楼的" after "二楼热水器打开" →
    "三楼热水器打开"), or None when ``text`` does not open with a correction or corrects
    nothing it says."""
    if state is None or not state.last_request:
        return None
    said = said_plainly(text)
    correction = SELF_CORRECTION.match(said)
    instead = said[correction.end():].strip(",") if correction is not None else ""
    instead = _NOT_THAT.sub("", instead)  # "我说的是A房，不是B房": A房
    if not instead or _TAKEN_BACK.fullmatch(instead) or NEVER_MIND.search(instead):
        return None  # "不对不对，说错了": taken back, nothing said instead
    last_commands = parse_with_rules(said_plainly(state.last_request),
                                     parse_context(home)).commands
    return _in_the_places_said(
        _without_what_was_named(instead.replace(",", ""), last_commands),
        state.last_request, home, last_commands) or f"{said_plainly(state.last_request)},{said}"


def _without_what_was_named(said: str, last_commands: Sequence[QueryIR]) -> str:
    """``said`` without the device or kind the last request named (``last_commands``), when
    it ends with it ("是三楼的楼梯灯" after "二楼的楼梯灯打开": the place is what is corrected)."""
    for command in last_commands:
        for named in (command.name_hint, *command.type_words):
            if named and said.endswith(named) and len(said) > len(named):
                return said.removesuffix(named)
    return said


# "不开了", "算了，莫开了", "唔爱开了": what was just switched on is not wanted on after all.
_NOT_ON_AFTER_ALL = re.compile(r"(?:算了|哎呀|那|那就)*(?:还是)?(?:先)?"
                               r"(?:不爱|不要|唔爱|唔好|不用|不|别|莫|甭)(?:再)?(?:打)?开(?:了|啦|吧)*")


def said_once_more(text: str, state: ConversationState | None) -> str | None:
    """The last request, for a reply asking for it again ("再来一遍" after "微波炉热两分钟"),
    or None."""
    if state is None or not state.last_request:
        return None
    return state.last_request \
        if ONCE_MORE.fullmatch(said_plainly(text).replace(",", "")) else None


# "全部", "两个都要": every one of what was just asked for, and nothing else said.
_EVERY_ONE_ALONE = re.compile(r"(?:那就|那|就)?(?:(?:[两俩二三四五六七八九]个|全部|全都|所有的?"
                              r"|统统|通通)都?要?|都要)(?:吧|了|啊|呀)*")


def said_of_every_one(text: str, state: ConversationState | None) -> str | None:
    """The last request said of every device it fits ("射灯开一下" then "全部": 所有射灯开一
    下), for a reply that asks for all of them, and says nothing to do, when no question is
    open; else None."""
    if state is None or not state.last_request or not state.last_turn_ids or state.has_pending:
        return None
    return f"所有{state.last_request}" \
        if _EVERY_ONE_ALONE.fullmatch(said_plainly(text).replace(",", "")) else None


def said_as_switched_back(text: str, state: ConversationState | None) -> str | None:
    """"关掉" for a reply that takes back switching on what the last turn acted on ("不开了"
    after "烧水壶烧水"), or None."""
    if state is None or not state.last_turn_ids or state.has_pending:
        return None  # a question still open ("确定要打开门锁吗？") switched nothing on yet
    return "关掉" if _NOT_ON_AFTER_ALL.fullmatch(said_plainly(text).replace(",", "")) else None


def said_where_the_speaker_stays(text: str, state: ConversationState | None, home: Home) -> str:
    """``text`` after what the last request said of the room the speaker stays in ("我住201,"
    then "窗帘拉上" → "我住201,窗帘拉上"), so that it is read in that room as if said with it;
    ``text`` as it is when the last request said no such thing or ``text`` says it itself."""
    if state is None or not state.last_request:
        return text
    context = parse_context(home)
    if where_the_speaker_stays(text, context):
        return text
    stays = where_the_speaker_stays(state.last_request, context)
    return f"{stays}{text}" if stays else text


def said_in_this_room(text: str, state: ConversationState | None, home: Home) -> str | None:
    """``text`` with "这屋", "这个房间" said as the one room the last turn acted in
    ("这屋空调也开开" after 孩子屋's lamp → "孩子屋空调也开开"), or None when it says no such
    word or the last turn's devices stand in no single room."""
    match = _THIS_ROOM.search(text)
    if match is None or state is None:
        return None
    rooms = {device.room for device_id in state.last_turn_ids
             if (device := home.device(device_id)) is not None}
    if len(rooms) != 1 or None in rooms:
        return None
    return text[:match.start()] + str(rooms.pop()) + text[match.end():]


# Words that leave something out or keep it as it is; a follow-up without any is read as
# it is, with no request parsed again.
_LEAVES_OUT = re.compile(r"除|以外|之外|别|不要|不用|甭|莫|留")
_ALL_BUT = re.compile(r"除|以外|之外")
# "等等，宝宝房的先别关": words that stop what was just said, before what is left out.
_HOLD_ON = re.compile(r"^(?:等等|等一下|等下|等会儿?|慢着|稍等|哦|噢|对了|不过|但是|嗯|哎|算了)+")


def said_as_an_exclusion(text: str, state: ConversationState | None,
                         home: Home) -> str | None:
    """The last request, a bulk command, with what ``text`` leaves out ("除了主卧" after
    "空调都关了" → "空调都关了，除了主卧"; "等等，宝宝房的先别关" after "灯都关了"), or None
    when ``text`` is more than something left out or the last request acted on no set."""
    if not _LEAVES_OUT.search(text):
        return None
    bulk = _last_bulk_request(state, home)
    said = _HOLD_ON.sub("", said_plainly(text)).strip(",")
    if bulk is None or not said or "," in said:
        return None
    joined = f"{bulk[0]},{said}"
    commands = parse_with_rules(joined, parse_context(home)).commands
    if len(commands) != 1 or commands[0].quantifier is not Quantifier.EXCEPT:
        return None
    # "先别关", "算了不用了": a request taken back, nothing of the home left out
    scope = filter_by_scope(home.devices, commands[0], home.rooms, said_in_labels(home))
    return joined if not scope.unplaced else None


# "修坯灯留着", "筒灯2就留着吧": one thing kept on.
_KEPT_ON = re.compile(r"(?P<what>[^,]+?)(?:先|就|要|得)?(?:留着|留下)[吧啊哈呀]*")


def said_as_kept_on(text: str, state: ConversationState | None, home: Home) -> str | None:
    """"修坯灯留着" after "工作室的灯全关了" switched it off with the rest: that one lamp
    switched back on ("把一楼工作室的修坯灯打开"), or None when ``text`` keeps no one device
    the last request switched off (a place kept is left out of the request said again, see
    said_as_an_exclusion)."""
    kept = _KEPT_ON.fullmatch(_HOLD_ON.sub("", said_plainly(text)).strip(","))
    bulk = _last_bulk_request(state, home) if kept is not None else None
    if kept is None or bulk is None or state is None:
        return None
    command = bulk[1]
    said = compact(kept.group("what")).removesuffix("的")
    named = [device for device_id in state.last_turn_ids
             if (device := home.device(device_id)) is not None and compact(device.name) == said]
    if command.action != "关闭" or len(named) != 1:
        return None
    device = named[0]
    return f"把{device.room}的{device.name}打开" if device.room else f"把{device.name}打开"


def said_of_the_last_target(text: str, state: ConversationState | None,
                            home: Home) -> str | None:
    """``text``, all but what it leaves out, said of what the last request named when it
    names nothing itself ("除了厨房都关了" after "所有灯都打开" → "灯除了厨房都关了"), or None
    when ``text`` names a device, a kind, a place or a reference, or leaves nothing out."""
    if state is None or not state.last_request or not _ALL_BUT.search(text):
        return None
    context = parse_context(home)
    said = said_plainly(text)
    commands = parse_with_rules(said, context).commands
    last_commands = parse_with_rules(said_plainly(state.last_request), context).commands
    if len(commands) != 1 or len(last_commands) != 1:
        return None
    command, last = commands[0], last_commands[0]
    target = _target_said(last)
    if target is None or command.action is None or command.quantifier is not Quantifier.EXCEPT \
            or command.name_hint or command.type_hint or command.references \
            or command.scope_include or command.value or command.conditions:
        return None
    return target + said


def _target_said(command: QueryIR) -> str | None:
    """What ``command`` named, said again: its places and its name or kind word."""
    what = command.name_hint or next(iter(command.type_words), None)
    if what is None:
        return None
    places = "和".join(sorted(command.scope_include - {"*"}))
    return f"{places}的{what}" if places else what


def _last_bulk_request(state: ConversationState | None, home: Home
                       ) -> tuple[str, QueryIR] | None:
    """The last request, as said and as read, when it was one command over every device of
    what it named."""
    if state is None or not state.last_request:
        return None
    last = said_plainly(state.last_request)
    commands = parse_with_rules(last, parse_context(home)).commands
    if len(commands) != 1 or commands[0].quantifier not in (Quantifier.ALL, Quantifier.EXCEPT):
        return None
    return last, commands[0]


def _series_numbers(stem: str, home: Home) -> set[int]:
    """The numbers of the home's labels in the series ``stem`` (筒灯 → {1, 2, 3})."""
    return {number for label_stem, number in (split_index(compact(d.name)) for d in home.devices)
            if label_stem == stem and number is not None}


def _only_places(words: str, context: ParseContext) -> tuple[list[str], str | None] | None:
    """The places ``words`` name, in the order said, and the action they say, when they
    say nothing else; None otherwise."""
    if not words:
        return None
    commands = parse_with_rules(words, context).commands
    if len(commands) != 1 or not _names_only_places(commands[0]):
        return None
    command = commands[0]
    return sorted(command.scope_include, key=lambda place: (words.find(place), place)), \
        command.action


def _names_only_places(command: QueryIR) -> bool:
    return bool(command.scope_include) and not (
        command.name_hint or command.entity_mentions or command.type_words
        or command.value or command.references or command.scope_exclude
        or command.needs_fallback or command.conditions
        or (command.type_hint is not None))
