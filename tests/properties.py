"""Hypothesis profiles (issue 35, item 4), loaded by tests/conftest.py before any test
module is imported.

- ``dev`` (the default): new random examples on every run, as many as each property asks.
- ``ci`` (``CI=true``, as .ci/run and CI services set it): derandomized, so a submission
  is checked on the same examples every time and a rare counterexample cannot fail one
  run and pass the next; no example database.
- ``fuzz`` (``HYPOTHESIS_PROFILE=fuzz``, fuzz/README.md): randomized and long, every
  property given :data:`FUZZ_FACTOR` times its usual examples.

``HYPOTHESIS_PROFILE`` names a profile outright. No profile has a deadline: how long an
example takes on a loaded machine is not what a property checks (speed lives in bench/).
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import HealthCheck, settings

#: the examples a property takes when it does not say: Hypothesis's own default.
BASE_EXAMPLES = 100
#: how much longer the fuzz profile runs each property.
FUZZ_FACTOR = 20

#: Hypothesis's own timing checks are off too: too_slow fails a run whose examples took
#: long to make, which a loaded machine does.
UNTIMED: dict[str, Any] = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}

settings.register_profile("dev", max_examples=BASE_EXAMPLES, **UNTIMED)
settings.register_profile("ci", max_examples=BASE_EXAMPLES, derandomize=True, database=None,
                          print_blob=True, **UNTIMED)
settings.register_profile("fuzz", max_examples=BASE_EXAMPLES * FUZZ_FACTOR,
                          derandomize=False, **UNTIMED)


def profile_name(environ: dict[str, str] | None = None) -> str:
    """The profile for this run: ``HYPOTHESIS_PROFILE``, else ``ci`` when ``CI=true``,
    else ``dev``."""
    env = os.environ if environ is None else environ
    named = env.get("HYPOTHESIS_PROFILE")
    if named:
        return named
    return "ci" if env.get("CI", "").lower() == "true" else "dev"


def load() -> str:
    """Load the profile for this run; its name."""
    name = profile_name(dict(os.environ))
    settings.load_profile(name)
    return name


def examples(count: int) -> int:
    """``count`` examples in the ``dev`` and ``ci`` profiles, scaled with the loaded
    profile's ``max_examples`` (the ``fuzz`` profile: :data:`FUZZ_FACTOR` times as many).
    Called where a property's settings are made, after the profile is loaded."""
    return max(1, count * settings.default.max_examples // BASE_EXAMPLES)
