"""A small PNG encoder (RGB, 8 bits, no filter) with the standard library: the saved games' pictures are
encoded in the autosave thread, where zlib works without holding the interpreter's lock, instead of
`pygame.image.save` on the render loop (8-28 ms for a 144x112 picture on a busy machine)."""

from __future__ import annotations

import struct
import zlib


def encode_png(width: int, height: int, rgb: bytes) -> bytes:
    """The PNG file of `width` x `height` pixels given as rows of R, G, B bytes."""
    stride = width * 3
    if len(rgb) != stride * height:
        raise ValueError(f"{len(rgb)} bytes are not {width}x{height} RGB pixels")
    raw = b"".join(b"\x00" + rgb[y * stride : (y + 1) * stride] for y in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 6))
        + chunk(b"IEND", b"")
    )
