"""``python -m context_retrieval``: the same command line as ``context-retrieval``."""

from context_retrieval.cli import main

main()
