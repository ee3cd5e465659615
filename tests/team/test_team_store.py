"""The team catalog on a real PostgreSQL server: two members at once, a read-only member, no
lost update, the server stopped mid-session, the offline copy (docs/architecture.md)."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from pg_fixtures import ALICE, BOB, CAROL, TeamDatabase

from configurator.catalog.stores.interface import StoreChange, StoreReadOnlyError, UserPrice
from configurator.catalog.stores.team.connection import (
    TeamConflictError,
    TeamStoreError,
    TeamUnavailableError,
)
from configurator.catalog.stores.team.db import OfflineTeamCopy, TeamDb, open_team_store
from configurator.model.parts import GpuSpec


def card(name: str = "Lab card", card_id: str = "lab-card") -> GpuSpec:
    return GpuSpec(id=card_id, name=name, model="GeForce RTX 2080 Ti", fp32_gflops=14000,
                   memory_gb=11, tdp_w=250, length_mm=300)


def put(*parts: GpuSpec) -> StoreChange:
    return StoreChange(put_parts=parts)


_opened: list = []


@pytest.fixture(autouse=True)
def _close_stores():
    yield
    while _opened:
        _opened.pop().close()


def live(team: TeamDatabase, user: str, data_dir: Path | None = None) -> TeamDb:
    store = open_team_store(team.url(user), data_dir)
    _opened.append(store)
    assert isinstance(store, TeamDb), store.notices
    return store


def test_what_one_member_writes_the_other_reads(team_database: TeamDatabase) -> None:
    alice, bob = live(team_database, ALICE), live(team_database, BOB)
    alice.list_parts()
    alice.apply(StoreChange(put_parts=(card(),),
                            set_prices=(UserPrice("lab-card", 650.0, "2026-11", None),)))
    assert bob.list_parts() == [card()]
    assert bob.list_prices() == {"lab-card": UserPrice("lab-card", 650.0, "2026-11", None)}
    assert bob.part_count() == 1 and bob.origin == "team"
    assert [row.id for row in bob.listing()] == ["lab-card"]
    assert bob.get_part("lab-card") == card()


def test_two_members_editing_the_same_part_the_second_is_refused_with_who_and_when(
        team_database: TeamDatabase) -> None:
    alice, bob = live(team_database, ALICE), live(team_database, BOB)
    alice.list_parts()
    alice.apply(put(card()))
    alice.list_parts()
    bob.list_parts()  # both now hold version 1
    alice.apply(put(card("Alice's name")))
    with pytest.raises(TeamConflictError) as refusal:
        bob.apply(put(card("Bob's name")))
    text = str(refusal.value)
    assert "'lab-card' was changed by alice at " in text and " UTC " in text
    assert "\n" not in text
    assert live(team_database, CAROL).get_part("lab-card").name == "Alice's name"  # not lost
    bob.list_parts()  # reloaded: now Bob's change is made from the current copy
    bob.apply(put(card("Bob's name")))
    assert live(team_database, CAROL).get_part("lab-card").name == "Bob's name"


def test_a_part_someone_added_or_removed_since_the_copy_was_read_is_refused(
        team_database: TeamDatabase) -> None:
    alice, bob = live(team_database, ALICE), live(team_database, BOB)
    alice.list_parts()
    bob.list_parts()
    alice.apply(put(card()))
    with pytest.raises(TeamConflictError, match="was added to the team catalog by alice"):
        bob.apply(put(card("Bob's own")))
    bob.list_parts()
    alice.list_parts()
    alice.apply(StoreChange(remove_parts=("lab-card",)))
    with pytest.raises(TeamConflictError, match="was removed from the team catalog by alice"):
        bob.apply(put(card("Bob's edit")))


def test_prices_are_versioned_too(team_database: TeamDatabase) -> None:
    alice, bob = live(team_database, ALICE), live(team_database, BOB)
    alice.list_prices()
    bob.list_prices()
    alice.apply(StoreChange(set_prices=(UserPrice("tesla-t4", 1900.0),)))
    with pytest.raises(TeamConflictError, match="The price of 'tesla-t4' was added"):
        bob.apply(StoreChange(set_prices=(UserPrice("tesla-t4", 1800.0),)))
    bob.list_prices()
    alice.list_prices()
    bob.apply(StoreChange(set_prices=(UserPrice("tesla-t4", 1800.0),)))
    with pytest.raises(TeamConflictError, match="The price of 'tesla-t4' was changed by bob"):
        alice.apply(StoreChange(clear_prices=("tesla-t4",)))
    assert live(team_database, CAROL).list_prices()["tesla-t4"].price_usd == 1800.0


def test_a_change_with_one_stale_row_writes_nothing_at_all(team_database: TeamDatabase) -> None:
    alice, bob = live(team_database, ALICE), live(team_database, BOB)
    alice.list_parts()
    alice.apply(put(card()))
    bob.list_parts()
    alice.list_parts()
    alice.apply(put(card("Alice's")))
    with pytest.raises(TeamConflictError):
        bob.apply(StoreChange(put_parts=(card("new", "other-card"), card("Bob's")),
                              set_prices=(UserPrice("other-card", 10.0),)))
    carol = live(team_database, CAROL)
    assert [p.id for p in carol.list_parts()] == ["lab-card"] and carol.list_prices() == {}


def test_two_members_writing_the_same_version_at_the_same_moment_one_wins(
        team_database: TeamDatabase) -> None:
    """No lost update even in the race: both hold version 1; the server's row lock and the
    version condition let exactly one of the two writes through."""
    import threading

    alice, bob = live(team_database, ALICE), live(team_database, BOB)
    alice.list_parts()
    alice.apply(put(card()))
    alice.list_parts()
    bob.list_parts()
    outcomes: dict[str, str] = {}
    start = threading.Barrier(2)

    def write(name: str, store: TeamDb) -> None:
        start.wait()
        try:
            store.apply(put(card(f"{name}'s")))
            outcomes[name] = "saved"
        except TeamConflictError as error:
            outcomes[name] = str(error)

    threads = [threading.Thread(target=write, args=args)
               for args in (("alice", alice), ("bob", bob))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert sorted(outcomes.values()).count("saved") == 1, outcomes
    winner = next(name for name, outcome in outcomes.items() if outcome == "saved")
    loser = next(name for name in outcomes if name != winner)
    assert f"was changed by {winner} at" in outcomes[loser]
    assert live(team_database, CAROL).get_part("lab-card").name == f"{winner}'s"


def test_a_member_without_write_privilege_reads_and_every_change_says_so(
        team_database: TeamDatabase) -> None:
    alice = live(team_database, ALICE)
    alice.list_parts()
    alice.apply(put(card()))
    carol = live(team_database, CAROL)
    assert carol.read_only and carol.list_parts() == [card()]
    for change in (put(card("x")), StoreChange(remove_parts=("lab-card",)),
                   StoreChange(set_prices=(UserPrice("lab-card", 1.0),)),
                   StoreChange(clear_prices=("lab-card",))):
        with pytest.raises(StoreReadOnlyError) as refusal:
            carol.apply(change)
        assert "read-only for carol" in str(refusal.value)
        assert "\n" not in str(refusal.value)
    assert live(team_database, BOB).list_parts() == [card()]


def test_a_grant_taken_away_mid_session_is_a_read_only_refusal(
        team_database: TeamDatabase) -> None:
    bob = live(team_database, BOB)
    bob.list_parts()
    team_database.admin("REVOKE parts_writers FROM bob")
    try:
        with pytest.raises(StoreReadOnlyError, match="read-only for bob"):
            bob.apply(put(card()))
        assert bob.read_only
    finally:
        team_database.admin("GRANT parts_writers TO bob")


def test_a_role_that_may_not_read_the_parts_gets_the_offline_reason(
        empty_team_database: TeamDatabase, data_dir: Path) -> None:
    from pg_fixtures import OWNER, init_schema

    init_schema(empty_team_database.url(OWNER))  # no grants at all
    store = open_team_store(empty_team_database.url(CAROL), data_dir)
    _opened.append(store)
    assert isinstance(store, OfflineTeamCopy)
    assert "may not read the team catalog" in str(store.status_notice)


def test_a_database_without_the_schema_names_team_init(
        empty_team_database: TeamDatabase, data_dir: Path) -> None:
    store = open_team_store(empty_team_database.url(ALICE), data_dir)
    _opened.append(store)
    assert isinstance(store, OfflineTeamCopy)
    assert "configurator team init postgresql://alice@" in str(store.status_notice)


def test_the_server_stopped_mid_session(team_database: TeamDatabase, data_dir: Path) -> None:
    alice = live(team_database, ALICE, data_dir)
    alice.list_parts()
    alice.apply(StoreChange(put_parts=(card(),), set_prices=(UserPrice("lab-card", 5.0),)))
    assert alice.list_parts() == [card()] and len(alice.list_prices()) == 1  # copy saved
    alice.wait_for_copy()
    team_database.cluster.stop()
    try:
        with pytest.raises(TeamUnavailableError) as refusal:
            alice.apply(put(card("while down")))
        assert "nothing was changed" in str(refusal.value) or "cannot be reached" in str(
            refusal.value)
        assert "\n" not in str(refusal.value)
        assert alice.part_count() == 1  # from what it read
        # A start now gets the last copy, read-only, and says so.
        offline = open_team_store(team_database.url(ALICE), data_dir)
        assert isinstance(offline, OfflineTeamCopy) and offline.read_only
        assert offline.list_parts() == [card()]
        assert offline.list_prices()["lab-card"].price_usd == 5.0
        assert [row.id for row in offline.listing()] == ["lab-card"]
        notice = str(offline.status_notice)
        assert "cannot be reached within 3 s" in notice and "read-only" in notice
        with pytest.raises(StoreReadOnlyError, match="changes need the team catalog"):
            offline.apply(put(card("offline")))
    finally:
        team_database.cluster.start()
    alice.apply(put(card("after the restart")))  # the store connects again by itself
    assert live(team_database, BOB).get_part("lab-card").name == "after the restart"


def test_a_server_that_does_not_answer_within_3_s_gives_the_copy(data_dir: Path) -> None:
    """A port that accepts connections and never answers (a hung server, a firewall that
    swallows packets): the store gives up after the connect timeout."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = silent.getsockname()[1]
        store = open_team_store(f"postgresql://alice@127.0.0.1:{port}/parts", data_dir)
    assert isinstance(store, OfflineTeamCopy)
    assert "No copy of its parts has been saved" in str(store.status_notice)
    assert store.list_parts() == [] and store.read_only


def test_the_offline_copy_holds_no_password(team_database: TeamDatabase,
                                            data_dir: Path) -> None:
    alice = live(team_database, ALICE, data_dir)
    alice.list_parts()
    alice.apply(put(card()))
    alice.list_parts()
    alice.wait_for_copy()
    (copy,) = (data_dir / "team-copies").glob("*.json")
    for password in team_database.cluster.passwords.values():
        assert password not in copy.read_text()
    assert not any("secret" in path.read_text(errors="replace")
                   for path in data_dir.rglob("*") if path.is_file())


def test_errors_are_oserrors_with_a_reason() -> None:
    assert issubclass(TeamConflictError, TeamStoreError)
    assert issubclass(TeamStoreError, OSError)


def test_the_copy_is_rewritten_only_when_the_team_changed(team_database: TeamDatabase,
                                                          data_dir: Path) -> None:
    alice = live(team_database, ALICE, data_dir)
    alice.list_parts()
    alice.apply(put(card()))
    alice.wait_for_copy()
    (copy,) = (data_dir / "team-copies").glob("*.json")
    written = copy.stat().st_mtime_ns
    copy.touch()
    os.utime(copy, ns=(written, written))
    alice.list_parts()
    alice.wait_for_copy()
    assert copy.stat().st_mtime_ns == written  # the same rows: not written again
    live(team_database, BOB).apply(put(card("Bob's")))
    alice.list_parts()
    alice.wait_for_copy()
    assert "Bob's" in copy.read_text()


def test_a_connection_gives_up_on_a_network_that_went_away(team_database: TeamDatabase) -> None:
    """Unacknowledged data and a silent peer end the connection in seconds (libpq's
    tcp_user_timeout and keepalives), so a change never waits for the kernel's retransmits."""
    from configurator.catalog.stores.team.connection import TCP_USER_TIMEOUT_MS, connect
    from configurator.catalog.stores.team.url import parse_team_url

    connection = connect(parse_team_url(team_database.url(ALICE))[0])
    try:
        parameters = connection.info.get_parameters()
        assert parameters["tcp_user_timeout"] == str(TCP_USER_TIMEOUT_MS) == "10000"
        assert parameters["keepalives"] == "1" and parameters["keepalives_idle"] == "30"
    finally:
        connection.close()
