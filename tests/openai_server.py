"""A real HTTP server on 127.0.0.1 that speaks the OpenAI chat and embeddings API and replays
scripted replies, so the HTTP adapters are tested over real sockets, not mocks."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from context_retrieval.backends import HashingEmbedder

# The scripted embeddings: hashing vectors scaled away from unit length, so tests see the
# client normalise them.
EMBEDDING_SCALE = 3.0


# A reply body that stands for "echo the request's headers back" (see Reply.body).
ECHO_HEADERS: object = object()


@dataclass(frozen=True)
class Reply:
    """One scripted HTTP answer."""

    status: int = 200
    body: object = None
    """A dict/list is sent as JSON, a str as it is; ECHO_HEADERS sends the request headers."""
    delay: float = 0.0
    """Seconds to wait before answering."""
    headers: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Seen:
    """One request the server received."""

    path: str
    headers: dict[str, str]
    body: Any


def chat(content: str, *, delay: float = 0.0) -> Reply:
    """A chat completion whose message text is ``content``."""
    return Reply(body={"id": "cmpl-1", "object": "chat.completion", "model": "scripted",
                       "choices": [{"index": 0, "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": content}}]},
                 delay=delay)


def failure(status: int, *, retry_after: str | None = None) -> Reply:
    """An OpenAI-style error answer."""
    headers = (("Retry-After", retry_after),) if retry_after is not None else ()
    return Reply(status, {"error": {"message": f"scripted {status}", "type": "error"}},
                 headers=headers)


def embeddings_for(texts: Sequence[str]) -> list[list[float]]:
    """The vectors the server answers for ``texts`` when nothing else is scripted."""
    return (HashingEmbedder(dim=16).embed(list(texts)) * EMBEDDING_SCALE).tolist()


@dataclass
class ScriptedOpenAIServer:
    """Replays queued replies in order; with none queued, chat answers 500 and embeddings
    answer hashing vectors in reverse order (each with its ``index``)."""

    replies: list[Reply] = field(default_factory=list)
    seen: list[Seen] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _stopping: threading.Event = field(default_factory=threading.Event)
    _httpd: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The API root, ending in /v1."""
        assert self._httpd is not None
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def script(self, *replies: Reply) -> None:
        """Queue ``replies``."""
        with self._lock:
            self.replies.extend(replies)

    def start(self) -> None:
        """Listen on a free port in a background thread."""
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        # A short poll interval makes shutdown, hence every test's teardown, quick.
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.01}, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Wake sleeping handlers, stop serving and close the socket."""
        self._stopping.set()
        assert self._httpd is not None
        assert self._thread is not None
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join()

    def _next(self, seen: Seen) -> Reply:
        with self._lock:
            self.seen.append(seen)
            if self.replies:
                return self.replies.pop(0)
        if seen.path.endswith("/embeddings") and isinstance(seen.body, dict):
            texts = seen.body["input"]
            vectors = embeddings_for(texts)
            data = [{"object": "embedding", "index": i, "embedding": vectors[i]}
                    for i in reversed(range(len(texts)))]
            return Reply(body={"object": "list", "data": data, "model": seen.body["model"]})
        return failure(500)


def _handler(server: ScriptedOpenAIServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            """Keep test output quiet."""

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw)
            except ValueError:
                body = raw.decode("utf-8", "replace")
            reply = server._next(Seen(self.path, dict(self.headers.items()), body))
            if reply.delay and server._stopping.wait(reply.delay):
                return
            body_out = reply.body
            if body_out is ECHO_HEADERS:
                # As careless servers do: the request's headers, key included, in the error.
                body_out = {"error": {"message": f"rejected request with key "
                                                 f"{self.headers.get('Authorization')}, headers "
                                                 f"{dict(self.headers.items())}"}}
            payload = (body_out if isinstance(body_out, str)
                       else json.dumps(body_out, ensure_ascii=False)).encode("utf-8")
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                for name, value in reply.headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up waiting, as the deadline tests intend

    return Handler


def running_server() -> Iterator[ScriptedOpenAIServer]:
    """Yield a started server and stop it afterwards (the body of the pytest fixtures)."""
    server = ScriptedOpenAIServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()
