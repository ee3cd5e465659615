#!/usr/bin/env python3
"""The build-file fuzzer of the third reliability round (issue 29): mutated build files through
`validate` and `bom`, each command in a forked child (forkrun.py), every input checked for an
escape: a traceback or an exception's name on any stream, a hang (> 10 s), an exit code other
than 0, 1 or 2, JSON that is not JSON, an exit code that disagrees with the findings, a refusal
without a place or of more than one line, and validate and bom that disagree.

Adapted from shared/reliability/turn3-repro (make_fuzz_seeds.py, fuzz3.py, summarize3.py:
outside this repository) to run from a checkout with nothing prepared:

    .venv/bin/python tests/robustness/harness/build_fuzz.py --inputs 5000 --seed 20261202 \
        --workers 2 --out /tmp/build-fuzz

It makes its own seeds (the templates as shipped, as saved with a parts snapshot, with every
part a custom part, with custom parts shadowing catalog ids), its own data folders under OUT,
and prints a summary (OUT/summary.json): inputs, escapes by kind, and each escaping input
(kept in OUT/escapes/). Input i is random.Random(SEED * 1_000_003 + i): `--make I DEST`
writes it alone. A run stopped part-way goes on where it stopped when started again with the
same OUT (any number of workers). tests/robustness/test_round3_harnesses.py runs a small
sample of it.
"""
import argparse
import collections
import contextlib
import copy
import glob
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SEEDS: list[str] = []
CATALOG: list[dict] = []
CAT_IDS: list[str] = []
BY_KIND: dict[str, list[dict]] = {}
BOUNDS: dict = {}
# A hang: a command that used more than the round's 10 s of CPU time, or that had not ended
# after HANG_S * 3 s of wall time (then killed). CPU time, because the shared 2-core machines
# of this project are at times loaded fifteen times over: a command of 5 s of CPU then takes
# two minutes of wall time, and a wall-clock threshold would count the load, not the program.
HANG_CPU_S = float(os.environ.get("FUZZ_HANG_CPU_S", "10"))
HANG_S = float(os.environ.get("FUZZ_HANG_S", "60"))

EXC_RE = re.compile(r"Traceback \(most recent call last\)|\b(?:[A-Z][A-Za-z]*(?:Error|Exception)"
                    r"|KeyboardInterrupt|StopIteration|RecursionError|MemoryError)\b|"
                    r"pydantic|validation error for|<class |object at 0x|NoneType")
# a place: a JSON path (key, key.key, key[0].key) before a colon, or a line and column
PLACE_RE = re.compile(r"line \d+, column \d+|(?:^|: )[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\]|\.[A-Za-z_0-9]+)*"
                      r"(?: \(line \d+, column \d+\))?: ")

R = None  # the random.Random of the input being made
RAW = {}


def raw(text):
    key = f"__RAW_{len(RAW)}_{R.randrange(10**9)}__"
    RAW[key] = text
    return key


def render(obj, indent):
    text = json.dumps(obj, indent=indent, ensure_ascii=R.random() < 0.5)
    for key in list(RAW):
        if key in text:
            text = text.replace(json.dumps(key), RAW[key])
    return text


def nodes(obj, path=()):
    yield path, obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from nodes(v, (*path, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from nodes(v, (*path, i))


def set_at(obj, path, value):
    if not path:
        return value
    cur = obj
    for p in path[:-1]:
        cur = cur[p]
    cur[path[-1]] = value
    return obj


def get_at(obj, path):
    for p in path:
        obj = obj[p]
    return obj


def random_path(obj, pred=lambda p, v: True):
    cands = [(p, v) for p, v in nodes(obj) if p and pred(p, v)]
    return R.choice(cands) if cands else (None, None)


def customs(d, kind=None):
    cps = d.get("custom_parts")
    if not isinstance(cps, list):
        return []
    return [p for p in cps if isinstance(p, dict) and (kind is None or p.get("kind") == kind)]


NUMBERS = [0, -1, -0.0, 65, 64, 1, 0.5, 1.5, 3.9999, 1e308, 10**20, 2**63, -2**63, 10001, 1000001,
           True, False, None, 1e-320, 4.000000001, 16, 3, 200, 199.99999, 219.999, 220]
RAW_NUMBERS = ["1e309", "-1e309", "NaN", "Infinity", "-Infinity", "9" * 5000, "1" + "0" * 99,
               "1" + "0" * 100, "1e-400", "-0", "1E+2", "01", "1.", ".5", "+1", "0x10", "1_000",
               "-", "1e", "1e+", "0.1e-99999999999"]
WEIRD_STRINGS = [
    "", " ", "\t", "x" * 501, "x" * 500, "y" * 20001, "\u202eevil\u202c", "\u200b",
    "line1\nline2\r\nline3", "\x01\x02\x1b[31mred\x7f", "<b>bold</b><script>alert(1)</script>",
    "=HYPERLINK(\"http://evil\",\"x\")", "+cmd|' /C calc'!A0", "@SUM(A1:A9)",
    "\U0001F4A9" * 50, "\ufeff", "PCIE99", "Ünïcödé 中文", "\\", "\"", "%s%n%x{0}{}{x}",
    "../../../../etc/passwd", "A" * 100000, "\udcff", "gpu", "3.1", "GPU1", "0", "null",
]
RAW_STRINGS = ['"\\ud800"', '"\\udfff abc"', '"\\ud83d"', '"a\\u0000b"', '"\\uZZZZ"',
               '"\\x41"', "'single'", '"unterminated', '"tab\there"', '"nl\nhere"']


def m_type_swap(d):
    p, _v = random_path(d)
    if p is None:
        return d, "type_swap-none"
    choices = [0, 1.5, "text", [], [1, 2], {}, {"x": 1}, None, True, [None], [{}]]
    return set_at(d, p, R.choice(choices)), f"type_swap:{'/'.join(map(str, p))}"


def m_number(d):
    p, _v = random_path(d, lambda p, v: (isinstance(v, (int, float)) and not isinstance(v, bool))
                       or R.random() < 0.2)
    if p is None:
        return d, "number-none"
    if R.random() < 0.6:
        val = R.choice(NUMBERS)
        tag = repr(val)[:20]
    else:
        r = R.choice(RAW_NUMBERS)
        val = raw(r)
        tag = r[:20]
    return set_at(d, p, val), f"number:{'/'.join(map(str, p))}={tag}"


def m_string(d):
    p, v = random_path(d, lambda p, v: isinstance(v, str) or R.random() < 0.15)
    if p is None:
        return d, "string-none"
    if R.random() < 0.8:
        s = R.choice(WEIRD_STRINGS)
        if R.random() < 0.3 and isinstance(v, str):
            s = v + s
        try:
            s.encode("utf-8")
        except UnicodeEncodeError:
            s = raw(json.dumps(s))  # lone surrogate as \\udcff escape
        return set_at(d, p, s), f"string:{'/'.join(map(str, p))}={s[:15]!r}"
    r = R.choice(RAW_STRINGS)
    return set_at(d, p, raw(r)), f"rawstring:{r[:15]}"


def deep(depth, kind):
    if kind == "list":
        return "[" * depth + "]" * depth
    return '{"a":' * depth + "1" + "}" * depth


def m_deep(d):
    depth = R.choice([31, 32, 33, 40, 1000, 100000])
    kind = R.choice(["list", "dict"])
    p, _v = random_path(d)
    if p is None or R.random() < 0.2:
        d["extras"] = raw(deep(depth, kind))
    else:
        set_at(d, p, raw(deep(depth, kind)))
    return d, f"deep:{kind}{depth}"


def m_dupkey(d):
    p, v = random_path(d, lambda p, v: isinstance(v, dict) and v)
    if p is None:
        return d, "dupkey-none"
    key = R.choice(list(v.keys()))
    items = ", ".join(f"{json.dumps(k)}: {json.dumps(val)}" for k, val in v.items())
    dup = f'{{{items}, {json.dumps(key)}: {json.dumps(v.get(key, 1))}}}'
    return set_at(d, p, raw(dup)), f"dupkey:{key}"


def m_unknown_key(d):
    p, v = random_path(d, lambda p, v: isinstance(v, dict))
    target = v if p is not None and R.random() < 0.7 else d
    target[R.choice(["colour", "Name", "qty ", "__proto__", "", "gpus2", "\u202e",
                     "pcie_16pin_connector", "origin", "catalog_price_usd"])] = 1
    return d, "unknown_key"


def m_delete(d):
    p, _v = random_path(d)
    if p is None:
        return d, "delete-none"
    parent = get_at(d, p[:-1])
    del parent[p[-1]]
    return d, f"delete:{'/'.join(map(str, p))}"


def part_ref_paths(d):
    out = []
    for p, v in nodes(d):
        if not p or not isinstance(v, str):
            continue
        if p[-1] in ("part", "chassis", "motherboard") or (len(p) == 2 and p[0] == "cpus"):
            out.append(p)
    return out


def m_unknown_part(d):
    refs = part_ref_paths(d)
    if not refs:
        d["chassis"] = "no-such-chassis"
        return d, "unknown_part:added"
    p = R.choice(refs)
    val = R.choice(["no-such-part", R.choice(CAT_IDS), R.choice(CAT_IDS), "", "RTX 2080 Ti",
                    "x" * 600, "l40s\n", "L40S", " l40s"])
    return set_at(d, p, val), f"unknown_part:{'/'.join(map(str, p))}={val[:20]}"


def board_slots(d):
    b = d.get("motherboard")
    for p in customs(d, "motherboard"):
        if p.get("id") == b and isinstance(p.get("pcie_slots"), list):
            return [s.get("id") for s in p["pcie_slots"] if isinstance(s, dict)]
    for p in BY_KIND["motherboard"]:
        if p["id"] == b:
            return [s["id"] for s in p["pcie_slots"]]
    return []


def m_slot(d):
    d.get("gpus") or []
    slots = board_slots(d)
    val = R.choice(["PCIE99", "", None, 1, "GPU1", "CPU1-SLOT-X16", "gpu1", "GPU1 "] + slots * 2)
    where = R.choice(["gpus", "nics"]) if d.get("nics") else "gpus"
    lst = d.get(where)
    if isinstance(lst, list) and lst and isinstance(lst[0], dict):
        R.choice(lst)["slot"] = val
    else:
        d["gpus"] = [{"part": "l40s", "slot": val}]
    if R.random() < 0.15:
        d.pop("motherboard", None)
    return d, f"slot:{where}={str(val)[:12]}"


def m_same_slot(d):
    cards = [c for k in ("gpus", "nics") for c in (d.get(k) or []) if isinstance(c, dict)]
    placed = [c for c in cards if c.get("slot")]
    if len(cards) >= 2 and placed:
        R.choice(cards)["slot"] = R.choice(placed)["slot"]
        return d, "two_cards_one_slot"
    return m_slot(d)


def m_bridge(d):
    gpus = [g for g in (d.get("gpus") or []) if isinstance(g, dict) and g.get("slot")]
    slots = [g["slot"] for g in gpus] or ["GPU1"]
    bridge = R.choice(BY_KIND["bridge"])["id"]
    choice = R.randrange(7)
    if choice == 0:
        s = R.choice(slots)
        d["bridges"] = [{"part": bridge, "between": [s, s]}]
        tag = "same_slot"
    elif choice == 1:
        d["bridges"] = [{"part": bridge, "between": slots[:2] if len(slots) > 1 else slots * 2}] * 9
        tag = "card_in_9_bridges"
    elif choice == 2:
        d["bridges"] = [{"part": bridge, "between": [slots[0], "PCIE99"]}]
        tag = "to_missing_slot"
    elif choice == 3:
        d["bridges"] = [{"part": bridge, "between": slots[:1]}]
        tag = "one_end"
    elif choice == 4:
        d["bridges"] = [{"part": R.choice(BY_KIND["gpu"])["id"], "between": slots[:2]}]
        tag = "gpu_as_bridge"
    elif choice == 5:
        nics = [n.get("slot") for n in (d.get("nics") or []) if isinstance(n, dict) and n.get("slot")]
        d["bridges"] = [{"part": bridge, "between": [slots[0], (nics or ["X"])[0]]}]
        tag = "gpu_to_nic"
    else:
        d["bridges"] = [{"part": bridge, "between": [slots[i % len(slots)], slots[(i + 1) % len(slots)]]}
                        for i in range(R.choice([2, 8, 1001]))]
        tag = "many"
    return d, f"bridge:{tag}"


def m_qty(d):
    val = R.choice([0, 65, -1, 1.0, "1", 64, 10**30, True, None, 2.5, raw("1e309"), raw("NaN")])
    refs = [p for p, v in nodes(d) if p and p[-1] == "qty"]
    if refs:
        p = R.choice(refs)
        set_at(d, p, val)
        return d, f"qty:{'/'.join(map(str, p))}={str(val)[:12]}"
    return d, "qty-none"


def m_psu(d):
    psu = d.get("psu")
    if not isinstance(psu, dict):
        psu = d["psu"] = {"part": R.choice(BY_KIND["psu"])["id"]}
    choice = R.randrange(6)
    qty = psu.get("qty", 1) if isinstance(psu.get("qty", 1), int) else 1
    if choice == 0:
        psu["redundant"] = R.choice([qty, qty + 1, -1, qty - 1, 63, 1.0, "0", None])
        tag = f"redundant={psu['redundant']}"
    elif choice == 1:
        q = R.choice([1, 2, 3, 4, 8, 16, 64])
        psu["qty"] = q
        psu["redundant"] = R.choice([0, q - 1, q // 2])
        tag = f"qty{q}/r{psu['redundant']}"
    elif choice == 2:
        d["psu"] = [psu, dict(psu)]
        tag = "list"
    elif choice == 3:
        psu["part"] = R.choice(BY_KIND["psu"])["id"]
        tag = "other_psu"
    elif choice == 4:
        cps = customs(d, "psu")
        if cps:
            p = R.choice(cps)
            f = R.choice(["watts", "watts_low_line", "watts_200v", "atx_version", "pcie_connectors",
                          "pcie_16pin_connectors", "eps_connectors", "efficiency"])
            p[f] = R.choice([None, 0, 1, 10000, 10001, -1, "3.1", "3", 3.1, "4", "", 1e308,
                             raw("NaN"), 16, 17, 64, 65, "titanium", "diamond"])
            tag = f"custom_psu.{f}={p[f]}"
        else:
            tag = "no_custom_psu"
    else:
        d["outlet"] = R.choice(["JP-15A", "US-208V-20A", "JP-200V-20A", "CN-10A",
                                {"volts": 199.9999, "amps": 30}, {"volts": 200, "amps": 30},
                                {"volts": 219.9999, "amps": 30}, {"volts": 220, "amps": 30},
                                {"volts": 90, "amps": 1}, {"volts": 480, "amps": 100}])
        tag = f"outlet={d['outlet']}"
    return d, f"psu:{tag}"


def m_plugs(d):
    """16-pin, EPS and power-board fields at odd values."""
    kind = R.choice(["gpu", "psu", "chassis", "motherboard"])
    cps = customs(d, kind)
    if not cps:
        return d, f"plugs:no_custom_{kind}"
    p = R.choice(cps)
    field = {"gpu": ["pcie_16pin", "pcie_8pin", "pcie_6pin", "eps_8pin", "power_connector_position",
                     "spike_w", "peak_w", "tdp_w"],
             "psu": ["pcie_16pin_connectors", "pcie_connectors", "eps_connectors", "atx_version"],
             "chassis": ["gpu_power_connectors", "gpu_power_16pin", "psu_bays", "expansion_slots"],
             "motherboard": ["eps_8pin", "pcie_aux_plugs", "power_w", "cpu_lanes_reserved"]}[kind]
    f = R.choice(field)
    p[f] = R.choice([0, 1, 2, 4, 5, 8, 9, 16, 17, 64, 65, -1, None, 1.5, "2", 1e308, True,
                     "top", "end", "side", 10000, 10001])
    return d, f"plugs:{kind}.{f}={str(p[f])[:10]}"


def m_board(d):
    """Custom motherboard: slot tables, lane tables, switches, second socket."""
    cps = customs(d, "motherboard")
    if not cps:
        return d, "board:no_custom"
    b = R.choice(cps)
    slots = b.get("pcie_slots") if isinstance(b.get("pcie_slots"), list) else []
    choice = R.randrange(9)
    if choice == 0 and slots:
        s = R.choice(slots)
        if isinstance(s, dict):
            f = R.choice(["position", "mech_lanes", "max_lanes", "gen", "source", "cpu", "switch_id",
                          "open_ended", "id"])
            s[f] = R.choice([0, 1, 2, 3, 20, 21, 16, 32, "cpu", "chipset", "switch", "x", None, "",
                             "0", "1", True, -1, 1.5])
            tag = f"slot.{f}={s[f]}"
        else:
            tag = "slot-nondict"
    elif choice == 1:
        b["pcie_slots"] = R.choice([
            [], [{"id": "A", "position": 1, "mech_lanes": 16, "max_lanes": 16, "gen": 4, "source": "cpu"}] * 2,
            [{"id": f"S{i}", "position": i % 20 + 1, "mech_lanes": 16, "max_lanes": 16, "gen": 4,
              "source": "cpu"} for i in range(R.choice([21, 100, 1001]))],
        ])
        tag = "slots_list"
    elif choice == 2:
        b["lane_table"] = R.choice([
            [{"cpu_lanes": 0, "populated": [], "widths": {}}],
            [{"cpu_lanes": -1, "populated": ["NOPE"], "widths": {"NOPE": 16}}],
            [{"cpu_lanes": 48, "populated": [s.get("id") for s in slots[:2] if isinstance(s, dict)],
              "widths": {s.get("id"): 3 for s in slots[:2] if isinstance(s, dict)}}],
            [{"cpu_lanes": 48, "populated": [s.get("id") for s in slots if isinstance(s, dict)],
              "widths": {s.get("id"): 16 for s in slots if isinstance(s, dict)}}] * 3,
            "x", [None], [{}],
        ])
        tag = "lane_table"
    elif choice == 3:
        b["cpu_sockets"] = R.choice([0, 1, 2, 3, 8, None])
        tag = f"cpu_sockets={b['cpu_sockets']}"
    elif choice == 4:
        for s in slots:
            if isinstance(s, dict) and R.random() < 0.5:
                s["source"] = "switch"
                s["switch_id"] = R.choice(["0", "1", "", "x" * 501])
        b["switch_uplink_lanes"] = R.choice([None, 0, 1, 16, 32, 3])
        tag = f"switches:{b['switch_uplink_lanes']}"
    elif choice == 5:
        for s in slots:
            if isinstance(s, dict) and R.random() < 0.5:
                s["cpu"] = 1
        tag = "slots_on_cpu1"
    elif choice == 6:
        b["form_factor"] = R.choice(["mini-ITX", "micro-ATX", "ATX", "XL-ATX", "proprietary", "", "atx"])
        tag = f"form_factor={b['form_factor']}"
    elif choice == 7:
        b["cpu_lanes_reserved"] = R.choice([0, 4, 128, 1000, -4, None])
        tag = f"reserved={b['cpu_lanes_reserved']}"
    else:
        b["memory_registered"] = R.choice(["udimm", "rdimm", "both", "", None, "lrdimm"])
        tag = f"memreg={b['memory_registered']}"
    return d, f"board:{tag}"


def m_cpu(d):
    cps = customs(d, "cpu")
    choice = R.randrange(4)
    if choice == 0 and cps:
        c = R.choice(cps)
        c["chipsets"] = R.choice([[], [""], ["x" * 501], ["Z390"] * 1001, None, "Z390", [1], ["WRX90", "TRX50"]])
        return d, "cpu:chipsets"
    if choice == 1:
        n = R.choice([0, 1, 2, 3, 8, 65])
        cpus = d.get("cpus") if isinstance(d.get("cpus"), list) and d.get("cpus") else [R.choice(CAT_IDS)]
        d["cpus"] = [cpus[0]] * n
        return d, f"cpu:count{n}"
    if choice == 2:
        d["cpus"] = [R.choice(BY_KIND["cpu"])["id"] for _ in range(R.choice([1, 2]))]
        return d, "cpu:other"
    if cps:
        c = R.choice(cps)
        f = R.choice(["pcie_lanes", "cores", "threads", "tdp_w", "peak_w", "boost_clock_ghz", "socket"])
        c[f] = R.choice([0, 1, 128, 1000, 10001, -1, None, "", 1e308, 0.0001])
        return d, f"cpu:{f}={c[f]}"
    return d, "cpu:none"


def m_nic(d):
    slots = board_slots(d) or ["GPU1"]
    choice = R.randrange(4)
    nic = R.choice(BY_KIND["nic"])["id"]
    if choice == 0:
        d["nics"] = [{"part": nic, "slot": s} for s in slots]
        return d, "nic:every_slot"
    if choice == 1:
        d["nics"] = [{"part": nic, "qty": R.choice([1, 2, 64, 65, 0])}]
        return d, "nic:unslotted_qty"
    if choice == 2:
        d["nics"] = [{"part": nic, "slot": R.choice(slots), "qty": 2}]
        return d, "nic:slotted_qty2"
    d["nics"] = [{"part": R.choice(BY_KIND["gpu"])["id"], "slot": R.choice(slots)}]
    return d, "nic:gpu_as_nic"


def m_shadow(d):
    part = copy.deepcopy(R.choice(CATALOG))
    for k, v in list(part.items()):
        if isinstance(v, (int, float)) and not isinstance(v, bool) and R.random() < 0.3:
            part[k] = R.choice([v * 2, 1, 1000, v, 0])
    if R.random() < 0.3:
        part["kind"] = R.choice([*list(BY_KIND), "tpu", "", None])
    d.setdefault("custom_parts", [])
    if isinstance(d["custom_parts"], list):
        d["custom_parts"].append(part)
    return d, f"shadow:{part['kind']}"


def m_many_custom(d):
    n = R.choice([999, 1000, 1001, 2000])
    base = R.choice(BY_KIND["gpu"])
    parts = []
    for i in range(n):
        p = dict(base)
        p["id"] = f"custom-gpu-{i}"
        p["name"] = f"Custom GPU {i}"
        parts.append(p)
    if R.random() < 0.2:
        parts[-1]["id"] = parts[0]["id"]
    d["custom_parts"] = parts + customs(d)[: max(0, 1000 - n)]
    return d, f"many_custom:{n}"


def m_snapshot(d):
    part = copy.deepcopy(R.choice(CATALOG))
    choice = R.randrange(5)
    if choice == 0:
        old = part["id"]
        part["id"] = "gone-from-catalog"
        d["parts_snapshot"] = {"catalog_version": "x", "parts": [part]}
        for p in part_ref_paths(d):
            if get_at(d, p) == old:
                set_at(d, p, "gone-from-catalog")
        if part["kind"] in ("chassis", "motherboard"):
            d[part["kind"]] = "gone-from-catalog"
        tag = f"gone:{part['kind']}"
    elif choice == 1:
        d["parts_snapshot"] = {"catalog_version": 5, "parts": "x"}
        tag = "types"
    elif choice == 2:
        d["parts_snapshot"] = {"parts": [part] * 1001}
        tag = "1001"
    elif choice == 3:
        part["kind"] = "nosuchkind"
        d["parts_snapshot"] = {"catalog_version": "x", "parts": [part]}
        tag = "badkind"
    else:  # a snapshot that differs from the catalog for a part the build uses
        refs = part_ref_paths(d)
        if refs:
            pid = get_at(d, R.choice(refs))
            src = [p for p in CATALOG if p["id"] == pid]
            if src:
                s = copy.deepcopy(src[0])
                for k, v in s.items():
                    if isinstance(v, (int, float)) and not isinstance(v, bool) and R.random() < 0.5:
                        s[k] = R.choice([1, 0, 10000, 64])
                d["parts_snapshot"] = {"catalog_version": "old", "parts": [s]}
        tag = "stale"
    return d, f"snapshot:{tag}"


def m_version(d):
    val = R.choice([0, 2, 1.0, "1", True, None, 10**100, -1, raw("1e309"), raw("NaN")])
    if R.random() < 0.2:
        d.pop("version", None)
        return d, "version:missing"
    d["version"] = val
    return d, f"version:{str(val)[:8]}"


def m_format(d):
    val = R.choice(["gpu-workstation-buil", "", None, 1, "GPU-WORKSTATION-BUILD"])
    if R.random() < 0.2:
        d.pop("format", None)
        return d, "format:missing"
    d["format"] = val
    return d, f"format:{val}"


def m_outlet(d):
    val = R.choice(["EU-99", "", "us-15a", {"volts": 0, "amps": 1}, {"volts": 120},
                    {"volts": raw("NaN"), "amps": 15}, {"volts": raw("1e309"), "amps": 15},
                    {"volts": 480, "amps": 100}, {"volts": 89.999, "amps": 15},
                    {"volts": 120, "amps": 15, "phase": 3}, [120, 15], 120, "JP-15A", "US-240V-30A"])
    d["outlet"] = val
    return d, "outlet"


def m_waiver(d):
    val = R.choice([
        [{"rule": "THERMAL-AIRFLOW", "reason": ""}],
        [{"rule": "THERMAL-AIRFLOW", "reason": "   "}],
        [{"rule": "THERMAL-AIRFLOW", "reason": "<b>x</b>" * 10, "parts": ["nope"] * 1001}],
        [{"rule": "NO-SUCH-RULE", "reason": "ok"}],
        [{"rule": "POWER-OVERLOAD", "reason": "ok"}],
        [{"rule": "POWER-CONNECTORS", "reason": "ok"}],
        [{"rule": "POWER-16PIN-ADAPTER", "reason": "ok", "parts": ["GPU1"]}],
        [{"rule": "THERMAL-AIRFLOW", "reason": "ok"}] * 1000,
        [{"rule": "THERMAL-AIRFLOW"}],
        [{"rule": "THERMAL-AIRFLOW", "reason": "ok", "parts": []}],
        [{"rule": "BUILD-INCOMPLETE", "reason": "ok"}],
    ])
    d["waivers"] = val
    return d, "waiver"


def m_power_limit(d):
    gpus = d.get("gpus")
    val = R.choice([0, 1, 10000, 10001, -5, raw("1e309"), raw("NaN"), "250", 0.0001, 150, 151,
                    300, 301, 450, 451, 600, 601])
    if isinstance(gpus, list) and gpus and isinstance(gpus[0], dict):
        R.choice(gpus)["power_limit_w"] = val
    return d, f"power_limit:{str(val)[:10]}"


def m_toplevel(d):
    return raw(R.choice(["[]", "null", "1", '"x"', "true", "[{}]", "{}", "", " ", "{"])), "toplevel"


def m_extras(d):
    d["extras"] = R.choice([
        [{"name": "=HYPERLINK(\"http://x\")", "qty": 2, "price_usd": 1e6}],
        [{"name": "r", "price_usd": 1000001}],
        [{"name": "", "qty": 1}],
        [{"name": "r", "qty": 64, "price_usd": 1000000}] * 1000,
        [{"name": "r", "qty": 1}] * 1001,
        [{"qty": 1}],
        {"name": "r"},
    ])
    return d, "extras"


def m_custom_weird(d):
    cps = customs(d)
    if cps and R.random() < 0.7:
        part = R.choice(cps)
    else:
        kind = R.choice(list(BY_KIND))
        part = copy.deepcopy(R.choice(BY_KIND[kind]))
        part["id"] = "weird-" + kind
        d.setdefault("custom_parts", [])
        if isinstance(d["custom_parts"], list):
            d["custom_parts"].append(part)
    fields = [k for k in part if k not in ("id", "kind")]
    if not fields:
        return d, "custom_weird-none"
    field = R.choice(fields)
    part[field] = R.choice([0, -1, 1e308, raw("1e309"), raw("NaN"), "", None, [], {},
                            "x" * 501, 10**30, 0.0001, 20, 21, 1000, 1001, True, "3.0", [""]])
    return d, f"custom_weird:{part.get('kind')}.{field}"


def boundary_value(spec):
    if spec[0] == "enum":
        return R.choice(spec[1])
    lo, hi, typ = spec
    vals = [lo, hi]
    if typ == "number":
        if lo is not None:
            vals.append(lo + 1e-9)
        if hi is not None:
            vals.append(hi - 1e-9)
        if None not in (lo, hi):
            vals.append((lo + hi) / 2)
    elif None not in (lo, hi):
        vals.append((lo + hi) // 2)
    return R.choice([v for v in vals if v is not None] or [1])


def m_boundary(d):
    cps = customs(d)
    tags = []
    if cps:
        for _ in range(R.randint(1, 8)):
            part = R.choice(cps)
            if part.get("kind") not in BOUNDS or not BOUNDS[part["kind"]]:
                continue
            field, spec = R.choice(list(BOUNDS[part["kind"]].items()))
            part[field] = boundary_value(spec)
            tags.append(f"{part['kind']}.{field}={str(part[field])[:8]}")
    else:
        for key in ("memory", "storage"):
            if isinstance(d.get(key), list) and d[key] and isinstance(d[key][0], dict):
                d[key][0]["qty"] = R.choice([1, 64])
        if isinstance(d.get("psu"), dict):
            q = R.choice([1, 2, 64])
            d["psu"]["qty"] = q
            d["psu"]["redundant"] = R.choice([0, q - 1])
        d["outlet"] = R.choice([{"volts": 90, "amps": 1}, {"volts": 480, "amps": 100},
                                "JP-15A", "US-208V-30A"])
        if isinstance(d.get("gpus"), list):
            for g in d["gpus"]:
                if isinstance(g, dict) and R.random() < 0.5:
                    g["power_limit_w"] = R.choice([1, 10000, 1.5])
        tags.append("build_limits")
    return d, "boundary:" + ",".join(tags)


def m_fill_slots(d):
    gpu = R.choice(BY_KIND["gpu"])["id"]
    slots = board_slots(d) or ["GPU1"]
    n = R.choice([0, 1, 8, 16, 20, 64, 1000])
    d["gpus"] = [{"part": gpu, "slot": R.choice([*slots, None])} for _ in range(n)]
    return d, f"fill_slots:{n}"


def m_no_board(d):
    d.pop("motherboard", None)
    if R.random() < 0.5:
        for k in ("gpus", "nics"):
            for g in d.get(k) or []:
                if isinstance(g, dict):
                    g["slot"] = None
    return d, "no_board"


def m_swap_seed_parts(d):
    """Parts from another template (a 4U server board in an ATX case, 16-pin cards on old PSUs)."""
    kind = R.choice(["chassis", "motherboard", "psu", "gpu", "cpu", "cooler", "memory"])
    pid = R.choice(BY_KIND[kind])["id"]
    if kind in ("chassis", "motherboard"):
        d[kind] = pid
    elif kind == "psu":
        d["psu"] = {"part": pid, "qty": R.choice([1, 2, 4]), "redundant": R.choice([0, 1])}
    elif kind == "gpu" and isinstance(d.get("gpus"), list):
        for g in d["gpus"]:
            if isinstance(g, dict) and R.random() < 0.7:
                g["part"] = pid
    elif kind == "cpu":
        d["cpus"] = [pid] * R.choice([1, 2])
    elif kind == "cooler":
        d["cpu_cooler"] = {"part": pid, "qty": R.choice([1, 2])}
    else:
        d["memory"] = [{"part": pid, "qty": R.choice([1, 8, 16, 64])}]
    return d, f"swap:{kind}={pid}"


TREE = [(m_type_swap, 7), (m_number, 9), (m_string, 9), (m_deep, 2), (m_dupkey, 2),
        (m_unknown_key, 3), (m_delete, 5), (m_unknown_part, 4), (m_slot, 5), (m_same_slot, 2),
        (m_bridge, 3), (m_qty, 4), (m_psu, 6), (m_plugs, 10), (m_board, 8), (m_cpu, 4),
        (m_nic, 3), (m_shadow, 3), (m_many_custom, 1), (m_snapshot, 3), (m_version, 1),
        (m_format, 1), (m_outlet, 2), (m_waiver, 3), (m_power_limit, 4), (m_toplevel, 1),
        (m_extras, 1), (m_custom_weird, 8), (m_boundary, 20), (m_fill_slots, 3), (m_no_board, 2),
        (m_swap_seed_parts, 8)]


def b_flip(b):
    b = bytearray(b)
    for _ in range(R.randint(1, 10)):
        i = R.randrange(len(b))
        b[i] ^= 1 << R.randrange(8)
    return bytes(b), "flip"


def b_randbyte(b):
    b = bytearray(b)
    for _ in range(R.randint(1, 5)):
        b[R.randrange(len(b))] = R.randrange(256)
    return bytes(b), "randbyte"


def b_trunc(b):
    return b[:R.randrange(len(b))], "trunc"


def b_insert(b):
    i = R.randrange(len(b))
    ins = R.choice([b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b"\x80",
                    b"\xf4\x90\x80\x80", b"\r", b"\x1b", b"\\", b'"', b",", b"]", b"}",
                    bytes(R.randrange(256) for _ in range(8))])
    return b[:i] + ins + b[i:], f"insert:{ins[:4].hex()}"


def b_delete(b):
    i = R.randrange(len(b))
    return b[:i] + b[min(len(b), i + R.randint(1, 50)):], "delete_bytes"


def b_bom(b):
    return R.choice([(b"\xef\xbb\xbf" + b, "utf8_bom"), (b"\xef\xbb\xbf\xef\xbb\xbf" + b, "double_bom"),
                     (b"\xff\xfe" + b, "utf16_bom_on_utf8")])


def b_encode(b):
    text = b.decode("utf-8", "surrogatepass")
    enc = R.choice(["utf-16", "utf-16-le", "utf-16-be", "utf-32", "latin-1", "cp1252", "gb18030"])
    return text.encode(enc, "replace"), f"encode:{enc}"


def b_crlf(b):
    return b.replace(b"\n", R.choice([b"\r\n", b"\r", b"\n\n"])), "newlines"


def b_huge(b):
    choice = R.randrange(4)
    if choice == 0:
        return b + b" " * (5 * 1024 * 1024 + 1 - len(b)), "huge:pad_5MiB+1"
    if choice == 1:
        return b.rstrip() + b" " * (5 * 1024 * 1024 - len(b.rstrip())), "huge:pad_exact_5MiB"
    d = json.loads(b)
    if choice == 2:
        d["notes"] = "n" * 20000
        d["extras"] = [{"name": "e" * 500, "qty": 64, "price_usd": 1000000}] * 1000
        return json.dumps(d).encode(), "huge:extras1000"
    d["name"] = "\U0001F4A9" * 500
    d["notes"] = "\u4e2d" * 20000
    return json.dumps(d, ensure_ascii=False).encode(), "huge:wide_chars"


BYTES = [(b_flip, 10), (b_randbyte, 6), (b_trunc, 6), (b_insert, 8), (b_delete, 4), (b_bom, 2),
         (b_encode, 3), (b_crlf, 1), (b_huge, 1)]


def pick(table):
    return R.choices([f for f, _ in table], [w for _, w in table])[0]


def make_input(seed, i):
    import random

    global R
    R = random.Random(seed * 1_000_003 + i)
    RAW.clear()
    path = R.choice(SEEDS)
    with open(path, "rb") as handle:
        text = handle.read()
    tags = [os.path.basename(path).replace(".gwb", "")]
    d = json.loads(text)
    if R.random() < 0.85:
        for _ in range(R.choice([1, 1, 1, 2, 2, 3, 4])):
            m = pick(TREE)
            try:
                d, tag = m(d)
            except Exception as e:
                tag = f"{m.__name__}-skip({type(e).__name__})"
            tags.append(tag)
            if not isinstance(d, dict):
                break
        data = render(d, R.choice([1, 2, None])).encode("utf-8", "surrogatepass")
        if R.random() < 0.08:
            m = pick(BYTES[:7])
            data, tag = m(data)
            tags.append(tag)
    else:
        data = text
        for _ in range(R.choice([1, 1, 2])):
            m = pick(BYTES)
            if not data:
                break
            try:
                data, tag = m(data)
            except Exception as e:
                tag = f"{m.__name__}-skip({type(e).__name__})"
            tags.append(tag)
    return data, tags


def err_lines(err):
    return [ln for ln in err.splitlines() if ln.strip() and not ln.startswith("note: ")]


def check(fr, i, path, tags, outdir, rnd):
    rec = {"i": i, "tags": tags, "size": os.path.getsize(path)}
    r = fr.run(["validate", path, "--format", "json"], timeout=HANG_S * 3)
    out, err = r["out"].decode("utf-8", "replace"), r["err"].decode("utf-8", "replace")
    rec.update(v_rc=r["rc"], v_t=round(r["dt"], 2), v_cpu=round(r["cpu_s"], 2),
               v_hang=r["hung"] or r["cpu_s"] > HANG_CPU_S,
               v_rss=r["maxrss_kb"])
    rec["v_exc"] = bool(EXC_RE.search(out) or EXC_RE.search(err))
    el = err_lines(err)
    rec["v_err"] = el[0][:400] if el else ""
    rec["v_err_n"] = len(el)
    rec["v_notes"] = [ln[:200] for ln in err.splitlines() if ln.startswith("note: ")][:3]
    validated = None
    if r["rc"] in (0, 1):
        try:
            j = json.loads(out, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
            validated = j.get("validated")
            errors = [f for f in j["findings"] if f["severity"] == "error" and not f.get("waived")]
            rec["v_errors"] = len(errors)
            rec["complete"] = j.get("complete")
            if (r["rc"] == 0) != (not errors):
                rec["v_rc_mismatch"] = True
        except Exception as e:
            rec["v_json_bad"] = str(e)[:200]
    rec["validated"] = validated
    if r["rc"] == 2:
        msg = el[-1] if el else ""
        body = msg.split(path + ": ", 1)[-1] if path in msg else msg
        rec["v_place"] = bool(PLACE_RE.search(body))
    problems = []
    if rec["v_exc"]:
        problems.append("traceback/leak")
    if rec["v_hang"]:
        problems.append("hang")
    if r["rc"] not in (0, 1, 2):
        problems.append(f"rc={r['rc']}")
    if rec.get("v_json_bad"):
        problems.append("bad_json")
    if rec.get("v_rc_mismatch"):
        problems.append("rc_vs_findings")
    if r["rc"] == 2 and not rec.get("v_place"):
        problems.append("no_place")
    if r["rc"] == 2 and rec["v_err_n"] != 1:
        problems.append("not_one_line")
    if rnd.random() < 0.2 and r["rc"] in (0, 1, 2):
        rt = fr.run(["validate", path], timeout=HANG_S * 3)
        rec["t_rc"] = rt["rc"]
        if rt["rc"] != r["rc"]:
            problems.append(f"text_rc={rt['rc']}")
        if EXC_RE.search(rt["out"].decode("utf-8", "replace") + rt["err"].decode("utf-8", "replace")):
            problems.append("text_traceback")
    pdf = os.path.join(outdir, "tmp", f"w{os.getpid()}.pdf")
    csv = os.path.join(outdir, "tmp", f"w{os.getpid()}.csv")
    for f in (pdf, csv):
        if os.path.exists(f):
            os.remove(f)
    rb = fr.run(["bom", path, "-o", pdf, "--csv", csv], timeout=HANG_S * 3)
    s2 = rb["out"].decode("utf-8", "replace") + rb["err"].decode("utf-8", "replace")
    rec.update(b_rc=rb["rc"], b_t=round(rb["dt"], 2), b_exc=bool(EXC_RE.search(s2)),
               b_pdf=os.path.exists(pdf), b_err=(err_lines(rb["err"].decode("utf-8", "replace")) or [""])[-1][:300])
    if rec["b_exc"]:
        problems.append("bom_traceback")
    rec["b_cpu"] = round(rb["cpu_s"], 2)
    if rb["hung"] or rb["cpu_s"] > HANG_CPU_S:
        problems.append("bom_hang")
    expect = {2: 2, 1: 1}.get(r["rc"], 0 if validated else 1)
    if rb["rc"] != expect:
        problems.append(f"bom_rc={rb['rc']}_expected={expect}")
    if rec["b_pdf"] and not validated:
        problems.append("bom_pdf_unvalidated")
    if rb["rc"] == 0 and not rec["b_pdf"]:
        problems.append("bom_rc0_no_pdf")
    if r["rc"] == 2 and rb["rc"] == 2:
        vmsg = rec["v_err"].split(": ", 2)[-1]
        if vmsg and vmsg not in s2:
            problems.append("bom_other_refusal")
    if r["rc"] in (0, 1) and rnd.random() < 0.3:
        for f in (pdf, csv):
            if os.path.exists(f):
                os.remove(f)
        rf = fr.run(["bom", path, "-o", pdf, "--force"], timeout=HANG_S * 3)
        s3 = rf["out"].decode("utf-8", "replace") + rf["err"].decode("utf-8", "replace")
        rec.update(f_rc=rf["rc"], f_t=round(rf["dt"], 2))
        if rf["rc"] != 0 or not os.path.exists(pdf):
            problems.append(f"force_rc={rf['rc']}")
        if EXC_RE.search(s3):
            problems.append("force_traceback")
        rec["f_cpu"] = round(rf["cpu_s"], 2)
        if rf["hung"] or rf["cpu_s"] > HANG_CPU_S:
            problems.append("force_hang")
        rec["f_err"] = (err_lines(rf["err"].decode("utf-8", "replace")) or [""])[-1][:300]
    rec["problems"] = problems
    if problems:
        with open(os.path.join(outdir, "escapes", f"{i:05d}.txt"), "w") as f:
            f.write(f"tags={tags}\nproblems={problems}\nvalidate rc={r['rc']} t={r['dt']:.2f}\n--stdout--\n"
                    f"{out[-3000:]}\n--stderr--\n{err[-6000:]}\n--bom rc={rb['rc']}--\n{s2[-6000:]}\n")
    return rec



# --- seeds (make_fuzz_seeds.py of the round) ---------------------------------------------


def _refs(d):
    r = [(k,) for k in ("chassis", "motherboard") if isinstance(d.get(k), str)]
    r += [("cpus", i) for i in range(len(d.get("cpus", [])))]
    r += [(k, "part") for k in ("cpu_cooler", "psu") if isinstance(d.get(k), dict)]
    for k in ("memory", "storage", "nics", "gpus", "bridges"):
        r += [(k, i, "part") for i in range(len(d.get(k, []) or []))]
    return r


def _get(d, p):
    for x in p:
        d = d[x]
    return d


def _put(d, p, v):
    for x in p[:-1]:
        d = d[x]
    d[p[-1]] = v


def make_seeds(out):
    """The seeds, the catalog as JSON and each kind's numeric limits, in OUT/seeds."""
    from configurator.catalog import open_catalog, parts_to_json
    from configurator.model import parts as part_specs
    from configurator.model.buildfile import build_with_snapshot, dumps_build, read_build

    folder = os.path.join(out, "seeds")
    os.makedirs(folder, exist_ok=True)
    cat = open_catalog()
    listing = parts_to_json(cat.parts(), cat)
    for p in listing:
        p.pop("origin", None)
        p.pop("catalog_price_usd", None)
    with open(os.path.join(out, "catalog.json"), "w") as f:
        json.dump(listing, f)
    by_id = {p["id"]: p for p in listing}
    bounds = {}
    for cls in part_specs.PART_TYPES.values():
        b = {}
        for name, f in cls.model_json_schema()["properties"].items():
            spec = next(x for x in f["anyOf"] if x.get("type") != "null") if "anyOf" in f else f
            if "enum" in spec:
                b[name] = ["enum", spec["enum"]]
            elif spec.get("type") in ("number", "integer"):
                b[name] = [spec.get("minimum", spec.get("exclusiveMinimum")),
                           spec.get("maximum", spec.get("exclusiveMaximum")), spec["type"]]
        bounds[cls.model_fields["kind"].default] = b
    with open(os.path.join(out, "bounds.json"), "w") as f:
        json.dump(bounds, f, indent=1)
    # Build templates only (*.gwb, *.gwb.json): the lab plan template is another format.
    for t in sorted(glob.glob(os.path.join(ROOT, "resources", "templates", "*.gwb*"))):
        base = os.path.basename(t).split(".")[0]
        with open(t, "rb") as f:
            raw_bytes = f.read()
        with open(os.path.join(folder, f"{base}.gwb"), "wb") as f:
            f.write(raw_bytes)
        lb = read_build(t, cat)
        with open(os.path.join(folder, f"{base}-saved.gwb"), "w") as f:
            f.write(dumps_build(build_with_snapshot(lb.resolved, cat.version)))
        for mode in ("custom", "shadow"):
            d = json.loads(raw_bytes)
            cps = {}
            for p in _refs(d):
                pid = _get(d, p)
                spec = copy.deepcopy(by_id[pid])
                if mode == "custom":
                    spec["id"] = "c-" + pid
                    _put(d, p, "c-" + pid)
                cps[spec["id"]] = spec
            d["custom_parts"] = list(cps.values())
            with open(os.path.join(folder, f"{base}-{mode}.gwb"), "w") as f:
                f.write(json.dumps(d, indent=1))


def load_seeds(out):
    SEEDS[:] = sorted(glob.glob(os.path.join(out, "seeds", "*.gwb")))
    with open(os.path.join(out, "catalog.json")) as f:
        CATALOG[:] = json.load(f)
    CAT_IDS[:] = [p["id"] for p in CATALOG]
    BY_KIND.clear()
    for p in CATALOG:
        BY_KIND.setdefault(p["kind"], []).append(p)
    with open(os.path.join(out, "bounds.json")) as f:
        BOUNDS.clear()
        BOUNDS.update(json.load(f))


# --- the run ----------------------------------------------------------------------------------


def private_folders(out):
    """HOME and XDG folders of the run's own (set before the app is imported)."""
    home = os.path.join(out, "home")
    for sub in (".config", ".local/share", ".cache", ".run"):
        os.makedirs(os.path.join(home, sub), exist_ok=True)
    os.chmod(os.path.join(home, ".run"), 0o700)
    os.environ.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                      XDG_DATA_HOME=os.path.join(home, ".local/share"),
                      XDG_CACHE_HOME=os.path.join(home, ".cache"),
                      XDG_RUNTIME_DIR=os.path.join(home, ".run"), QT_QPA_PLATFORM="offscreen")
    os.environ.pop("CONFIGURATOR_DATA_DIR", None)
    os.environ.pop("CONFIGURATOR_TEAM_DB", None)


def work(n, seed, worker, workers, out):
    import random

    sys.path.insert(0, HERE)
    import forkrun as fr

    load_seeds(out)
    for sub in ("in", "escapes", "tmp"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    # Inputs done by any earlier run of OUT (with any number of workers) are not made again.
    done = {r["i"] for r in _results(out)}
    results = os.path.join(out, f"results-{worker}.jsonl")
    with open(results, "a+b") as res_bytes:  # a line cut by a killed worker is ended first
        res_bytes.seek(0, os.SEEK_END)
        if res_bytes.tell():
            res_bytes.seek(-1, os.SEEK_END)
            if res_bytes.read(1) != b"\n":
                res_bytes.write(b"\n")
    with open(results, "a") as res:
        for i in range(worker, n, workers):
            if i in done:
                continue
            data, tags = make_input(seed, i)
            path = os.path.join(out, "in", f"{i:05d}.gwb")
            with open(path, "wb") as f:
                f.write(data)
            rec = check(fr, i, path, tags, out, random.Random(i))
            res.write(json.dumps(rec) + "\n")
            res.flush()
            if not rec["problems"]:
                os.remove(path)


# a JSON path may start with a quoted key: ["qty "] (a top-level key that is no identifier)
SUMMARY_PLACE = re.compile(r'line \d+, column \d+|^(?:[A-Za-z_][A-Za-z0-9_]*|\["(?:[^"\\]|\\.)*"\])'
                           r'(?:\[\d+\]|\.[A-Za-z_0-9]+|\["(?:[^"\\]|\\.)*"\])*'
                           r'(?: \(line \d+, column \d+\))?: ')
FILE_LEVEL = ("the file is empty", "build files are at most", "a build file holds one JSON object",
              "made by a newer version", "not a build file: the key", "not an ordinary file",
              "no such file", "this looks like UTF-16", "two byte-order marks",
              "not a text file")


def _results(out):
    """Every input's record in OUT, once (by input number), from the files of every worker."""
    recs = {}
    for name in sorted(glob.glob(os.path.join(out, "results-*.jsonl"))):
        with open(name) as f:
            for line in f:
                if line.strip():
                    with contextlib.suppress(ValueError):  # a line cut by a killed worker
                        rec = json.loads(line)
                        recs[rec["i"]] = rec
    return [recs[i] for i in sorted(recs)]


def summarize(out):
    """summarize3.py of the round: refusals of the whole file (empty, too large, not an
    object, ...) have no place by nature and are counted apart."""
    recs = _results(out)
    for r in recs:
        if "no_place" in r["problems"]:
            body = r["v_err"].split(".gwb: ", 1)[-1]
            if SUMMARY_PLACE.search(body):
                r["problems"].remove("no_place")
            elif any(k in body for k in FILE_LEVEL):
                r["problems"].remove("no_place")
                r.setdefault("notes", []).append("file_level_refusal")
    kinds = collections.Counter(p for r in recs for p in r["problems"])
    escaping = [r for r in recs if r["problems"]]
    summary = {
        "inputs": len(recs), "escapes": len(escaping), "by_kind": dict(kinds),
        "validate_rc": dict(collections.Counter(str(r["v_rc"]) for r in recs)),
        "bom_rc": dict(collections.Counter(str(r["b_rc"]) for r in recs)),
        "file_level_refusals": sum(1 for r in recs if "file_level_refusal" in r.get("notes", [])),
        "max_validate_s": max((r["v_t"] for r in recs), default=0),
        "max_bom_s": max((r["b_t"] for r in recs), default=0),
        "escaping": [{"i": r["i"], "problems": r["problems"], "tags": r["tags"][:4],
                      "validate": r["v_err"][-200:], "bom": r["b_err"][-200:]}
                     for r in escaping],
    }
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    return summary


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--inputs", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=20261202)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", required=True)
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)  # one worker's share
    parser.add_argument("--make", nargs=2, metavar=("I", "DEST"))
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    private_folders(out)
    if args.make:
        if not os.path.exists(os.path.join(out, "catalog.json")):
            make_seeds(out)
        load_seeds(out)
        data, tags = make_input(args.seed, int(args.make[0]))
        with open(args.make[1], "wb") as f:
            f.write(data)
        print(tags)
        return 0
    if args.worker is not None:
        work(args.inputs, args.seed, args.worker, args.workers, out)
        return 0
    make_seeds(out)
    workers = [subprocess.Popen([sys.executable, __file__, "--inputs", str(args.inputs),
                                 "--seed", str(args.seed), "--workers", str(args.workers),
                                 "--out", out, "--worker", str(w)])
               for w in range(args.workers)]
    codes = [w.wait() for w in workers]
    summary = summarize(out)
    print(json.dumps({k: v for k, v in summary.items() if k != "escaping"}, indent=1))
    for r in summary["escaping"][:50]:
        print(r)
    return 1 if any(codes) else 0


if __name__ == "__main__":
    sys.exit(main())
