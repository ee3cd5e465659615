"""Servers that stop answering, for the team-catalog tests (issue 29, F2 and F3).

Adapted from the third reliability round's reproducers `stall_proxy.py` and `blackhole.py`
(shared/reliability/turn3-repro, outside this repository), run here on threads of the test
process instead of as scripts:

- `StallProxy`: a TCP proxy in front of PostgreSQL that relays both ways until the server
  has sent its Nth ReadyForQuery ('Z') message (N=1: the login completes, the first query's
  answer never comes), or for `relay_s` seconds, and then relays nothing more towards the
  client. The connection stays open and the kernel still acknowledges every packet: a stuck
  backend, a paused virtual machine or a pooler that queues the client look like this.
- `Blackhole`: a port that accepts connections and never sends a byte.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time


def _listener() -> socket.socket:
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(50)
    listener.settimeout(0.2)
    return listener


class _Server:
    def __init__(self) -> None:
        self._listener = _listener()
        self.port = self._listener.getsockname()[1]
        self._closed = threading.Event()
        self._sockets: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self._listener.accept()
            except (TimeoutError, OSError):
                continue
            self._sockets.append(client)
            self._serve(client)

    def _serve(self, client: socket.socket) -> None:
        pass  # a blackhole holds the connection and says nothing

    def close(self) -> None:
        self._closed.set()
        self._thread.join(5)
        for held in [self._listener, *self._sockets]:
            with contextlib.suppress(OSError):
                held.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class Blackhole(_Server):
    """Accepts and never answers."""


class StallProxy(_Server):
    """Relays to 127.0.0.1:`server_port` until the server's `ready`th ReadyForQuery (or for
    `relay_s` seconds), then goes silent towards the client."""

    def __init__(self, server_port: int, ready: int | None = 1,
                 relay_s: float | None = None) -> None:
        self.server_port, self.ready, self.relay_s = server_port, ready, relay_s
        self.silent = threading.Event()  # set once some connection has gone silent
        super().__init__()

    def _serve(self, client: socket.socket) -> None:
        server = socket.create_connection(("127.0.0.1", self.server_port))
        self._sockets.append(server)
        threading.Thread(target=self._to_server, args=(client, server), daemon=True).start()
        threading.Thread(target=self._to_client, args=(server, client), daemon=True).start()

    def _to_server(self, client: socket.socket, server: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := client.recv(65536):
                server.sendall(data)

    def _to_client(self, server: socket.socket, client: socket.socket) -> None:
        buffer, seen, authed, start = b"", 0, False, time.monotonic()
        with contextlib.suppress(OSError):
            while data := server.recv(65536):
                if self.relay_s is not None and time.monotonic() - start > self.relay_s:
                    break
                buffer += data
                out = b""
                while buffer:
                    # Before the first message, 'N'/'S'/'G' are one-byte SSL/GSS answers.
                    if not authed and buffer[:1] in (b"N", b"S", b"G"):
                        out, buffer = out + buffer[:1], buffer[1:]
                        continue
                    if len(buffer) < 5:
                        break
                    authed = True
                    (length,) = struct.unpack("!I", buffer[1:5])
                    if len(buffer) < 1 + length:
                        break
                    kind, buffer, out = buffer[:1], buffer[1 + length:], out + buffer[:1 + length]
                    if kind == b"Z":
                        seen += 1
                        if self.ready is not None and seen >= self.ready:
                            client.sendall(out)
                            self._go_silent()
                            return
                if out:
                    client.sendall(out)
        self._go_silent()

    def _go_silent(self) -> None:
        self.silent.set()
        self._closed.wait()  # holds the connection open, sending nothing, until closed


__all__ = ["Blackhole", "StallProxy"]
