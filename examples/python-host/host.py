#!/usr/bin/env python3
"""capkit example host: the areas `permits` and `access` of protocol 1, standard library only.

Protocol (spec/protocol.md): one JSON document per line on stdin, one answer per line on stdout.
stdout carries protocol lines only; anything for humans goes to stderr.
"""
from __future__ import annotations

import json
import os
import sys
from typing import Any, Callable

# The modules beside this file, whatever the working directory the kit starts us in; no
# __pycache__ litter in the checkout.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from access import access  # noqa: E402
from message import normalise  # noqa: E402
from permits import is_well_formed, permit_list_allows  # noqa: E402
from wire import SchemaProblem, check_access_step, check_lint_step, check_permit_step, check_setup  # noqa: E402

HELLO = {
    "protocol": 1,
    "implementation": {"name": "capkit-python-example", "version": "0.1.0", "language": "python"},
    "areas": ["permits", "access"],
}

Step = dict[str, Any]
Op = Callable[[Step, dict[str, Any]], dict[str, Any]]


class BadStep(Exception):
    """A step the host cannot interpret: answered as a step error, the case goes on."""


def _field(step: Step, name: str) -> Any:
    if name not in step:
        raise BadStep(f"step has no field {name!r}")
    return step[name]


def _message(step: Step) -> Any:
    try:
        return normalise(_field(step, "message"))
    except ValueError as e:
        raise BadStep(str(e)) from e


def _checked(check: Callable[[Step], None], step: Step) -> None:
    try:
        check(step)
    except SchemaProblem as e:
        raise BadStep(str(e)) from e


def op_permit(step: Step, setup: dict[str, Any]) -> dict[str, Any]:
    _checked(check_permit_step, step)
    return {"allowed": permit_list_allows(_field(step, "permits"), _message(step), setup.get("platformGrants"))}


def op_lint(step: Step, setup: dict[str, Any]) -> dict[str, Any]:
    _checked(check_lint_step, step)
    return {"valid": is_well_formed(_field(step, "permit"))}


def op_access(step: Step, setup: dict[str, Any]) -> dict[str, Any]:
    _checked(check_access_step, step)
    return access(_field(step, "tool"), _message(step), setup.get("platformGrants"))


# Which ops each area answers; an area missing here is answered `skipped`.
AREAS: dict[str, dict[str, Op]] = {
    "permits": {"permit": op_permit, "lint": op_lint},
    "access": {"access": op_access},
}


def step_error(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


def run_step(ops: dict[str, Op], step: Any, setup: dict[str, Any], index: int) -> dict[str, Any]:
    if not isinstance(step, dict):
        return step_error("bad-step", f"steps[{index}] is not an object")
    op = step.get("op")
    handler = ops.get(op) if isinstance(op, str) else None
    if handler is None:
        return step_error("unknown-op", f"steps[{index}]: unknown op {json.dumps(op)}")
    try:
        return handler(step, setup)
    except BadStep as e:
        return step_error("bad-step", f"steps[{index}] ({op}): {e}")


def run_case(seq: Any, case: Any) -> dict[str, Any]:
    if not isinstance(case, dict):
        return {"seq": seq, "errored": True, "message": "run request has no 'case' object"}
    area = case.get("area")
    ops = AREAS.get(area) if isinstance(area, str) else None
    if ops is None:
        return {"seq": seq, "skipped": True, "reason": f"area {json.dumps(area)} is not implemented"}
    setup, steps = case.get("setup", {}), case.get("steps")
    if not isinstance(setup, dict) or not isinstance(steps, list):
        return {"seq": seq, "errored": True, "message": f"case {case.get('id')!r}: setup must be an object and steps an array"}
    # A setup that breaks its schema: every step answers a step error, none runs (PROTOCOL-006).
    try:
        check_setup(setup)
    except SchemaProblem as e:
        return {"seq": seq, "results": [step_error("bad-setup", f"the case's setup breaks its schema: {e}") for _ in steps]}
    # A case is self-contained: nothing here outlives it, so every case starts from a fresh state.
    return {"seq": seq, "results": [run_step(ops, s, setup, i) for i, s in enumerate(steps)]}


def _parse_int(digits: str) -> int | float:
    # JSON numbers are doubles in JS. Huge integer literals would also trip Python's
    # int-conversion digit limit, so read them as floats (possibly inf, as JS would).
    return int(digits) if len(digits) <= 300 else float(digits)


def answer(request: Any) -> dict[str, Any]:
    """The answer to one parsed request other than bye."""
    seq = request.get("seq") if isinstance(request, dict) else None
    cmd = request.get("cmd") if isinstance(request, dict) else None
    try:
        if cmd == "hello":
            return HELLO
        if cmd == "run":
            return run_case(seq, request.get("case"))
    except Exception as e:  # the host caught its own failure: ERROR for this case, not a crash
        return {"seq": seq, "errored": True, "message": f"run failed: {type(e).__name__}: {e}"}
    return {"seq": seq, "errored": True, "message": f"unknown cmd {json.dumps(cmd)}"}


def main() -> int:
    for line in sys.stdin.buffer:  # ends at EOF: exit 0
        if line.strip() == b"":
            continue  # blank lines are ignored
        try:
            request = json.loads(line.decode("utf-8"), parse_int=_parse_int)
        except (UnicodeDecodeError, ValueError, RecursionError) as e:
            out: dict[str, Any] = {"seq": None, "errored": True, "message": f"line is not JSON: {e}"}
        else:
            if isinstance(request, dict) and request.get("cmd") == "bye":
                return 0  # no answer to bye
            out = answer(request)
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()  # the kit waits for this line
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (BrokenPipeError, KeyboardInterrupt):
        sys.exit(0)
