"""XML written plainly, read without expat (issue 30).

Tenhou and the converters write an mjlog as one root element holding hundreds of empty
elements, no text, no entity, no comment: ``<mjloggm ver="2.3"><INIT seed="…"/><T12/>…``.
expat calls a Python handler for each element, and those calls were most of the time
spent reading a log. Split at ``<``, such a file is a list of pieces, one per tag
(``T12/>``), that a reader can look up or match.

:class:`Nesting` reads a document's tags only while they stay inside a plain subset of
XML, and raises :class:`NotPlain` at the first thing outside it, so that the caller reads
the whole document again with expat. The subset: an optional declaration
``<?xml version="1.0" …?>``; elements whose names and attribute names are ASCII XML names
without a colon (no namespaces), and whose attribute values have no ``&``, no control
character and no character XML forbids (so expat would hand over the values as written,
with nothing to expand or normalise); white space, and nothing else, between tags and
around the root; one root, every element closed in order. No comment, CDATA,
processing instruction or DOCTYPE (nothing starting ``<!`` or ``<?`` past the
declaration). Every such document is well-formed, and expat reports the same elements,
with the same attributes in the same order: ``tests/grammar/logs/test_plain_xml.py``
checks it against expat on documents drawn in and out of the subset.
"""

from __future__ import annotations

import re
from typing import Final

_SPACE: Final = "[ \t\r\n]"
_NAME: Final = "[A-Za-z_][A-Za-z0-9_.-]*"
# what a value may hold for expat to report it as written: no reference, no white space
# that it would normalise to a blank (tab, line ends), no character XML forbids
# (escapes read by re: a compiled module cannot hold a surrogate in a string)
_DOUBLE_QUOTED: Final = r'"[^"<&\x00-\x1f\ud800-\udfff\ufffe\uffff]*"'
_SINGLE_QUOTED: Final = r"'[^'<&\x00-\x1f\ud800-\udfff\ufffe\uffff]*'"
_ATTRIBUTE: Final = f"{_NAME}{_SPACE}*={_SPACE}*(?:{_DOUBLE_QUOTED}|{_SINGLE_QUOTED})"

#: a start tag after its ``<``, with the white space that follows it: name, attributes,
#: "/" if the element ends there too
_START_TAG: Final = re.compile(
    f"({_NAME})((?:{_SPACE}+{_ATTRIBUTE})*){_SPACE}*(/?)>{_SPACE}*")
#: one attribute: name, value if double-quoted, value if single-quoted
_ONE_ATTRIBUTE: Final = re.compile(
    f"({_NAME}){_SPACE}*={_SPACE}*(?:\"([^\"]*)\"|'([^']*)')")
_END_TAG: Final = re.compile(f"/({_NAME}){_SPACE}*>{_SPACE}*")
_DECLARATION: Final = re.compile(
    f'\\?xml{_SPACE}+version="1\\.0"(?:{_SPACE}+encoding="[A-Za-z][A-Za-z0-9._-]*")?'
    f'(?:{_SPACE}+standalone="(?:yes|no)")?{_SPACE}*\\?>{_SPACE}*')
_ONLY_SPACE: Final = re.compile(f"{_SPACE}*")


class NotPlain(Exception):
    """The document leaves the plain subset here: read it with expat."""


def tag_pieces(text: str) -> list[str]:
    """The document's tags, each as the text after its ``<`` up to the next one, with
    the declaration (if any) and what comes before the first tag left out."""
    pieces = text.split("<")
    if not _ONLY_SPACE.fullmatch(pieces[0]):
        raise NotPlain("text before the first tag")
    del pieces[0]
    if pieces and pieces[0].startswith("?"):
        # the declaration must open the document, with nothing before it
        if text[0] != "<" or not _DECLARATION.fullmatch(pieces[0]):
            raise NotPlain("a declaration written otherwise")
        del pieces[0]
    return pieces


class Nesting:
    """The elements open while reading a plain document's tags in order."""

    def __init__(self) -> None:
        self.open: list[str] = []
        self.roots = 0

    @property
    def inside_root(self) -> bool:
        """Whether the root element is open (an element read now is inside it)."""
        return bool(self.open)

    def tag(self, piece: str) -> tuple[str, dict[str, str]] | None:
        """Read one tag (a piece of :func:`tag_pieces`): a start tag's name and
        attributes, None for an end tag."""
        if piece.startswith("/"):
            end = _END_TAG.fullmatch(piece)
            if end is None or not self.open or self.open.pop() != end.group(1):
                raise NotPlain("an end tag written otherwise or out of order")
            return None
        if not self.open:
            self.roots += 1
            if self.roots > 1:
                raise NotPlain("a second root")
        tag = _quick_start_tag(piece) or _start_tag(piece)
        name, attributes, empty = tag
        if not empty:
            self.open.append(name)
        return name, attributes

    def close(self) -> None:
        """The document has ended: its root must have been read and closed."""
        if self.open or not self.roots:
            raise NotPlain("the root is not closed")


_Tag = tuple[str, dict[str, str], bool]


def _start_tag(piece: str) -> _Tag:
    """A start tag: its name, its attributes, whether the element ends there too."""
    start = _START_TAG.fullmatch(piece)
    if start is None:
        raise NotPlain("a tag written otherwise")
    attributes: dict[str, str] = {}
    count = 0
    for attribute in _ONE_ATTRIBUTE.finditer(start.group(2)):
        double, single = attribute.group(2), attribute.group(3)
        attributes[attribute.group(1)] = double if double is not None else single
        count += 1
    if len(attributes) != count:
        raise NotPlain("an attribute written twice")
    if any(key.startswith("xmlns") for key in attributes):
        raise NotPlain("a namespace")
    return start.group(1), attributes, bool(start.group(3))


def _quick_start_tag(piece: str) -> _Tag | None:
    """:func:`_start_tag` for a tag spelt as Tenhou spells them all: printable ASCII, no
    ``&``, each attribute written `` key="value"`` (one blank before it, none around the
    ``=``), read with string methods, several times faster than the regular expression;
    None for any other spelling, or a fault."""
    if not (piece.isascii() and piece.isprintable()) or "&" in piece or "'" in piece:
        return None
    parts = piece.split('"')  # name and first key, value, key, value, ..., the end
    if len(parts) % 2 == 0:
        return None
    ending = parts[-1].rstrip(" ")  # white space may follow the tag (no other text)
    empty = ending.endswith("/>")
    if not empty and not ending.endswith(">"):
        return None
    ending = ending[:-2] if empty else ending[:-1]
    if len(parts) == 1:  # no attribute: the ending holds the name
        name = ending.rstrip(" ")
        return (name, {}, empty) if name.isidentifier() else None
    gap = parts[0].find(" ")
    name = parts[0][:gap]
    if gap < 0 or not name.isidentifier() or ending.strip(" "):
        return None
    parts[0] = parts[0][gap:]
    attributes: dict[str, str] = {}
    for i in range(1, len(parts) - 1, 2):
        key_part = parts[i - 1]  # ' key='
        if len(key_part) < 3 or key_part[0] != " " or key_part[-1] != "=":
            return None
        key = key_part[1:-1]
        if not key.isidentifier() or key.startswith("xmlns") or key in attributes:
            return None
        attributes[key] = parts[i]
    return name, attributes, empty


def elements(text: str) -> list[tuple[str, dict[str, str]]]:
    """Every element of a plain document, in order: (name, attributes), as expat's
    start-element handler would see them; :class:`NotPlain` for any other document."""
    nesting = Nesting()
    read: list[tuple[str, dict[str, str]]] = []
    for piece in tag_pieces(text):
        tag = nesting.tag(piece)
        if tag is not None:
            read.append(tag)
    nesting.close()
    return read
