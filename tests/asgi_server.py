"""Run the service for tests: in a thread of the test process (sharing its loaded
model), or as a ``context-retrieval serve`` process of its own."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
import uvicorn
from fastapi import FastAPI

from redis_server import free_port

START_TIMEOUT_SECONDS = 60.0  # a process loads the model and warms a home up; CI is slow
POLL_SECONDS = 0.05


def wait_until_ready(url: str, *, process: subprocess.Popen[bytes] | None = None) -> None:
    """Poll ``/readyz`` until it answers 200.

    Fails the test when the server does not get ready in time, or its process exits.
    """
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    last = "no answer"
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            pytest.fail(f"the service exited with code {process.returncode}")
        try:
            answer = httpx.get(f"{url}/readyz", timeout=2)
            if answer.status_code == 200:
                return
            last = answer.text
        except httpx.TransportError as exc:
            last = repr(exc)
        time.sleep(POLL_SECONDS)
    pytest.fail(f"the service at {url} was not ready within {START_TIMEOUT_SECONDS} s: {last}")


@contextmanager
def serving_in_thread(app: FastAPI, *, ready: bool = True) -> Iterator[str]:
    """Serve ``app`` with uvicorn on a free port of 127.0.0.1 in a thread; yield its URL
    (once ``/readyz`` answers 200 when ``ready``); stop it afterwards."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                           log_level="warning", access_log=False))
    thread = threading.Thread(target=server.run, name=f"uvicorn-{port}", daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                pytest.fail(f"uvicorn did not start on port {port}")
            time.sleep(POLL_SECONDS)
        if ready:
            wait_until_ready(url)
        yield url
    finally:
        server.should_exit = True
        thread.join(timeout=START_TIMEOUT_SECONDS)


@contextmanager
def serving_in_process(arguments: list[str], environment: Mapping[str, str],
                       log_path: Path) -> Iterator[str]:
    """Run ``context-retrieval serve ARGUMENTS --port <free>`` with ``environment`` added
    to this one; yield its URL once ready; stop it afterwards. Its output goes to
    ``log_path``."""
    port = free_port()
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "context_retrieval", "serve", *arguments,
             "--port", str(port)],
            env={**os.environ, **environment}, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(url, process=process)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=START_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
