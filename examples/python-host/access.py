"""canAccessTool: may this tool be listed, and called, for this message (spec/access.md)."""
from __future__ import annotations

from typing import Any

from message import MessageView
from permits import permit_list_allows

SCOPES = ("private", "group", "channel")


def _restriction(tool: dict[str, Any], field: str) -> list[str] | None:
    """The field as a list of strings ([] = no restriction), or None when it is malformed."""
    value = tool.get(field)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return None
    return value


def is_callable(tool: Any, view: MessageView | None, grants: Any) -> bool:
    """Platforms, then scopes, then permissions; the first failing check rejects (ACCESS-001)."""
    if not isinstance(tool, dict):
        return False
    platforms = _restriction(tool, "platforms")
    scopes = _restriction(tool, "scopes")
    permissions = _restriction(tool, "permissions")
    if platforms is None or scopes is None or permissions is None:
        return False  # a malformed definition fails closed
    if view is None:  # ACCESS-006: no conversation to compare, so any restriction denies
        return not platforms and not scopes and not permissions
    if platforms and view.adapter not in platforms:  # ACCESS-002, exact match only
        return False
    if scopes:
        if any(scope not in SCOPES for scope in scopes):  # ACCESS-004: fail closed
            return False
        if view.conversation_type not in scopes:  # ACCESS-003
            return False
    return permit_list_allows(permissions, view, grants)  # ACCESS-005


def access(tool: Any, view: MessageView | None, grants: Any) -> dict[str, bool]:
    """The `access` op: hidden only ever removes a tool from the list (ACCESS-007..009)."""
    callable_ = is_callable(tool, view, grants)
    # Fail closed on an off-schema value: only an absent (or null) field or the boolean false shows
    # the tool. `is`, not `==`: in Python 0 == False, but 0 is not the boolean false.
    flag = tool.get("hidden") if isinstance(tool, dict) else None
    hidden = flag is not None and flag is not False
    return {"listed": callable_ and not hidden, "callable": callable_}
