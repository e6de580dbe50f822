"""Conversation state stores: one contract, passed by the in-memory store and by Redis."""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
import redis

from context_retrieval.backends import (
    InMemoryStateStore,
    RedisStateStore,
    StateStore,
    validate_user_id,
)
from context_retrieval.backends.state_stores import MAX_USER_ID_CHARS
from context_retrieval.conversation import ConversationState, PendingOption, state_to_json
from context_retrieval.errors import BackendError, InputError, StateStoreError
from redis_server import free_port

SHORT_TTL_SECONDS = 1  # the shortest TTL Redis' SET ... EX accepts

LetTtlPass = Callable[[], None]

TALKING = ConversationState(recent_entity_ids=("lamp-1", "ac-1"), updated_at=1000.0)
ASKING = TALKING.ask("您想打开哪一盏灯？", (
    PendingOption("lamp-2", "主卧 · 吸顶灯", "主卧", "main-switch-on"),
    PendingOption("lamp-3", "次卧 · 台灯", None, None),
), now=1001.0)


class StateStoreContract:
    """What every :class:`StateStore` adapter must do; subclasses provide two fixtures.

    ``store``: a store whose TTL is ``SHORT_TTL_SECONDS``, empty for this test.
    ``let_ttl_pass``: a function that lets more than that TTL pass for ``store``.
    """

    def test_a_saved_state_is_loaded_back_equal(self, store: StateStore) -> None:
        store.save("alice", TALKING)
        assert store.load("alice") == TALKING

    def test_updates_racing_from_many_threads_are_never_lost(self, store: StateStore) -> None:
        def count_turns(state: ConversationState) -> ConversationState:
            return replace(state, turn_size=0, updated_at=state.updated_at + 1)

        threads = [threading.Thread(target=lambda: [store.update("racer", count_turns)
                                                    for _ in range(25)]) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert store.load("racer").updated_at == 8 * 25

    def test_an_update_returns_what_it_stored(self, store: StateStore) -> None:
        store.save("alice", TALKING)
        stored = store.update("alice", lambda state: state.remember(("tv-1",), now=1003.0))
        assert stored == TALKING.remember(("tv-1",), now=1003.0)
        assert store.load("alice") == stored

    def test_a_user_never_seen_gets_a_fresh_state(self, store: StateStore) -> None:
        assert store.load("nobody") == ConversationState()

    def test_a_later_save_replaces_the_earlier_state(self, store: StateStore) -> None:
        store.save("alice", TALKING)
        later = TALKING.remember(("tv-1",), now=1002.0)
        store.save("alice", later)
        assert store.load("alice") == later

    def test_a_state_older_than_the_ttl_is_forgotten(self, store: StateStore,
                                                     let_ttl_pass: LetTtlPass) -> None:
        store.save("alice", TALKING)
        let_ttl_pass()
        assert store.load("alice") == ConversationState()

    def test_saving_again_restarts_the_ttl(self, store: StateStore,
                                           let_ttl_pass: LetTtlPass) -> None:
        store.save("alice", TALKING)
        let_ttl_pass()
        store.save("alice", ASKING)
        assert store.load("alice") == ASKING

    def test_clear_forgets_the_state(self, store: StateStore) -> None:
        store.save("alice", TALKING)
        store.clear("alice")
        assert store.load("alice") == ConversationState()

    def test_clearing_a_user_never_seen_is_harmless(self, store: StateStore) -> None:
        store.clear("nobody")
        assert store.load("nobody") == ConversationState()

    def test_users_do_not_see_each_others_states(self, store: StateStore) -> None:
        store.save("alice", TALKING)
        store.save("bob", ASKING)
        store.clear("alice")
        assert store.load("alice") == ConversationState()
        assert store.load("bob") == ASKING

    def test_pending_options_and_question_survive_a_round_trip(self, store: StateStore) -> None:
        store.save("alice", ASKING)
        loaded = store.load("alice")
        assert loaded.pending_question == "您想打开哪一盏灯？"
        assert loaded.pending_options == ASKING.pending_options
        assert loaded.has_pending

    @pytest.mark.parametrize(
        "user_id", ["用户-张三", "👨\u200d👩\u200d👧 family", "a:b:c", "x" * MAX_USER_ID_CHARS],
        ids=["chinese", "emoji-zwj", "colons", "longest-allowed"])
    def test_unicode_and_emoji_user_ids_and_labels_are_kept(self, store: StateStore,
                                                           user_id: str) -> None:
        state = ConversationState().ask("哪个？🤔\n第二行", (
            PendingOption("lamp-🙂", "客厅 · 🌙 夜灯 \u200b\u202e", "客厅🛋", "main-switch-on"),
        ), now=5.0)
        store.save(user_id, state)
        assert store.load(user_id) == state
        assert store.load(user_id[:-1]) == ConversationState()

    @pytest.mark.parametrize("user_id", ["", "   ", "x" * (MAX_USER_ID_CHARS + 1)],
                             ids=["empty", "blank", "too-long"])
    def test_an_unusable_user_id_is_refused_with_an_input_error(self, store: StateStore,
                                                                user_id: str) -> None:
        with pytest.raises(InputError, match="user id"):
            store.load(user_id)
        with pytest.raises(InputError, match="user id"):
            store.save(user_id, TALKING)
        with pytest.raises(InputError, match="user id"):
            store.clear(user_id)


class FakeClock:
    """A clock that moves only when told."""

    def __init__(self, now: float = 10_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class TestInMemoryStateStore(StateStoreContract):
    @pytest.fixture
    def clock(self) -> FakeClock:
        return FakeClock()

    @pytest.fixture
    def store(self, clock: FakeClock) -> InMemoryStateStore:
        return InMemoryStateStore(ttl_seconds=SHORT_TTL_SECONDS, clock=clock)

    @pytest.fixture
    def let_ttl_pass(self, clock: FakeClock) -> LetTtlPass:
        def advance() -> None:
            clock.now += SHORT_TTL_SECONDS + 0.001
        return advance

    def test_a_state_exactly_at_the_ttl_is_still_kept(self, store: InMemoryStateStore,
                                                      clock: FakeClock) -> None:
        store.save("alice", TALKING)
        clock.now += SHORT_TTL_SECONDS
        assert store.load("alice") == TALKING

    def test_users_who_never_return_are_swept_away(self, store: InMemoryStateStore,
                                                   clock: FakeClock) -> None:
        for index in range(100):
            store.save(f"user-{index}", TALKING)
        clock.now += SHORT_TTL_SECONDS + 1
        store.save("alice", TALKING)
        assert len(store) == 1

    def test_threads_saving_at_once_lose_no_state(self, store: InMemoryStateStore,
                                                  clock: FakeClock) -> None:
        threads_count, saves_per_thread = 8, 200

        def save_many(thread_index: int) -> None:
            for index in range(saves_per_thread):
                clock.now += 0.0001  # crosses the TTL several times: sweeps run concurrently
                store.save(f"user-{thread_index}-{index}", TALKING)
                store.load(f"user-{thread_index}-{index}")

        threads = [threading.Thread(target=save_many, args=(index,))
                   for index in range(threads_count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        last_users = [f"user-{index}-{saves_per_thread - 1}" for index in range(threads_count)]
        assert all(store.load(user) == TALKING for user in last_users)

    def test_the_default_ttl_is_five_minutes_of_the_real_clock(self) -> None:
        store = InMemoryStateStore()
        store.save("alice", TALKING)
        assert store.ttl_seconds == 300.0
        assert store.load("alice") == TALKING

    @pytest.mark.parametrize("ttl", [0, -1, float("nan"), float("inf")])
    def test_a_ttl_that_is_not_a_positive_number_is_refused(self, ttl: float) -> None:
        with pytest.raises(InputError, match="ttl_seconds"):
            InMemoryStateStore(ttl_seconds=ttl)


class TestRedisStateStore(StateStoreContract):
    @pytest.fixture
    def raw_client(self, redis_url: str) -> Iterator[redis.Redis]:
        with redis.Redis.from_url(redis_url) as client:
            yield client

    @pytest.fixture
    def store(self, redis_url: str) -> Iterator[RedisStateStore]:
        # A prefix per test keeps tests apart without flushing the shared server.
        prefix = f"test:{uuid.uuid4().hex}:"
        with RedisStateStore.from_url(redis_url, key_prefix=prefix,
                                      ttl_seconds=SHORT_TTL_SECONDS) as store:
            yield store

    @pytest.fixture
    def let_ttl_pass(self) -> LetTtlPass:
        def wait() -> None:
            time.sleep(SHORT_TTL_SECONDS + 0.2)
        return wait

    def test_the_key_carries_the_prefix_and_a_ttl(self, store: RedisStateStore,
                                                  raw_client: redis.Redis) -> None:
        store.save("张三", TALKING)
        key = store.key("张三")
        assert key == f"{store.key_prefix}张三"
        assert 0 < raw_client.ttl(key) <= SHORT_TTL_SECONDS
        assert raw_client.get(key) == state_to_json(TALKING).encode("utf-8")

    def test_the_default_ttl_is_five_minutes_on_the_key(self, redis_url: str,
                                                        raw_client: redis.Redis) -> None:
        with RedisStateStore.from_url(redis_url, key_prefix=f"{uuid.uuid4().hex}:") as store:
            store.save("alice", TALKING)
            assert 295 <= raw_client.ttl(store.key("alice")) <= 300
            store.clear("alice")

    def test_a_fractional_ttl_is_rounded_up_to_whole_seconds(self, redis_url: str) -> None:
        with RedisStateStore.from_url(redis_url, ttl_seconds=0.2) as store:
            assert store.ttl_seconds == 1

    @pytest.mark.parametrize("garbage", [
        b"{not json", b"\xff\xfe", b"[]", b'{"version": 99}', b"NaN",
        b'{"version":1,"recent_entity_ids":["a"],"updated_at":NaN,"max_recent":5,'
        b'"pending_question":null,"pending_options":[]}',
        b'{"version":1,"recent_entity_ids":["a"],"updated_at":1,"max_recent":5,'
        b'"pending_question":null,"pending_options":[{"entity_id":"a"}]}',
    ], ids=["truncated", "not-utf8", "a-list", "unknown-version", "nan", "nan-field",
            "option-without-label"])
    def test_an_unreadable_stored_value_gives_a_fresh_state_and_a_warning(
            self, store: RedisStateStore, raw_client: redis.Redis, garbage: bytes,
            caplog: pytest.LogCaptureFixture) -> None:
        raw_client.set(store.key("alice"), garbage)
        with caplog.at_level(logging.WARNING, logger="context_retrieval.backends.state_stores"):
            assert store.load("alice") == ConversationState()
        assert "unreadable state" in caplog.text
        assert store.key("alice") in caplog.text

    def test_a_client_passed_in_stays_open_after_the_store_is_closed(
            self, raw_client: redis.Redis) -> None:
        with RedisStateStore(raw_client, key_prefix=f"{uuid.uuid4().hex}:") as store:
            store.save("alice", TALKING)
            assert store.load("alice") == TALKING
            store.clear("alice")
        assert raw_client.ping()

    def test_an_unreachable_redis_raises_a_state_store_error(self) -> None:
        url = f"redis://127.0.0.1:{free_port()}/0"
        with RedisStateStore.from_url(url, timeout_seconds=0.5) as store:
            for call in (lambda: store.load("alice"), lambda: store.save("alice", TALKING),
                         lambda: store.clear("alice")):
                with pytest.raises(StateStoreError) as caught:
                    call()
                assert isinstance(caught.value, BackendError)
                assert isinstance(caught.value.__cause__, redis.ConnectionError)

    def test_a_url_that_is_not_redis_is_refused_with_an_input_error(self) -> None:
        with pytest.raises(InputError, match="Redis URL"):
            RedisStateStore.from_url("http://127.0.0.1:1/")


def test_validate_user_id_returns_a_valid_id_unchanged() -> None:
    assert validate_user_id(" 张三 ") == " 张三 "


def test_a_user_id_with_a_lone_surrogate_is_refused_rather_than_merged() -> None:
    with pytest.raises(InputError, match="lone surrogate"):
        validate_user_id("user\ud800")
