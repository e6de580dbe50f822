"""Load on the HTTP service: 50 concurrent users talking to the bundled example home.

Each user repeats one kind of conversation: a single-device command, a bulk command, a
question and its answer ("打开吸顶灯" → "第二个"), or a command and a reference to it
("打开客厅主灯" → "把它关掉"). Prints requests/s, p50/p95/p99 latency and the error count,
for 1 and 2 uvicorn workers. The service is started here on a free loopback port, with
the Redis state store (several workers must share conversations): a ``redis-server`` is
started on a free port unless ``--redis-url`` names one. With ``--url`` an already
running service is measured instead. Everything stops by itself within ``--budget``
seconds (60 by default).

    python bench/load.py [--users 50] [--seconds 15] [--workers 1 2]
    python bench/load.py --url http://127.0.0.1:8000 [--token T]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from context_retrieval.home import example_home_paths

HOME_ID = "default"
REQUEST_TIMEOUT_SECONDS = 10.0
READY_TIMEOUT_SECONDS = 30.0
# Answers from the same worker in a row before a multi-worker service counts as ready:
# /readyz reaches whichever worker accepts the connection.
READY_IN_A_ROW = 8
SINGLE = ("打开客厅主灯", "把卧室的灯调到百分之五十", "打开老伙计", "空调调到二十六度")
BULK = ("关闭除卧室以外的所有灯", "关闭所有灯", "打开客厅的灯")


@dataclass
class Tally:
    """Latencies (seconds) of the successful requests, and the failures."""

    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    error_kinds: dict[str, int] = field(default_factory=dict)

    def fail(self, kind: str) -> None:
        self.errors += 1
        self.error_kinds[kind] = self.error_kinds.get(kind, 0) + 1


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def redis_server() -> Iterator[str]:
    """A throwaway ``redis-server`` on a free port."""
    executable = shutil.which("redis-server")
    if executable is None:
        sys.exit("redis-server is not installed (apt-get install redis-server), "
                 "or pass --redis-url")
    port = free_port()
    process = subprocess.Popen([executable, "--port", str(port), "--bind", "127.0.0.1",
                                "--save", "", "--appendonly", "no"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait()


@contextmanager
def service(workers: int, redis_url: str, data_dir: Path) -> Iterator[str]:
    """``context-retrieval serve`` over the example home; yields its URL once ready."""
    home_path, spec_path = example_home_paths()
    port = free_port()
    environment = {**os.environ, "CONTEXT_RETRIEVAL_REDIS_URL": redis_url,
                   "CONTEXT_RETRIEVAL_DATA_DIR": str(data_dir),
                   "CONTEXT_RETRIEVAL_LOG_LEVEL": "warning"}
    environment.pop("CONTEXT_RETRIEVAL_API_TOKEN", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "context_retrieval", "-q", "serve", "--home", str(home_path),
         "--spec", str(spec_path), "--port", str(port), "--workers", str(workers)],
        env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(url, process)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_until_ready(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + READY_TIMEOUT_SECONDS
    in_a_row = 0
    while in_a_row < READY_IN_A_ROW:
        if process.poll() is not None:
            sys.exit(f"the service exited with code {process.returncode}")
        if time.monotonic() > deadline:
            sys.exit(f"the service at {url} was not ready in {READY_TIMEOUT_SECONDS:g} s")
        try:
            ready = httpx.get(f"{url}/readyz", timeout=2).status_code == 200
        except httpx.TransportError:
            ready = False
        in_a_row = in_a_row + 1 if ready else 0
        time.sleep(0.05 if ready else 0.2)


async def turn(client: httpx.AsyncClient, tally: Tally, user: str, text: str,
               answering: str | None = None) -> dict[str, object] | None:
    started = time.perf_counter()
    try:
        answer = await client.post(f"/v1/homes/{HOME_ID}/turns", json={
            "user_id": user, "text": text, "answering": answering})
    except httpx.HTTPError as exc:
        tally.fail(type(exc).__name__)
        return None
    if answer.status_code != 200:
        tally.fail(f"http_{answer.status_code}")
        return None
    tally.latencies.append(time.perf_counter() - started)
    body: dict[str, object] = answer.json()
    return body


async def conversation(client: httpx.AsyncClient, tally: Tally, user: str, kind: int,
                       texts: Iterator[str], until: float) -> None:
    """One user's turns until ``until`` (monotonic seconds)."""
    while time.monotonic() < until:
        if kind == 0:
            await turn(client, tally, user, next(texts))
        elif kind == 1:
            await turn(client, tally, user, BULK[int(time.monotonic()) % len(BULK)])
        elif kind == 2:
            asked = await turn(client, tally, user, "打开吸顶灯")
            question_id = asked.get("question_id") if asked else None
            if isinstance(question_id, str):
                await turn(client, tally, user, "第二个", answering=question_id)
            elif asked is not None:
                tally.fail("no_question")
        else:
            await turn(client, tally, user, "打开客厅主灯")
            await turn(client, tally, user, "把它关掉")


async def drive(url: str, users: int, seconds: float, token: str | None,
                run: str) -> tuple[Tally, float]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    limits = httpx.Limits(max_connections=users, max_keepalive_connections=users)
    tally = Tally()
    async with httpx.AsyncClient(base_url=url, headers=headers, limits=limits,
                                 timeout=REQUEST_TIMEOUT_SECONDS) as client:
        started = time.monotonic()
        until = started + seconds
        await asyncio.gather(*(
            conversation(client, tally, f"load-{run}-{number}", number % 4,
                         itertools.cycle(SINGLE[number % len(SINGLE):] + SINGLE), until)
            for number in range(users)))
        return tally, time.monotonic() - started


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def report(label: str, tally: Tally, elapsed: float) -> None:
    done = len(tally.latencies)
    if not done:
        print(f"{label:<12} no successful request; errors={tally.errors} {tally.error_kinds}")
        return
    milliseconds = [value * 1000 for value in tally.latencies]
    print(f"{label:<12} {done / elapsed:8.1f} req/s  p50 {statistics.median(milliseconds):7.1f}"
          f" ms  p95 {percentile(milliseconds, 0.95):7.1f} ms  p99 "
          f"{percentile(milliseconds, 0.99):7.1f} ms  requests {done:6d}  errors "
          f"{tally.errors}" + (f" {tally.error_kinds}" if tally.errors else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="measure this running service instead of starting one")
    parser.add_argument("--token", help="bearer token of --url")
    parser.add_argument("--redis-url", help="Redis for the started services")
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=15.0, help="load per configuration")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--budget", type=float, default=60.0, help="stop after this long")
    arguments = parser.parse_args()
    began = time.monotonic()
    print(f"{arguments.users} users, {arguments.seconds:g} s per configuration, "
          f"{os.cpu_count()} CPUs" + ("" if arguments.url else
                                      ", example home, Redis state store"))
    if arguments.url:
        tally, elapsed = asyncio.run(drive(arguments.url, arguments.users, arguments.seconds,
                                           arguments.token, "url"))
        report("service", tally, elapsed)
        return
    with ExitStack() as stack:
        redis_url = arguments.redis_url or stack.enter_context(redis_server())
        data_dir = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        for workers in arguments.workers:
            left = arguments.budget - (time.monotonic() - began)
            if left < READY_TIMEOUT_SECONDS / 3:
                print(f"{workers} worker(s): skipped, the {arguments.budget:g} s budget is spent")
                continue
            with service(workers, redis_url, data_dir) as url:
                seconds = min(arguments.seconds, arguments.budget - (time.monotonic() - began)
                              - 3)
                tally, elapsed = asyncio.run(drive(url, arguments.users, max(seconds, 1.0),
                                                   None, f"w{workers}"))
            report(f"{workers} worker(s)", tally, elapsed)
    print(f"total {time.monotonic() - began:.1f} s")


if __name__ == "__main__":
    main()
