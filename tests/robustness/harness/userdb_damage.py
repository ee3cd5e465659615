#!/usr/bin/env python3
"""The user-database damage run of the third reliability round (issue 29): a populated
user.sqlite (60 parts of one's own, 50 prices) damaged at random (bytes, with or without its
size and time kept; SQL edits; a writer killed mid-transaction; a lock held; the file replaced
by a folder, a FIFO, another database, a link; a read-only folder and a full disk when run as
root), then `catalog --format json` twice, `price set`, `parts add` and `catalog` again, each
in a forked child (forkrun.py). Counted: escapes (a traceback or an exception's name, a hang,
an exit code other than 0, 1 or 2) and silent losses (parts or prices gone from view without a
note; a change said to be saved and not kept).

Adapted from shared/reliability/turn3-repro (make_udb_golden.sh, udbfuzz.py, udbsum.py: outside
this repository) to run from a checkout with nothing prepared:

    .venv/bin/python tests/robustness/harness/userdb_damage.py --trials 200 --seed 20261202 \
        --out /tmp/userdb-damage

Summary in OUT/summary.json and on stdout. tests/robustness/test_round3_harnesses.py runs a
small sample of it.
"""
import argparse
import collections
import contextlib
import glob
import json
import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXC_RE = re.compile(r"Traceback \(most recent call last\)|\b[A-Z][A-Za-z]*(?:Error|Exception)\b")
APP = "gpu-workstation-configurator"
PY = sys.executable
ADD_PART = ""  # the part `parts add` adds in every trial (written by make_golden)
# A hang, as in build_fuzz.py and docs/performance.md: a step that used more than 10 s of CPU
# time, or had not ended after 180 s of wall time (then killed). CPU time, because the shared
# 2-core machines of this project are at times loaded many times over, and a wall-clock
# threshold would count the load, not the program (a held lock waits without using CPU).
HANG_CPU_S = float(os.environ.get("UDB_HANG_CPU_S", "10"))
HANG_WALL_S = float(os.environ.get("UDB_HANG_WALL_S", "180"))

SQL_EDITS = [
    ("drop_custom_part", "DROP TABLE custom_part"),
    ("drop_price_override", "DROP TABLE price_override"),
    ("drop_user_meta", "DROP TABLE user_meta"),
    ("rename_spec_column", "ALTER TABLE custom_part RENAME COLUMN spec_json TO spec"),
    ("rename_price_column", "ALTER TABLE price_override RENAME COLUMN price_usd TO price"),
    ("drop_name_column", "DROP INDEX custom_part_listing; ALTER TABLE custom_part DROP COLUMN name"),
    ("drop_source_url", "ALTER TABLE price_override DROP COLUMN source_url"),
    ("extra_column", "ALTER TABLE custom_part ADD COLUMN colour TEXT NOT NULL DEFAULT 'red'"),
    ("trigger_abort_insert", "CREATE TRIGGER t1 BEFORE INSERT ON price_override BEGIN SELECT RAISE(ABORT, 'no'); END"),
    ("trigger_abort_update", "CREATE TRIGGER t2 BEFORE UPDATE ON price_override BEGIN SELECT RAISE(ABORT, 'no'); END; CREATE TRIGGER t3 BEFORE INSERT ON custom_part BEGIN SELECT RAISE(ABORT, 'no'); END"),
    ("trigger_delete_all", "CREATE TRIGGER t4 AFTER INSERT ON price_override BEGIN DELETE FROM custom_part; END"),
    ("view_instead", "ALTER TABLE custom_part RENAME TO cp_old; CREATE VIEW custom_part AS SELECT * FROM cp_old"),
    ("bad_json", "UPDATE custom_part SET spec_json='{not json' WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 3)"),
    ("json_array", "UPDATE custom_part SET spec_json='[1,2]' WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("bad_utf8", "UPDATE custom_part SET spec_json=CAST(x'7b226964223aff' AS TEXT) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 1)"),
    ("bad_utf8_id", "UPDATE custom_part SET id=CAST(x'6d792dff' AS TEXT) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 1)"),
    ("bad_utf8_name", "UPDATE custom_part SET name=CAST(x'6d792dfffe' AS TEXT) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("blob_spec", "UPDATE custom_part SET spec_json=x'00ff00' WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 1)"),
    ("int_spec", "UPDATE custom_part SET spec_json=42 WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 1)"),
    ("kind_mismatch", "UPDATE custom_part SET kind='gpu' WHERE kind<>'gpu' AND rowid IN (SELECT rowid FROM custom_part WHERE kind<>'gpu' LIMIT 2)"),
    ("kind_unknown", "UPDATE custom_part SET kind='tpu' WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("id_mismatch", "UPDATE custom_part SET id='other-'||id WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("spec_out_of_limits", "UPDATE custom_part SET spec_json=json_set(spec_json,'$.price_usd',-5) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("spec_1e308", "UPDATE custom_part SET spec_json=json_set(spec_json,'$.price_usd',1e308) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("spec_unknown_key", "UPDATE custom_part SET spec_json=json_set(spec_json,'$.colour','red') WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 2)"),
    ("spec_huge", "UPDATE custom_part SET spec_json=json_set(spec_json,'$.name',printf('%.5000000c','x')) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 1)"),
    ("spec_deep", "UPDATE custom_part SET spec_json=json_set(spec_json,'$.name',json(replace(printf('%.3000c','['),'[','[')||replace(printf('%.3000c',']'),']',']'))) WHERE rowid IN (SELECT rowid FROM custom_part LIMIT 1)"),
    ("price_text", "UPDATE price_override SET price_usd='abc' WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_blob", "UPDATE price_override SET price_usd=x'01' WHERE rowid IN (SELECT rowid FROM price_override LIMIT 1)"),
    ("price_neg", "UPDATE price_override SET price_usd=-5 WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_1e308", "UPDATE price_override SET price_usd=1e308 WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_inf", "UPDATE price_override SET price_usd=9e999 WHERE rowid IN (SELECT rowid FROM price_override LIMIT 1)"),
    ("price_date_bad", "UPDATE price_override SET price_date='yesterday' WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_date_int", "UPDATE price_override SET price_date=20261101 WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_url_js", "UPDATE price_override SET source_url='javascript:alert(1)' WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_part_unknown", "UPDATE price_override SET part_id='no-such-part-'||part_id WHERE rowid IN (SELECT rowid FROM price_override LIMIT 2)"),
    ("price_part_empty", "UPDATE price_override SET part_id='' WHERE rowid IN (SELECT rowid FROM price_override LIMIT 1)"),
    ("schema_version_99", "UPDATE user_meta SET value='99' WHERE key='schema_version'"),
    ("schema_version_abc", "UPDATE user_meta SET value='abc' WHERE key='schema_version'"),
    ("schema_version_neg", "UPDATE user_meta SET value='-1' WHERE key='schema_version'"),
    ("schema_version_1", "UPDATE user_meta SET value='1' WHERE key='schema_version'"),
    ("schema_version_huge", "UPDATE user_meta SET value='99999999999999999999999' WHERE key='schema_version'"),
    ("schema_version_missing", "DELETE FROM user_meta WHERE key='schema_version'"),
    ("user_version", "PRAGMA user_version=77"),
    ("wal_mode", "PRAGMA journal_mode=WAL"),
    ("page_size_vacuum", "PRAGMA page_size=65536; VACUUM"),
    ("extra_table_big", "CREATE TABLE junk(x); INSERT INTO junk SELECT randomblob(100000) FROM (WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i<60) SELECT i FROM c)"),
    ("pk_dropped_dups", "CREATE TABLE cp2 AS SELECT * FROM custom_part; INSERT INTO cp2 SELECT * FROM custom_part; DROP TABLE custom_part; ALTER TABLE cp2 RENAME TO custom_part"),
    ("no_not_null", "CREATE TABLE po2(part_id, price_usd, price_date, source_url); INSERT INTO po2 SELECT * FROM price_override; INSERT INTO po2 VALUES(NULL, NULL, NULL, NULL); DROP TABLE price_override; ALTER TABLE po2 RENAME TO price_override"),
    ("many_rows", "INSERT INTO price_override SELECT 'bulk-'||i, 1.0, NULL, NULL FROM (WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i<200000) SELECT i FROM c)"),
    ("writable_schema_sql", "PRAGMA writable_schema=ON; UPDATE sqlite_master SET sql=replace(sql,'spec_json TEXT','spec_json BLOB') WHERE name='custom_part'"),
    ("writable_schema_garbage", "PRAGMA writable_schema=ON; UPDATE sqlite_master SET sql='CREATE TABLE custom_part(' WHERE name='custom_part'"),
    ("auto_vacuum_incr", "PRAGMA auto_vacuum=INCREMENTAL; VACUUM"),
]

# a child that writes through SQLite and is killed mid-way (journal or WAL left behind)
KILL_WRITER = r'''
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
mode = sys.argv[2]
if mode == "wal":
    c.execute("PRAGMA journal_mode=WAL")
    c.execute("PRAGMA wal_autocheckpoint=0")
    c.execute("INSERT OR REPLACE INTO price_override VALUES('wal-added-price', 123.0, '2026-12-01', NULL)")
    c.execute("UPDATE price_override SET price_usd = price_usd + 1")
else:
    c.execute("PRAGMA journal_mode=" + ("TRUNCATE" if mode == "truncate" else "DELETE"))
    c.execute("BEGIN IMMEDIATE")
    c.execute("UPDATE custom_part SET spec_json = spec_json")
    c.execute("DELETE FROM price_override")
    c.execute("INSERT INTO price_override VALUES('journal-added', 1.0, NULL, NULL)")
print("ready", flush=True)
time.sleep(60)
'''

LOCK_HOLDER = r'''
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=1)
c.execute("BEGIN " + sys.argv[2])
if sys.argv[2] != "DEFERRED":
    c.execute("UPDATE price_override SET price_date = price_date")
else:
    c.execute("SELECT count(*) FROM custom_part").fetchall()
print("ready", flush=True)
time.sleep(float(sys.argv[3]))
c.execute("ROLLBACK")
'''


def _read(path):
    with open(path, "rb") as handle:
        return handle.read()


def _write(path, data, mode="wb"):
    with open(path, mode) as handle:
        handle.write(data)


def sh(cmd, check=False):
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, check=check)


def keep_mtime(path, fn):
    st = os.stat(path)
    fn()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))


def damage(rng, db, folder):
    """Apply one damage; return (label, cleanup callable or None, holder process or None)."""
    size = os.path.getsize(db)
    choice = rng.random()
    data = bytearray(_read(db))
    rot = rng.random() < 0.3  # bit rot: size and mtime unchanged (the stamp still matches)
    if choice < 0.42:
        kind = rng.choice(["flip", "flip", "byte", "header", "page_zero", "page_garbage",
                           "schema_page", "trunc", "trunc_page", "append"])
        if kind == "flip":
            for _ in range(rng.choice([1, 1, 2, 4, 8, 20])):
                i = rng.randrange(len(data))
                data[i] ^= 1 << rng.randrange(8)
        elif kind == "byte":
            for _ in range(rng.choice([1, 2, 4, 8])):
                data[rng.randrange(100, len(data))] = rng.randrange(256)
        elif kind == "header":
            for _ in range(rng.choice([1, 2])):
                data[rng.randrange(100)] = rng.randrange(256)
        elif kind == "page_zero":
            p = rng.randrange(len(data) // 4096)
            data[p * 4096:(p + 1) * 4096] = bytes(4096)
        elif kind == "page_garbage":
            p = rng.randrange(len(data) // 4096)
            data[p * 4096:(p + 1) * 4096] = bytes(rng.randrange(256) for _ in range(4096))
        elif kind == "schema_page":
            for _ in range(rng.choice([1, 3, 10])):
                data[rng.randrange(100, 4096)] = rng.randrange(256)
        elif kind == "trunc":
            data = data[:rng.randrange(len(data))]
            rot = False
        elif kind == "trunc_page":
            data = data[:4096 * rng.randrange(1, len(data) // 4096)]
            rot = False
        else:
            data += bytes(rng.randrange(256) for _ in range(rng.choice([1, 100, 4096])))
            rot = False
        if rot and len(data) == size:
            keep_mtime(db, lambda: _write(db, bytes(data), "r+b"))
            kind += "+rot"
        else:
            _write(db, bytes(data))
        return f"bytes:{kind}", None, None
    if choice < 0.70:
        label, sql = rng.choice(SQL_EDITS)
        r = subprocess.run(["sqlite3", db, sql], capture_output=True, text=True)
        return f"sql:{label}" + ("" if r.returncode == 0 else f"(sqlite3 rc {r.returncode}: {r.stderr.strip()[:60]})"), None, None
    if choice < 0.80:
        mode = rng.choice(["wal", "wal", "delete", "truncate"])
        p = subprocess.Popen([PY, "-c", KILL_WRITER, db, mode], stdout=subprocess.PIPE)
        p.stdout.readline()
        os.kill(p.pid, signal.SIGKILL)
        p.wait()
        extra = rng.choice(["", "", "damage_companion", "drop_companion", "drop_shm", "foreign_wal"])
        comp = db + ("-wal" if mode == "wal" else "-journal")
        if extra == "damage_companion" and os.path.exists(comp):
            b = bytearray(_read(comp))
            for _ in range(5):
                if b:
                    b[rng.randrange(len(b))] = rng.randrange(256)
            _write(comp, bytes(b))
        elif extra == "drop_companion" and os.path.exists(comp):
            os.remove(comp)
        elif extra == "drop_shm" and os.path.exists(db + "-shm"):
            os.remove(db + "-shm")
        elif extra == "foreign_wal" and os.path.exists(comp):
            other = os.path.join(folder, "..", "other.sqlite")
            sh(f"rm -f {other}*; sqlite3 {other} 'PRAGMA journal_mode=WAL; CREATE TABLE x(y); INSERT INTO x VALUES(1)'")
            c = sqlite3.connect(other)
            c.execute("PRAGMA wal_autocheckpoint=0")
            c.execute("INSERT INTO x VALUES(2)")
            c.commit()
            if os.path.exists(other + "-wal"):
                shutil.copy(other + "-wal", comp)
            c.close()
        return f"killed_writer:{mode}:{extra or 'as_left'}", None, None
    if choice < 0.88:
        how = rng.choice(["EXCLUSIVE", "IMMEDIATE", "DEFERRED"])
        hold = rng.choice([3.0, 8.0])
        p = subprocess.Popen([PY, "-c", LOCK_HOLDER, db, how, str(hold)], stdout=subprocess.PIPE)
        p.stdout.readline()
        return f"lock:{how}:{hold}s", None, p
    if choice < 0.94:
        what = rng.choice(["ro_bind_folder", "ro_bind_folder", "replace_with_dir", "replace_with_fifo",
                           "empty_file", "other_sqlite", "pdf", "symlink_dev_null", "dangling_symlink"])
        if what == "ro_bind_folder":
            if os.geteuid() != 0:  # (a bind mount needs root: a link into no folder instead)
                os.remove(db)
                os.symlink(os.path.join(folder, "no-such-folder", "user.sqlite"), db)
                return "file:link_into_no_folder", None, None
            sh(f"mount --bind {folder} {folder} && mount -o remount,bind,ro {folder}", check=True)
            return "ro_folder", (lambda: sh(f"umount {folder}")), None
        os.remove(db)
        for s in ("-wal", "-journal", "-shm"):
            if os.path.exists(db + s):
                os.remove(db + s)
        if what == "replace_with_dir":
            os.mkdir(db)
        elif what == "replace_with_fifo":
            os.mkfifo(db)
        elif what == "empty_file":
            open(db, "wb").close()
        elif what == "other_sqlite":
            shutil.copy(os.path.join(os.environ["XDG_CACHE_HOME"], APP, "catalog.sqlite"), db)
        elif what == "pdf":
            _write(db, b"%PDF-1.4\n" + bytes(rng.randrange(256) for _ in range(5000)))
        elif what == "symlink_dev_null":
            os.symlink("/dev/null", db)
        else:
            os.symlink(db + ".gone", db)
        return f"file:{what}", None, None
    # disk full: the folder on a small tmpfs, filled (needs root: else a folder in its place)
    if os.geteuid() != 0:
        os.remove(db)
        os.mkdir(db)
        return "file:replace_with_dir", None, None
    tmp_copy = folder + ".copy"
    shutil.copytree(folder, tmp_copy)
    sh(f"mount -t tmpfs -o size={rng.choice([256, 512])}k tmpfs {folder}", check=True)
    for n in os.listdir(tmp_copy):
        shutil.copy2(os.path.join(tmp_copy, n), os.path.join(folder, n))
    shutil.rmtree(tmp_copy)
    st = os.statvfs(folder)
    free = st.f_bavail * st.f_frsize
    leave = rng.choice([0, 4096, 16384])
    with open(os.path.join(folder, "filler"), "wb") as f, contextlib.suppress(OSError):
        f.write(b"\0" * max(0, free - leave))
    return f"disk_full:leave{leave}", (lambda: sh(f"umount {folder}")), None


def user_rows(out):
    try:
        parts = json.loads(out)
    except ValueError:
        return None, None, None
    mine = sorted(p["id"] for p in parts if p.get("origin") == "user")
    priced = sorted(p["id"] for p in parts if "catalog_price_usd" in p
                    or (p.get("origin") == "user" and False))
    return mine, priced, {p["id"]: p.get("price_usd") for p in parts}



def make_golden(fr, out):
    """The populated user database every trial starts from (make_udb_golden.sh of the round):
    60 parts ("my-" + a catalog id), 50 prices (40 of catalog parts, 10 of own parts)."""
    global ADD_PART
    from configurator.catalog import open_catalog, parts_to_json

    cat = open_catalog()
    listing = parts_to_json(cat.parts(), cat)
    for p in listing:
        p.pop("origin", None)
        p.pop("catalog_price_usd", None)
    rng = random.Random(7)
    parts = [dict(p, id="my-" + p["id"], name="My " + p["name"]) for p in rng.sample(listing, 60)]
    with open(os.path.join(out, "golden-parts.json"), "w") as f:
        json.dump(parts, f)
    rows = ["id,price_usd,price_date,source_url"]
    rows += [f"{p['id']},{round(rng.uniform(10, 5000), 2)},2026-11-0{rng.randint(1, 9)},"
             f"https://vendor.example/q/{p['id']}" for p in rng.sample(listing, 40)]
    rows += [f"{p['id']},{round(rng.uniform(10, 5000), 2)},2026-11-15," for p in parts[:10]]
    with open(os.path.join(out, "golden-quote.csv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    l40s = next(p for p in listing if p["id"] == "l40s")
    ADD_PART = os.path.join(out, "udb-one-part.json")
    with open(ADD_PART, "w") as f:
        json.dump(dict(l40s, id="udb-added-part", name="UDB added part"), f)
    data = os.path.join(out, "golden-data")
    shutil.rmtree(data, ignore_errors=True)
    env = {"XDG_DATA_HOME": data}
    for argv in (["parts", "add", os.path.join(out, "golden-parts.json")],
                 ["price", "import", os.path.join(out, "golden-quote.csv")]):
        r = fr.run(argv, env=env, timeout=120)
        if r["rc"] != 0:
            raise SystemExit(f"golden database: {argv} exit {r['rc']}: {r['err'][-500:]}")
    golden = os.path.join(out, "golden")
    shutil.rmtree(golden, ignore_errors=True)
    shutil.copytree(os.path.join(data, APP), golden)
    return golden


def private_folders(out):
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


def trials(n, seed, golden, out):
    sys.path.insert(0, HERE)
    import forkrun as fr

    rng = random.Random(seed)
    gold_db = os.path.join(golden, "user.sqlite")
    with open(os.path.join(out, "results.jsonl"), "w") as res:
        for t in range(n):
            base = os.path.join(out, "t", f"{t:03d}")
            folder = os.path.join(base, APP)
            shutil.rmtree(base, ignore_errors=True)
            os.makedirs(folder)
            db = os.path.join(folder, "user.sqlite")
            shutil.copy(gold_db, db)
            env = {"XDG_DATA_HOME": base}
            # a first start stamps the file as checked (as a user's last start did)
            fr.run(["catalog", "--format", "json"], env=env, timeout=HANG_WALL_S)
            label, cleanup, holder = damage(rng, db, folder)
            rec = {"t": t, "damage": label, "runs": []}
            try:
                for step, argv in (("catalog1", ["catalog", "--format", "json"]),
                                   ("catalog2", ["catalog", "--format", "json"]),
                                   ("price_set", ["price", "set", "asus-turbo-rtx-2080-ti",
                                                  "777.77"]),
                                   ("parts_add", ["parts", "add", ADD_PART]),
                                   ("catalog3", ["catalog", "--format", "json"])):
                    r = fr.run(argv, env=env, timeout=HANG_WALL_S)
                    stdout = r["out"].decode("utf-8", "replace")
                    err = r["err"].decode("utf-8", "replace")
                    run = {"step": step, "rc": r["rc"], "t": round(r["dt"], 2),
                           "cpu": round(r["cpu_s"], 2),
                           "hung": r["hung"] or r["cpu_s"] > HANG_CPU_S,
                           "exc": bool(EXC_RE.search(err)),
                           "err": [ln[:400] for ln in err.splitlines() if ln.strip()][:4]}
                    if step.startswith("catalog"):
                        mine, priced, prices = user_rows(stdout)
                        run["user_parts"] = len(mine) if mine is not None else None
                        run["prices"] = len(priced) if priced is not None else None
                        if prices is not None:
                            run["p_2080ti"] = prices.get("asus-turbo-rtx-2080-ti")
                            run["has_added"] = "udb-added-part" in (mine or [])
                    rec["runs"].append(run)
            finally:
                rec["moved_aside"] = sorted(os.path.basename(p)
                                            for p in glob.glob(db + ".corrupt-*"))
                rec["files"] = sorted(os.listdir(folder)) if os.path.isdir(folder) else None
                if holder is not None:
                    holder.wait()
                if cleanup is not None:
                    cleanup()
            res.write(json.dumps(rec) + "\n")
            res.flush()
            for p in glob.glob(os.path.join(folder, "*")):
                if os.path.isfile(p) and os.path.getsize(p) > 2_000_000:
                    os.remove(p)


def summarize(out):
    """udbsum.py of the round: escapes (EXC, HUNG, RC) and silent losses (SILENT_HIDE: the
    first start shows fewer parts or prices and says nothing; WRITE_CLAIMED_NOT_KEPT)."""
    with open(os.path.join(out, "results.jsonl")) as f:
        recs = [json.loads(line) for line in f if line.strip()]
    counts = collections.Counter()
    examples = {}
    for r in recs:
        flags = []
        runs = r["runs"]
        first = runs[0]
        if any(x["exc"] for x in runs):
            flags.append("EXC")
        if any(x["hung"] for x in runs):
            flags.append("HUNG")
        if any(x["rc"] not in (0, 1, 2) for x in runs):
            flags.append("RC")
        lost = ((first.get("user_parts") is not None and first["user_parts"] < 60)
                or (first.get("prices") is not None and first["prices"] < 50))
        noted = any(line.startswith(("note:", "configurator:")) for line in first["err"])
        if lost and not noted:
            flags.append("SILENT_HIDE")
        if lost and noted:
            flags.append("lost_with_note")
        if first.get("user_parts") is None:
            flags.append("NO_LIST")
        wrote = runs[4].get("has_added") and runs[4].get("p_2080ti") == 777.77
        claimed = runs[2]["rc"] == 0 and runs[3]["rc"] == 0
        if claimed and not wrote:
            flags.append("WRITE_CLAIMED_NOT_KEPT")
        if not claimed and not wrote:
            flags.append("write_refused")
        if r["moved_aside"]:
            flags.append("moved")
        for flag in flags:
            counts[flag] += 1
        key = ",".join(sorted(set(flags) & {"EXC", "HUNG", "RC", "SILENT_HIDE",
                                             "WRITE_CLAIMED_NOT_KEPT"}))
        if key:
            examples.setdefault(key, []).append((r["t"], r["damage"][:60]))
    summary = {"trials": len(recs), "counts": dict(counts),
               "escapes": counts["EXC"] + counts["HUNG"] + counts["RC"],
               "silent_losses": counts["SILENT_HIDE"] + counts["WRITE_CLAIMED_NOT_KEPT"],
               "damages": dict(collections.Counter(r["damage"].split(":")[0] for r in recs)),
               "examples": examples}
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    return summary


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--trials", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20261202)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    private_folders(out)
    sys.path.insert(0, HERE)
    import forkrun as fr

    fr.run(["catalog", "--kind", "gpu"], timeout=300)  # the compiled catalog, in the cache
    golden = make_golden(fr, out)
    trials(args.trials, args.seed, golden, out)
    summary = summarize(out)
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
