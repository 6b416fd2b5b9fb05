#!/usr/bin/env python3
"""A capkit host skeleton: protocol 1 over stdin/stdout, standard library only (Python 3.9+).

It implements no area yet: `AREAS` below is empty, so hello announces none and capkit reports
"no verdict". Add an area by adding its ops to `AREAS` (see README.md). Until an op is there, every
step naming it is answered with the step error `unknown-op`, which is what the protocol asks of an
op a host does not know.

stdout carries protocol lines only: write anything for humans to stderr.
"""
from __future__ import annotations

import json
import sys
from typing import Any, Callable, Dict

IMPLEMENTATION = {"name": "my-host", "version": "0.1.0", "language": "python"}

Step = Dict[str, Any]
Setup = Dict[str, Any]


class Case:
    """One case's own state, made fresh at each `run` and handed to every op of that case.

    The stateful areas keep everything here: registry (the candidate, the generations, the pins),
    turns and catalog (the sessions, the turns, the clock). A new `run` gets a new Case, so nothing
    leaks from one case into the next, which is what the protocol asks (spec/protocol.md §2).
    """

    def __init__(self, case_id: str, area: str, setup: Setup) -> None:
        self.id = case_id
        self.area = area
        self.setup = setup  # the case's setup object, as sent
        self.state: Dict[str, Any] = {}  # yours: put the case's registry, sessions, counters here


Op = Callable[[Step, Case], Dict[str, Any]]


class BadStep(Exception):
    """A step that breaks its op's schema (a missing or mistyped field): answered `bad-step`."""


def field(step: Step, name: str, kind: type | tuple[type, ...] = object) -> Any:
    """The step's field `name`, or BadStep naming it when it is missing or not of `kind`."""
    if name not in step:
        raise BadStep(f"step has no field {name!r}")
    value = step[name]
    # In Python True is an int: a boolean passes only where booleans are asked for.
    bool_ok = kind is object or kind is bool or (isinstance(kind, tuple) and bool in kind)
    if not isinstance(value, kind) or (isinstance(value, bool) and not bool_ok):
        raise BadStep(f"field {name!r} has the wrong type")
    return value


def step_error(code: str, message: str) -> Dict[str, Any]:
    """A step error: `code` is kebab-case (e.g. unknown-op, bad-step, or a code the contract names)."""
    return {"error": {"code": code, "message": message}}


def op_pin(step: Step, case: Case) -> Dict[str, Any]:
    """An example op that uses the case's state (area registry, `pin`; docs/hosts.md).

    Handles are numbered within a case: the k-th successful pin answers "pin-k". The count lives in
    case.state, so the next case starts again at pin-1.
    """
    pins = case.state.setdefault("pins", [])
    generation = case.state.get("generation", 0)  # set by your `commit`
    pins.append(generation)
    return {"pin": f"pin-{len(pins)}", "generation": generation}


# The areas this host implements: area name -> {op name -> function(step, case) -> result dict}.
# hello announces exactly these areas, so capkit tests exactly these. Example, once written:
#   AREAS = {"registry": {"stage": op_stage, "commit": op_commit, "pin": op_pin, ...}}
AREAS: Dict[str, Dict[str, Op]] = {}


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 80 else text[:77] + "..."


def run_step(area: Any, step: Any, case: Case, index: int) -> Dict[str, Any]:
    """One step's result. Each step is answered on its own: a bad step never stops the case."""
    if not isinstance(step, dict):
        return step_error("bad-step", f"steps[{index}] is not an object")
    op = step.get("op")
    if not isinstance(op, str):
        return step_error("bad-step", f'steps[{index}] has no string "op"')
    ops = AREAS.get(area, {}) if isinstance(area, str) else {}
    handler = ops.get(op)
    if handler is None:
        return step_error("unknown-op", f"steps[{index}]: op {_short(op)} is not implemented yet (area {_short(area)})")
    try:
        return handler(step, case)
    except BadStep as e:
        return step_error("bad-step", f"steps[{index}] ({op}): {e}")


def run_case(seq: Any, case: Any) -> Dict[str, Any]:
    if not isinstance(case, dict) or not isinstance(case.get("steps"), list):
        return {"seq": seq, "errored": True, "message": "run request has no case with a steps array"}
    steps, setup = case["steps"], case.get("setup", {})
    if not isinstance(setup, dict):
        # A setup the host cannot read: every step answers a step error, none runs.
        return {"seq": seq, "results": [step_error("bad-setup", "setup is not an object") for _ in steps]}
    # A case is self-contained: its state lives in a Case made here, fresh for every run.
    state = Case(str(case.get("id")), str(case.get("area")), setup)
    return {"seq": seq, "results": [run_step(case.get("area"), s, state, i) for i, s in enumerate(steps)]}


def answer(request: Any) -> Dict[str, Any]:
    """The answer to one parsed request other than bye."""
    seq = request.get("seq") if isinstance(request, dict) else None
    cmd = request.get("cmd") if isinstance(request, dict) else None
    try:
        if cmd == "hello":
            return {"protocol": 1, "implementation": IMPLEMENTATION, "areas": list(AREAS)}
        if cmd == "run":
            return run_case(seq, request.get("case"))
    except Exception as e:  # the host caught its own failure: capkit reports ERROR for this case
        return {"seq": seq, "errored": True, "message": f"run failed: {type(e).__name__}: {e}"}
    return {"seq": seq, "errored": True, "message": f"unknown cmd {_short(cmd)}"}


def _parse_int(digits: str) -> Any:
    # JSON numbers are doubles for the kit; Python refuses to convert very long integer literals.
    return int(digits) if len(digits) <= 300 else float(digits)


def encode(out: Dict[str, Any], seq: Any) -> str:
    try:
        return json.dumps(out)
    except (TypeError, ValueError, RecursionError) as e:
        return json.dumps({"seq": seq, "errored": True, "message": f"answer is not JSON-serialisable: {e}"})


def main() -> int:
    for line in sys.stdin.buffer:  # ends at end of input: exit 0
        if line.strip() == b"":
            continue  # blank lines are ignored
        try:
            request = json.loads(line.decode("utf-8"), parse_int=_parse_int)
        except (UnicodeDecodeError, ValueError, RecursionError) as e:
            out, seq = {"seq": None, "errored": True, "message": f"line is not JSON: {e}"}, None
        else:
            if isinstance(request, dict) and request.get("cmd") == "bye":
                return 0  # bye has no answer
            out, seq = answer(request), request.get("seq") if isinstance(request, dict) else None
        sys.stdout.write(encode(out, seq) + "\n")
        sys.stdout.flush()  # capkit waits for this line
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (BrokenPipeError, KeyboardInterrupt):
        sys.exit(0)
