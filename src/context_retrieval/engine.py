"""The engine: one home loaded once, its command index built once, many requests answered.

This is what the CLI, the evaluation command and services use; :func:`retrieve` is the
same pipeline for callers that hold the pieces themselves.
"""

from __future__ import annotations

from pathlib import Path

from context_retrieval.backends import Embedder, default_embedder
from context_retrieval.conversation import ConversationState
from context_retrieval.home import example_home_paths, load_home
from context_retrieval.index import build_command_index
from context_retrieval.models import Home, RetrievalResult
from context_retrieval.pipeline import CommandParser, retrieve
from context_retrieval.stages.fusion import DEFAULT_TOP_K
from context_retrieval.stages.vector import VectorSearcher


class Engine:
    """Answers requests against one home.

    Construction is cheap; the command index (and the embedding model) is built on the
    first query, or explicitly with :meth:`warm_up`.
    """

    def __init__(self, home: Home, *, embedder: Embedder | None = None,
                 parser: CommandParser | None = None) -> None:
        """Hold ``home``; ``embedder`` defaults to the bundled model with the disk cache,
        ``parser`` to the offline rule parser."""
        self.home = home
        self._embedder = embedder
        self._parser = parser
        self._searcher: VectorSearcher | None = None

    @classmethod
    def from_files(cls, home_path: Path, spec_path: Path | None, *,
                   embedder: Embedder | None = None,
                   parser: CommandParser | None = None) -> Engine:
        """Load a home.json and spec.jsonl.

        Raises:
            DataFileError: a file is missing or malformed.
        """
        return cls(load_home(home_path, spec_path), embedder=embedder, parser=parser)

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
            self._searcher = VectorSearcher(build_command_index(self.home, embedder), embedder)
        return self._searcher

    def warm_up(self) -> None:
        """Build the command index now rather than on the first query.

        Raises:
            EmbeddingError: the embedding model failed.
        """
        _ = self.searcher

    def query(self, text: str, *, state: ConversationState | None = None,
              top_k: int = DEFAULT_TOP_K) -> list[RetrievalResult]:
        """Answer one request: one result per command, in order.

        Raises:
            InputError: empty or over-long request.
            EmbeddingError: the embedding model failed.
        """
        return retrieve(text, self.home, self._parser, state, top_k, self.searcher)
