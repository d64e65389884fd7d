"""grammar/logs/plain_xml.py: a plain document's elements are expat's, and whatever
expat would read otherwise is not taken for plain."""

from __future__ import annotations

from xml.parsers import expat

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from grammar.logs.plain_xml import NotPlain, elements


def _expat_elements(text: str) -> list[tuple[str, dict[str, str]]]:
    """The elements expat reports, set up as the mjlog reader sets it up."""
    parser = expat.ParserCreate(None, "}")
    read: list[tuple[str, dict[str, str]]] = []
    parser.StartElementHandler = lambda name, attributes: read.append((name, attributes))
    parser.Parse(text, True)
    return read


def _agrees_with_expat(text: str) -> bool:
    """Whether ``text`` was read as plain (False: it was handed back); when read, its
    elements must be expat's, in order, with the attributes in order."""
    try:
        plain = elements(text)
    except NotPlain:
        return False
    read = _expat_elements(text)  # a plain document is well-formed: this must not raise
    assert plain == read
    assert [list(a) for _, a in plain] == [list(a) for _, a in read]
    return True


def test_a_log_as_tenhou_writes_it_is_plain() -> None:
    text = ('<mjloggm ver="2.3"><GO type="169" lobby="0"/><INIT seed="0,0,0,2,3,113" '
            'oya="0" hai0="1,2"/><T12/><D12/><N who="1" m="42031" /></mjloggm>')
    assert _agrees_with_expat(text)
    assert [name for name, _ in elements(text)] == ["mjloggm", "GO", "INIT", "T12", "D12",
                                                   "N"]


@pytest.mark.parametrize("text", [
    '<?xml version="1.0" encoding="UTF-8"?><a/>',
    '<?xml version="1.0"?>\n<a>\n  <b x=\'1\' y = "2"></b>\n</a>\n',
    ' \n<a x="a>b" y=""/>',
    '<a x="\u3042\U0001f004\x7f"/>',
])
def test_plain_spellings_are_read(text: str) -> None:
    assert _agrees_with_expat(text)


@pytest.mark.parametrize("text", [
    '<a x="&amp;"/>',  # a reference: expat expands it
    '<a x="1\t2"/>',  # white space in a value: expat makes it a blank
    '<a x="1\n2"/>',
    '<a xmlns="u"><b/></a>',  # a namespace: expat renames the elements
    '<p:a xmlns:p="u"/>',
    '<a><!-- <b/> --></a>',  # a comment holding a tag
    '<a><![CDATA[<b/>]]></a>',
    '<a><?pi <b/>?></a>',
    '<!DOCTYPE a><a/>',
    '\ufeff<a/>',
    ' <?xml version="1.0"?><a/>',  # a declaration not at the start
    '<?xml version="1.1"?><a/>',
    '<a>text</a>',
    '<a x="1" x="2"/>',  # not well-formed
    '<a xxx"1"/>',
    '<a x="1" yyy"2"/>',
    '<a><b></a></b>',
    '<a/><b/>',
    '<a>',
    '<a/>x',
    '',
])
def test_anything_else_is_handed_back(text: str) -> None:
    assert not _agrees_with_expat(text)


_BITS = st.sampled_from([
    "<", ">", "/>", "/", "</", "=", '"', "'", " ", "\t", "\n", "\r", "&", "&amp;", "&#60;",
    "a", "T12", "mjloggm", "x", "y", "xmlns", ":", "!", "?", "<?xml", 'version="1.0"',
    "?>", "<!--", "-->", "]]>", "\x00", "\x0c", "\u3042", "\ufffe", "-", ".", "1",
])
_TAGS = st.sampled_from([
    "<a>", "</a>", "<b/>", "<T12/>", '<N who="1" m="2"/>', "<c x='1'>", "</c>",
    '<?xml version="1.0"?>', " ", "\n",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_TAGS, _BITS), max_size=14))
@example(["<a>", '<b x="1', "&amp;", '"/>', "</a>"])
@example(["<a>", "<b x='", '"', "'/>", "</a>"])
def test_the_plain_reading_is_expats(bits: list[str]) -> None:
    _agrees_with_expat("".join(bits))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=8),
       st.sampled_from(['"', "'"]))
def test_a_value_read_plain_is_expats(value: str, quote: str) -> None:
    _agrees_with_expat(f"<r><e k={quote}{value}{quote}/></r>")


# each part of a tag: the usual spellings (Tenhou's), and odd ones
_NAMES = (["N", "T12", "INIT", "a1"], ["mjloggm", "x.y", "1N", "", "N:x", "N "])
_GAPS = ([" "], ["", "  ", "\t", "\n", "\r\n"])
_SIDES = ([""], [" ", "\t"])  # either side of the "="
_KEYS = (["who", "m", "hai0", "seed"],
         ["a.b", "x-y", "_k", "xmlns", "xmlnsx", "1a", "w=", "", "who", "p:q", "a b"])
_VALUES = (["1", "", "1,2,3", "%E3%81", "x/y"],
           ["a>b", "a b", "&lt;", "a'b", "\u3042", "\x7f", "a\tb", 'a"b', '" "', "a<b"])
_QUOTES = (['"'], ["'"])
_ENDINGS = (["/>", ">", " />"],
            ["/ >", " >", "/>x", "> ", " x/>", ' "/>', "= />", "/>\t", "/", ""])


@st.composite
def _spelt_tags(draw: st.DrawFn) -> str:
    """An element: a start tag spelt as Tenhou spells them, or with one part spelt oddly
    (one odd part at a time, so that each is met often), and its end tag if it needs
    one."""
    keys = draw(st.permutations(_KEYS[0]))[:draw(st.integers(0, 3))]
    parts: list[tuple[list[str], list[str]]] = [_NAMES]
    for _ in keys:
        parts += [_GAPS, _KEYS, _SIDES, _SIDES, _QUOTES, _VALUES]
    parts.append(_ENDINGS)
    odd = draw(st.integers(-1, len(parts) - 1))  # -1: none
    spelt = [draw(st.sampled_from(odd_ones if i == odd else usual))
             for i, (usual, odd_ones) in enumerate(parts)]
    tag = f"<{spelt[0]}"
    for n, key in enumerate(keys):
        gap, odd_key, before, after, quote, value = spelt[1 + 6 * n: 7 + 6 * n]
        if odd != 2 + 6 * n:
            odd_key = key  # the keys drawn differ: a duplicate is an odd part
        tag += f"{gap}{odd_key}{before}={after}{quote}{value}{quote}"
    ending = spelt[-1]
    # an element left open is closed, so that the tag alone decides whether it is read
    return tag + ending + ("" if "/>" in ending else f"</{spelt[0]}>")


@settings(max_examples=500, deadline=None)
@given(_spelt_tags())
def test_a_tag_read_plain_is_expats(element: str) -> None:
    _agrees_with_expat(f"<r>{element}<e/></r>")


def test_tags_spelt_as_tenhou_spells_them_are_read_quickly_and_plain() -> None:
    # the quick reading is the one that must hold for Tenhou's spellings; the others
    # above check it too, against expat, wherever it takes a tag
    from grammar.logs.plain_xml import _quick_start_tag
    assert _quick_start_tag('N who="1" m="42031" />') == ("N", {"who": "1", "m": "42031"},
                                                          True)
    assert _quick_start_tag('mjloggm ver="2.3">') == ("mjloggm", {"ver": "2.3"}, False)
    assert _quick_start_tag("T12 />") == ("T12", {}, True)
    assert _quick_start_tag('N who="1"m="2"/>') is None  # no gap between attributes
    assert _quick_start_tag('N who="1" who="2"/>') is None
