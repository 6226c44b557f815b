#!/usr/bin/env python3
"""Generate Sources/DeviceCatalog/DeviceData.swift from Data/devices.csv.

Usage (from the repository root):

    python3 Scripts/generate-device-catalog.py [path/to/devices.csv]
    python3 Scripts/generate-device-catalog.py --check   # exit 1 when DeviceData.swift is stale

The CSV path defaults to Data/devices.csv in the repository: the catalog's source table, the
project's own data file (seeded from the shared spec's devices.csv, whose columns and source keys
it keeps; see "Adding a device" in Documentation/DeviceCatalog.md). The output is deterministic:
the same CSV gives a byte-identical file.

Every value the CSV gives is emitted as `.measured("<source keys>")`, the keys taken from the
row's `sources` column (filtered to the sources that carry that kind of value). Every value the
CSV leaves blank, and every value for an iOS version the row's cells do not describe, is filled
in by a written rule and emitted as `.derived("<rule id>")`. A safe-area cell that says
`unmeasured` is a pose no source measured: it is emitted as `.unmeasured(...)` and the device
does not describe that orientation (`describedOrientations`), so nothing lays it out.

A device with two displays (the iPhone Duo) has one row per display, with the same `model` and
the `display` column set (`inner` or `outer`); each row becomes a device of its own, named
"<model> (<display> display)". The columns `vertical_bar` (`<edge> <width> [orientations]`, R20.2),
`reserved_regions` (`<kind> x,y,w,h` in portrait points, `;`-separated, R20.3) and
`landscape_size_classes` (`<horizontal>/<vertical>` where a source gives both) carry what such a
display needs. The rules are listed in
Documentation/DeviceCatalog.md; their ids are those of spec/uikit-rules.md,
spec/uikit-rules-2.md and spec/devices.md.
"""

import csv
import os
import re
import subprocess
import sys

# The iOS versions for which the per-version tables are evaluated. iOS 10 answers with the
# iOS 11 geometry (Device.geometryVersion); the first entry of every Versioned value is emitted
# with `from: 0` so that it also covers versions before the device shipped.
VERSIONS = [11, 12, 13, 14, 15, 16, 17, 18, 26]

# Source keys (devices.md section 1) that carry each kind of value.
INSET_SOURCES = {
    "SST", "PB", "QMUI", "QMUI#633", "CSDN", "UYL-X", "CORONA", "QIITA", "DF", "DP", "DPold",
    "FW", "GKN#41", "FL#120682", "RNSAV#62", "QMUI#1326", "GKN#67", "GKN#68", "GKNVC#47",
    "EFN#16", "QMUI#1445",
}
STATUS_BAR_SOURCES = {
    "QMUI", "QMUI#633", "CSDN", "UYL-X", "GKN#41", "QMUI#1445", "QMUI#1326", "GKN#67",
    "GKN#68", "GKNVC#47", "EFN#16", "QIITA", "SST", "PB",
}
CORNER_SOURCES = {"BK", "FDG", "UKC", "DUO-SIM"}
# Readings of the iPhone Duo (Documentation/DeviceCatalog.md "iPhone Duo").
DUO_SOURCES = {
    "DUO-SIM", "DUO-FLUTTER", "DUO-FORUM", "DUO-TABS", "DUO-STREAM", "DUO-PROBE", "DUO-SOMNIO",
}
INSET_SOURCES |= DUO_SOURCES
# The cell value of a pose no source measured.
UNMEASURED = "unmeasured"

# Phones whose landscape horizontal size class is regular: Apple's size-class table (HIG
# "Adaptivity and Layout", transcribed at baolei.org; matt's Stack Overflow answer 52317545)
# makes every iPhone 414 pt or wider regular in landscape, every narrower one compact. The same
# threshold is Device.regularLandscapeWidthThreshold.
REGULAR_LANDSCAPE_WIDTH = 414

# Version notes the CSV gives as prose (column version_notes), encoded here with their sources.
# XR / 11 before iOS 14: top 44 (QIITA 2018 safe rects 414x818 / 808x393; SST and PB model 44).
BEFORE_IOS14_TOP44 = {
    "iPhone XR": ("QIITA; SST; PB", "QIITA"),  # (portrait sources, landscape sources)
    "iPhone 11": ("SST; PB", None),  # landscape 44 not printed for the 11 on iOS 13: R1.2a
}
# From iOS 14 the XR / 11 top is 48 (QMUI for iPhone12,1, CSDN, GKNVC#47, EFN#16).
FROM_IOS14_TOP48 = "QMUI; CSDN; GKNVC#47; EFN#16"
# Sources of the status-bar values of rows whose cell changes with the iOS version.
STATUS_BAR_VERSION_SOURCES = {
    ("iPhone XR", 44): "QIITA; SST; PB",
    ("iPhone XR", 48): FROM_IOS14_TOP48,
    ("iPhone 11", 44): "SST; PB",
    ("iPhone 11", 48): FROM_IOS14_TOP48,
    ("iPhone 12 mini", 44): "QMUI#1326; GKN#67; GKN#68",
    ("iPhone 12 mini", 50): "QMUI#1326; QMUI",
}
# 12 mini: navigation bar at y = 50 on iOS 14 and 15 (QMUI#1326, GKN#68).
MINI_NAV_TOP = {"iPhone 12 mini": (50, "QMUI#1326; GKN#67; GKN#68")}
# 16 Pro / Pro Max: QMUI navigationBarMaxYConstant 54 + 44 + 2 + 1 px = 100.333, so the bar's
# top is 56.333 (single source).
QMUI_NAV_MAXY = {"iPhone 16 Pro": 100 + 1 / 3, "iPhone 16 Pro Max": 100 + 1 / 3}
# Dynamic-Island phones whose bar position y = 53.667 is printed or in QMUI (devices.md section 3).
DI_NAV_MEASURED = {
    "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro",
    "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus",
}


def number(text):
    """A CSV number; two-decimal thirds (47.33, 33.67) become exact thirds."""
    text = text.strip()
    value = float(text)
    if re.fullmatch(r"-?\d+\.(33|67)", text):
        value = round(value * 3) / 3
    return value


def swift_number(value):
    if value == int(value):
        return str(int(value))
    return repr(float(value))


def insets(text):
    """'44/0/34/0' -> (44, 0, 34, 0); 'unmeasured' -> UNMEASURED; '?/0/34/0' -> (None, 0, 34,
    0): a pose some of whose edges no source measured (a partly measured pose, never laid out)."""
    if text.strip() == UNMEASURED:
        return UNMEASURED
    parts = [None if p.strip() == "?" else number(p) for p in text.split("/")]
    if len(parts) != 4:
        raise ValueError("expected t/l/b/r, got %r" % text)
    if all(p is None for p in parts):
        raise ValueError("expected some measured edge or 'unmeasured', got %r" % text)
    return tuple(parts)


EDGE_NAMES = ("top", "left", "bottom", "right")


def is_unmeasured(value):
    """Whether a safe-area cell leaves its pose (or some of its edges) unmeasured."""
    return value == UNMEASURED or (isinstance(value, tuple) and None in value)


def missing_text(kind, value):
    """What an unmeasured cell lacks, as the device's note says it: 'its portrait geometry', or
    'its portrait top inset; bottom 34, left 0 and right 0 are measured'."""
    if value == UNMEASURED:
        return "its %s geometry" % kind
    missing = [EDGE_NAMES[i] for i, v in enumerate(value) if v is None]
    known = ["%s %s" % (EDGE_NAMES[i], swift_number(v)) for i, v in enumerate(value)
             if v is not None]
    def words(items):
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
    return "its %s %s inset%s; %s %s measured" % (
        kind, words(missing), "" if len(missing) == 1 else "s", words(known),
        "is" if len(known) == 1 else "are")


def zeroed(value):
    """An unmeasured cell's stand-in value: its measured edges, 0 for the others."""
    if value == UNMEASURED:
        return ZERO_INSETS
    return tuple(0 if v is None else v for v in value)


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def camel(name):
    words = re.sub(r"[^A-Za-z0-9]+", " ", name).split()
    head = words[0].lower()
    return head + "".join(w[:1].upper() + w[1:] for w in words[1:])


def source_keys(column):
    """The keys of a sources cell without their parenthetical notes, in order, unique."""
    keys = []
    depth = 0
    current = ""
    for ch in column:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == ";" and depth == 0:
            keys.append(current.strip())
            current = ""
        elif depth == 0:
            current += ch
    keys.append(current.strip())
    result = []
    for key in keys:
        if key and key not in result:
            result.append(key)
    return result


def base_key(key):
    return re.split(r"[@(]", key)[0].strip()


def expand(keys):
    """'ALP+ATM' -> ['ALP', 'ATM']."""
    out = []
    for key in keys:
        out.extend(k for k in key.split("+") if k)
    return out


def filtered(keys, allowed, fallback):
    chosen = [k for k in expand(keys) if base_key(k) in allowed]
    return "; ".join(chosen) if chosen else fallback


def ios_range(text):
    text = text.strip()
    if not text:
        return None, None
    first, _, last = text.partition("-")
    major = lambda s: int(s.split(".")[0]) if s.strip() else None
    return major(first), major(last)


class Row:
    def __init__(self, raw, index):
        self.raw = raw
        self.index = index
        self.model = raw["model"].strip()
        self.display = (raw.get("display") or "").strip()
        if self.display not in ("", "inner", "outer"):
            raise ValueError("%s: display must be inner or outer, got %r" % (self.model, self.display))
        self.name = (
            "%s (%s display)" % (self.model, self.display) if self.display else self.model
        )
        self.id = slug(self.model) + ("-" + self.display if self.display else "")
        self.identifiers = [i.strip() for i in raw["identifiers"].split(";") if i.strip()]
        self.year = int(raw["year"]) if raw["year"].strip() else None
        self.first_ios, self.last_ios = ios_range(raw["ios_range"])
        self.width = number(raw["width_pt"])
        self.height = number(raw["height_pt"])
        self.scale = number(raw["scale"])
        corners = [number(c) for c in raw["corner_radius_pt"].split("/")]
        self.corner = min(corners)
        # Several radii (one per corner side): the model takes one radius per display, the
        # smallest, so that no corner is rounder than measured (precision first).
        self.corner_rule = (
            None if len(corners) == 1
            else "R20.1: one radius per display, the smallest of the measured %s"
            % " / ".join(swift_number(c) for c in corners)
        )
        housing = raw["housing"].strip().lower()
        self.housing = {"none": "none", "notch": "notch", "dynamic island": "dynamicIsland"}[
            housing
        ]
        self.geometry = raw["housing_geometry_pt"].strip()
        self.home_indicator = raw["home_indicator"].strip() == "yes"
        self.idiom = "phone" if self.name.startswith("iPhone") else "pad"
        self.status_bar_cell = raw["status_bar_portrait"].strip()
        self.portrait = insets(raw["safe_portrait(t/l/b/r)"])
        hidden = raw["safe_portrait_statusbar_hidden"].strip()
        self.portrait_hidden = insets(hidden) if hidden else None
        landscape = raw["safe_landscape"].strip()
        self.landscape = insets(landscape) if landscape else None
        self.notes = raw["version_notes"].strip()
        self.keys = source_keys(raw["sources"])
        self.inset_sources = filtered(self.keys, INSET_SOURCES, "devices.csv")
        self.face_id_phone = self.idiom == "phone" and (
            self.home_indicator or self.housing != "none"
        )
        self.face_id_pad = self.idiom == "pad" and self.home_indicator
        self.vertical_bar = vertical_bar((raw.get("vertical_bar") or "").strip())
        self.reserved = reserved_regions((raw.get("reserved_regions") or "").strip())
        classes = (raw.get("landscape_size_classes") or "").strip()
        self.landscape_classes = tuple(classes.split("/")) if classes else None
        self.described = [
            kind for kind, value in (("portrait", self.portrait), ("landscape", self.landscape))
            if not is_unmeasured(value)
        ]
        if not self.described:
            raise ValueError("%s: no orientation is measured" % self.name)
        self.dp_probe = bool(re.search(r"\bDP\([^)]*probe", raw["sources"])) or (
            "DP(probe" in raw["sources"]
        )


# The cells a row without geometry leaves blank: a row with some of them is half a device, which
# no rule completes.
GEOMETRY_COLUMNS = [
    "width_pt", "height_pt", "scale", "native_px", "corner_radius_pt", "housing",
    "housing_geometry_pt", "home_indicator", "status_bar_portrait", "safe_portrait(t/l/b/r)",
    "safe_portrait_statusbar_hidden", "safe_landscape", "landscape_status_bar", "ios_range",
    "safe_values_ios", "display_zoom_pt", "display", "vertical_bar", "reserved_regions",
    "landscape_size_classes",
]


class KnownRow:
    """A row with identity (model, identifiers, year, sources) and no geometry: a device the
    catalog knows but cannot lay out (`UnmeasuredDevice`)."""

    def __init__(self, raw, index):
        self.index = index
        self.model = raw["model"].strip()
        given = [c for c in GEOMETRY_COLUMNS if (raw.get(c) or "").strip()]
        if given:
            raise ValueError(
                "%s (row %d): no width_pt but %s given; a row gives all its geometry or none"
                % (self.model, index, ", ".join(given))
            )
        self.identifiers = [i.strip() for i in raw["identifiers"].split(";") if i.strip()]
        if not self.model or not self.identifiers:
            raise ValueError("row %d: a row without geometry needs a model and identifiers" % index)
        self.year = int(raw["year"]) if raw["year"].strip() else None
        self.idiom = "phone" if self.model.startswith("iPhone") else "pad"
        self.notes = raw["version_notes"].strip()
        self.disagreements = raw["disagreements"].strip()
        self.sources = raw["sources"].strip()


def swift_known(row):
    lines = [
        "    // %s (`devices.csv` row %d)." % (row.model, row.index),
        "    UnmeasuredDevice(",
        "      id: %s, name: %s," % (swift_string(slug(row.model)), swift_string(row.model)),
        "      identifiers: [%s]," % ", ".join(swift_string(i) for i in row.identifiers),
        "      idiom: .%s, releaseYear: %s," % (row.idiom, "nil" if row.year is None else row.year),
        "      notes: %s," % swift_string(row.notes),
        "      disagreements: %s," % swift_string(row.disagreements),
        "      sources: %s)," % swift_string(row.sources),
    ]
    return "\n".join(lines)


def vertical_bar(text):
    """'right 84 landscape' -> ('right', 84, ['landscape'], None, None); '' -> None.

    After the edge and width: the orientations the column is in (both by default), then
    optionally `tab-bar <width>` (the column's width with a tab bar in it, R20.2) and
    `landscape-right <left|right>` (the column's edge in landscape-right where the column follows
    a physical edge to the other side)."""
    if not text:
        return None
    parts = text.split()
    usage = ("vertical_bar: expected '<left|right> <width> [orientations] [tab-bar <width>]"
             " [landscape-right <left|right>]', got %r" % text)
    if parts[0] not in ("left", "right") or len(parts) < 2:
        raise ValueError(usage)
    orientations = []
    tab_bar = None
    landscape_right = None
    rest = parts[2:]
    while rest:
        word = rest.pop(0)
        if word == "tab-bar" and rest:
            tab_bar = number(rest.pop(0))
        elif word == "landscape-right" and rest and rest[0] in ("left", "right"):
            landscape_right = rest.pop(0)
        elif word in ("portrait", "landscape"):
            orientations.append(word)
        else:
            raise ValueError(usage)
    return parts[0], number(parts[1]), orientations or ["portrait", "landscape"], tab_bar, landscape_right


def reserved_regions(text):
    """'division 0,475.5,669,0; occlusion 1,2,3,4' -> [('division', (0, 475.5, 669, 0)), ...]."""
    result = []
    for part in [p.strip() for p in text.split(";") if p.strip()]:
        kind, _, frame = part.partition(" ")
        values = [number(v) for v in frame.split(",")]
        if kind not in ("division", "occlusion") or len(values) != 4:
            raise ValueError("reserved_regions: expected '<division|occlusion> x,y,w,h', got %r" % part)
        result.append((kind, tuple(values)))
    return result


# --- values -------------------------------------------------------------------------------------


def measured(value, source):
    return (value, "measured", source)


def derived(value, rule):
    return (value, "derived", rule)


def unmeasured(value, why):
    """A pose no source measured: the value is never laid out (the device does not describe
    the orientation), only kept so that the table is complete."""
    return (value, "unmeasured", why)


ZERO_INSETS = (0, 0, 0, 0)


def status_bar(row, v):
    """Portrait status-bar height under iOS v (devices.md section 2)."""
    cell = row.status_bar_cell
    sources = filtered(row.keys, STATUS_BAR_SOURCES, "devices.csv")
    if not cell and is_unmeasured(row.portrait):
        return unmeasured(0, "the portrait pose is not measured")
    if not cell and row.vertical_bar and "portrait" in row.vertical_bar[2]:
        return derived(
            row.portrait[0],
            "R20.2: the status bar is in the vertical bar column; no band across the top"
            " (the portrait top inset)",
        )
    if not cell and row.display:
        return derived(
            row.portrait[0],
            "R20.1: status bar = the top inset band (DUO-LAB: clock and icons in it)",
        )
    if row.face_id_pad:
        if v >= 26:
            # R10.4a: with the status bar shown the iPad's top inset is the status-bar band.
            top = pad_portrait(row, v)[0][0][0]
            return derived(top, "R10.4a: iPad status bar = top inset band")
        if cell:
            return measured(number(cell), sources)
        return derived(24, "R1.7a")
    if not cell:
        if row.housing == "dynamicIsland":
            return derived(54, "R1.6; devices.md §2: every sourced Dynamic-Island phone has 54")
        top = phone_portrait(row, v)[0][0]
        return derived(top, "devices.md §2: notched phones: status bar = window top")
    versioned = re.findall(r"(\d+(?:\.\d+)?) \(iOS (\d+)", cell)
    if versioned:
        entries = sorted((int(ios), number(value)) for value, ios in versioned)
        chosen = entries[0][1]
        for ios, value in entries:
            if ios <= v:
                chosen = value
        return measured(chosen, STATUS_BAR_VERSION_SOURCES.get((row.name, chosen), sources))
    match = re.match(r"(\d+(?:\.\d+)?)", cell)
    if "QMUI constant only" in cell:
        sources = "QMUI"
    return measured(number(match.group(1)), sources)


def phone_portrait(row, v):
    t, l, b, r = row.portrait
    if row.name in BEFORE_IOS14_TOP44 and v < 14:
        return measured((44, l, b, r), BEFORE_IOS14_TOP44[row.name][0])
    if row.name in BEFORE_IOS14_TOP44:
        return measured((t, l, b, r), FROM_IOS14_TOP48)
    return measured((t, l, b, r), row.inset_sources)


def phone_landscape(row, v):
    """Landscape, status bar hidden (R1.2a for Face-ID phones)."""
    if not row.face_id_phone:
        if row.landscape is None:
            return derived((0, 0, 0, 0), "R1.1; R1.4")
        return measured(row.landscape, row.inset_sources)
    top = phone_portrait(row, v)[0][0]
    bottom = 20 if v >= 26 else 21
    rule = derived((0, top, bottom, top), "R1.2a")
    if row.name in BEFORE_IOS14_TOP44 and v < 14:
        source = BEFORE_IOS14_TOP44[row.name][1]
        return measured((0, 44, 21, 44), source) if source else rule
    if v >= 26:
        note = re.search(r"landscape (\d+/\d+/\d+/\d+)", row.notes)
        if "26.5" in row.notes and note:
            value = insets(note.group(1))
            if value[1] == top and value[2] == 20:
                return measured(value, "DP; FW")
        if row.landscape is not None and row.landscape[2] == 20 and row.landscape[1] == top:
            return measured(row.landscape, row.inset_sources)
        return rule
    if row.landscape is not None and row.landscape[2] == 21 and row.landscape[1] == top:
        source = FROM_IOS14_TOP48 if row.name in BEFORE_IOS14_TOP44 else row.inset_sources
        return measured(row.landscape, source)
    return rule


def partial_table(row):
    """The insets of a phone with a pose no source measured: the measured poses as given, the
    status-bar-hidden portrait by R1.3a, and nothing derived from an unmeasured pose."""
    if not row.face_id_phone:
        raise ValueError("%s: an unmeasured pose is supported on Face-ID phones only" % row.name)
    if is_unmeasured(row.portrait):
        portrait = unmeasured(zeroed(row.portrait), missing_text("portrait", row.portrait))
        hidden = portrait
    else:
        portrait = measured(row.portrait, row.inset_sources)
        if row.portrait_hidden not in (None, UNMEASURED):
            hidden = measured(row.portrait_hidden, row.inset_sources)
        else:
            hidden = derived(row.portrait, "R1.3; R1.3a")
    if is_unmeasured(row.landscape):
        landscape = unmeasured(zeroed(row.landscape), missing_text("landscape", row.landscape))
    elif row.landscape is None:
        raise ValueError("%s: give the landscape cell (a value or unmeasured)" % row.name)
    else:
        landscape = measured(row.landscape, row.inset_sources)
    return (portrait, hidden, landscape, None)


def phone_table(row, v):
    if is_unmeasured(row.portrait) or is_unmeasured(row.landscape) or row.display:
        # A display of a two-display device keeps its readings as given in every pose and on
        # every version (it runs iOS 27.1 only): no Face-ID landscape rule (R1.2a) applies.
        return partial_table(row)
    portrait = phone_portrait(row, v)
    landscape = phone_landscape(row, v)
    if row.face_id_phone:
        hidden = derived(portrait[0], "R1.3; R1.3a")
        return (portrait, hidden, landscape, None)
    if row.portrait_hidden is not None:
        hidden = measured(row.portrait_hidden, filtered(row.keys, {"RNSAV#62"}, "RNSAV#62"))
    else:
        t, l, b, r = portrait[0]
        hidden = derived((0, l, b, r), "R1.3")
    sb = status_bar(row, v)[0]
    lt, ll, lb, lr = landscape[0]
    shown = derived((sb, ll, lb, lr), "R1.4a")
    return (portrait, hidden, landscape, shown)


def pad_portrait(row, v):
    if row.face_id_pad:
        if v >= 26:
            value = (32, 0, 25, 0)
            if row.dp_probe:
                return (measured(value, "DP"), True)
            return (derived(value, "devices.md §2: iPadOS 26.5 probe of every Face-ID iPad"), False)
        if row.portrait == (24, 0, 20, 0):
            return (measured(row.portrait, row.inset_sources), True)
        return (derived((24, 0, 20, 0), "R1.7a"), False)
    return (measured(row.portrait, row.inset_sources), True)


def pad_table(row, v):
    portrait, _ = pad_portrait(row, v)
    t, l, b, r = portrait[0]
    # The status bar is the only part of the iPad's top inset that hiding it removes: the
    # home-button iPad's 20 and the Face-ID iPad's 24 (32 on iPadOS 26) are all status bar
    # (R1.7, R1.7a; R10.4a measured top 0 with the status bar hidden on iPadOS 26.2).
    hidden = derived((0, l, b, r), "R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")
    if v < 26 and row.landscape is not None and row.landscape == portrait[0]:
        shown = measured(row.landscape, row.inset_sources)
    elif v >= 26 and row.landscape is not None and row.landscape == portrait[0] and row.dp_probe:
        shown = measured(row.landscape, "DP")
    else:
        shown = derived(portrait[0], "R1.7a: iPad insets are the same in both orientations")
    return (portrait, hidden, hidden, shown)


def navigation_top(row, v):
    if row.idiom != "phone":
        return None
    if row.housing == "dynamicIsland":
        if v >= 26:
            return derived(phone_portrait(row, v)[0][0], "R10.6")
        if row.name in QMUI_NAV_MAXY:
            return measured(QMUI_NAV_MAXY[row.name] - 44, "QMUI")
        value = status_bar(row, v)[0] - 1 / row.scale
        if row.name in DI_NAV_MEASURED:
            return measured(value, "GKN#41; QMUI")
        return derived(value, "R1.6")
    if row.name in MINI_NAV_TOP and v <= 15:
        value, source = MINI_NAV_TOP[row.name]
        return measured(value, source)
    return None


def housing_rect(row):
    g = row.geometry
    if not g:
        return None
    m = re.search(r"(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) at y=(\d+(?:\.\d+)?), horizontally centred", g)
    if m:
        w, h, y = number(m.group(1)), number(m.group(2)), number(m.group(3))
        return ((row.width - w) / 2, y, w, h), "DIU"
    m = re.search(r"pill (\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) at x=(\d+(?:\.\d+)?), y=(\d+(?:\.\d+)?)", g)
    if m:
        w, h = number(m.group(1)), number(m.group(2))
        x, y = number(m.group(3)), number(m.group(4))
        return (x, y, w, h), "DP (hand-authored pill)"
    m = re.search(r"body ~(?:x=)?(\d+(?:\.\d+)?)\.\.(\d+(?:\.\d+)?)", g)
    d = re.search(r"depth (\d+(?:\.\d+)?)", g)
    if m and d:
        x0, x1 = number(m.group(1)), number(m.group(2))
        return (x0, 0, round(x1 - x0, 6), number(d.group(1))), "DP (framebuffer mask)"
    raise ValueError("unparsed housing geometry for %s: %r" % (row.name, g))


# --- Swift output -------------------------------------------------------------------------------


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_provenance(kind, source):
    return ".%s(%s)" % (kind, swift_string(source))


def swift_insets(value):
    return "EdgeInsets(top: %s, left: %s, bottom: %s, right: %s)" % tuple(
        swift_number(x) for x in value
    )


def swift_sourced_insets(s):
    return "Sourced<EdgeInsets>(%s, %s)" % (swift_insets(s[0]), swift_provenance(s[1], s[2]))


def swift_sourced_number(s):
    return "Sourced<CGFloat>(%s, %s)" % (swift_number(s[0]), swift_provenance(s[1], s[2]))


def versioned(values):
    """[(version, value)] -> [(from, value)] with consecutive equal values merged; the first
    entry starts at 0."""
    entries = []
    for v, value in values:
        if entries and entries[-1][1] == value:
            continue
        entries.append((v, value))
    entries[0] = (0, entries[0][1])
    return entries


def swift_table(t):
    portrait, hidden, landscape, shown = t
    shown_text = swift_sourced_insets(shown) if shown is not None else "nil"
    return (
        "WindowInsetsTable(\n"
        "        portrait: %s,\n"
        "        portraitStatusBarHidden: %s,\n"
        "        landscape: %s,\n"
        "        landscapeStatusBarShown: %s)"
        % (
            swift_sourced_insets(portrait),
            swift_sourced_insets(hidden),
            swift_sourced_insets(landscape),
            shown_text,
        )
    )


def swift_device(row):
    table = phone_table if row.idiom == "phone" else pad_table
    tables = versioned([(v, table(row, v)) for v in VERSIONS])
    bars = versioned([(v, status_bar(row, v)) for v in VERSIONS])
    navs = versioned([(v, navigation_top(row, v)) for v in VERSIONS])
    corner_src = filtered(row.keys, CORNER_SOURCES, "devices.md §4")
    corner = (
        ("derived", "%s (%s)" % (row.corner_rule, corner_src)) if row.corner_rule
        else ("measured", corner_src)
    )
    # Apple's table (HIG, transcribed at baolei.org) and matt's answer (SO#52317545) list every
    # iPhone up to the 13 series; later phones follow the width rule (FLUENT agrees for the 14
    # and 14 Pro, QMUI 4.8 disagrees for the 14 Pro class: devices.md section 6 #11).
    regular = row.width >= REGULAR_LANDSCAPE_WIDTH
    if row.landscape_classes:
        size_class = (
            # Only the simulator probe reported size classes.
            row.landscape_classes[0], "measured", filtered(row.keys, {"DUO-SIM"}, "devices.csv")
        )
    elif row.idiom == "pad":
        size_class = ("regular", "measured", "HIG")
    elif row.year is not None and row.year <= 2021:
        size_class = ("regular" if regular else "compact", "measured", "HIG; SO#52317545")
    else:
        rule = "size-class width rule: portrait width %s 414" % (">=" if regular else "<")
        if row.name in ("iPhone 14", "iPhone 14 Pro"):
            rule += "; FLUENT"
        size_class = ("regular" if regular else "compact", "derived", rule)
    rect = housing_rect(row)
    if rect is None:
        housing = "SensorHousing(kind: .%s)" % row.housing
    else:
        (x, y, w, h), source = rect
        housing = (
            "SensorHousing(\n      kind: .%s,\n      rect: Sourced<CGRect>(\n"
            "        CGRect(x: %s, y: %s, width: %s, height: %s), .measured(%s)))"
            % (row.housing, swift_number(x), swift_number(y), swift_number(w), swift_number(h),
               swift_string(source))
        )

    def opt(value):
        return "nil" if value is None else str(value)

    lines = []
    lines.append("/// %s (`devices.csv` row %d)." % (row.name, row.index))
    lines.append("private func %s() -> Device {" % camel(row.name))
    lines.append("  Device(")
    lines.append("    id: %s, name: %s," % (swift_string(row.id), swift_string(row.name)))
    lines.append("    identifiers: [%s]," % ", ".join(swift_string(i) for i in row.identifiers))
    lines.append(
        "    idiom: .%s, releaseYear: %s, firstIOS: %s, lastIOS: %s,"
        % (row.idiom, opt(row.year), opt(row.first_ios), opt(row.last_ios))
    )
    lines.append(
        "    portraitSize: CGSize(width: %s, height: %s), scale: %s,"
        % (swift_number(row.width), swift_number(row.height), swift_number(row.scale))
    )
    lines.append(
        "    cornerRadius: Sourced<CGFloat>(%s, .%s(%s)),"
        % (swift_number(row.corner), corner[0], swift_string(corner[1]))
    )
    lines.append("    housing: %s," % housing)
    lines.append("    hasHomeIndicator: %s," % ("true" if row.home_indicator else "false"))
    lines.append(
        "    landscapeHorizontalSizeClass: Sourced<SizeClass>(.%s, .%s(%s)),"
        % (size_class[0], size_class[1], swift_string(size_class[2]))
    )
    lines.append("    statusBarHeight: Versioned<Sourced<CGFloat>>([")
    for v, s in bars:
        lines.append("      (%d, %s)," % (v, swift_sourced_number(s)))
    lines.append("    ]),")
    lines.append("    windowInsets: Versioned<WindowInsetsTable>([")
    for v, t in tables:
        lines.append("      (")
        lines.append("        %d," % v)
        lines.append("        " + swift_table(t) + "),")
    lines.append("    ]),")
    lines.append("    navigationBarTop: Versioned<Sourced<CGFloat>?>([")
    for v, s in navs:
        lines.append("      (%d, %s)," % (v, "nil" if s is None else swift_sourced_number(s)))
    lines.append("    ]),")
    extra = []
    if row.display:
        extra.append("display: .%s" % row.display)
    if row.vertical_bar:
        edge, width, kinds, tab_bar, landscape_right = row.vertical_bar
        column = "verticalBar: VerticalBarColumn(edge: .%s, width: %s, orientations: [%s]" % (
            edge, swift_number(width), ", ".join("." + k for k in kinds))
        if tab_bar is not None:
            column += ", widthWithTabBar: %s" % swift_number(tab_bar)
        if landscape_right is not None:
            column += ", landscapeRightEdge: .%s" % landscape_right
        extra.append(column + ")")
    if row.reserved:
        extra.append(
            "reservedRegions: [%s]"
            % ", ".join(
                "ReservedRegion(kind: .%s, frame: CGRect(x: %s, y: %s, width: %s, height: %s))"
                % ((kind,) + tuple(swift_number(x) for x in frame))
                for kind, frame in row.reserved
            )
        )
    if row.described != ["portrait", "landscape"]:
        extra.append(
            "describedOrientations: [%s]" % ", ".join("." + k for k in row.described)
        )
    if row.landscape_classes:
        extra.append(
            "landscapeVerticalSizeClass: Sourced<SizeClass>(.%s, .measured(%s))"
            % (row.landscape_classes[1], swift_string(size_class[2]))
        )
    if row.display:
        extra.append("modelName: %s" % swift_string(row.model))
    tail = "".join(", " + e for e in extra)
    lines.append(
        "    isCustom: false, sources: %s%s)" % (swift_string("; ".join(row.keys)), tail)
    )
    lines.append("}")
    return "\n".join(lines)


def formatted(text, repo):
    """`text` in the repository's swift-format style (the formatter is part of the toolchain),
    or None where `swift format` does not run."""
    try:
        result = subprocess.run(
            ["swift", "format", "format", "--configuration", os.path.join(repo, ".swift-format")],
            input=text.encode("utf-8"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return result.stdout.decode("utf-8")


def check(text, out_path, repo):
    """`--check`: exit 0 when the committed file is what this script makes from the CSV, 1 (with
    the first differing line) when it is stale, 2 when `swift format` does not run."""
    made = formatted(text, repo)
    if made is None:
        sys.stderr.write("note: swift format did not run; cannot compare with %s\n"
                         % os.path.relpath(out_path, repo))
        return 2
    try:
        with open(out_path, encoding="utf-8") as handle:
            committed = handle.read()
    except OSError as error:
        sys.stderr.write("error: cannot read %s (%s)\n" % (out_path, error))
        return 1
    if committed == made:
        sys.stderr.write("%s is up to date\n" % os.path.relpath(out_path, repo))
        return 0
    made_lines = made.splitlines()
    committed_lines = committed.splitlines()
    for number, (a, b) in enumerate(zip(committed_lines, made_lines), start=1):
        if a != b:
            break
    else:
        number = min(len(made_lines), len(committed_lines)) + 1
    sys.stderr.write(
        "error: %s is stale: line %d differs from what Scripts/generate-device-catalog.py makes"
        " from the CSV; run it and commit the result\n" % (os.path.relpath(out_path, repo), number)
    )
    return 1


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    args = [a for a in argv[1:] if a != "--check"]
    checking = "--check" in argv[1:]
    csv_path = args[0] if args else os.path.join(repo, "Data", "devices.csv")
    out_path = os.path.join(repo, "Sources", "DeviceCatalog", "DeviceData.swift")
    with open(csv_path, newline="", encoding="utf-8") as handle:
        raw_rows = list(csv.DictReader(handle))
    rows = []
    known = []
    for index, raw in enumerate(raw_rows, start=2):  # row 1 is the header
        if not raw["width_pt"].strip():
            known.append(KnownRow(raw, index))
            continue
        rows.append(Row(raw, index))
    skipped = [row.model for row in known]
    # The catalog's date: the newest ISO date any cell gives (a release date, a re-check of the
    # sources); `safearea --version` prints it.
    with open(csv_path, encoding="utf-8") as handle:
        dates = re.findall(r"\b(20\d\d-[01]\d-[0-3]\d)\b", handle.read())
    catalog_date = max(dates) if dates else "unknown"
    out = []
    out.append("// GENERATED FILE: do not edit. Regenerate with")
    out.append("//   python3 Scripts/generate-device-catalog.py [path/to/devices.csv]")
    out.append("// from Data/devices.csv (%d rows with geometry; known without geometry: %s)."
               % (len(rows), ", ".join(skipped) if skipped else "none"))
    out.append("// Rules behind every `.derived` value: Documentation/DeviceCatalog.md.")
    out.append("")
    out.append("import Foundation")
    out.append("")
    out.append("extension DeviceCatalog {")
    out.append("  /// The newest date a cell of `devices.csv` gives (a release date, a re-check of the")
    out.append("  /// sources): the catalog's date.")
    out.append("  static let generatedDate = %s" % swift_string(catalog_date))
    out.append("")
    out.append("  /// Every row of `devices.csv` with geometry, in the CSV's order.")
    out.append("  static let generatedDevices: [Device] = [")
    for row in rows:
        out.append("    %s()," % camel(row.name))
    out.append("  ]")
    out.append("")
    out.append("  /// Every row of `devices.csv` without geometry (known, not measured), in the CSV's order.")
    out.append("  static let generatedUnmeasuredDevices: [UnmeasuredDevice] = [")
    for row in known:
        out.append(swift_known(row))
    out.append("  ]")
    out.append("}")
    for row in rows:
        out.append("")
        out.append(swift_device(row))
    text = "\n".join(out) + "\n"
    if checking:
        sys.exit(check(text, out_path, repo))
    with open(out_path, "w", encoding="utf-8") as handle:
        handle.write(text)
    # The committed file is in the repository's swift-format style; the formatter is part of the
    # toolchain. Without it the file is still valid Swift, only not lint-clean.
    try:
        subprocess.run(
            ["swift", "format", "format", "-i", "--configuration",
             os.path.join(repo, ".swift-format"), out_path],
            check=True,
        )
    except (OSError, subprocess.CalledProcessError) as error:
        sys.stderr.write("note: swift format did not run (%s); run it before committing\n" % error)
    sys.stderr.write(
        "wrote %s: %d devices; %d known without geometry (not laid out): %s\n"
        % (os.path.relpath(out_path, repo), len(rows), len(skipped), ", ".join(skipped))
    )


if __name__ == "__main__":
    main(sys.argv)
