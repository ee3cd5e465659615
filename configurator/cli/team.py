"""`configurator team init URL | status | push [--replace]` and the global `--team-db URL`
(docs/architecture.md): a lab's shared catalog of parts, prices and stock on PostgreSQL.

The team catalog in use is, most specific first: `--team-db URL` (anywhere on the line),
CONFIGURATOR_TEAM_DB, Preferences > Team catalog. `--team-db ""` uses the local user
database for this run. Exit codes as every command: 0 done, 2 bad input or a team catalog
that cannot be used for it (unreachable, read-only, a conflict), with one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from PySide6.QtCore import QCoreApplication

from configurator.catalog import paths
from configurator.catalog.stores.team import url as team_url
from configurator.catalog.stores.team.url import (
    ENV_TEAM_DB,
    TeamUrl,
    TeamUrlError,
    parse_team_url,
)
from configurator.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    CliError,
    Command,
    Parser,
    settings_team_url,
    take_option,
)
from configurator.model.messages import Message

TEAM_DB_OPTION = "--team-db"

translate = QCoreApplication.translate


def take_team_db(argv: list[str]) -> list[str]:
    """Take `--team-db URL` / `--team-db=URL` from wherever it stands; the URL is put in
    CONFIGURATOR_TEAM_DB for this process (the window and every command read it there).
    Raises CliError for a missing value."""
    values, rest = take_option(argv, TEAM_DB_OPTION)
    for value in values:
        if value is None:
            raise CliError(f"argument {TEAM_DB_OPTION}: expected one argument (URL)")
        os.environ[ENV_TEAM_DB] = value
    return rest


def add_team_db_option(parser: argparse.ArgumentParser) -> None:
    """For the help only: take_team_db has taken the option before the parser runs."""
    parser.add_argument(TEAM_DB_OPTION, metavar="URL", help=translate(
        "TeamCli", "use the team catalog at postgresql://USER@HOST[:PORT]/DBNAME for your "
        "parts and prices (\"\": your own user database)"))


def chosen_team_url() -> str | None:
    """The team URL text in use for this run, None for the local user database."""
    return team_url.chosen_team_url(settings_team_url())


def begin_team_catalog() -> None:
    """Start connecting to the team catalog (if one is chosen) on a thread, while a window
    start imports Qt and builds widgets; open_catalog then takes it."""
    text = chosen_team_url()
    if text is not None:
        from configurator.catalog.stores.team import start as team_start

        team_start.begin(text, paths.data_dir())


def _text(reason: Message | str) -> str:
    from configurator.words.messages import message_text

    return message_text(reason) if isinstance(reason, Message) else str(reason)


def _url(text: str) -> TeamUrl:
    try:
        return parse_team_url(text)[0]
    except TeamUrlError as error:
        raise CliError(_text(error.reason)) from None


def _configured_url() -> TeamUrl:
    text = chosen_team_url()
    if text is None:
        raise CliError(translate(
            "TeamCli", "no team catalog is set: give --team-db URL, set CONFIGURATOR_TEAM_DB, "
            "or choose one in Preferences > Team catalog"))
    return _url(text)


def _connect(url: TeamUrl):
    from configurator.catalog.stores.team.connection import TeamStoreError, connect

    try:
        return connect(url)
    except TeamStoreError as error:
        raise CliError(_text(error.reason)) from None


# --- team init -------------------------------------------------------------------------------


def cmd_init(url: TeamUrl) -> int:
    import psycopg
    from sqlalchemy.exc import DBAPIError

    from configurator.catalog.stores.team.connection import (
        CONNECT_TIMEOUT_S,
        TEAM_SCHEMA_REVISION,
        TeamStoreError,
        answer_error,
        connect,
        first_line,
        schema_revision,
    )
    from configurator.catalog.stores.team.schema import upgrade

    connection = _connect(url)
    try:
        with connection.answers_within(CONNECT_TIMEOUT_S):
            before = schema_revision(connection)
    except psycopg.Error as error:  # no answer after the login, or a refusal
        raise CliError(_text(answer_error(url, connection, error).reason)) from None
    finally:
        connection.close()
    if before is not None and before != "unreadable" and before > TEAM_SCHEMA_REVISION:
        raise CliError(translate(
            "TeamCli", "the team catalog {place} has schema version {found}, newer than this "
            "application's {wanted}: update the application").format(
                place=url.place, found=int(before), wanted=int(TEAM_SCHEMA_REVISION)))
    try:
        upgrade(lambda: connect(url))
    except TeamStoreError as error:
        raise CliError(_text(error.reason)) from None
    except DBAPIError as error:
        raise CliError(translate(
            "TeamCli", "the schema of the team catalog {place} cannot be created or upgraded "
            "({error}); the database's owner runs team init").format(
                place=url.place, error=first_line(error.orig or error))) from None
    wanted = int(TEAM_SCHEMA_REVISION)
    if before is None:
        print(translate("TeamCli", "team catalog {place}: schema created (version {version})")
              .format(place=url.place, version=wanted))
    elif before == TEAM_SCHEMA_REVISION:
        print(translate("TeamCli", "team catalog {place}: schema is version {version} already; "
                        "nothing to do").format(place=url.place, version=wanted))
    else:
        print(translate("TeamCli", "team catalog {place}: schema upgraded from version {old} "
                        "to {version}").format(place=url.place, old=_version(before),
                                              version=wanted))
    return EXIT_OK


def _version(revision: str) -> str:
    return str(int(revision)) if revision.isdigit() else revision


# --- team status -----------------------------------------------------------------------------


def cmd_status(url: TeamUrl, output: str) -> int:
    from configurator.catalog.stores.team.connection import (
        TEAM_SCHEMA_REVISION,
        TeamStoreError,
        probe,
    )

    try:
        status = probe(url)
    except TeamStoreError as error:
        raise CliError(_text(error.reason)) from None
    problem = _text(status.problem) if status.problem is not None else None
    schema = status.schema_version
    if output == "json":
        print(json.dumps({
            "url": url.text, "server_version": status.server_version,
            "schema_version": schema, "schema_current": status.revision == TEAM_SCHEMA_REVISION,
            "parts": status.parts, "prices": status.prices, "stock": status.stock,
            "user": status.user,
            "writable": status.writable, "problem": problem}, indent=2, ensure_ascii=False,
            allow_nan=False))
    else:
        print(translate("TeamCli", "Team catalog: {url} (PostgreSQL {server})").format(
            url=url.text, server=status.server_version))
        print(translate("TeamCli", "Schema version: {schema} (this application reads {wanted})")
              .format(schema=schema if schema is not None else translate("TeamCli", "none"),
                      wanted=int(TEAM_SCHEMA_REVISION)))
        if status.parts is not None:
            print(translate("TeamCli", "Parts: {parts}, prices: {prices}, parts in stock: "
                            "{stock}").format(parts=status.parts, prices=status.prices,
                                              stock=status.stock))
        print(translate("TeamCli", "{user} may change parts and prices").format(
            user=status.user) if status.writable else translate(
            "TeamCli", "{user} may read only (read-only member)").format(user=status.user))
    if problem is not None:
        print(f"configurator: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_OK


# --- team push -------------------------------------------------------------------------------


def cmd_push(url: TeamUrl, replace: bool) -> int:
    from configurator.catalog.stores.interface import StoreChange, StoreReadOnlyError
    from configurator.catalog.stores.team.connection import TeamStoreError
    from configurator.catalog.stores.team.db import TeamDb
    from configurator.catalog.stores.user.db import open_user_db

    local = open_user_db(paths.user_db_path())
    try:
        my_parts, my_prices, my_stock = local.list_parts(), local.list_prices(), \
            local.list_stock()
    finally:
        local.close()
    if not my_parts and not my_prices and not my_stock:
        print(translate("TeamCli", "nothing to push: your user database holds no parts, "
                        "prices or stock"))
        return EXIT_OK
    connection = _connect(url)
    try:
        team = TeamDb(url, connection, paths.data_dir())
    except TeamStoreError as error:
        connection.close()
        raise CliError(_text(error.reason)) from None
    try:
        if team.read_only:
            raise CliError(_text(team.read_only_reason))
        try:
            theirs = {part.id: part for part in team.list_parts()}
            their_prices = team.list_prices()
            their_stock = team.list_stock()
        except TeamStoreError as error:
            raise CliError(_text(error.reason)) from None
        parts = [p for p in my_parts if theirs.get(p.id) != p]
        prices = [p for p in my_prices.values() if their_prices.get(p.part_id) != p]
        differing = [p.id for p in parts if p.id in theirs]
        price_word = translate("TeamCli", "price")
        differing += [f"{p.part_id} ({price_word})" for p in prices
                      if p.part_id in their_prices]
        stock = [(part_id, qty) for part_id, qty in sorted(my_stock.items())
                 if their_stock.get(part_id) != qty]
        stock_word = translate("TeamCli", "stock")
        differing += [f"{part_id} ({stock_word})" for part_id, _ in stock
                      if part_id in their_stock]
        if differing and not replace:
            raise CliError(translate(
                "TeamCli", "{count} of your parts, prices and stock differ from the team's "
                "({ids}); nothing was pushed: --replace makes yours replace the team's").format(
                    count=len(differing), ids=_listed(differing)))
        try:
            team.apply(StoreChange(put_parts=tuple(parts), set_prices=tuple(prices),
                                   set_stock=tuple(stock)))
        except (StoreReadOnlyError, TeamStoreError) as error:
            raise CliError(_text(error.reason)) from None
    finally:
        team.close()
    same = (len(my_parts) - len(parts) + len(my_prices) - len(prices)
            + len(my_stock) - len(stock))
    print(translate("TeamCli", "pushed {parts} part(s), {prices} price(s) and the stock of "
                    "{stock} part(s) to the team catalog {place} ({same} already there)").format(
                        parts=len(parts), prices=len(prices), stock=len(stock),
                        place=url.place, same=same))
    return EXIT_OK


def _listed(ids: list[str], most: int = 5) -> str:
    shown = ", ".join(repr(i) for i in ids[:most])
    return shown + (f", … (+{len(ids) - most})" if len(ids) > most else "")


# --- the command -----------------------------------------------------------------------------


def add_team_parser(sub) -> argparse.ArgumentParser:
    team = sub.add_parser("team", help=translate(
        "TeamCli", "the team catalog on PostgreSQL: init, status, push"))
    actions = team.add_subparsers(dest="team_action", metavar="ACTION", parser_class=Parser,
                                  required=True)
    init = actions.add_parser("init", help=translate(
        "TeamCli", "create or upgrade the team catalog's schema (its database's owner)"))
    init.add_argument("url", metavar="URL", help="postgresql://USER@HOST[:PORT]/DBNAME")
    status = actions.add_parser("status", help=translate(
        "TeamCli", "where the team catalog is, its schema, parts, prices and stock, and "
        "whether you may change them"))
    status.add_argument("--format", choices=("text", "json"), default="text")
    push = actions.add_parser("push", help=translate(
        "TeamCli", "copy your own parts, prices and stock into the team catalog"))
    push.add_argument("--replace", action="store_true", help=translate(
        "TeamCli", "yours replace the team's parts, prices and stock of the same id"))
    return team


def cmd_team(args: argparse.Namespace) -> int:
    if args.team_action == "init":
        return cmd_init(_url(args.url))
    if args.team_action == "status":
        return cmd_status(_configured_url(), args.format)
    return cmd_push(_configured_url(), args.replace)


COMMANDS = (Command("team", add_team_parser, cmd_team),)

__all__ = ["COMMANDS", "TEAM_DB_OPTION", "add_team_db_option", "chosen_team_url",
           "take_team_db"]
