"""Several app servers starting at once on one PostgreSQL: each runs `flask db upgrade`
(deploy/start.sh), and they take turns instead of failing (migrations/env.py's lock).

Needs PostgreSQL's server programs; skipped without them unless GOLFKEEPER_REQUIRE_POSTGRES=1.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from sqlalchemy import create_engine, inspect, text

ROOT = Path(__file__).resolve().parents[2]
FLASK = str(Path(sys.executable).parent / "flask")
# migrations/env.py's MIGRATION_LOCK
MIGRATION_LOCK = 0x676F6C66


def upgrade(database: str, tmp_path: Path) -> subprocess.Popen:
    """`flask db upgrade` on ``database``, as deploy/start.sh runs it, in the background."""
    env = {**os.environ, "DATABASE_URL": database, "GOLFKEEPER_INSTANCE": str(tmp_path)}
    return subprocess.Popen(
        [FLASK, "--app", "app", "db", "upgrade"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def head_revision(database: str) -> list[str]:
    engine = create_engine(database)
    with engine.connect() as connection:
        revisions = connection.execute(text("SELECT version_num FROM alembic_version")).scalars()
        found = sorted(revisions)
    engine.dispose()
    return found


def test_an_upgrade_waits_while_another_one_migrates(database, tmp_path):
    """The lock held (as by a server migrating): the upgrade waits on it, creating nothing,
    and migrates once it is free."""
    engine = create_engine(database)
    with engine.connect() as holder:
        holder.execute(text(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})"))
        waiting = upgrade(database, tmp_path)
        deadline = time.monotonic() + 60
        waits = 0
        while waits == 0 and waiting.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
            waits = holder.execute(
                text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
            ).scalar_one()
        finished_early = waiting.poll() is not None
        tables = inspect(holder).get_table_names()
        holder.rollback()  # frees the lock
    engine.dispose()
    output = waiting.communicate(timeout=60)[0]
    assert not finished_early, output
    assert waits == 1 and tables == []
    assert waiting.returncode == 0, output
    assert head_revision(database)


def test_servers_started_together_on_an_empty_database_all_migrate(database, tmp_path):
    """Four upgrades at once on an empty database: every one succeeds, one schema."""
    upgrades = [upgrade(database, tmp_path / str(n)) for n in range(4)]
    outputs = [process.communicate(timeout=120)[0] for process in upgrades]
    assert [process.returncode for process in upgrades] == [0] * 4, "\n".join(outputs)
    assert len(head_revision(database)) == 1
