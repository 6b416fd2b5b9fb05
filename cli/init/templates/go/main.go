// A capkit host skeleton: protocol 1 over stdin/stdout, Go standard library only (Go 1.18+).
//
// It implements no area yet: `areas` below is empty, so hello announces none and capkit reports
// "no verdict". Add an area by adding its ops to `areas` (see README.md). Until an op is there, every
// step naming it is answered with the step error `unknown-op`, which is what the protocol asks of an
// op a host does not know.
//
// stdout carries protocol lines only: log to stderr (log.Print writes there).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
)

var implementation = map[string]string{"name": "my-host", "version": "0.1.0", "language": "go"}

// Step is one step of a case: "op" and the op's fields, as decoded by encoding/json (numbers as json.Number).
type Step = map[string]any

// Setup is the case's setup object.
type Setup = map[string]any

// Case is one case's own state, made fresh at each `run` and handed to every op of that case. The
// stateful areas keep everything here: registry (the candidate, the generations, the pins), turns and
// catalog (the sessions, the turns, the clock). A new `run` gets a new Case, so nothing leaks from one
// case into the next, which is what the protocol asks (spec/protocol.md §2).
type Case struct {
	ID    string
	Area  string
	Setup Setup          // the case's setup object, as sent
	State map[string]any // yours: put the case's registry, sessions, counters here (or add typed fields)
}

// Op answers one step: its result object (or a StepError value for an error the contract names),
// or a *BadStep error for a step that breaks its op's schema.
type Op func(step Step, c *Case) (any, error)

// opPin is an example op that uses the case's state (area registry, `pin`; docs/hosts.md). Handles
// are numbered within a case: the k-th successful pin answers "pin-k". The count lives in the Case,
// so the next case starts again at pin-1.
func opPin(step Step, c *Case) (any, error) {
	pins, _ := c.State["pins"].([]int)
	generation, _ := c.State["generation"].(int) // set by your `commit`
	pins = append(pins, generation)
	c.State["pins"] = pins
	return map[string]any{"pin": fmt.Sprintf("pin-%d", len(pins)), "generation": generation}, nil
}

// The areas this host implements: area name -> op name -> Op. hello announces exactly these areas,
// so capkit tests exactly these. Example, once written:
//
//	var areas = map[string]map[string]Op{"registry": {"stage": opStage, "commit": opCommit, "pin": opPin}}
var areas = map[string]map[string]Op{}

// BadStep is a step that breaks its op's schema (a missing or mistyped field): answered `bad-step`.
type BadStep struct{ Message string }

func (e *BadStep) Error() string { return e.Message }

// StepErrorBody is the inside of a step error; StepError is the result object.
type StepErrorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}
type StepError struct {
	Error StepErrorBody `json:"error"`
}

// NewStepError builds a step error: code is kebab-case (unknown-op, bad-step, or a code the contract names).
func NewStepError(code, message string) StepError {
	return StepError{Error: StepErrorBody{Code: code, Message: message}}
}

// Field returns the step's field name, or a *BadStep naming it when it is missing.
func Field(step Step, name string) (any, error) {
	value, ok := step[name]
	if !ok {
		return nil, &BadStep{Message: fmt.Sprintf("step has no field %q", name)}
	}
	return value, nil
}

// StringField returns the step's string field name, or a *BadStep when it is missing or not a string.
func StringField(step Step, name string) (string, error) {
	value, err := Field(step, name)
	if err != nil {
		return "", err
	}
	text, ok := value.(string)
	if !ok {
		return "", &BadStep{Message: fmt.Sprintf("field %q must be a string", name)}
	}
	return text, nil
}

func short(value any) string {
	text, err := json.Marshal(value)
	if err != nil {
		return "?"
	}
	if len(text) > 80 {
		return string(text[:77]) + "..."
	}
	return string(text)
}

// runStep answers one step on its own: a bad step never stops the case.
func runStep(area any, raw any, c *Case, index int) (any, error) {
	step, ok := raw.(map[string]any)
	if !ok {
		return NewStepError("bad-step", fmt.Sprintf("steps[%d] is not an object", index)), nil
	}
	op, ok := step["op"].(string)
	if !ok {
		return NewStepError("bad-step", fmt.Sprintf("steps[%d] has no string \"op\"", index)), nil
	}
	name, _ := area.(string)
	handler, found := areas[name][op]
	if !found {
		return NewStepError("unknown-op", fmt.Sprintf("steps[%d]: op %s is not implemented yet (area %s)", index, short(op), short(area))), nil
	}
	result, err := handler(step, c)
	var bad *BadStep
	if errors.As(err, &bad) {
		return NewStepError("bad-step", fmt.Sprintf("steps[%d] (%s): %s", index, op, bad.Message)), nil
	}
	return result, err
}

func errored(seq any, message string) map[string]any {
	return map[string]any{"seq": seq, "errored": true, "message": message}
}

func runCase(seq any, raw any) map[string]any {
	testCase, ok := raw.(map[string]any)
	if !ok {
		return errored(seq, "run request has no case with a steps array")
	}
	steps, ok := testCase["steps"].([]any)
	if !ok {
		return errored(seq, "run request has no case with a steps array")
	}
	results := make([]any, 0, len(steps))
	setup := Setup{}
	if value, present := testCase["setup"]; present {
		setup, ok = value.(map[string]any)
		if !ok {
			// A setup the host cannot read: every step answers a step error, none runs.
			for range steps {
				results = append(results, NewStepError("bad-setup", "setup is not an object"))
			}
			return map[string]any{"seq": seq, "results": results}
		}
	}
	// A case is self-contained: its state lives in a Case made here, fresh for every run.
	id, _ := testCase["id"].(string)
	areaName, _ := testCase["area"].(string)
	c := &Case{ID: id, Area: areaName, Setup: setup, State: map[string]any{}}
	for i, step := range steps {
		result, err := runStep(testCase["area"], step, c, i)
		if err != nil {
			// The host caught its own failure: capkit reports ERROR for this case.
			return errored(seq, fmt.Sprintf("run failed: %v", err))
		}
		results = append(results, result)
	}
	return map[string]any{"seq": seq, "results": results}
}

func hello() map[string]any {
	names := make([]string, 0, len(areas))
	for name := range areas {
		names = append(names, name)
	}
	sort.Strings(names)
	return map[string]any{"protocol": 1, "implementation": implementation, "areas": names}
}

// answer is the answer to one parsed request other than bye; a panic in an op becomes an errored case.
func answer(request map[string]any) (out map[string]any) {
	seq := request["seq"]
	defer func() {
		if p := recover(); p != nil {
			out = errored(seq, fmt.Sprintf("run failed: panic: %v", p))
		}
	}()
	switch request["cmd"] {
	case "hello":
		return hello()
	case "run":
		return runCase(seq, request["case"])
	}
	return errored(seq, "unknown cmd "+short(request["cmd"]))
}

// decode parses one line as a single JSON value, keeping numbers exact (json.Number).
func decode(line []byte) (any, error) {
	decoder := json.NewDecoder(bytes.NewReader(line))
	decoder.UseNumber()
	var value any
	if err := decoder.Decode(&value); err != nil {
		return nil, err
	}
	if _, err := decoder.Token(); err != io.EOF {
		return nil, errors.New("more than one JSON value on the line")
	}
	return value, nil
}

func encode(out map[string]any) []byte {
	text, err := json.Marshal(out)
	if err != nil {
		text, _ = json.Marshal(errored(out["seq"], "answer is not JSON-serialisable: "+err.Error()))
	}
	return text
}

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<20) // ReadBytes has no line limit, unlike bufio.Scanner
	writer := bufio.NewWriter(os.Stdout)
	for {
		line, readErr := reader.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 { // blank lines are ignored
			var out map[string]any
			value, err := decode(line)
			request, isObject := value.(map[string]any)
			switch {
			case err != nil:
				out = errored(nil, "line is not JSON: "+err.Error())
			case isObject && request["cmd"] == "bye":
				return // bye has no answer: exit 0
			case isObject:
				out = answer(request)
			default:
				out = errored(nil, "a request must be a JSON object")
			}
			if _, err := writer.Write(append(encode(out), '\n')); err != nil {
				return // capkit went away: nothing left to answer
			}
			if err := writer.Flush(); err != nil { // capkit waits for this line
				return
			}
		}
		if readErr != nil {
			return // end of input: exit 0
		}
	}
}
