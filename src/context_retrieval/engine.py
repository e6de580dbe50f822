"""The engine: one home loaded once, its command index built once, many requests answered.

This is what the CLI, the evaluation command and services use; :func:`retrieve` is the
same pipeline for callers that hold the pieces themselves.
"""

from __future__ import annotations

import gc
import time
from pathlib import Path

from context_retrieval.backends import Embedder, InMemoryStateStore, StateStore, default_embedder
from context_retrieval.context import BASE_SYSTEM_PROMPT
from context_retrieval.conversation import ConversationState
from context_retrieval.follow_ups import (
    said_as_a_correction,
    said_as_an_exclusion,
    said_as_kept_on,
    said_as_one_acted_on,
    said_as_one_more,
    said_as_series_member,
    said_as_switched_back,
    said_as_the_rest_of_series,
    said_in_another_place,
    said_in_this_room,
    said_of_another_device,
    said_of_every_one,
    said_of_the_last_target,
    said_once_more,
    said_where_the_speaker_stays,
)
from context_retrieval.home import example_home_paths, load_home
from context_retrieval.index import EmbeddingProgress
from context_retrieval.lexicon import room_lexicon
from context_retrieval.models import Home, QueryIR, RetrievalResult
from context_retrieval.orchestration import (
    EVERY_ONE_SAID,
    AgentTurn,
    answer_result,
    asked_again,
    asks_for_a_command,
    build_turn,
    confirms,
    every_option_result,
    miscounted,
    next_state,
    picks_every_option,
    put_in_place,
    refinement_of,
    resolve_answer,
    resolve_answers,
    says_only_an_action,
    takes_every_device,
)
from context_retrieval.parsing.home_words import warm_parser_lexicon
from context_retrieval.pipeline import (
    CommandParser,
    checked_request,
    parse_context,
    retrieve,
    said_in_labels,
)
from context_retrieval.stages.bulk import (
    CONFIRM_OPTION_ID,
    NO_FOLLOW_UP,
    Arbitrator,
    BulkFollowUp,
)
from context_retrieval.stages.category import learn_kinds
from context_retrieval.stages.fusion import DEFAULT_TOP_K
from context_retrieval.stages.gating import labelled_alike
from context_retrieval.stages.keyword import learn_labels
from context_retrieval.stages.scope import filter_by_scope
from context_retrieval.stages.vector import VectorSearcher

# Run by warm_up: a device by kind, a bulk command and a room (works in any home, matched
# or not).
WARM_UP_REQUESTS = ("打开灯", "关掉所有的灯", "客厅的空调调到26度")


class Engine:
    """Answers requests against one home.

    Construction is cheap; the command index (and the embedding model) is built on the
    first query, or explicitly with :meth:`warm_up`.
    """

    def __init__(self, home: Home, *, embedder: Embedder | None = None,
                 parser: CommandParser | None = None, store: StateStore | None = None,
                 arbitrator: Arbitrator | None = None,
                 base_prompt: str = BASE_SYSTEM_PROMPT,
                 progress: EmbeddingProgress | None = None) -> None:
        """Hold ``home``; ``embedder`` defaults to the bundled model with the disk cache,
        ``parser`` to the offline rule parser, ``store`` (conversation state per user) to
        an in-memory store, ``arbitrator`` (bulk command choice) to asking the user;
        ``progress`` is told how far the first embedding of the home's commands is."""
        self.home = home
        self.store: StateStore = store if store is not None else InMemoryStateStore()
        self._embedder = embedder
        self._parser = parser
        self._arbitrator = arbitrator
        self._base_prompt = base_prompt
        self._searcher: VectorSearcher | None = None
        self._progress = progress

    @classmethod
    def from_files(cls, home_path: str | Path, spec_path: str | Path | None, *,
                   embedder: Embedder | None = None,
                   parser: CommandParser | None = None) -> Engine:
        """Load a home.json and spec.jsonl.

        Raises:
            DataFileError: a file is missing or malformed.
        """
        return cls(load_home(Path(home_path), None if spec_path is None else Path(spec_path)),
                   embedder=embedder, parser=parser)

    @classmethod
    def example(cls, *, embedder: Embedder | None = None) -> Engine:
        """Return an engine over the bundled example home.

        Raises:
            DataFileError: the example files are missing.
        """
        home_path, spec_path = example_home_paths()
        return cls.from_files(home_path, spec_path, embedder=embedder)

    @property
    def searcher(self) -> VectorSearcher:
        """The command index of the home, built on first use.

        Raises:
            EmbeddingError: the embedding model failed.
        """
        if self._searcher is None:
            embedder = self._embedder or default_embedder()
            self._searcher = VectorSearcher.build(self.home, embedder, self._progress)
        return self._searcher

    def warm_up(self) -> None:
        """Build the command index, the home's word lists, where each label puts its
        device, what each label says (its kinds, the pairs and sounds a name is matched
        by) and which devices are labelled alike now rather than on the first query,
        collect the garbage this leaves and move what stays (the homes, their indexes and
        word lists) out of the collector's sight: a full collection during a request then
        walks what requests made, not the whole home (at 10,000 devices, 100–150 ms → 15).

        Raises:
            EmbeddingError: the embedding model failed.
        """
        _ = self.searcher
        warm_parser_lexicon(parse_context(self.home))
        filter_by_scope(self.home.devices, QueryIR(raw=""), self.home.rooms,
                        said_in_labels(self.home))
        learn_labels(device.name for device in self.home.devices)
        learn_kinds(self.home.devices)
        labelled_alike(self.home)
        # A request of each kind through every stage, with the rule parser (no remote
        # call), fills what the stages work out once per home.
        for text in WARM_UP_REQUESTS:
            retrieve(text, self.home, None, None, DEFAULT_TOP_K, self.searcher)
        # What the warm-up left behind would otherwise be swept by a full collection
        # during the first request (about 80 ms at 10,000 devices). Freezing is for the
        # whole process: what an earlier warm-up froze is looked at again first, so the
        # engine of a home replaced since (with its reference cycles) is collected.
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    def query(self, text: str, *, state: ConversationState | None = None,
              top_k: int = DEFAULT_TOP_K,
              follow_up: BulkFollowUp = NO_FOLLOW_UP) -> list[RetrievalResult]:
        """Answer one request: one result per command, in order.

        ``follow_up`` carries what the user's answer to a bulk question settled.

        Raises:
            InputError: empty or over-long request.
            EmbeddingError: the embedding model failed.
        """
        return retrieve(text, self.home, self._parser, state, top_k, self.searcher,
                        arbitrator=self._arbitrator, follow_up=follow_up)

    def handle(self, user_id: str, text: str, *, top_k: int = DEFAULT_TOP_K,
               now: float | None = None, answering: str | None = None) -> AgentTurn:
        """One user turn (001 §1.2): a question for the user, or the agent's context.

        The user's conversation is loaded from the store, a pending question is answered
        when the reply picks or narrows its options, and the conversation is updated
        atomically (turns of the same user may run at once, in other processes too).
        ``answering`` binds the reply to the question of that id (``AgentTurn.question_id``),
        even when another turn has asked a newer one; without it the reply answers the
        question asked last. An id no longer open makes the text a new request.

        Raises:
            InputError: empty or over-long request, or an invalid user id.
            EmbeddingError: the embedding model failed.
            StateStoreError: the state store could not be reached.
        """
        text = checked_request(text)
        moment = time.time() if now is None else now
        state = self.store.load(user_id)
        if answering is not None:
            state = state.with_question(answering) or state.clear_pending()
        results = self._answer(state, text, top_k) if state.has_pending else None
        answered = results is not None
        answered_id = state.pending_id if answered else None
        request = (state.pending_request or text) if answered else text
        if results is None:
            request = (said_once_more(text, state) or said_as_switched_back(text, state)
                       or said_of_every_one(text, state)
                       or said_as_a_correction(text, state, self.home)
                       or said_as_series_member(text, state, self.home)
                       or said_as_the_rest_of_series(text, state, self.home)
                       or said_as_one_more(text, state, self.home)
                       or said_as_one_acted_on(text, state, self.home)
                       or said_in_another_place(text, state, self.home)
                       or said_of_another_device(text, state, self.home)
                       or said_as_kept_on(text, state, self.home)
                       or said_as_an_exclusion(text, state, self.home)
                       or said_of_the_last_target(text, state, self.home) or text)
            request = said_in_this_room(request, state, self.home) or request
            request = said_where_the_speaker_stays(request, state, self.home)
            results = self.query(request, state=state, top_k=top_k)
        final = results
        stored = self.store.update(user_id, lambda current: next_state(
            current.answered(answered_id), final, self.home, request, moment))
        return build_turn(results, self.home, base_prompt=self._base_prompt,
                          answered_question=answered, question_id=stored.pending_id)

    def _answer(self, state: ConversationState, text: str,
                top_k: int) -> list[RetrievalResult] | None:
        """Results of a reply to the pending question, or None when it is a new request."""
        options, request = state.pending_options, state.pending_request
        settled = state.clear_pending()
        index = resolve_answer(text, options, room_lexicon(tuple(self.home.rooms)))
        if index is None and confirms(text):
            # "确定" to "确定要打开入户门锁吗？": the one thing asked about.
            index = next((i for i, o in enumerate(options) if o.entity_id == CONFIRM_OPTION_ID),
                         0 if len(options) == 1 else None)
        picked = resolve_answers(text, options) if index is None else ()
        if picked and all(self.home.device(options[i].entity_id) is not None for i in picked):
            return [every_option_result([options[i] for i in picked], text, self.home)]
        counted = miscounted(text, options) if index is None else None
        if counted is not None:
            return [asked_again(options, counted, text)]
        if index is None and picks_every_option(text, options, self.home):
            return [every_option_result(options, text, self.home)]
        if index is None and request and takes_every_device(text, options, self.home):
            # "都开" to "你指的是哪一个？（共 6 个）": all the devices the request named, as a
            # bulk command of it (never every device of the home).
            return self.query(EVERY_ONE_SAID + request, state=settled, top_k=top_k)
        if index is not None:
            option = options[index]
            if self.home.device(option.entity_id) is not None \
                    or self.home.scene(option.entity_id) is not None:
                return [answer_result(option, index, text)]
            if request and option.capability_id:
                # "确认" goes on with the whole set; a command picked goes on with the set its
                # option counted.
                return self.query(request, state=settled, top_k=top_k, follow_up=BulkFollowUp(
                    option.capability_id, confirmed=True, answered=True))
            if request:
                # A place was asked for ("你指的是哪里？"): the pick narrows the request.
                return self.query(put_in_place(request, option.entity_id, self.home),
                                  state=settled, top_k=top_k)
        # After "要对这些设备执行哪个操作？" the reply is the one round of that question, and
        # goes on with the set it counted.
        choosing = asks_for_a_command(options, self.home)
        follow_up = BulkFollowUp(confirmed=choosing, answered=choosing)
        asked_what_to_do = not options
        if request and (follow_up.answered or asked_what_to_do) \
                and says_only_an_action(text, self.home):
            # "所有灯" → "关掉", "客厅窗帘" → "拉开": the request, now with its action.
            return self.query(request + text, state=settled, top_k=top_k, follow_up=follow_up)
        refined = refinement_of(text, request, self.home)
        if refined is not None:
            return self.query(refined, state=settled, top_k=top_k, follow_up=follow_up)
        return None
