//! The enemy's movement (§5.15, §5.16): toward the hate top, straight when a square of the
//! body shares a row or column with it, else zigzag starting with the direction whose edge
//! number (①–④) is lower; every square of movement is used. Characters on the squares the
//! body enters are pushed one square on (chain pushes), slammed sideways at the map's edge
//! for 1 damage, or moved to the nearest empty square from a corner for 1 per square.
//! Lava on the forced path hurts at the end: passing damage for squares pushed across,
//! stopping damage where the character ends.
//!
//! Rulings: with no hate holder the enemy does not move (G-11); a step that would take the
//! body off the map ends the movement (G-21); when both side squares are free, or several
//! empty squares are nearest to a corner, the pushed character's player chooses
//! (`ChooseSlamSide`). The movement uses no die, so the choices
//! are asked on a scratch run before the enemy moves, then replayed in order.

use std::collections::{BTreeMap, VecDeque};

use super::super::content::Edges;
use super::super::event::*;
use super::super::grid::{Dir, Grid, LavaCost, Offset, Square};
use super::super::tx::Tx;
use crate::engine::Seat;

fn edge(edges: &Edges, dir: Dir) -> u8 {
    match dir {
        Dir::Up => edges.up,
        Dir::Right => edges.right,
        Dir::Down => edges.down,
        Dir::Left => edges.left,
    }
}

/// The direction of the next step toward `target` from a body covering `body`.
pub fn step_toward(
    body: &[Square],
    target: Square,
    edges: &Edges,
    last_zig: &mut Option<Dir>,
) -> Dir {
    let rows = body.iter().map(|s| s.row);
    let cols = body.iter().map(|s| s.col);
    let (rmin, rmax) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
    let (cmin, cmax) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
    let vertical = if target.row < rmin {
        Dir::Up
    } else {
        Dir::Down
    };
    let horizontal = if target.col < cmin {
        Dir::Left
    } else {
        Dir::Right
    };
    if (rmin..=rmax).contains(&target.row) {
        return horizontal;
    }
    if (cmin..=cmax).contains(&target.col) {
        return vertical;
    }
    let dir = match *last_zig {
        Some(prev) if prev == vertical => horizontal,
        Some(_) => vertical,
        None if edge(edges, vertical) <= edge(edges, horizontal) => vertical,
        None => horizontal,
    };
    *last_zig = Some(dir);
    dir
}

fn footprint(tx: &Tx, anchor: Square) -> Vec<Square> {
    tx.s.content
        .body()
        .footprint
        .iter()
        .map(|f| anchor.offset(Offset { dr: f.dr, dc: f.dc }))
        .collect()
}

fn seat_on(tx: &Tx, sq: Square) -> Option<Seat> {
    tx.s.players
        .iter()
        .find(|p| p.pawn == Some(sq))
        .map(|p| p.seat)
}

/// What the forced movement did to each character: squares moved through, slam damage;
/// the side squares chosen for the slams, and the first slam nobody has chosen for yet.
#[derive(Default)]
struct Forced {
    paths: BTreeMap<Seat, Vec<Square>>,
    slams: BTreeMap<Seat, i32>,
    choices: VecDeque<Square>,
    question: Option<(Seat, Vec<Square>)>,
}

fn force(tx: &mut Tx, seat: Seat, to: Square, forced: &mut Forced) {
    tx.emit(Event::CharacterPushed(CharacterPushed { seat, to }));
    forced.paths.entry(seat).or_default().push(to);
}

/// Push `seat` one square in `dir`, away from the body now covering `enemy`.
fn push(
    tx: &mut Tx,
    seat: Seat,
    dir: Dir,
    enemy: &[Square],
    grid: &Grid,
    forced: &mut Forced,
    depth: u32,
) {
    let Some(from) = tx.player(seat).pawn else {
        return;
    };
    let to = from.step(dir);
    if depth < 64 && grid.contains(to) && !enemy.contains(&to) {
        if let Some(other) = seat_on(tx, to) {
            push(tx, other, dir, enemy, grid, forced, depth + 1);
        }
        force(tx, seat, to, forced);
        return;
    }
    // The edge: the adjacent side square, for the slam damage.
    let edges = tx.s.content.body().edges;
    let mut sides = match dir {
        Dir::Up | Dir::Down => [Dir::Left, Dir::Right],
        Dir::Left | Dir::Right => [Dir::Up, Dir::Down],
    };
    sides.sort_by_key(|d| edge(&edges, *d));
    let free = |tx: &Tx, sq: Square| {
        grid.contains(sq) && !enemy.contains(&sq) && seat_on(tx, sq).is_none()
    };
    let damage = tx.s.content.params().wall_slam_damage;
    let open: Vec<Square> = sides
        .iter()
        .map(|d| from.step(*d))
        .filter(|sq| free(tx, *sq))
        .collect();
    if let Some(side) = chosen(forced, seat, open) {
        force(tx, seat, side, forced);
        *forced.slams.entry(seat).or_default() += damage;
        return;
    }
    // A corner: the nearest empty square, 1 damage per square moved.
    let (nearest, steps) = nearest_free(tx, from, grid, &free);
    if let Some(to) = chosen(forced, seat, nearest) {
        force(tx, seat, to, forced);
        *forced.slams.entry(seat).or_default() += steps * damage;
    }
}

/// The square a forced character goes to among `open` (in the order found): the one its
/// player chose, else the first, asking the player when there is more than one (the slam's
/// two side squares; the corner's nearest squares at the same distance, §5.16).
fn chosen(forced: &mut Forced, seat: Seat, open: Vec<Square>) -> Option<Square> {
    let first = *open.first()?;
    if open.len() == 1 {
        return Some(first);
    }
    Some(match forced.choices.pop_front() {
        Some(choice) if open.contains(&choice) => choice,
        Some(_) => first,
        None => {
            forced.question.get_or_insert((seat, open));
            first
        }
    })
}

/// The empty squares nearest to `from` and their distance, counted across the body too:
/// a character caught in a corner is lifted out over it.
fn nearest_free(
    tx: &Tx,
    from: Square,
    grid: &Grid,
    free: &dyn Fn(&Tx, Square) -> bool,
) -> (Vec<Square>, i32) {
    let mut seen = BTreeMap::from([(from, 0i32)]);
    let mut queue = VecDeque::from([from]);
    let mut found: Vec<Square> = Vec::new();
    let mut at = 0;
    while let Some(sq) = queue.pop_front() {
        let d = seen[&sq];
        if !found.is_empty() && d > at {
            break;
        }
        if sq != from && free(tx, sq) {
            at = d;
            found.push(sq);
            continue;
        }
        for n in grid.neighbours(sq) {
            if let std::collections::btree_map::Entry::Vacant(e) = seen.entry(n) {
                e.insert(d + 1);
                queue.push_back(n);
            }
        }
    }
    (found, at)
}

/// Move the enemy `steps` squares toward the hate top, then hurt whoever was forced.
/// Returns the first wall slam whose side square nobody has chosen yet (the chosen ones are
/// `slam_choices`, in order); the lower edge number's side stands in for it.
pub fn move_enemy(tx: &mut Tx, steps: u32) -> Option<(Seat, Vec<Square>)> {
    let hate = tx.s.hate?;
    let map = tx.s.content.map(tx.s.options.map).clone();
    let grid = map.grid();
    let edges = tx.s.content.body().edges;
    let mut forced = Forced {
        choices: tx.s.slam_choices.iter().copied().collect(),
        ..Forced::default()
    };
    let mut last_zig = None;
    for _ in 0..steps {
        let Some(target) = tx.player(hate.seat).pawn else {
            break;
        };
        let body = tx.s.enemy_squares();
        let dir = step_toward(&body, target, &edges, &mut last_zig);
        let anchor = tx.s.enemy.body.step(dir);
        let moved = footprint(tx, anchor);
        if !moved.iter().all(|s| grid.contains(*s)) {
            break;
        }
        tx.emit(Event::EnemyMoved(EnemyMoved { dir, body: anchor }));
        let mut entered: Vec<Square> = moved
            .iter()
            .copied()
            .filter(|s| !body.contains(s))
            .collect();
        // The character farthest along the movement is pushed first (G-21).
        let delta = dir.delta();
        entered.sort_by_key(|s| -(s.row * delta.dr + s.col * delta.dc));
        for sq in entered {
            if let Some(seat) = seat_on(tx, sq) {
                push(tx, seat, dir, &moved, &grid, &mut forced, 0);
            }
        }
    }
    for (seat, path) in &forced.paths {
        let slam = forced.slams.get(seat).copied().unwrap_or(0);
        tx.hurt(*seat, slam, DamageCause::WallSlam);
        let (last, across) = path.split_last().expect("a forced path has a square");
        let lava: u32 = across.iter().map(|s| map.pass(*s)).sum::<u32>() + map.stop(*last);
        tx.hurt(*seat, lava as i32, DamageCause::Lava);
    }
    forced.question
}

#[cfg(test)]
mod tests {
    use super::*;

    const EDGES: Edges = Edges {
        up: 1,
        right: 2,
        down: 3,
        left: 4,
    };

    fn body(row: i32, col: i32) -> Vec<Square> {
        vec![
            Square::new(row, col),
            Square::new(row, col + 1),
            Square::new(row + 1, col + 1),
            Square::new(row + 1, col),
        ]
    }

    #[test]
    fn a_body_sharing_a_column_with_the_target_goes_straight() {
        let mut zig = None;
        assert_eq!(
            step_toward(&body(1, 3), Square::new(7, 4), &EDGES, &mut zig),
            Dir::Down
        );
        assert_eq!(
            step_toward(&body(1, 3), Square::new(2, 8), &EDGES, &mut zig),
            Dir::Right
        );
        assert_eq!(zig, None);
    }

    #[test]
    fn off_both_lines_the_lower_edge_number_goes_first_then_the_steps_alternate() {
        let mut zig = None;
        // Down is edge ③ and left is edge ④: down first.
        assert_eq!(
            step_toward(&body(1, 3), Square::new(7, 0), &EDGES, &mut zig),
            Dir::Down
        );
        assert_eq!(
            step_toward(&body(2, 3), Square::new(7, 0), &EDGES, &mut zig),
            Dir::Left
        );
        assert_eq!(
            step_toward(&body(2, 2), Square::new(7, 0), &EDGES, &mut zig),
            Dir::Down
        );
        // Up (①) beats right (②).
        let mut zig = None;
        assert_eq!(
            step_toward(&body(5, 3), Square::new(0, 8), &EDGES, &mut zig),
            Dir::Up
        );
    }
}
