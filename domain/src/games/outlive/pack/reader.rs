//! Reading one content file: every accessor names the path of what it found wrong.

use serde_json::Value;

use super::super::vocabulary::{Area, Resource, Stock};
use crate::engine::{ContentError, json_kind};

/// Reads one JSON document, naming the path of every problem.
pub struct Reader<'a> {
    pub file: &'a str,
}

impl Reader<'_> {
    pub fn err(&self, path: &str, problem: impl Into<String>) -> ContentError {
        ContentError {
            file: self.file.to_owned(),
            path: path.to_owned(),
            problem: problem.into(),
        }
    }

    pub fn field<'v>(
        &self,
        v: &'v Value,
        path: &str,
        key: &str,
    ) -> Result<(&'v Value, String), ContentError> {
        let p = if path.is_empty() {
            key.to_owned()
        } else {
            format!("{path}.{key}")
        };
        match v.get(key) {
            Some(x) => Ok((x, p)),
            None => Err(self.err(&p, "missing field")),
        }
    }

    pub fn num(&self, v: &Value, path: &str, key: &str) -> Result<u32, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        self.as_num(x, &p)
    }

    pub fn as_num(&self, x: &Value, p: &str) -> Result<u32, ContentError> {
        x.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.err(p, format!("expected a number, found {}", json_kind(x))))
    }

    pub fn int(&self, v: &Value, path: &str, key: &str) -> Result<i32, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .ok_or_else(|| self.err(&p, format!("expected a number, found {}", json_kind(x))))
    }

    pub fn string(&self, v: &Value, path: &str, key: &str) -> Result<String, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_str()
            .map(str::to_owned)
            .ok_or_else(|| self.err(&p, format!("expected a string, found {}", json_kind(x))))
    }

    pub fn opt_string(&self, v: &Value, key: &str) -> String {
        v.get(key)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    }

    pub fn boolean(&self, v: &Value, path: &str, key: &str) -> Result<bool, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_bool()
            .ok_or_else(|| self.err(&p, format!("expected a boolean, found {}", json_kind(x))))
    }

    pub fn array<'v>(
        &self,
        v: &'v Value,
        path: &str,
        key: &str,
    ) -> Result<(&'v Vec<Value>, String), ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_array()
            .map(|a| (a, p.clone()))
            .ok_or_else(|| self.err(&p, format!("expected an array, found {}", json_kind(x))))
    }

    pub fn nums(&self, v: &Value, path: &str, key: &str) -> Result<Vec<u32>, ContentError> {
        let (a, p) = self.array(v, path, key)?;
        a.iter()
            .enumerate()
            .map(|(i, x)| self.as_num(x, &format!("{p}[{i}]")))
            .collect()
    }

    /// `{"2": a, "3": b, "4": c}` as `[a, b, c]`.
    pub fn by_players(&self, v: &Value, path: &str, key: &str) -> Result<Vec<u32>, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        ["2", "3", "4"].iter().map(|k| self.num(x, &p, k)).collect()
    }

    pub fn area(&self, x: &Value, p: &str) -> Result<Area, ContentError> {
        x.as_str()
            .and_then(Area::from_id)
            .ok_or_else(|| self.err(p, format!("expected an area id, found {x}")))
    }

    pub fn stock(&self, x: &Value, p: &str) -> Result<Stock, ContentError> {
        let obj = x.as_object().ok_or_else(|| {
            self.err(
                p,
                format!(
                    "expected an object of resource counts, found {}",
                    json_kind(x)
                ),
            )
        })?;
        let mut s = Stock::default();
        for (k, n) in obj {
            let r = Resource::from_id(k)
                .ok_or_else(|| self.err(&format!("{p}.{k}"), "unknown resource"))?;
            s.add(r, self.as_num(n, &format!("{p}.{k}"))?);
        }
        Ok(s)
    }

    pub fn items<'v>(&self, v: &'v Value) -> Result<(&'v Vec<Value>, String), ContentError> {
        self.array(v, "", "items")
    }
}
