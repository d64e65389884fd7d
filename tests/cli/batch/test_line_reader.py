"""LineReader: the lines of a stream whatever way it arrives, over-long lines never held."""

from __future__ import annotations

import io
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from calc_cli.batch.lines import LineReader, TooLong, stream_reader


def pieces(data: bytes, cuts: list[int]) -> Callable[[int], bytes]:
    """A ``read`` that hands out ``data`` in pieces ending at the given offsets."""
    ends = sorted({c % (len(data) + 1) for c in cuts} | {len(data)})
    parts = [data[a:b] for a, b in zip([0, *ends], ends, strict=False) if b > a]

    def read(n: int) -> bytes:
        if not parts:
            return b""
        part = parts.pop(0)
        if len(part) > n:  # a real read never returns more than asked
            parts.insert(0, part[n:])
            part = part[:n]
        return part

    return read


def expected(data: bytes, limit: int) -> list[bytes | tuple[str, int]]:
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [("too long", len(ln)) if len(ln) > limit else ln for ln in lines]


def flat(reader: LineReader) -> list[bytes | tuple[str, int]]:
    return [("too long", ln.length) if isinstance(ln, TooLong) else ln
            for block in reader.blocks() for ln in block]


@settings(max_examples=examples(200), deadline=None)
@given(st.binary(max_size=120).map(lambda b: b.replace(b"\x00", b"\n")),
       st.lists(st.integers(min_value=0, max_value=200), max_size=12),
       st.integers(min_value=1, max_value=12))
def test_lines_are_the_same_however_the_bytes_arrive(data: bytes, cuts: list[int],
                                                     limit: int) -> None:
    assert flat(LineReader(pieces(data, cuts), limit)) == expected(data, limit)


def test_each_block_is_what_has_arrived() -> None:
    reader = LineReader(pieces(b"a\nb\nc\nd", [2, 5]))
    assert list(reader.blocks()) == [[b"a"], [b"b"], [b"c"], [b"d"]]
    assert reader.bytes_read == 7


def test_an_over_long_line_is_not_held() -> None:
    # a 50 MB line read in 64 KiB pieces: the reader keeps its first bytes and its length
    size = 50 * 1024 * 1024
    sent = 0

    def read(n: int) -> bytes:
        nonlocal sent
        if sent < size:  # 50 MiB is a whole number of 64 KiB reads
            sent += n
            return b"#" * n
        if sent == size:
            sent += 1
            return b"\nok\n"
        return b""

    blocks = list(LineReader(read).blocks())
    assert [type(ln) for block in blocks for ln in block] == [TooLong, bytes]
    first = blocks[0][0]
    assert isinstance(first, TooLong)
    assert first.length == size and first.head == b"#" * 64
    assert blocks[-1][-1] == b"ok"


def test_stream_reader_of_a_file_without_descriptor() -> None:
    read = stream_reader(io.BytesIO(b"x\ny\n"))
    assert list(LineReader(read).blocks()) == [[b"x", b"y"]]
