"""The crash test at smoke size: the server killed with SIGKILL while phones save leaves a
sound database holding every acknowledged save (bench/crash.py has the long version)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_a_server_killed_mid_save_loses_no_acknowledged_save():
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "bench" / "crash.py"),
            *("--writers", "4", "--matches", "3", "--seconds", "2", "--json"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["integrity"] == "ok", result.stderr
    assert summary["lost"] == 0, result.stderr
    assert summary["acknowledged"] > 0
    assert summary["served_after_restart"] == "3/3", result.stderr
    assert result.returncode == 0
