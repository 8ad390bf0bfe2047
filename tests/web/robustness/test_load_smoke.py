"""The load test at smoke size: phones saving holes at once lose nothing and see no error."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_concurrent_writers_lose_no_acknowledged_save():
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "bench" / "load.py"),
            *("--writers", "4", "--matches", "5", "--seconds", "3", "--json"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["errors"] == 0, result.stderr
    assert summary["lost"] == 0, result.stderr
    assert summary["wrong_totals"] == 0, result.stderr
    assert summary["acknowledged"] > 0
    assert summary["corrections"] > 0  # the writers corrected holes, not only recorded them
    assert result.returncode == 0
