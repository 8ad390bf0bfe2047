"""The hosted stack on loopback, for benchmarks and tests: a throwaway PostgreSQL, gunicorn
with the production settings (``deploy/start.sh``, ``deploy/gunicorn.conf.py``) and Caddy
with its own certificate authority in front.

gunicorn and Caddy run in a process group of their own; each server is stopped (all of it) when its
``with`` block ends, whatever happened inside. Nothing here imports the app.

    with postgres() as server, gunicorn_hosted(env, folder) as app:
        with caddy(folder / "caddy", app.port) as proxy:
            urllib.request.urlopen(proxy.url + "/healthz", context=proxy.tls())

    with boxes(env, folder, 2) as started:  # two app servers, started at the same moment
        with caddy(folder / "caddy", [box.port for box in started]) as proxy: ...
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class StackError(RuntimeError):
    """A server did not start, or stopped: the message ends with its log."""


def free_port() -> int:
    """A TCP port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _insecure() -> ssl.SSLContext:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def wait_until_healthy(url: str, seconds: float, process: subprocess.Popen, log: Path) -> None:
    """Until ``GET url`` answers 200 (no certificate check), else ``StackError`` with the log.
    Asked every 50 ms: a refused connection on loopback costs next to nothing, and the
    tests wait on every server they start."""
    context = _insecure() if url.startswith("https:") else None
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise StackError(f"{process.args[0]} stopped:\n{log.read_text()}")
        with suppress(OSError), urllib.request.urlopen(url, timeout=2, context=context) as answer:
            if answer.status == 200:
                return
        time.sleep(0.05)
    raise StackError(f"no answer from {url} within {seconds:g} s:\n{log.read_text()}")


def start_process(args: list[str], log: Path, env: dict[str, str]) -> subprocess.Popen:
    """A server with its output in ``log``, in a process group of its own."""
    with log.open("a") as out:
        return subprocess.Popen(
            args, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )


def stop_process(process: subprocess.Popen, seconds: float = 10) -> None:
    """SIGTERM to the whole group (gunicorn's workers too), SIGKILL after ``seconds``."""
    with suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


# ---------------------------------------------------------------------------------------
# PostgreSQL


def postgres_binaries() -> Path | None:
    """The newest of Debian's PostgreSQL ``bin`` folders, or None when none is installed."""
    folders = sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name))
    return folders[-1] if folders else None


@dataclass
class Postgres:
    """A throwaway server: ``url`` names its ``postgres`` database; ``stop`` and ``start``
    take it down and bring it back on the same port with the same data."""

    bin: Path
    folder: Path
    port: int
    options: str
    as_postgres: list[str] = field(default_factory=list)

    @property
    def base_url(self) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"{self.base_url}/postgres"

    def run(self, program: str, *args: str) -> None:
        """One of PostgreSQL's programs, as the ``postgres`` user when run as root."""
        command = [*self.as_postgres, str(self.bin / program), *args]
        subprocess.run(command, check=True, capture_output=True)

    def create_database(self, name: str) -> str:
        """A new database on the server; its SQLAlchemy URL."""
        self.run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return f"{self.base_url}/{name}"

    def start(self) -> None:
        data, log = str(self.folder / "data"), str(self.folder / "server.log")
        self.run("pg_ctl", "-D", data, "-l", log, "-w", "-o", self.options, "start")

    def stop(self, mode: str = "fast") -> None:
        """``fast`` ends every session (as a restart does); ``immediate`` as a crash does."""
        self.run("pg_ctl", "-D", str(self.folder / "data"), "-m", mode, "-w", "stop")


@contextmanager
def postgres(port: int | None = None, max_connections: int = 100):
    """A throwaway PostgreSQL on loopback (as .ci/run starts one), data in a temporary
    folder, durability off; yields a ``Postgres``. ``StackError`` when not installed."""
    pg_bin = postgres_binaries()
    if pg_bin is None:
        raise StackError("PostgreSQL is not installed. On Debian: apt-get install -y postgresql")
    folder = Path(tempfile.mkdtemp(prefix="golfkeeper-pg-"))
    root = os.getuid() == 0
    if root:  # PostgreSQL refuses to run as root
        shutil.chown(folder, "postgres", "postgres")
    port = port or free_port()
    options = (
        f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c max_connections="
        f"{max_connections} -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    )
    server = Postgres(pg_bin, folder, port, options, ["runuser", "-u", "postgres", "--"] * root)
    try:
        server.run(
            "initdb", "-D", str(folder / "data"), "-U", "postgres", "-A", "trust", "-E", "UTF8",
            "--no-locale", "--no-sync",
        )  # fmt: skip
        server.start()
        yield server
    finally:
        with suppress(subprocess.CalledProcessError):
            server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


# ---------------------------------------------------------------------------------------
# gunicorn and Caddy


@dataclass
class Served:
    """A started server: where it listens, its process and its log."""

    port: int
    process: subprocess.Popen
    log: Path
    url: str = ""


def _box_command(port: int, options: tuple[str, ...], app: str | None, folder: Path):
    bind = ["--bind", f"127.0.0.1:{port}"]
    if app is None:
        return ["deploy/start.sh", *bind, *options], "/healthz"
    config = str(ROOT / "deploy" / "gunicorn.conf.py")
    return ["gunicorn", "--config", config, *bind, *options, "--chdir", str(folder), app], "/"


def _box_environment(env: dict[str, str]) -> dict[str, str]:
    # flask and gunicorn from this Python's virtualenv, whatever PATH says.
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    return {**os.environ, "GOLFKEEPER_HOSTED": "1", **env, "PATH": path}


@dataclass
class Box:
    """One app server as deploy/start.sh runs it; ``start`` again after ``stop`` or
    ``kill`` serves on the same port with the same settings and log."""

    command: list[str]
    health: str
    env: dict[str, str]
    port: int
    log: Path
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def launch(self, command: list[str] | None = None) -> None:
        self.process = start_process(command or self.command, self.log, self.env)

    def wait(self, seconds: float = 60) -> None:
        assert self.process is not None
        wait_until_healthy(self.url + self.health, seconds, self.process, self.log)

    def start(self) -> None:
        self.launch()
        self.wait()

    def serve_again(self) -> None:
        """After ``stop`` or ``kill``: gunicorn alone, as ``deploy/start.sh`` ends, on the same
        port with the same settings and log, once the schema is up to date (a test putting
        its box back for the next). ``start`` when the box is not ``deploy/start.sh``."""
        if self.command[0] != "deploy/start.sh":
            self.start()
            return
        config = str(ROOT / "deploy" / "gunicorn.conf.py")
        self.launch(["gunicorn", "--config", config, *self.command[1:], "app:app"])
        self.wait()

    def kill(self) -> None:
        """SIGKILL to the whole server (gunicorn's master and workers) at once: a crash."""
        if self.process is not None:
            with suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
            self.process = None

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process)
            self.process = None


@contextmanager
def boxes(env: dict[str, str], folder: Path, count: int, *options: str, app: str | None = None):
    """``count`` app servers on free loopback ports, each ``deploy/start.sh`` (migrations,
    then gunicorn with ``deploy/gunicorn.conf.py``) with ``env`` added to this process's
    environment (GOLFKEEPER_HOSTED=1 unless it says otherwise), all started at the same
    moment as an orchestrator starts them; ``options`` go to gunicorn (``--workers 2``).
    With ``app`` (module:variable in ``folder``), plain gunicorn with the same settings
    file serves that instead. Yields the ``Box`` list once every ``/healthz`` (or ``/``)
    answers 200; logs in ``folder``."""
    started = []
    for _ in range(count):
        port = free_port()
        command, health = _box_command(port, options, app, folder)
        log = folder / f"gunicorn-{port}.log"
        started.append(Box(command, health, _box_environment(env), port, log))
    try:
        for box in started:
            box.launch()
        for box in started:
            box.wait()
        yield started
    finally:
        for box in started:
            box.stop()


@contextmanager
def gunicorn_hosted(env: dict[str, str], folder: Path, *options: str, app: str | None = None):
    """The hosted app as the container runs it: ``deploy/start.sh`` (migrations, then
    gunicorn with ``deploy/gunicorn.conf.py``) on a free loopback port, with ``env`` added
    to this process's environment (GOLFKEEPER_HOSTED=1 unless it says otherwise);
    ``options`` go to gunicorn (``--workers 2``). With ``app`` (module:variable in
    ``folder``), plain gunicorn with the same settings file serves that instead. Yields a
    ``Served`` once ``/healthz`` (or ``/``) answers 200; its log is in ``folder``."""
    port = free_port()
    command, health = _box_command(port, options, app, folder)
    box = Box(command, health, _box_environment(env), port, folder / f"gunicorn-{port}.log")
    try:
        box.start()
        assert box.process is not None
        yield Served(port, box.process, box.log, box.url)
    finally:
        box.stop()


@dataclass
class Caddy:
    """Caddy serving ``url`` over HTTPS with a certificate from its own local authority."""

    executable: str
    folder: Path
    port: int
    health: str = "/healthz"
    process: subprocess.Popen | None = None
    env: dict[str, str] = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"https://127.0.0.1:{self.port}"

    @property
    def log(self) -> Path:
        return self.folder / "caddy.log"

    def tls(self) -> ssl.SSLContext:
        """A client context that trusts Caddy's local authority only (the name checked)."""
        root = self.folder / "data" / "caddy" / "pki" / "authorities" / "local" / "root.crt"
        return ssl.create_default_context(cafile=str(root))

    def start(self) -> None:
        env = {
            **os.environ,
            "HOME": str(self.folder),
            "XDG_DATA_HOME": str(self.folder / "data"),
            "XDG_CONFIG_HOME": str(self.folder / "config"),
            **self.env,
        }
        config = str(self.folder / "Caddyfile")
        args = [self.executable, "run", "--config", config, "--adapter", "caddyfile"]
        self.process = start_process(args, self.log, env)
        wait_until_healthy(self.url + self.health, 30, self.process, self.log)

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process)
            self.process = None


DEPLOYED_CADDYFILE = ROOT / "deploy" / "Caddyfile"


def _with_global_options(caddyfile: str, options: str) -> str:
    """``caddyfile`` with ``options`` (tab-indented lines) added to its global options
    block, which Caddy allows only once and only first; a block is made when it has none.

    >>> _with_global_options("# a\\n{\\n  log x\\n}\\nsite {\\n}\\n", "  admin off\\n")
    '# a\\n{\\n  admin off\\n  log x\\n}\\nsite {\\n}\\n'
    """
    lines = caddyfile.splitlines(keepends=True)
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped == "{":
            return "".join(lines[: index + 1]) + options + "".join(lines[index + 1 :])
        break
    return "{\n" + options + "}\n" + caddyfile


def caddy_executable() -> str | None:
    return shutil.which("caddy")


@contextmanager
def caddy(folder: Path, upstream_ports: int | list[int], health: str = "/healthz"):
    """Caddy on a free loopback HTTPS port with its own local authority, serving the site
    of ``deploy/Caddyfile`` as shipped (load balancing, retries, health checks) in front
    of the app servers on ``upstream_ports``; admin API off, nothing installed in the
    system's trust store, its authority and certificates kept in ``folder`` (so a restart
    keeps them). Yields a ``Caddy`` once ``health`` answers 200 through it; ``StackError``
    when ``caddy`` is not installed."""
    executable = caddy_executable()
    if executable is None:
        raise StackError("caddy is not installed. On Debian: apt-get install -y caddy")
    folder.mkdir(parents=True, exist_ok=True)
    ports = [upstream_ports] if isinstance(upstream_ports, int) else upstream_ports
    proxy = Caddy(executable, folder, free_port(), health)
    proxy.env = {
        "GOLFKEEPER_DOMAIN": f"https://127.0.0.1:{proxy.port}",
        "GOLFKEEPER_APP_SERVERS": " ".join(f"127.0.0.1:{port}" for port in ports),
    }
    options = (
        "\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\tdefault_bind 127.0.0.1\n"
        f"\thttp_port {free_port()}\n\thttps_port {proxy.port}\n"
        "\tauto_https disable_redirects\n"
    )
    (folder / "Caddyfile").write_text(_with_global_options(DEPLOYED_CADDYFILE.read_text(), options))
    try:
        proxy.start()
        yield proxy
    finally:
        proxy.stop()
