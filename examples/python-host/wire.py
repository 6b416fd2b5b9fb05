"""What the published schemas admit (spec/schemas/areas/{permits,access}.*, message.schema.json).

The contract rules are stated for schema-valid input only. A step or setup that breaks a schema is
answered with a step error naming the field, as spec/protocol.md recommends (PROTOCOL-004, PROTOCOL-006):
the host refuses what the schemas exclude instead of guessing.
"""
from __future__ import annotations

from typing import Any


class SchemaProblem(Exception):
    """The value breaks its schema; the message names the field."""


def _scalar(value: Any) -> bool:
    return isinstance(value, (str, int, float))  # bool is an int in Python, so booleans pass too


def _string_list(value: Any, where: str) -> None:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SchemaProblem(f"field {where!r} must be an array of strings")


def _only(obj: dict[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for key in obj:
        if key not in allowed:
            raise SchemaProblem(f"field {where + key!r} is not allowed here")


def check_message(message: Any) -> None:
    """null, or an object with a scalar $adapter, an optional $channel and an optional $sender with an id."""
    if message is None:
        return
    if not isinstance(message, dict):
        raise SchemaProblem("field 'message' must be an object or null")
    if "$adapter" not in message or not _scalar(message["$adapter"]):
        raise SchemaProblem("field 'message.$adapter' must be a string, number or boolean")
    if "$channel" in message:
        channel = message["$channel"]
        if not isinstance(channel, dict):
            raise SchemaProblem("field 'message.$channel' must be an object")
        if "type" in channel and not isinstance(channel["type"], str):
            raise SchemaProblem("field 'message.$channel.type' must be a string")
        if "id" in channel and channel["id"] is not None and not _scalar(channel["id"]):
            raise SchemaProblem("field 'message.$channel.id' must be a string, number, boolean or null")
    if "$sender" in message:
        sender = message["$sender"]
        if not isinstance(sender, dict) or "id" not in sender or not _scalar(sender["id"]):
            raise SchemaProblem("field 'message.$sender' must be an object with a string, number or boolean 'id'")
        if "role" in sender and not isinstance(sender["role"], str):
            raise SchemaProblem("field 'message.$sender.role' must be a string")


def _step(step: dict[str, Any], fields: tuple[str, ...]) -> None:
    _only(step, ("op",) + fields, "")
    for name in fields:
        if name not in step:
            raise SchemaProblem(f"field {name!r} is missing")


def check_permit_step(step: dict[str, Any]) -> None:
    _step(step, ("permits", "message"))
    _string_list(step["permits"], "permits")
    check_message(step["message"])


def check_lint_step(step: dict[str, Any]) -> None:
    _step(step, ("permit",))
    if not isinstance(step["permit"], str):
        raise SchemaProblem("field 'permit' must be a string")


def check_access_step(step: dict[str, Any]) -> None:
    _step(step, ("tool", "message"))
    tool = step["tool"]
    if not isinstance(tool, dict):
        raise SchemaProblem("field 'tool' must be an object")
    _only(tool, ("platforms", "scopes", "permissions", "hidden"), "tool.")
    for name in ("platforms", "scopes", "permissions"):
        if name in tool:
            _string_list(tool[name], f"tool.{name}")
    if "hidden" in tool and not isinstance(tool["hidden"], bool):
        raise SchemaProblem("field 'tool.hidden' must be a boolean")
    check_message(step["message"])


def check_setup(setup: Any) -> None:
    """{"platformGrants"?: {adapter: {senderId: [perm, ...]}}} and nothing else."""
    if not isinstance(setup, dict):
        raise SchemaProblem("the setup must be an object")
    _only(setup, ("platformGrants",), "")
    grants = setup.get("platformGrants", {})
    if not isinstance(grants, dict) or not all(isinstance(by_sender, dict) for by_sender in grants.values()):
        raise SchemaProblem("field 'platformGrants' must map adapters to objects of senders")
    for adapter, by_sender in grants.items():
        for sender, perms in by_sender.items():
            _string_list(perms, f"platformGrants.{adapter}.{sender}")
