"""Start and stop a real ``redis-server`` for tests (no persistence, 127.0.0.1, free port)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import redis

REDIS_START_TIMEOUT_SECONDS = 10.0  # a cold CI machine starts redis-server in well under this
REDIS_POLL_SECONDS = 0.05


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _wait_for_ping(process: subprocess.Popen[bytes], port: int) -> None:
    deadline = time.monotonic() + REDIS_START_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"redis-server exited with code {process.returncode} before answering")
        with redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=1) as client:
            try:
                if client.ping():
                    return
            except redis.ConnectionError:
                time.sleep(REDIS_POLL_SECONDS)
    pytest.fail(f"redis-server did not answer PING on port {port} "
                f"within {REDIS_START_TIMEOUT_SECONDS} s")


@contextmanager
def running_redis_server() -> Iterator[str]:
    """Start ``redis-server`` on a free port without persistence; yield its URL; stop it.

    Fails the test (never skips) when ``redis-server`` is not installed: the Redis store
    must be tested in CI, and ``.ci/run`` installs it.
    """
    executable = shutil.which("redis-server")
    if executable is None:
        pytest.fail("redis-server is not installed; the Redis state store tests need it "
                    "(Debian: apt-get install -y redis-server; .ci/run does this in CI)")
    port = free_port()
    process = subprocess.Popen(
        [executable, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_ping(process, port)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        try:
            process.wait(timeout=REDIS_START_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
