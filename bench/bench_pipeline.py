"""Per-stage latency of the retrieval pipeline: p50/p95 per stage, index build, peak memory.

Runs a fixed set of requests against the bundled example home and against a generated
home of 1,000 devices (the example's devices repeated over many rooms), with the default
embedder and a fresh vector cache (so the first index build is cold).

    python bench/bench_pipeline.py [--devices 1000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import logging
import os
import resource
import statistics
import tempfile
import time
from collections import defaultdict
from dataclasses import replace

from context_retrieval.engine import Engine
from context_retrieval.home import example_home_paths, load_home
from context_retrieval.models import Home

REQUESTS = (
    "打开客厅的灯",
    "把卧室的灯调到百分之五十",
    "关闭除卧室以外的所有灯",
    "打开老伙计",
    "空调调到二十六度",
    "客厅窗帘开到一半",
    "打开书房台灯，再把风扇打开",
    "把音乐暂停",
    "太暗了",
    "主卧空调调成制冷",
    "打開客廳的燈",
    "下一首",
)
FLOORS = ("一楼", "二楼", "三楼", "四楼", "五楼", "六楼", "七楼", "八楼")


def generated_home(template: Home, size: int) -> Home:
    """Repeat ``template``'s devices over numbered floors until there are ``size`` devices."""
    devices = []
    rooms = []
    copy = 0
    while len(devices) < size:
        floor = f"{FLOORS[copy % len(FLOORS)]}{copy // len(FLOORS) + 1}区"
        for device in template.devices:
            if len(devices) == size:
                break
            room = f"{floor}{device.room}" if device.room else None
            devices.append(replace(device, id=f"{device.id}-{copy}", room=room))
        rooms.extend(f"{floor}{room}" for room in template.rooms)
        copy += 1
    return Home(devices=tuple(devices), rooms=tuple(rooms), specs=template.specs)


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, round(share * len(ordered)))
    return ordered[rank - 1]


def measure(label: str, home: Home, rounds: int) -> None:
    """Build the index (timed) and run every request ``rounds`` times; print the table."""
    engine = Engine(home)
    started = time.perf_counter()
    engine.warm_up()
    build_ms = (time.perf_counter() - started) * 1000
    rebuilt = Engine(home)
    started = time.perf_counter()
    rebuilt.warm_up()
    warm_build_ms = (time.perf_counter() - started) * 1000

    stages: dict[str, list[float]] = defaultdict(list)
    totals: list[float] = []
    for _ in range(rounds):
        for request in REQUESTS:
            started = time.perf_counter()
            results = engine.query(request)
            totals.append((time.perf_counter() - started) * 1000)
            stages["parse"].append(float(results[0].meta["parse_ms"]))  # type: ignore[arg-type]
            for result in results:
                for stage, ms in result.meta["stage_ms"].items():  # type: ignore[attr-defined]
                    stages[stage].append(ms)

    print(f"\n## {label}: {len(home.devices)} devices, "
          f"{len(engine.searcher.index.documents)} distinct command documents")
    print(f"index build: {build_ms:.0f} ms cold cache, {warm_build_ms:.0f} ms warm cache")
    print(f"{'stage':<22}{'p50 ms':>10}{'p95 ms':>10}")
    for stage, values in stages.items():
        print(f"{stage:<22}{statistics.median(values):>10.2f}{percentile(values, 0.95):>10.2f}")
    print(f"{'whole request':<22}{statistics.median(totals):>10.2f}"
          f"{percentile(totals, 0.95):>10.2f}")


def main() -> None:
    """Run the benchmark and print its tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    # The generated home repeats devices without a spec: one warning each would drown the table.
    logging.getLogger("context_retrieval").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["CONTEXT_RETRIEVAL_CACHE_DIR"] = cache
        example = load_home(*example_home_paths())
        measure("example home", example, args.rounds)
        measure("generated home", generated_home(example, args.devices), args.rounds)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak RSS: {peak_mib:.0f} MiB")


if __name__ == "__main__":
    main()
