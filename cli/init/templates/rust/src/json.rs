//! A small JSON value, reader and writer: enough for capkit's protocol, standard library only.
//!
//! Reading and writing use explicit stacks instead of recursion, and values are dropped the same
//! way, so no input line, however deeply nested, can overflow the stack.

/// A JSON value. Numbers keep their source text (e.g. a `seq` is echoed exactly as it came).
pub enum Json {
    Null,
    Bool(bool),
    Number(String),
    String(String),
    Array(Vec<Json>),
    /// Members in source order; `get` answers the last of duplicate keys, as JavaScript does.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The member `key` of an object; None for a missing key or a value that is not an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Number(n) => n.parse().ok(),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&Vec<Json>> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }
    pub fn is_object(&self) -> bool {
        matches!(self, Json::Object(_))
    }
    /// An object from `(key, value)` pairs, for building results: `Json::object(vec![("allowed", Json::Bool(true))])`.
    pub fn object(members: Vec<(&str, Json)>) -> Json {
        Json::Object(members.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
    }
    pub fn string(text: &str) -> Json {
        Json::String(text.to_string())
    }
    /// This value as one line of JSON text.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        write(self, &mut out);
        out
    }
}

impl Drop for Json {
    fn drop(&mut self) {
        let mut pending: Vec<Json> = Vec::new();
        take_children(self, &mut pending);
        while let Some(mut value) = pending.pop() {
            take_children(&mut value, &mut pending);
        }
    }
}

fn take_children(value: &mut Json, into: &mut Vec<Json>) {
    match value {
        Json::Array(items) => into.extend(items.drain(..)),
        Json::Object(members) => into.extend(members.drain(..).map(|(_, v)| v)),
        _ => {}
    }
}

enum Frame {
    Array(Vec<Json>),
    /// The members so far and the key whose value is being read.
    Object(Vec<(String, Json)>, String),
}

/// Parses one JSON document; the error names the byte offset of the problem.
pub fn parse(text: &str) -> Result<Json, String> {
    let b = text.as_bytes();
    let mut i = 0usize;
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        skip_ws(b, &mut i);
        let mut value = match b.get(i) {
            None => return Err("unexpected end of input".to_string()),
            Some(b'{') => {
                i += 1;
                skip_ws(b, &mut i);
                if b.get(i) == Some(&b'}') {
                    i += 1;
                    Json::Object(Vec::new())
                } else {
                    let key = parse_key(b, &mut i)?;
                    stack.push(Frame::Object(Vec::new(), key));
                    continue;
                }
            }
            Some(b'[') => {
                i += 1;
                skip_ws(b, &mut i);
                if b.get(i) == Some(&b']') {
                    i += 1;
                    Json::Array(Vec::new())
                } else {
                    stack.push(Frame::Array(Vec::new()));
                    continue;
                }
            }
            Some(b'"') => Json::String(parse_string(b, &mut i)?),
            Some(b't') => literal(b, &mut i, "true", Json::Bool(true))?,
            Some(b'f') => literal(b, &mut i, "false", Json::Bool(false))?,
            Some(b'n') => literal(b, &mut i, "null", Json::Null)?,
            Some(c) if *c == b'-' || c.is_ascii_digit() => Json::Number(parse_number(b, &mut i)?),
            Some(_) => return Err(format!("unexpected character at byte {i}")),
        };
        // A value is complete: hand it to the containers it closes, until one wants another value.
        loop {
            match stack.last_mut() {
                None => {
                    skip_ws(b, &mut i);
                    if i != b.len() {
                        return Err(format!("unexpected text after the value at byte {i}"));
                    }
                    return Ok(value);
                }
                Some(Frame::Array(items)) => {
                    items.push(value);
                    skip_ws(b, &mut i);
                    match b.get(i) {
                        Some(b',') => {
                            i += 1;
                            break;
                        }
                        Some(b']') => {
                            i += 1;
                            match stack.pop() {
                                Some(Frame::Array(items)) => value = Json::Array(items),
                                _ => unreachable!(),
                            }
                        }
                        _ => return Err(format!("expected ',' or ']' at byte {i}")),
                    }
                }
                Some(Frame::Object(members, key)) => {
                    members.push((std::mem::take(key), value));
                    skip_ws(b, &mut i);
                    match b.get(i) {
                        Some(b',') => {
                            i += 1;
                            skip_ws(b, &mut i);
                            *key = parse_key(b, &mut i)?;
                            break;
                        }
                        Some(b'}') => {
                            i += 1;
                            match stack.pop() {
                                Some(Frame::Object(members, _)) => value = Json::Object(members),
                                _ => unreachable!(),
                            }
                        }
                        _ => return Err(format!("expected ',' or '}}' at byte {i}")),
                    }
                }
            }
        }
    }
}

fn skip_ws(b: &[u8], i: &mut usize) {
    while matches!(b.get(*i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        *i += 1;
    }
}

fn literal(b: &[u8], i: &mut usize, word: &str, value: Json) -> Result<Json, String> {
    if b[*i..].starts_with(word.as_bytes()) {
        *i += word.len();
        Ok(value)
    } else {
        Err(format!("unexpected character at byte {}", *i))
    }
}

/// `"key"` and the `:` after it.
fn parse_key(b: &[u8], i: &mut usize) -> Result<String, String> {
    if b.get(*i) != Some(&b'"') {
        return Err(format!("expected a string key at byte {}", *i));
    }
    let key = parse_string(b, i)?;
    skip_ws(b, i);
    if b.get(*i) != Some(&b':') {
        return Err(format!("expected ':' at byte {}", *i));
    }
    *i += 1;
    Ok(key)
}

fn parse_number(b: &[u8], i: &mut usize) -> Result<String, String> {
    let start = *i;
    let digits = |i: &mut usize| {
        let from = *i;
        while b.get(*i).map_or(false, |c| c.is_ascii_digit()) {
            *i += 1;
        }
        *i > from
    };
    if b.get(*i) == Some(&b'-') {
        *i += 1;
    }
    if b.get(*i) == Some(&b'0') {
        *i += 1;
    } else if !digits(i) {
        return Err(format!("bad number at byte {start}"));
    }
    if b.get(*i) == Some(&b'.') {
        *i += 1;
        if !digits(i) {
            return Err(format!("bad number at byte {start}"));
        }
    }
    if matches!(b.get(*i), Some(b'e' | b'E')) {
        *i += 1;
        if matches!(b.get(*i), Some(b'+' | b'-')) {
            *i += 1;
        }
        if !digits(i) {
            return Err(format!("bad number at byte {start}"));
        }
    }
    Ok(String::from_utf8_lossy(&b[start..*i]).into_owned())
}

fn hex4(b: &[u8], at: usize) -> Option<u32> {
    let text = std::str::from_utf8(b.get(at..at + 4)?).ok()?;
    u32::from_str_radix(text, 16).ok().filter(|_| text.bytes().all(|c| c.is_ascii_hexdigit()))
}

/// A string starting at the opening quote; `\u` escapes of lone surrogates become U+FFFD.
fn parse_string(b: &[u8], i: &mut usize) -> Result<String, String> {
    let start = *i;
    *i += 1;
    let mut out: Vec<u8> = Vec::new();
    loop {
        match b.get(*i) {
            None => return Err(format!("unterminated string starting at byte {start}")),
            Some(b'"') => {
                *i += 1;
                return Ok(String::from_utf8_lossy(&out).into_owned());
            }
            Some(b'\\') => {
                let escaped = b.get(*i + 1).copied();
                *i += 2;
                let simple = match escaped {
                    Some(b'"') => Some('"'),
                    Some(b'\\') => Some('\\'),
                    Some(b'/') => Some('/'),
                    Some(b'b') => Some('\u{8}'),
                    Some(b'f') => Some('\u{c}'),
                    Some(b'n') => Some('\n'),
                    Some(b'r') => Some('\r'),
                    Some(b't') => Some('\t'),
                    Some(b'u') => None,
                    _ => return Err(format!("bad escape at byte {}", *i - 2)),
                };
                let c = match simple {
                    Some(c) => c,
                    None => {
                        let unit = hex4(b, *i).ok_or_else(|| format!("bad \\u escape at byte {}", *i - 2))?;
                        *i += 4;
                        let low = if (0xD800..0xDC00).contains(&unit) && b.get(*i) == Some(&b'\\') && b.get(*i + 1) == Some(&b'u') {
                            hex4(b, *i + 2).filter(|l| (0xDC00..0xE000).contains(l))
                        } else {
                            None
                        };
                        match low {
                            Some(low) => {
                                *i += 6;
                                char::from_u32(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)).unwrap_or('\u{FFFD}')
                            }
                            None => char::from_u32(unit).unwrap_or('\u{FFFD}'),
                        }
                    }
                };
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            Some(c) if *c < 0x20 => return Err(format!("control character in a string at byte {}", *i)),
            Some(c) => {
                out.push(*c);
                *i += 1;
            }
        }
    }
}

enum Task<'a> {
    Value(&'a Json),
    Text(&'static str),
    Key(&'a str),
}

/// Appends `value` as JSON text to `out`.
pub fn write(value: &Json, out: &mut String) {
    let mut tasks = vec![Task::Value(value)];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Text(text) => out.push_str(text),
            Task::Key(key) => {
                write_string(key, out);
                out.push(':');
            }
            Task::Value(Json::Null) => out.push_str("null"),
            Task::Value(Json::Bool(b)) => out.push_str(if *b { "true" } else { "false" }),
            Task::Value(Json::Number(n)) => out.push_str(n),
            Task::Value(Json::String(s)) => write_string(s, out),
            Task::Value(Json::Array(items)) => {
                out.push('[');
                tasks.push(Task::Text("]"));
                for (n, item) in items.iter().enumerate().rev() {
                    tasks.push(Task::Value(item));
                    if n > 0 {
                        tasks.push(Task::Text(","));
                    }
                }
            }
            Task::Value(Json::Object(members)) => {
                out.push('{');
                tasks.push(Task::Text("}"));
                for (n, (key, item)) in members.iter().enumerate().rev() {
                    tasks.push(Task::Value(item));
                    tasks.push(Task::Key(key));
                    if n > 0 {
                        tasks.push(Task::Text(","));
                    }
                }
            }
        }
    }
}

/// Appends `text` as a JSON string literal.
pub fn write_string(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}
