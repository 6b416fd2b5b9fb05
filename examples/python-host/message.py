"""The normalised message view (spec/permits.md PERMIT-021..023, PERMIT-025).

Every check (platforms, scopes, permits) reads this one view, computed once per message, so two
checks can never disagree about the same message (spec/access.md ACCESS-010).
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

# The only characters "trimmed" means (PERMIT-029; PERMIT-030 recommends no others). Python's bare str.strip() would also remove
# U+00A0, U+3000 and friends, which the rulings say are ordinary characters.
ASCII_WHITESPACE = " \t\n\r\x0b\x0c"

ROLES = ("user", "trusted", "master")  # ranked low to high (PERMIT-026; PERMIT-027 recommends the full rank)


def trim(text: str) -> str:
    """Trim ASCII whitespace only."""
    return text.strip(ASCII_WHITESPACE)


def _js_number(x: float) -> str:
    """JavaScript's Number::toString for a double (ECMA-262 Number::toString, radix 10)."""
    if x != x:
        return "NaN"
    if x in (float("inf"), float("-inf")):
        return "Infinity" if x > 0 else "-Infinity"
    if x == 0:
        return "0"  # also -0, as in JS
    sign = "-" if x < 0 else ""
    # repr() is the shortest round-tripping form, the same digits JS picks; only the layout differs.
    _, digit_tuple, exponent = Decimal(repr(abs(x))).as_tuple()
    all_digits = "".join(map(str, digit_tuple))
    assert isinstance(exponent, int)  # finite here
    n = exponent + len(all_digits)  # the decimal point sits after n digits
    digits = all_digits.rstrip("0")
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return f"{sign}{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"


class _Undefined:
    """JS `undefined`: what a missing field reads as (String(undefined) is "undefined")."""


UNDEFINED = _Undefined()


def js_string(value: Any) -> str:
    """JavaScript's String(value) for a parsed JSON value."""
    if isinstance(value, str):
        return value
    if value is True:  # before int: bool is a subclass of int in Python
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        # Beyond 2**53 JS holds the nearest double, not the exact integer.
        if abs(value) < 2**53:
            return str(value)
        try:
            return _js_number(float(value))
        except OverflowError:
            return "Infinity" if value > 0 else "-Infinity"
    if isinstance(value, float):
        return _js_number(value)
    if isinstance(value, list):
        # Array.prototype.join: null and undefined elements become "".
        return ",".join("" if v is None else js_string(v) for v in value)
    if isinstance(value, _Undefined):
        return "undefined"
    return "[object Object]"


@dataclass(frozen=True)
class MessageView:
    adapter: str
    conversation_type: str
    conversation_id: str | None
    sender_id: str | None  # None: no sender
    sender_role: str | None  # None exactly when there is no sender


def normalise(message: Any) -> MessageView | None:
    """The view of a wire message, or None for "no message" (JSON null)."""
    if message is None:
        return None
    if not isinstance(message, dict):
        raise ValueError(f"message must be an object or null, got {type(message).__name__}")
    adapter = js_string(message.get("$adapter", UNDEFINED))

    channel = message.get("$channel")
    conversation_type, conversation_id = "private", None
    if isinstance(channel, dict):
        ctype = channel.get("type")
        if ctype is not None and ctype != "":
            conversation_type = js_string(ctype)
        cid = channel.get("id")
        if cid is not None:  # an off-schema null id reads as absent, like a null type
            conversation_id = js_string(cid)

    sender = message.get("$sender")
    sender_id = sender_role = None
    if isinstance(sender, dict):
        sender_id = js_string(sender.get("id", UNDEFINED))
        role = sender.get("role")
        sender_role = role if isinstance(role, str) and role in ROLES else "user"
    return MessageView(adapter, conversation_type, conversation_id, sender_id, sender_role)
