"""The Hypothesis profiles (tests/properties.py): CI draws the same examples every run."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from properties import BASE_EXAMPLES, FUZZ_FACTOR, examples, profile_name


def test_ci_is_chosen_by_ci_true_and_a_named_profile_wins() -> None:
    assert profile_name({"CI": "true"}) == "ci"
    assert profile_name({}) == "dev"
    assert profile_name({"CI": "false"}) == "dev"
    assert profile_name({"CI": "true", "HYPOTHESIS_PROFILE": "fuzz"}) == "fuzz"


def test_ci_is_derandomized_and_bounded_fuzz_is_random_and_long() -> None:
    ci, fuzz = settings.get_profile("ci"), settings.get_profile("fuzz")
    assert ci.derandomize and ci.database is None and ci.deadline is None
    assert ci.max_examples == BASE_EXAMPLES
    assert not fuzz.derandomize and fuzz.deadline is None
    assert fuzz.max_examples == BASE_EXAMPLES * FUZZ_FACTOR
    # no timing checks in any profile
    for name in ("dev", "ci", "fuzz"):
        profile = settings.get_profile(name)
        assert profile.deadline is None
        assert HealthCheck.too_slow in profile.suppress_health_check


def test_examples_scale_with_the_loaded_profile() -> None:
    # settings.default is the loaded profile: dev and ci keep a property's count
    factor = settings.default.max_examples // BASE_EXAMPLES
    assert examples(150) == 150 * factor
    assert examples(0) == 1


def test_the_loaded_profile_is_the_one_the_environment_names() -> None:
    import os

    loaded = settings.get_profile(profile_name(dict(os.environ)))
    assert settings.default.derandomize == loaded.derandomize
    assert settings.default.max_examples == loaded.max_examples
