"""Colour sets, PNG app icons and TrueType fonts, written byte for byte as the sample commits them."""

import json
import struct
import zlib


# ---------------------------------------------------------------- colours


def parse_hex(hex_colour):
    value = hex_colour.lstrip("#")
    if len(value) != 6:
        raise ValueError(f"not #RRGGBB: {hex_colour}")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))


def relative_luminance(rgb):
    def channel(c):
        c = c / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a, b):
    la, lb = sorted((relative_luminance(parse_hex(a)), relative_luminance(parse_hex(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def components(hex_colour, fmt):
    r, g, b = parse_hex(hex_colour)
    if fmt == "float":
        text = lambda c: f"{c / 255:.3f}"
    elif fmt == "int":
        text = lambda c: str(c)
    elif fmt == "hex":
        text = lambda c: f"0x{c:02X}"
    else:
        raise ValueError(fmt)
    return {"alpha": "1.000", "blue": text(b), "green": text(g), "red": text(r)}


def xcode_json(value):
    # Xcode writes asset catalog JSON with sorted keys, 2-space indent and " : " separators.
    return json.dumps(value, indent=2, sort_keys=True, separators=(",", " : "), ensure_ascii=False) + "\n"


def colour_set(brand, set_name, light, dark):
    fmt = brand["component_format"].get(set_name, brand["component_format"]["*"])
    space = brand["color_space"]
    return xcode_json(
        {
            "colors": [
                {
                    "color": {"color-space": space, "components": components(light, fmt)},
                    "idiom": "universal",
                },
                {
                    "appearances": [{"appearance": "luminosity", "value": "dark"}],
                    "color": {"color-space": space, "components": components(dark, fmt)},
                    "idiom": "universal",
                },
            ],
            "info": {"author": "xcode", "version": 1},
        }
    )


# ---------------------------------------------------------------- PNG


def png(width, height, pixel_at):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel_at(x, y))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB, no alpha
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


def app_icon(brand):
    # 1024x1024 as App Store Connect requires, opaque: a primary field with an accent band.
    # Flat colour compresses to a few kilobytes.
    primary = bytes(parse_hex(brand["palette"]["primary_color"][0]))
    accent = bytes(parse_hex(brand["palette"]["accent_color"][0]))
    return png(1024, 1024, lambda x, y: accent if 640 <= y < 768 else primary)


# ---------------------------------------------------------------- fonts

RIBBI = {"Regular": 0, "Italic": 0b10, "Bold": 0b01, "Bold Italic": 0b11}


def postscript_name(family, style):
    return family.replace(" ", "") + "-" + style.replace(" ", "")


def name_table(family, style):
    """A format-0 'name' table with Mac Roman (1/0/0) and Windows Unicode BMP (3/1/0x409) records."""
    if style in RIBBI:
        legacy_family, legacy_style, typographic = family, style, None
    else:
        # Non-RIBBI weights follow the style-linking convention: the weight joins the legacy
        # family name and the typographic family/subfamily (IDs 16/17) say what it really is.
        legacy_family, legacy_style, typographic = f"{family} {style}", "Regular", (family, style)
    names = {
        1: legacy_family,
        2: legacy_style,
        3: f"1.000;SAMPLE;{postscript_name(family, style)}",
        4: f"{family} {style}",
        5: "Version 1.000",
        6: postscript_name(family, style),
    }
    if typographic:
        names[16], names[17] = typographic
    records, strings = [], bytearray()
    for platform, encoding, language, codec in ((1, 0, 0, "mac_roman"), (3, 1, 0x0409, "utf-16-be")):
        for name_id in sorted(names):
            data = names[name_id].encode(codec)
            records.append(struct.pack(">HHHHHH", platform, encoding, language, name_id, len(data), len(strings)))
            strings.extend(data)
    return struct.pack(">HHH", 0, len(records), 6 + 12 * len(records)) + b"".join(records) + bytes(strings)


def checksum(data):
    data = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(data) // 4}I", data)) & 0xFFFFFFFF


def sfnt(family, style):
    """A minimal TrueType-flavoured sfnt: head, maxp, name and post, no outlines."""
    mac_style = RIBBI.get(style, 0)
    timestamp = 3786825600  # 2024-01-01T00:00:00Z in seconds since 1904, fixed for reproducibility
    head = struct.pack(
        ">IIIIHHqqhhhhHHhhh",
        0x00010000,  # version 1.0
        0x00010000,  # fontRevision 1.0
        0,  # checkSumAdjustment, patched below
        0x5F0F3CF5,  # magicNumber
        0x000B,  # flags
        1000,  # unitsPerEm
        timestamp,
        timestamp,
        0, -200, 1000, 800,  # xMin yMin xMax yMax
        mac_style,
        8,  # lowestRecPPEM
        2,  # fontDirectionHint
        0,  # indexToLocFormat
        0,  # glyphDataFormat
    )
    maxp = struct.pack(">IH", 0x00005000, 1)  # version 0.5, one glyph (.notdef)
    italic_angle = -12 << 16 if "Italic" in style else 0
    post = struct.pack(">IihhIIIII", 0x00030000, italic_angle, -100, 50, 0, 0, 0, 0, 0)
    tables = {b"head": head, b"maxp": maxp, b"name": name_table(family, style), b"post": post}

    count = len(tables)
    power = 1 << (count.bit_length() - 1)
    header = struct.pack(">IHHHH", 0x00010000, count, power * 16, power.bit_length() - 1, count * 16 - power * 16)
    offset = len(header) + 16 * count
    directory, body = bytearray(), bytearray()
    head_offset = 0
    for tag in sorted(tables):
        data = tables[tag]
        if tag == b"head":
            head_offset = offset
        directory.extend(struct.pack(">4sIII", tag, checksum(data), offset, len(data)))
        padded = data + b"\0" * (-len(data) % 4)
        body.extend(padded)
        offset += len(padded)
    font = bytearray(header + directory + body)
    adjustment = (0xB1B0AFBA - checksum(bytes(font))) & 0xFFFFFFFF
    font[head_offset + 8 : head_offset + 12] = struct.pack(">I", adjustment)
    return bytes(font)
