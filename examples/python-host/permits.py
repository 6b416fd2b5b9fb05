"""The permit language (spec/permits.md).

Parsing is a handful of linear scans (find, count, split) and never recurses or uses a regex, so a
megabyte of "(" or of "," answers as fast as a short permit (PERMIT-019).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from message import ROLES, MessageView, trim

CONVERSATION_KINDS = ("group", "private", "channel")
NEEDS_ITEMS = ("adapter", "user", "role")
KINDS = CONVERSATION_KINDS + NEEDS_ITEMS + ("platform",)


@dataclass(frozen=True)
class Permit:
    kind: str
    items: tuple[str, ...]


def parse_permit(text: Any) -> Permit | None:
    """The permit, or None when it is malformed or unrecognised (both deny, PERMIT-017)."""
    if not isinstance(text, str):
        return None
    open_at = text.find("(")
    # PERMIT-002: kind, "(", items, ")" ending the string; nothing outside, not even whitespace.
    if open_at < 0 or not text.endswith(")") or len(text) < open_at + 2:
        return None
    kind = text[:open_at]
    if kind not in KINDS:  # exact, case-sensitive (PERMIT-001); also rejects " adapter"
        return None
    inner = text[open_at + 1 : -1]
    # PERMIT-031: no stray ")"; PERMIT-032 (a SHOULD): no "(" inside either; PERMIT-012: "|" is malformed anywhere.
    if "(" in inner or ")" in inner or "|" in inner:
        return None
    items = () if trim(inner) == "" else tuple(trim(item) for item in inner.split(","))
    if "" in items:  # PERMIT-028 (a SHOULD; zhin.js drops it instead): an empty item among others
        return None
    if kind in NEEDS_ITEMS and not items:  # PERMIT-009
        return None
    if kind == "role" and any(item not in ROLES for item in items):  # PERMIT-012
        return None
    if kind == "platform" and len(items) != 2:  # PERMIT-014
        return None
    return Permit(kind, items)


def is_well_formed(text: Any) -> bool:
    """The `lint` op (PERMIT-020): looks at the string only."""
    return parse_permit(text) is not None


def _platform_grants(grants: Any, adapter: str, sender_id: str, perm: str) -> bool:
    """Does the declarative checker of `adapter` grant `perm` to `sender_id`? Missing anything: no."""
    by_sender = grants.get(adapter) if isinstance(grants, dict) else None
    perms = by_sender.get(sender_id) if isinstance(by_sender, dict) else None
    return isinstance(perms, list) and perm in perms


def permit_holds(permit: Permit, view: MessageView, grants: Any) -> bool:
    """One well-formed permit against one message: OR over its items (PERMIT-005)."""
    kind, items = permit.kind, permit.items
    if kind in CONVERSATION_KINDS:  # PERMIT-008
        if view.conversation_type != kind:
            return False
        return not items or "*" in items or view.conversation_id in items
    if kind == "adapter":  # PERMIT-015
        return view.adapter in items
    if view.sender_id is None or view.sender_role is None:  # user, role, platform need a sender
        return False
    if kind == "user":  # PERMIT-016
        return view.sender_id in items
    if kind == "role":  # PERMIT-026, PERMIT-027: the sender ranks at least one listed role
        rank = ROLES.index(view.sender_role)
        return any(rank >= ROLES.index(item) for item in items)
    adapter, perm = items  # platform, PERMIT-014
    return view.adapter == adapter and _platform_grants(grants, adapter, view.sender_id, perm)


def permit_list_allows(permits: Any, view: MessageView | None, grants: Any) -> bool:
    """A permit list: AND across it, empty allows (PERMIT-006, -007); no message fails every permit."""
    if not isinstance(permits, list):
        return False  # fail closed on a malformed list
    for text in permits:
        permit = parse_permit(text)
        if permit is None or view is None or not permit_holds(permit, view, grants):
            return False
    return True
