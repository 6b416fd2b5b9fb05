//! A capkit host skeleton: protocol 1 over stdin/stdout, Rust standard library only.
//!
//! It implements no area yet: `areas()` below is empty, so hello announces none and capkit reports
//! "no verdict". Add an area by adding its ops to `areas()` (see README.md). Until an op is there,
//! every step naming it is answered with the step error `unknown-op`, which is what the protocol
//! asks of an op a host does not know.
//!
//! stdout carries protocol lines only: log with `eprintln!` (stderr).
mod json;

use json::Json;
use std::io::{self, BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

const NAME: &str = "my-host";
const VERSION: &str = "0.1.0";

/// A step error: `code` is kebab-case (unknown-op, bad-step, or a code the contract names).
pub struct StepError {
    pub code: String,
    pub message: String,
}

impl StepError {
    pub fn new(code: &str, message: impl Into<String>) -> StepError {
        StepError { code: code.to_string(), message: message.into() }
    }
    /// A step that breaks its op's schema (a missing or mistyped field).
    pub fn bad_step(message: impl Into<String>) -> StepError {
        StepError::new("bad-step", message)
    }
    fn to_json(&self) -> Json {
        Json::object(vec![("error", Json::object(vec![("code", Json::string(&self.code)), ("message", Json::string(&self.message))]))])
    }
}

/// One case's own state, made fresh at each `run` and handed to every op of that case. The stateful
/// areas keep everything here: registry (the candidate, the generations, the pins), turns and catalog
/// (the sessions, the turns, the clock). A new `run` gets a new Case, so nothing leaks from one case
/// into the next, which is what the protocol asks (spec/protocol.md §2).
#[allow(dead_code)] // until your ops read these
pub struct Case<'a> {
    pub id: &'a str,
    pub area: &'a str,
    /// The case's setup object, as sent.
    pub setup: &'a Json,
    /// Yours: add the fields your areas need (a registry, sessions, a clock). These two serve `op_pin`.
    pub pins: Vec<u64>,
    pub generation: u64,
}

/// An op: `(step, case)` → its result object, or a step error.
pub type Op = fn(&Json, &mut Case<'_>) -> Result<Json, StepError>;

/// An example op that uses the case's state (area registry, `pin`; docs/hosts.md). Handles are
/// numbered within a case: the k-th successful pin answers "pin-k". The count lives in the Case, so
/// the next case starts again at pin-1.
#[allow(dead_code)] // until you list it in areas()
fn op_pin(_step: &Json, case: &mut Case<'_>) -> Result<Json, StepError> {
    case.pins.push(case.generation); // `generation` is set by your `commit`
    Ok(Json::object(vec![("pin", Json::string(&format!("pin-{}", case.pins.len()))), ("generation", Json::Number(case.generation.to_string()))]))
}

/// The areas this host implements, each with its ops. hello announces exactly these areas, so capkit
/// tests exactly these. Example, once written:
///     vec![("registry", vec![("stage", op_stage as Op), ("commit", op_commit as Op), ("pin", op_pin as Op)])]
fn areas() -> Vec<(&'static str, Vec<(&'static str, Op)>)> {
    vec![]
}

/// The step's field `name`, or a `bad-step` error naming it.
pub fn field<'a>(step: &'a Json, name: &str) -> Result<&'a Json, StepError> {
    step.get(name).ok_or_else(|| StepError::bad_step(format!("step has no field {name:?}")))
}

fn short(value: Option<&Json>) -> String {
    let text = value.map_or("null".to_string(), Json::to_json);
    if text.chars().count() <= 80 {
        text
    } else {
        format!("{}...", text.chars().take(77).collect::<String>())
    }
}

/// One step's result. Each step is answered on its own: a bad step never stops the case.
fn run_step(area: Option<&Json>, step: &Json, case: &mut Case<'_>, index: usize) -> Json {
    if !step.is_object() {
        return StepError::bad_step(format!("steps[{index}] is not an object")).to_json();
    }
    let Some(op) = step.get("op").and_then(Json::as_str) else {
        return StepError::bad_step(format!("steps[{index}] has no string \"op\"")).to_json();
    };
    let name = area.and_then(Json::as_str);
    let handler = areas().into_iter().find(|(a, _)| Some(*a) == name).and_then(|(_, ops)| ops.into_iter().find(|(o, _)| *o == op));
    match handler {
        None => StepError::new("unknown-op", format!("steps[{index}]: op {} is not implemented yet (area {})", short(step.get("op")), short(area)))
            .to_json(),
        Some((_, handler)) => match handler(step, case) {
            Ok(result) => result,
            Err(mut error) => {
                if error.code == "bad-step" {
                    error.message = format!("steps[{index}] ({op}): {}", error.message);
                }
                error.to_json()
            }
        },
    }
}

fn errored(seq: &str, message: &str) -> String {
    let mut text = format!("{{\"seq\":{seq},\"errored\":true,\"message\":");
    json::write_string(message, &mut text);
    text.push('}');
    text
}

fn run_case(seq: &str, case: Option<&Json>) -> String {
    let Some(steps) = case.filter(|c| c.is_object()).and_then(|c| c.get("steps")).and_then(Json::as_array) else {
        return errored(seq, "run request has no case with a steps array");
    };
    let case = case.expect("checked above");
    let empty = Json::Object(Vec::new());
    let setup = case.get("setup").unwrap_or(&empty);
    let results: Vec<String> = if !setup.is_object() {
        // A setup the host cannot read: every step answers a step error, none runs.
        steps.iter().map(|_| StepError::new("bad-setup", "setup is not an object").to_json().to_json()).collect()
    } else {
        // A case is self-contained: its state lives in a Case made here, fresh for every run.
        let area = case.get("area");
        let mut state = Case { id: case.get("id").and_then(Json::as_str).unwrap_or(""), area: area.and_then(Json::as_str).unwrap_or(""), setup, pins: Vec::new(), generation: 0 };
        steps.iter().enumerate().map(|(i, step)| run_step(area, step, &mut state, i).to_json()).collect()
    };
    format!("{{\"seq\":{seq},\"results\":[{}]}}", results.join(","))
}

fn hello() -> String {
    let names: Vec<Json> = areas().iter().map(|(name, _)| Json::string(name)).collect();
    let implementation = Json::object(vec![("name", Json::string(NAME)), ("version", Json::string(VERSION)), ("language", Json::string("rust"))]);
    Json::object(vec![("protocol", Json::Number("1".to_string())), ("implementation", implementation), ("areas", Json::Array(names))]).to_json()
}

/// The answer line to one request; None for bye (which has no answer).
fn answer(line: &str) -> Option<String> {
    let request = match json::parse(line) {
        Ok(request) => request,
        Err(error) => return Some(errored("null", &format!("line is not JSON: {error}"))),
    };
    let seq = request.get("seq").map_or("null".to_string(), Json::to_json);
    let cmd = request.get("cmd").and_then(Json::as_str);
    match cmd {
        Some("bye") => None,
        Some("hello") => Some(hello()),
        Some("run") => Some(catch_unwind(AssertUnwindSafe(|| run_case(&seq, request.get("case")))).unwrap_or_else(|_| {
            // The host caught its own failure: capkit reports ERROR for this case.
            errored(&seq, "run failed: an op panicked (see stderr)")
        })),
        _ => Some(errored(&seq, &format!("unknown cmd {}", short(request.get("cmd"))))),
    }
}

fn main() {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut stdout = io::stdout().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return, // end of input: exit 0
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&line);
        if text.trim().is_empty() {
            continue; // blank lines are ignored
        }
        let Some(out) = answer(&text) else {
            return; // bye: exit 0
        };
        // capkit waits for this line; if it went away, there is nothing left to answer.
        if writeln!(stdout, "{out}").and_then(|_| stdout.flush()).is_err() {
            return;
        }
    }
}
