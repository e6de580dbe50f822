"""The HTTP service: a thin ASGI front door over the same Engine, per home.

``context_retrieval.service.app.create_app(ServiceSettings.from_env())`` builds it;
``context-retrieval serve`` runs it under uvicorn. Nothing is imported here, so the
command line does not load the web framework unless it serves.
"""
