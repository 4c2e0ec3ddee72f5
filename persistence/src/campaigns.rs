//! The `campaigns` and `campaign_members` read models: written by the append of a
//! campaign's events, in its statement (PostgreSQL) or transaction (SQLite), and listed
//! through `GameDirectory::list_campaigns`. Members only ever join, so their rows are
//! only ever added.

use domain::app::{CampaignFilter, CampaignListing, CampaignSummary, Page, StoreError};
use domain::catalog::GameKind;
use sea_orm::{ConnectionTrait, Value};

use crate::codec::{Backend, Row, int, text};
use crate::connect::Database;
use crate::errors::store_error;

const CAMPAIGN_INSERT: &str = "INSERT INTO campaigns (id, kind, name, version, plays, \
     created_by, created_at, updated_at, seq)";
// `created_at` and `seq` are the first append's for good.
const CAMPAIGN_UPDATE: &str = "ON CONFLICT (id) DO UPDATE SET name = excluded.name, \
     version = excluded.version, plays = excluded.plays, updated_at = excluded.updated_at";

/// Where the campaign row's values went: its id's placeholder, and all of them but `seq`.
struct Params {
    id: String,
    all: String,
    members: Vec<String>,
}

fn push_values(
    b: Backend,
    summary: &CampaignSummary,
    recorded_at: &str,
    values: &mut Vec<Value>,
) -> Result<Params, StoreError> {
    let first = values.len() + 1;
    values.extend([
        b.uuid(summary.id),
        text(summary.kind.as_str()),
        text(&summary.name),
        int(summary.version)?,
        Value::Int(Some(i32::try_from(summary.plays).unwrap_or(i32::MAX))),
        b.uuid(summary.created_by),
        b.timestamp(recorded_at)?,
        b.timestamp(recorded_at)?,
    ]);
    let all: Vec<String> = (first..=values.len()).map(|n| format!("${n}")).collect();
    let id = format!("${first}");
    let members = summary
        .members
        .iter()
        .map(|member| {
            values.push(b.uuid(*member));
            format!("({id}, ${})", values.len())
        })
        .collect();
    Ok(Params {
        id,
        all: all.join(", "),
        members,
    })
}

/// PostgreSQL: the `WITH` parts that upsert the campaign's row and add its members, run
/// in the append's own statement only if `only_if` holds. The members' foreign key is
/// checked at the end of the statement, once the campaign's row exists.
pub(crate) fn postgres_campaign_parts(
    b: Backend,
    summary: &CampaignSummary,
    recorded_at: &str,
    values: &mut Vec<Value>,
    seq: &str,
    only_if: &str,
    suffix: &str,
) -> Result<Vec<String>, StoreError> {
    let Params { all, members, .. } = push_values(b, summary, recorded_at, values)?;
    let mut parts = vec![format!(
        "campaign{suffix} AS ({CAMPAIGN_INSERT} SELECT * FROM (VALUES ({all}, {seq})) \
         AS new_campaign WHERE {only_if} {CAMPAIGN_UPDATE})"
    )];
    if !members.is_empty() {
        parts.push(format!(
            "members{suffix} AS (INSERT INTO campaign_members (campaign_id, player_id) \
             SELECT * FROM (VALUES {}) AS new_members WHERE {only_if} ON CONFLICT DO NOTHING)",
            members.join(", ")
        ));
    }
    Ok(parts)
}

/// SQLite: the same, as statements that follow the events' insert in its transaction.
pub(crate) fn sqlite_campaign_statements(
    b: Backend,
    summary: &CampaignSummary,
    recorded_at: &str,
    values: &mut Vec<Value>,
    seq: &str,
    only_if: &str,
) -> Result<Vec<String>, StoreError> {
    let Params { all, members, id } = push_values(b, summary, recorded_at, values)?;
    // The WHERE also tells SQLite's parser that ON CONFLICT belongs to the upsert.
    let mut statements = vec![format!(
        "{CAMPAIGN_INSERT} SELECT {all}, {seq} WHERE {only_if} {CAMPAIGN_UPDATE}"
    )];
    if !members.is_empty() {
        statements.push(format!(
            "INSERT INTO campaign_members (campaign_id, player_id) SELECT * FROM (VALUES {}) \
             WHERE {only_if} AND EXISTS (SELECT 1 FROM campaigns WHERE id = {id}) \
             ON CONFLICT DO NOTHING",
            members.join(", ")
        ));
    }
    Ok(statements)
}

impl Database {
    pub(crate) async fn campaigns_page(
        &self,
        filter: &CampaignFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<CampaignListing>, StoreError> {
        let b = self.backend();
        let mut conditions: Vec<String> = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        let mut bind = |condition: &str, value: Value| {
            values.push(value);
            conditions.push(condition.replace('?', &format!("${}", values.len())));
        };
        if let Some(kind) = filter.kind {
            bind("c.kind = ?", text(kind.as_str()));
        }
        if let Some(member) = filter.member_id {
            bind(
                "EXISTS (SELECT 1 FROM campaign_members m WHERE m.campaign_id = c.id \
                 AND m.player_id = ?)",
                b.uuid(member),
            );
        }
        if let Some(after) = after {
            let seq = after.parse::<i64>().map_err(|_| {
                StoreError::Internal(format!("{after:?} is not a campaigns cursor"))
            })?;
            bind("c.seq < ?", Value::BigInt(Some(seq)));
        }
        let mut sql = "SELECT c.id, c.kind, c.name, c.version, c.plays, c.created_by, \
             c.created_at, c.updated_at, c.seq FROM campaigns c"
            .to_owned();
        if !conditions.is_empty() {
            sql.push_str(" WHERE ");
            sql.push_str(&conditions.join(" AND "));
        }
        values.push(Value::BigInt(Some(i64::from(first) + 1)));
        sql.push_str(&format!(" ORDER BY c.seq DESC LIMIT ${}", values.len()));
        let rows = self
            .inner
            .conn
            .query_all_raw(b.statement(&sql, values))
            .await
            .map_err(store_error)?;
        let has_next_page = rows.len() > first as usize;
        let mut items = Vec::new();
        for row in rows.iter().take(first as usize) {
            let row = Row::new(row, b);
            let id = row.uuid("id")?;
            let kind = row.string("kind")?;
            let summary = CampaignSummary {
                id,
                kind: GameKind::parse(&kind)
                    .ok_or_else(|| StoreError::Internal(format!("unknown game kind {kind:?}")))?,
                name: row.string("name")?,
                version: row.u64("version")?,
                plays: u32::try_from(row.i32("plays")?)
                    .map_err(|_| StoreError::Internal("campaigns.plays out of range".into()))?,
                created_by: row.uuid("created_by")?,
                members: self.members_of(id).await?,
            };
            items.push((
                row.i64("seq")?.to_string(),
                CampaignListing {
                    summary,
                    created_at: row.timestamp("created_at")?,
                    updated_at: row.timestamp("updated_at")?,
                },
            ));
        }
        Ok(Page {
            items,
            has_next_page,
        })
    }

    async fn members_of(&self, campaign: uuid::Uuid) -> Result<Vec<uuid::Uuid>, StoreError> {
        let b = self.backend();
        let rows = self
            .inner
            .conn
            .query_all_raw(b.statement(
                "SELECT player_id FROM campaign_members WHERE campaign_id = $1 ORDER BY player_id",
                vec![b.uuid(campaign)],
            ))
            .await
            .map_err(store_error)?;
        rows.iter()
            .map(|row| Row::new(row, b).uuid("player_id"))
            .collect()
    }
}
