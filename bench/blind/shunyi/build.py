#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build the "shunyi" blind evaluation set.

    python build.py           write home.json, spec.jsonl, cases.jsonl (deterministic)
    python build.py --check   re-read the three files and validate them
    python build.py --dump    print every device with its commands (for labelling)

Inputs: ../../../../shared/data/smartthings/{profiles.jsonl,capabilities.json}
(falls back to /work/shared/data/smartthings).  Data lives in home_def.py,
spec_def.py and cases_def.py next to this file.
"""
import argparse
import hashlib
import json
import os
import re
import sys
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import home_def  # noqa: E402
import spec_def  # noqa: E402

NS = uuid.UUID("6b1f7d52-8c7e-4f51-9a53-5e2b8a0c5d11")
LOCATION_ID = str(uuid.uuid5(NS, "shunyi/location"))
SKIP_CAPS = {"refresh", "firmwareUpdate"}


def data_dir():
    for cand in (os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "smartthings"),
                 "/work/shared/data/smartthings"):
        if os.path.exists(os.path.join(cand, "profiles.jsonl")):
            return os.path.abspath(cand)
    raise SystemExit("cannot find shared/data/smartthings")


def load_facts():
    d = data_dir()
    profiles = {}
    with open(os.path.join(d, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profiles[(p["driver"].split("/")[-1], p["name"])] = p
    with open(os.path.join(d, "capabilities.json"), encoding="utf-8") as f:
        caps = json.load(f)["capabilities"]
    return profiles, caps


def room_id(key):
    return str(uuid.uuid5(NS, "shunyi/room/" + key))


def device_id(key):
    return str(uuid.uuid5(NS, "shunyi/device/" + key))


def profile_id(driver, name):
    return "st-%s-%s" % (driver, name)


def dev_type(driver):
    if driver.startswith("matter"):
        return "MATTER"
    if driver.startswith("zigbee") or driver in ("philips-hue",):
        return "ZIGBEE" if driver.startswith("zigbee") else "LAN"
    if driver.startswith("zwave"):
        return "ZWAVE"
    return "LAN"


# ------------------------------------------------------------------ home
def build_home(profiles):
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": n} for k, n, _fl, _out in home_def.ROOMS]
    items = []
    for key, label, room, driver, pname in home_def.DEVICES:
        p = profiles[(driver, pname)]
        comps = [{
            "id": "main", "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in p["categories"][:1]],
        }]
        for c in p.get("components", []):
            comps.append({
                "id": c["id"], "label": c["id"],
                "capabilities": [{"id": x, "version": 1} for x in c.get("capabilities", [])],
                "categories": [{"name": x, "categoryType": "manufacturer"} for x in c.get("categories", [])[:1]],
            })
        item = {"deviceId": device_id(key), "name": pname}
        if label is not None:
            item["label"] = label
        item["manufacturerName"] = "SmartThingsCommunity"
        item["locationId"] = LOCATION_ID
        if room is not None:
            item["roomId"] = room_id(room)
        item["components"] = comps
        item["profile"] = {"id": profile_id(driver, pname)}
        item["type"] = dev_type(driver)
        items.append(item)
    return {"rooms": rooms, "items": items}


# ------------------------------------------------------------------ spec
def _lang_en(seed):
    return int(hashlib.md5(seed.encode("utf-8")).hexdigest(), 16) % 4 == 0


def _desc(pair, seed):
    zh, en = pair
    return en if _lang_en(seed) else zh


def _value_list(values, seed):
    out = []
    for v in values:
        pair = spec_def.VALUE_DESC.get(v, (v, v))
        out.append({"value": v, "description": _desc(pair, seed + "/" + v)})
    return out


def _config_range(p, cap):
    for entry in p.get("capability_config", {}).get(cap, []):
        if "range" in entry:
            return entry["range"]
    return None


def _enum_commands(p, cap):
    for entry in p.get("capability_config", {}).get(cap, []):
        if entry.get("key") == "{{enumCommands}}":
            return [v for v in entry.get("enabledValues", []) if isinstance(v, str)]
    return None


def build_spec_line(p, driver, caps_facts):
    pname = p["name"]
    pid = profile_id(driver, pname)
    out = []
    for cap in p["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps_facts:
            continue
        fact = caps_facts[cap]
        enum_cmds = _enum_commands(p, cap)
        for cmd in fact.get("commands", []):
            cname = cmd["name"]
            if enum_cmds is not None and cname not in enum_cmds:
                continue
            if cap == "mediaPlayback" and enum_cmds is None and cname in ("setPlaybackStatus",):
                continue
            if cap == "lock" and cname == "unlatch":
                vals = None
                for entry in p.get("capability_config", {}).get("lock", []):
                    if entry.get("key") == "lock.value":
                        vals = entry.get("enabledValues")
                if vals is not None and "unlatched" not in vals:
                    continue
            if cap == "thermostatMode" and cname != "setThermostatMode":
                # convenience commands only for the modes this device offers
                modes = spec_def.PROFILE_VALUES.get(pname, {}).get(("thermostatMode", "setThermostatMode"),
                                                                   spec_def.THERMO_MODES_HEATCOOL)
                want = {"auto": "auto", "cool": "cool", "heat": "heat", "off": "off",
                        "emergencyHeat": "emergency heat"}[cname]
                if want not in modes:
                    continue
            cid = "main-%s-%s" % (cap, cname)
            pair = spec_def.PROFILE_DESC.get((pname, cap, cname)) or spec_def.CMD_DESC.get((cap, cname))
            if pair is None:
                raise SystemExit("no description for %s.%s" % (cap, cname))
            entry = {"id": cid, "description": _desc(pair, pid + cid)}
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                typ = a.get("type", "string")
                entry["type"] = typ
                pv = spec_def.PROFILE_VALUES.get(pname, {}).get((cap, cname))
                values = None
                if pv is not None:
                    values = pv
                elif "enum" in a:
                    values = list(a["enum"])
                    if cap == "fanMode":
                        values = [v for v in values if v in spec_def.FANMODE_DEFAULT]
                    if cap == "thermostatMode":
                        values = spec_def.THERMO_MODES_HEATCOOL
                    if cap == "fanOscillationMode":
                        values = ["fixed", "horizontal", "vertical", "swing"]
                elif typ == "string" and fact.get("observed_values"):
                    values = list(fact["observed_values"][0]["values"])
                    if cap == "airConditionerFanMode":
                        values = spec_def.AC_FANMODE
                if values is not None and typ == "string":
                    entry["value_list"] = _value_list(values, pid + cid)
                elif typ in ("integer", "number"):
                    rng = _config_range(p, cap)
                    unit = None
                    if cap in ("switchLevel", "fanSpeedPercent", "audioVolume", "level", "windowShadeLevel",
                               "windowShadePreset", "windowShadeTiltLevel", "statelessSwitchLevelStep",
                               "statelessColorTemperatureStep", "statelessWindowShadeLevelStep", "colorControl"):
                        unit = "%"
                    if cap == "colorTemperature":
                        unit = "K"
                    if (pname, cap) in spec_def.PROFILE_RANGES:
                        lo, hi, unit = spec_def.PROFILE_RANGES[(pname, cap)]
                    elif rng is not None:
                        lo, hi = rng
                        if cap.startswith("thermostat"):
                            unit = "C"
                    elif cap in spec_def.RANGES:
                        lo, hi, unit = spec_def.RANGES[cap]
                    elif cap == "colorTemperature":
                        lo, hi = 2700, 6500
                    elif cap in ("statelessWindowShadeLevelStep",):
                        lo, hi = -100, 100
                    elif cap == "colorControl":
                        lo, hi = 0, 100
                    else:
                        lo, hi = a.get("minimum", 0), a.get("maximum", 100)
                        if hi is None:
                            hi = 100
                    vr = {"min": lo, "max": hi}
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
            out.append(entry)
    return {"profileId": pid, "capabilities": out}


def build_spec(profiles, caps_facts):
    lines, seen = [], set()
    for _key, _label, _room, driver, pname in home_def.DEVICES:
        if (driver, pname) in seen:
            continue
        seen.add((driver, pname))
        if (driver, pname) in home_def.MISSING_FROM_SPEC:
            continue
        lines.append(build_spec_line(profiles[(driver, pname)], driver, caps_facts))
    return lines


# ------------------------------------------------------------------ model used by cases + check
class Home:
    """The home as read back from home.json + spec.jsonl (what the check validates)."""

    def __init__(self, home, spec_lines):
        self.rooms = {r["roomId"]: r["name"] for r in home["rooms"]}
        self.spec = {ln["profileId"]: {c["id"] for c in ln["capabilities"]} for ln in spec_lines}
        self.items = {it["deviceId"]: it for it in home["items"]}
        self.key_of = {device_id(k): k for k, *_ in home_def.DEVICES}
        self.room_info = {room_id(k): (k, fl, out) for k, _n, fl, out in home_def.ROOMS}

    def commands(self, did):
        it = self.items[did]
        return self.spec.get(it["profile"]["id"])  # None when the profile is missing from the spec

    def category(self, did):
        main = [c for c in self.items[did]["components"] if c["id"] == "main"][0]
        cats = main.get("categories") or []
        return cats[0]["name"] if cats else "Unknown"

    def label(self, did):
        it = self.items[did]
        return it.get("label") or it.get("name")

    def room_key(self, did):
        rid = self.items[did].get("roomId")
        if rid is None or rid not in self.rooms:
            return None
        return self.room_info[rid][0]

    def floor(self, did):
        rid = self.items[did].get("roomId")
        if rid is None or rid not in self.rooms:
            return None
        return self.room_info[rid][1]

    def outdoor(self, did):
        rid = self.items[did].get("roomId")
        if rid is None or rid not in self.rooms:
            return False
        return self.room_info[rid][2]


FAMILIES = {
    # what counts as a "灯"/"light": category Light, plus the Switch relays whose label says 灯
    "light": lambda h, d: h.category(d) == "Light" or h.key_of[d] in home_def.LAMP_RELAYS,
    # "窗帘": Blind category except the terrace awning (遮阳篷 is not a curtain)
    "curtain": lambda h, d: h.category(d) == "Blind" and "篷" not in h.label(d),
    "ac": lambda h, d: h.category(d) == "AirConditioner",
    "floorheat": lambda h, d: "地暖" in h.label(d),
    "irrigation": lambda h, d: h.category(d) == "Irrigation" and ("喷灌" in h.label(d) or h.label(d).startswith("IRR")),
    "lawn": lambda h, d: "草坪灯" in h.label(d),
    "yard": lambda h, d: "庭院灯" in h.label(d),
    "spot": lambda h, d: h.category(d) == "Light" and "射灯" in h.label(d),
    "speaker": lambda h, d: h.category(d) == "Speaker",
    "garagedoor": lambda h, d: h.category(d) == "GarageDoor",
    "plug": lambda h, d: h.category(d) == "SmartPlug",
    "lock": lambda h, d: h.category(d) == "SmartLock",
    "ceiling": lambda h, d: h.label(d) == "吸顶灯",
    "any": lambda h, d: True,
}


def scope_devices(h, scope, caps):
    """Devices in scope that support every listed command (mode all)."""
    if "devs" in scope:
        cands = [device_id(k) for k in scope["devs"]]
    else:
        cands = list(h.items)
    fam = FAMILIES[scope.get("family", "any")]
    out = []
    for d in cands:
        if "devs" not in scope and not fam(h, d):
            continue
        rk, fl, od = h.room_key(d), h.floor(d), h.outdoor(d)
        if scope.get("rooms") is not None and rk not in scope["rooms"]:
            continue
        if scope.get("floors") is not None and fl not in scope["floors"]:
            continue
        if scope.get("outdoor") and not od:
            continue
        if rk is not None and rk in scope.get("exclude_rooms", ()):
            continue
        if fl is not None and fl in scope.get("exclude_floors", ()):
            continue
        if scope.get("exclude_outdoor") and od:
            continue
        if h.key_of[d] in scope.get("exclude_devs", ()):
            continue
        cmds = h.commands(d)
        if cmds is None or not all(c in cmds for c in caps):
            continue
        out.append(d)
    return out


# ------------------------------------------------------------------ cases
def build_cases(h):
    import cases_def
    out, meta = [], {}
    for c in cases_def.CASES:
        expect = []
        for e in c["expect"]:
            caps = ["*"] if e["caps"] == ["*"] else ["main-" + x for x in e["caps"]]
            if e["mode"] == "all":
                devs = scope_devices(h, e["scope"], caps)
                if not devs:
                    raise SystemExit("%s: empty bulk set" % c["id"])
            else:
                devs = [device_id(k) for k in e["devs"]]
            expect.append({"devices": devs, "capabilities": caps if e["mode"] != "none" else [], "mode": e["mode"]})
        case = {"id": c["id"], "home": "home.json", "query": c["query"], "expect": expect, "tags": c["tags"]}
        if c.get("history"):
            case["history"] = c["history"]
        out.append(case)
        meta[c["id"]] = c
    return out, meta


# ------------------------------------------------------------------ io
def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def build():
    profiles, caps_facts = load_facts()
    home = build_home(profiles)
    spec = build_spec(profiles, caps_facts)
    with open(os.path.join(HERE, "home.json"), "w", encoding="utf-8") as f:
        json.dump(home, f, ensure_ascii=False, indent=1)
        f.write("\n")
    write_jsonl(os.path.join(HERE, "spec.jsonl"), spec)
    h = Home(home, spec)
    cases, _ = build_cases(h)
    write_jsonl(os.path.join(HERE, "cases.jsonl"), cases)
    print("home: %d rooms, %d devices; spec: %d profiles; cases: %d"
          % (len(home["rooms"]), len(home["items"]), len(spec), len(cases)))


def check():
    import cases_def  # noqa: F401
    errors = []
    profiles, caps_facts = load_facts()
    with open(os.path.join(HERE, "home.json"), encoding="utf-8") as f:
        home = json.load(f)
    spec = read_jsonl(os.path.join(HERE, "spec.jsonl"))
    cases = read_jsonl(os.path.join(HERE, "cases.jsonl"))
    h = Home(home, spec)

    # home: unique ids, real profiles
    ids = [it["deviceId"] for it in home["items"]]
    if len(ids) != len(set(ids)):
        errors.append("duplicate deviceId")
    if len({r["roomId"] for r in home["rooms"]}) != len(home["rooms"]):
        errors.append("duplicate roomId")
    spec_ids = [ln["profileId"] for ln in spec]
    if len(spec_ids) != len(set(spec_ids)):
        errors.append("duplicate profileId in spec")
    by_pid = {profile_id(d, n): profiles[(d, n)] for (_k, _l, _r, d, n) in home_def.DEVICES}
    for it in home["items"]:
        p = by_pid.get(it["profile"]["id"])
        if p is None:
            errors.append("%s: unknown profile" % it["deviceId"])
            continue
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errors.append("%s: main capabilities differ from profile %s" % (it.get("label"), p["name"]))
        if [c["name"] for c in main["categories"]] != p["categories"][:1]:
            errors.append("%s: category differs from profile" % it.get("label"))
        if it["name"] != p["name"]:
            errors.append("%s: name is not the profile name" % it.get("label"))
    missing = {pid for pid in by_pid if pid not in set(spec_ids)}
    if len(missing) < 2 or len(missing) > 3:
        errors.append("expected 2-3 profiles missing from spec, got %d" % len(missing))
    # spec commands are real commands of the profile's capabilities
    for ln in spec:
        p = by_pid[ln["profileId"]]
        for c in ln["capabilities"]:
            m = re.match(r"main-([A-Za-z]+)-([A-Za-z]+)$", c["id"])
            if not m or m.group(1) not in p["capabilities"]:
                errors.append("%s: %s not a capability of the profile" % (ln["profileId"], c["id"]))
                continue
            cmds = {x["name"] for x in caps_facts[m.group(1)]["commands"]}
            if m.group(2) not in cmds:
                errors.append("%s: %s not a command" % (ln["profileId"], c["id"]))

    # cases
    cids = [c["id"] for c in cases]
    if len(cids) != len(set(cids)):
        errors.append("duplicate case ids")
    import cases_def as cd
    scopes = {c["id"]: c for c in cd.CASES}
    for c in cases:
        for k in ("id", "home", "query", "expect", "tags"):
            if k not in c:
                errors.append("%s: missing %s" % (c.get("id"), k))
        if not c["tags"]:
            errors.append("%s: no tags" % c["id"])
        for i, e in enumerate(c["expect"]):
            mode = e["mode"]
            if mode not in ("one", "all", "clarify", "none"):
                errors.append("%s: bad mode %s" % (c["id"], mode))
            for d in e["devices"]:
                if d not in h.items:
                    errors.append("%s: unknown device %s" % (c["id"], d))
            if any(d not in h.items for d in e["devices"]):
                continue
            if len(set(e["devices"])) != len(e["devices"]):
                errors.append("%s: duplicate device in expect" % c["id"])
            caps = e["capabilities"]
            if mode == "none":
                if e["devices"] or caps:
                    errors.append("%s: none entry must be empty" % c["id"])
                if len(c["expect"]) != 1:
                    errors.append("%s: none must be the only entry" % c["id"])
                continue
            if not caps and mode != "clarify":
                errors.append("%s: no capabilities" % c["id"])
            if caps == ["*"]:
                if mode == "all":
                    errors.append("%s: '*' in a bulk entry" % c["id"])
                continue
            for d in (e["devices"] if caps else []):
                cmds = h.commands(d)
                if cmds is None:
                    errors.append("%s: device %s has no spec line; use ['*']" % (c["id"], h.label(d)))
                    continue
                if mode == "all":
                    for cap in caps:
                        if cap not in cmds:
                            errors.append("%s: %s does not support %s" % (c["id"], h.label(d), cap))
                elif not any(cap in cmds for cap in caps):
                    errors.append("%s: %s supports none of %s" % (c["id"], h.label(d), caps))
            for cap in caps:
                if e["devices"] and not any(h.commands(d) and cap in h.commands(d) for d in e["devices"]):
                    errors.append("%s: command %s is supported by no listed device" % (c["id"], cap))
            if mode == "one" and not e["devices"]:
                errors.append("%s: mode one without devices" % c["id"])
            if mode == "all":
                src = scopes[c["id"]]["expect"][i]
                want = scope_devices(h, src["scope"], caps)
                if sorted(want) != sorted(e["devices"]):
                    extra = [h.label(d) for d in e["devices"] if d not in want]
                    miss = [h.label(d) for d in want if d not in e["devices"]]
                    errors.append("%s: bulk set mismatch extra=%s missing=%s" % (c["id"], extra, miss))
                if len(e["devices"]) < 2:
                    errors.append("%s: bulk entry with fewer than 2 devices" % c["id"])
            if mode == "clarify" and len(e["devices"]) == 1 and caps:
                errors.append("%s: clarify with a single candidate and a command" % c["id"])
        if c.get("history") is not None and not isinstance(c["history"], list):
            errors.append("%s: history must be a list" % c["id"])
    # the generated files equal a fresh build (determinism)
    fresh_home = build_home(profiles)
    if fresh_home != home:
        errors.append("home.json differs from a fresh build")
    if build_spec(profiles, caps_facts) != spec:
        errors.append("spec.jsonl differs from a fresh build")
    fresh_cases, _ = build_cases(h)
    if fresh_cases != cases:
        errors.append("cases.jsonl differs from a fresh build")

    modes = {}
    for c in cases:
        for e in c["expect"]:
            modes[e["mode"]] = modes.get(e["mode"], 0) + 1
    if errors:
        for e in errors:
            print("ERROR", e)
        print("%d errors" % len(errors))
        sys.exit(1)
    print("OK: %d rooms, %d devices, %d spec profiles (%d missing on purpose), %d cases, entries by mode %s"
          % (len(home["rooms"]), len(home["items"]), len(spec), len(missing), len(cases),
             json.dumps(modes, sort_keys=True)))


def dump():
    profiles, caps_facts = load_facts()
    home = build_home(profiles)
    spec = build_spec(profiles, caps_facts)
    h = Home(home, spec)
    for key, label, room, driver, pname in home_def.DEVICES:
        d = device_id(key)
        cmds = h.commands(d)
        short = sorted(c[5:] for c in cmds) if cmds is not None else ["(NO SPEC)"]
        print("%-16s %-14s %-10s %-16s %s" % (key, label, room, h.category(d), " ".join(short)))


def stats():
    """Markdown tables for README.md."""
    with open(os.path.join(HERE, "home.json"), encoding="utf-8") as f:
        home = json.load(f)
    spec = read_jsonl(os.path.join(HERE, "spec.jsonl"))
    cases = read_jsonl(os.path.join(HERE, "cases.jsonl"))
    h = Home(home, spec)
    print("| room | floor | outdoor | devices |\n| --- | --- | --- | --- |")
    for k, n, fl, out in home_def.ROOMS:
        cnt = sum(1 for d in h.items if h.room_key(d) == k)
        print("| %s | %s | %s | %d |" % (n, fl or "-", "yes" if out else "no", cnt))
    print("| (no roomId) | - | - | %d |" % sum(1 for it in home["items"] if "roomId" not in it))
    print("| (roomId of a deleted room) | - | - | %d |"
          % sum(1 for it in home["items"] if "roomId" in it and it["roomId"] not in h.rooms))
    print()
    modes, entries = {}, {}
    for c in cases:
        ms = sorted({e["mode"] for e in c["expect"]})
        key = "+".join(ms)
        modes[key] = modes.get(key, 0) + 1
        for e in c["expect"]:
            entries[e["mode"]] = entries.get(e["mode"], 0) + 1
    print("cases by mode(s):", json.dumps(modes, sort_keys=True))
    print("entries by mode:", json.dumps(entries, sort_keys=True))
    tags = {}
    for c in cases:
        for t in c["tags"]:
            tags[t] = tags.get(t, 0) + 1
    print("\n| tag | cases |\n| --- | --- |")
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        print("| %s | %d |" % (t, n))
    print("\n| label | room | category | profile | in spec |\n| --- | --- | --- | --- | --- |")
    for key, label, room, driver, pname in home_def.DEVICES:
        d = device_id(key)
        rn = h.rooms.get(h.items[d].get("roomId"), "(none)" if room is None else "(deleted room)")
        print("| %s | %s | %s | %s | %s |" % (label if label is not None else "(no label; name %s)" % pname, rn,
                                              h.category(d), pname, "no" if h.commands(d) is None else "yes"))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--dump", action="store_true")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    if a.stats:
        stats()
    elif a.check:
        check()
    elif a.dump:
        dump()
    else:
        build()
