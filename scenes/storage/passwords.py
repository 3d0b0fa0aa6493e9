"""The online account's password, kept in the OS keyring (service "Spieltisch", the account's address as the
user name) and never in a file of ours: the settings keep the server and the address only (issue 29).

Where no keyring backend works (headless Linux without a Secret Service: `keyring.errors.NoKeyringError`, a
locked or broken one) nothing is kept and the account screen asks for the password each time, saying why.

Every call runs in a thread of its own and answers through a `Future` the caller looks at once a frame: a
Secret Service over D-Bus may wait for the user to unlock it, and the frame loop never waits. `keyring` itself
is imported there too (it scans its backends' entry points when first imported: tens of milliseconds).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TypeVar

SERVICE = "Spieltisch"

T = TypeVar("T")


@dataclass(frozen=True)
class Kept:
    """What the keyring holds for an address."""

    password: str | None  # None: nothing kept (or no keyring)
    keyring: bool  # False: no keyring works here, a password can only be asked each time
    detail: str = ""  # why not, in English (for the log)


def _in_thread(work: Callable[[], T]) -> Future[T]:
    """`work()` in a daemon thread (a keyring that hangs must not keep the app from ending)."""
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as exc:  # handed to whoever looks at the future, never lost in the thread
            future.set_exception(exc)

    threading.Thread(target=run, name="keyring", daemon=True).start()
    return future


def _read(address: str) -> Kept:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError

    try:
        return Kept(keyring.get_password(SERVICE, address), True)
    except NoKeyringError as exc:
        return Kept(None, False, str(exc))
    except KeyringError as exc:  # locked, or its backend failed: asked this time
        return Kept(None, False, str(exc))


def _write(address: str, password: str) -> Kept:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError

    try:
        keyring.set_password(SERVICE, address, password)
    except NoKeyringError as exc:
        return Kept(None, False, str(exc))
    except KeyringError as exc:
        return Kept(None, False, str(exc))
    return Kept(password, True)


def _delete(address: str) -> Kept:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError, PasswordDeleteError

    try:
        keyring.delete_password(SERVICE, address)
    except PasswordDeleteError:  # there was none: nothing kept, as asked
        return Kept(None, True)
    except NoKeyringError as exc:
        return Kept(None, False, str(exc))
    except KeyringError as exc:
        return Kept(None, False, str(exc))
    return Kept(None, True)


def look_up(address: str) -> Future[Kept]:
    """The password kept for `address`, if any, and whether a keyring works at all."""
    return _in_thread(lambda: _read(address))


def keep(address: str, password: str) -> Future[Kept]:
    """Keep `password` for `address` in the keyring (its `keyring` is False where none works)."""
    return _in_thread(lambda: _write(address, password))


def forget(address: str) -> Future[Kept]:
    """Remove what the keyring keeps for `address` (nothing there is no error)."""
    return _in_thread(lambda: _delete(address))
