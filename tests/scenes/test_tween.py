"""The tween system: values, easing, delays, chains, callbacks, skip-all and speed."""

from __future__ import annotations

import pytest

from scenes.engine.tween import Tweener, lerp


class Box:
    def __init__(self) -> None:
        self.x = 0.0
        self.pos = (0.0, 0.0)
        self.colour = (0, 0, 0)


def test_linear_tween_reaches_its_end_exactly() -> None:
    tw, box = Tweener(), Box()
    tw.to(box, 1.0, ease="linear", x=10.0)
    tw.update(0.5)
    assert box.x == pytest.approx(5.0)
    tw.update(0.6)
    assert box.x == 10.0 and not tw.busy


@pytest.mark.parametrize("ease", ["easeOutBounce", "easeOutElastic", "easeInOutBack"])
def test_curves_that_miss_one_still_land_on_the_end_value(ease: str) -> None:
    tw, box = Tweener(), Box()
    tw.to(box, 0.3, ease=ease, x=100.0, pos=(40.0, 7.0))
    for _ in range(10):
        tw.update(1 / 60)
    tw.update(1.0)
    assert box.x == 100.0 and box.pos == (40.0, 7.0)


def test_tuples_and_colours_interpolate() -> None:
    tw, box = Tweener(), Box()
    tw.to(box, 1.0, ease="linear", pos=(100.0, 50.0), colour=(255, 0, 100))
    tw.update(0.5)
    assert box.pos == pytest.approx((50.0, 25.0))
    assert box.colour == pytest.approx((127.5, 0, 50))


def test_delay_waits_and_start_value_is_read_when_the_tween_begins() -> None:
    tw, box = Tweener(), Box()
    tw.to(box, 1.0, delay=1.0, ease="linear", x=10.0)
    tw.update(0.5)
    assert box.x == 0.0
    box.x = 6.0  # changed before the tween begins: it starts from here
    tw.update(1.0)  # 0.5 s of delay left, then 0.5 s of motion
    assert box.x == pytest.approx(8.0)


def test_chain_starts_where_the_previous_one_ended_and_uses_leftover_time() -> None:
    tw, box = Tweener(), Box()
    tw.to(box, 1.0, ease="linear", x=10.0).then(box, 1.0, ease="linear", x=20.0)
    tw.update(1.5)
    assert box.x == pytest.approx(15.0)
    tw.update(1.0)
    assert box.x == 20.0 and not tw.busy


def test_callbacks_fire_once_in_order() -> None:
    tw, box, log = Tweener(), Box(), []
    tw.to(box, 0.2, x=1.0, on_done=lambda: log.append("a")).then_call(lambda: log.append("b"))
    tw.call(0.1, lambda: log.append("early"))
    for _ in range(10):
        tw.update(0.05)
    assert log == ["early", "a", "b"]


def test_skip_all_finishes_chains_and_fires_callbacks() -> None:
    tw, box, log = Tweener(), Box(), []
    last = tw.sequence([(box, 1.0, {"x": 5.0}), (box, 1.0, {"x": 9.0})])
    last.on_done = lambda: log.append("done")
    tw.to(box, 3.0, delay=2.0, pos=(1.0, 1.0))
    tw.skip_all()
    assert box.x == 9.0 and box.pos == (1.0, 1.0) and log == ["done"] and not tw.busy


def test_speed_scales_time() -> None:
    tw, box = Tweener(speed=2.0), Box()
    tw.to(box, 1.0, ease="linear", x=10.0)
    tw.update(0.25)
    assert box.x == pytest.approx(5.0)


def test_dict_targets_and_unknown_easing() -> None:
    tw, d = Tweener(), {"alpha": 0.0}
    tw.to(d, 0.1, alpha=255.0)
    tw.update(1.0)
    assert d["alpha"] == 255.0
    with pytest.raises(ValueError):
        tw.to(d, 1.0, ease="easeNowhere", alpha=1.0)


def test_lerp_numbers() -> None:
    assert lerp(0, 10, 0.3) == pytest.approx(3)
