//! The map as squares: distances, the blocking of attacks by the enemy body, ally ranges that
//! detour around it, and the movement of a character (orthogonal steps, no revisits, lava).
//!
//! Everything here is geometry over plain squares; which squares are the enemy's, who
//! stands where and what lava costs are the caller's (the state's and the content's).

use std::collections::{BTreeMap, VecDeque};

use serde::{Deserialize, Serialize};

/// One square of the map, row 0 at the top (the enemy's side), column 0 at the left.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "BraveArchitectSquare",
        input_name = "BraveArchitectSquareInput"
    )
)]
pub struct Square {
    pub row: i32,
    pub col: i32,
}

impl Square {
    pub const fn new(row: i32, col: i32) -> Self {
        Square { row, col }
    }

    pub fn offset(self, by: Offset) -> Square {
        Square::new(self.row + by.dr, self.col + by.dc)
    }

    pub fn step(self, dir: Dir) -> Square {
        self.offset(dir.delta())
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// A displacement in squares (card areas, the enemy footprint).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Offset {
    pub dr: i32,
    pub dc: i32,
}

/// An orthogonal direction on the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectDir")
)]
pub enum Dir {
    Up,
    Right,
    Down,
    Left,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    pub fn delta(self) -> Offset {
        match self {
            Dir::Up => Offset { dr: -1, dc: 0 },
            Dir::Right => Offset { dr: 0, dc: 1 },
            Dir::Down => Offset { dr: 1, dc: 0 },
            Dir::Left => Offset { dr: 0, dc: -1 },
        }
    }
}

/// The playing area: `height` rows of `width` squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    pub width: i32,
    pub height: i32,
}

impl Grid {
    pub fn contains(&self, sq: Square) -> bool {
        (0..self.height).contains(&sq.row) && (0..self.width).contains(&sq.col)
    }

    /// The orthogonal neighbours of `sq` inside the map.
    pub fn neighbours(&self, sq: Square) -> impl Iterator<Item = Square> + '_ {
        Dir::ALL
            .into_iter()
            .map(move |d| sq.step(d))
            .filter(|n| self.contains(*n))
    }
}

/// Squares counted by orthogonal steps, as movement counts them: the attack range (射程).
pub fn distance(a: Square, b: Square) -> u32 {
    a.row.abs_diff(b.row) + a.col.abs_diff(b.col)
}

/// Whether an enemy square lies strictly between `from` and `target` on their shared row or
/// column: an attack cannot jump over an enemy party (飛び越せない). Off the line by one row
/// or column, nothing blocks; allies never block.
pub fn blocked(from: Square, target: Square, enemy: &[Square]) -> bool {
    let between = |a: i32, b: i32, x: i32| a.min(b) < x && x < a.max(b);
    enemy.iter().any(|e| {
        (from.row == target.row && e.row == from.row && between(from.col, target.col, e.col))
            || (from.col == target.col && e.col == from.col && between(from.row, target.row, e.row))
    })
}

/// The range to an ally: the shortest orthogonal path inside the map that goes around the
/// enemy's squares (味方を対象とした射程). `None` when no such path exists.
pub fn detour_distance(grid: &Grid, from: Square, to: Square, enemy: &[Square]) -> Option<u32> {
    let mut seen = BTreeMap::from([(from, 0u32)]);
    let mut queue = VecDeque::from([from]);
    while let Some(sq) = queue.pop_front() {
        let d = seen[&sq];
        if sq == to {
            return Some(d);
        }
        for n in grid.neighbours(sq) {
            if !enemy.contains(&n) && !seen.contains_key(&n) {
                seen.insert(n, d + 1);
                queue.push_back(n);
            }
        }
    }
    None
}

/// What the squares of a move cost in lava damage: `pass` for a lava square moved through,
/// `stop` for the square the move ends on.
pub trait LavaCost {
    fn pass(&self, sq: Square) -> u32;
    fn stop(&self, sq: Square) -> u32;
}

/// No lava (the grassland).
pub struct NoLava;

impl LavaCost for NoLava {
    fn pass(&self, _: Square) -> u32 {
        0
    }
    fn stop(&self, _: Square) -> u32 {
        0
    }
}

/// One way to reach a square: the squares stepped on, start excluded, and the lava damage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub path: Vec<Square>,
    pub damage: u32,
}

/// Every square a character on `start` can end a move on with at most `movement` orthogonal
/// steps, with the route that costs the least lava damage (then the fewest steps).
///
/// A step never enters an enemy square (the enemy blocks, G-6); squares in `occupied`
/// (other characters, down or not) may be passed through but not ended on. The start is
/// never a destination. The least-damage route never revisits a square, so the rule "no
/// square twice in one move" holds for every route returned.
pub fn destinations(
    grid: &Grid,
    start: Square,
    movement: u32,
    enemy: &[Square],
    occupied: &[Square],
    lava: &impl LavaCost,
) -> BTreeMap<Square, Route> {
    // best[sq] = (lava passed on the way including sq, steps, path) over walks so far.
    let mut best: BTreeMap<Square, (u32, Vec<Square>)> = BTreeMap::new();
    let mut frontier: Vec<(Square, u32, Vec<Square>)> = vec![(start, 0, Vec::new())];
    for _ in 0..movement {
        let mut next: BTreeMap<Square, (u32, Vec<Square>)> = BTreeMap::new();
        for (sq, dmg, path) in &frontier {
            for n in grid.neighbours(*sq) {
                if enemy.contains(&n) || n == start || path.contains(&n) {
                    continue;
                }
                let cost = dmg + lava.pass(n);
                let better = next.get(&n).is_none_or(|(c, _)| cost < *c);
                if better {
                    let mut p = path.clone();
                    p.push(n);
                    next.insert(n, (cost, p));
                }
            }
        }
        for (sq, (cost, path)) in &next {
            let better = best.get(sq).is_none_or(|(c, _)| cost < c);
            if better {
                best.insert(*sq, (*cost, path.clone()));
            }
        }
        frontier = next.into_iter().map(|(sq, (c, p))| (sq, c, p)).collect();
    }
    best.into_iter()
        .filter(|(sq, _)| !occupied.contains(sq))
        .map(|(sq, (passed, path))| {
            let damage = passed - lava.pass(sq) + lava.stop(sq);
            (sq, Route { path, damage })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRID: Grid = Grid {
        width: 9,
        height: 9,
    };

    fn sq(row: i32, col: i32) -> Square {
        Square::new(row, col)
    }

    #[test]
    fn range_one_reaches_only_orthogonally_adjacent_squares() {
        assert_eq!(distance(sq(3, 3), sq(3, 4)), 1);
        assert_eq!(distance(sq(3, 3), sq(4, 4)), 2);
        assert_eq!(distance(sq(3, 3), sq(5, 3)), 2);
    }

    #[test]
    fn an_enemy_square_between_on_the_line_blocks_and_an_offset_does_not() {
        let enemy = [sq(2, 3), sq(2, 4), sq(3, 3), sq(3, 4)];
        // In row 2, left of the body: the far square (2, 4) is behind (2, 3).
        assert!(blocked(sq(2, 1), sq(2, 4), &enemy));
        assert!(!blocked(sq(2, 1), sq(2, 3), &enemy));
        // One row off the body's rows, nothing is on the line.
        assert!(!blocked(sq(4, 1), sq(3, 4), &[sq(2, 3)]));
        // Below in column 3: (2, 3) is behind (3, 3).
        assert!(blocked(sq(6, 3), sq(2, 3), &enemy));
        assert!(!blocked(sq(6, 3), sq(3, 3), &enemy));
    }

    #[test]
    fn an_ally_range_detours_around_the_enemy_and_stays_on_the_map() {
        let enemy = [sq(2, 3), sq(2, 4), sq(3, 3), sq(3, 4)];
        // Straight across the body is 3 squares; around it is 5.
        assert_eq!(distance(sq(1, 3), sq(4, 3)), 3);
        assert_eq!(detour_distance(&GRID, sq(1, 3), sq(4, 3), &enemy), Some(5));
        assert_eq!(detour_distance(&GRID, sq(0, 0), sq(0, 2), &enemy), Some(2));
    }

    #[test]
    fn movement_two_reaches_the_diagonal_but_not_a_square_three_away() {
        let reach = destinations(&GRID, sq(6, 4), 2, &[], &[], &NoLava);
        assert!(reach.contains_key(&sq(5, 5)));
        assert_eq!(reach[&sq(5, 5)].path.len(), 2);
        assert!(!reach.contains_key(&sq(3, 4)));
        assert!(
            !reach.contains_key(&sq(6, 4)),
            "the start is not a destination"
        );
    }

    #[test]
    fn a_move_passes_through_a_character_but_never_ends_on_one_or_enters_the_enemy() {
        let reach = destinations(&GRID, sq(6, 4), 2, &[sq(4, 4)], &[sq(5, 4)], &NoLava);
        assert!(!reach.contains_key(&sq(5, 4)), "occupied");
        assert!(!reach.contains_key(&sq(4, 4)), "enemy");
        assert!(reach.contains_key(&sq(5, 3)));
        let through = destinations(&GRID, sq(6, 4), 2, &[], &[sq(5, 4)], &NoLava);
        assert_eq!(through[&sq(4, 4)].path, vec![sq(5, 4), sq(4, 4)]);
    }

    struct Lava;
    impl LavaCost for Lava {
        fn pass(&self, sq: Square) -> u32 {
            u32::from(sq == Square::new(5, 4)) * 2
        }
        fn stop(&self, sq: Square) -> u32 {
            u32::from(sq == Square::new(5, 4)) * 3
        }
    }

    #[test]
    fn lava_costs_its_pass_damage_on_the_way_and_its_stop_damage_at_the_end() {
        let reach = destinations(&GRID, sq(6, 4), 4, &[], &[], &Lava);
        assert_eq!(reach[&sq(5, 4)].damage, 3);
        // Around the lava costs nothing with four steps.
        assert_eq!(reach[&sq(4, 4)].damage, 0);
        let tight = destinations(&GRID, sq(6, 4), 2, &[], &[], &Lava);
        assert_eq!(tight[&sq(4, 4)].damage, 2);
        assert_eq!(tight[&sq(4, 4)].path, vec![sq(5, 4), sq(4, 4)]);
    }
}
