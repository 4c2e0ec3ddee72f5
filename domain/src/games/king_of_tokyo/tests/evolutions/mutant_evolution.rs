//! Mutant Evolution (spec 9.5), the Evolution draft, given / when / then.

use std::collections::BTreeSet;

use super::*;
use crate::engine::harness::{Checks, run_batch};
use crate::games::king_of_tokyo::event::DraftPacket;
use crate::games::king_of_tokyo::playout::{mutant_evolution_game, power_up_game};
use crate::games::king_of_tokyo::rules::draft;

const MONSTERS: [&str; 3] = ["gigazaur", "cyber_kitty", "kraken"];

/// Power Up! with the draft, three chosen monsters.
fn mutant() -> Options {
    Options {
        mutant_evolution: true,
        monsters: Some(MONSTERS.iter().map(|m| m.to_string()).collect()),
        ..power_up()
    }
}

/// The pool of the three monsters: their implemented Evolutions.
fn pool() -> Vec<CardInstance> {
    draft::pool(MONSTERS)
}

fn packet(state: &State, s: u8) -> Vec<CardInstance> {
    state
        .power_up
        .draft
        .as_ref()
        .expect("draft under way")
        .packets[s as usize]
        .clone()
}

fn picks(state: &State, s: u8) -> Vec<CardInstance> {
    state
        .power_up
        .draft
        .as_ref()
        .expect("draft under way")
        .picks[s as usize]
        .clone()
}

fn draft_evolution(card: &CardInstance) -> Command {
    Command::DraftEvolution(CardRef {
        card: card.instance,
    })
}

fn sorted(mut cards: Vec<CardInstance>) -> Vec<CardInstance> {
    cards.sort();
    cards
}

#[test]
fn mutant_evolution_deals_the_pooled_evolutions_of_the_monsters_in_play_in_equal_packets() {
    let (state, events) = set_up(&mutant(), 3, 5);

    let pool = pool();
    let size = pool.len() / 3;
    assert!(size > 0, "the three monsters have implemented Evolutions");
    let dealt = events
        .iter()
        .find_map(|e| match e {
            Event::DraftPacketsDealt(d) => Some(d.clone()),
            _ => None,
        })
        .expect("packets dealt");
    assert_eq!(dealt.set_aside as usize, pool.len() % 3);
    let mut all = BTreeSet::new();
    for (s, p) in dealt.packets.iter().enumerate() {
        assert_eq!(p.seat, seat(s as u8));
        assert_eq!(p.count as usize, size);
        for card in p.cards.as_ref().unwrap() {
            assert!(
                pool.contains(card),
                "{card:?} is an Evolution of a monster in play"
            );
            assert!(all.insert(card.instance), "{card:?} dealt twice");
        }
        assert_eq!(packet(&state, s as u8), p.cards.clone().unwrap());
    }
    assert_eq!(all.len(), size * 3);
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::EvolutionDeckShuffled(_) | Event::EvolutionsDrawn(_) | Event::TurnStarted(_)
        )),
        "no deck, no starting draw and no turn before the draft"
    );
    assert!(
        state
            .monsters
            .iter()
            .all(|m| m.evolutions.all().count() == 0)
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![
            (0, "DRAFT_EVOLUTION".to_owned()),
            (1, "DRAFT_EVOLUTION".to_owned()),
            (2, "DRAFT_EVOLUTION".to_owned()),
        ]
    );
    let expected: Vec<Command> = packet(&state, 0).iter().map(draft_evolution).collect();
    assert_eq!(
        legal(&state, 0),
        expected,
        "one pick per card of the packet held"
    );
}

#[test]
fn a_draft_round_waits_for_every_seat_then_passes_the_packets_to_the_left() {
    let (mut state, _) = set_up(&mutant(), 3, 5);
    let before: Vec<Vec<CardInstance>> = (0..3).map(|s| packet(&state, s)).collect();
    let chosen: Vec<CardInstance> = before.iter().map(|p| p[p.len() - 1].clone()).collect();

    // In any order: seat 1 first; the others are still asked.
    let events = when(&mut state, 1, draft_evolution(&chosen[1]));
    assert_eq!(events.len(), 1);
    assert!(matches!(&events[0],
        Event::EvolutionDrafted(d) if d.seat == seat(1) && d.round == 1 && d.card == Some(chosen[1].clone())));
    assert_eq!(picks(&state, 1), vec![chosen[1].clone()]);
    assert_eq!(
        prompt_kinds(&state),
        vec![
            (0, "DRAFT_EVOLUTION".to_owned()),
            (2, "DRAFT_EVOLUTION".to_owned())
        ]
    );
    assert!(legal(&state, 1).is_empty(), "it waits for the others");

    when(&mut state, 2, draft_evolution(&chosen[2]));
    let events = when(&mut state, 0, draft_evolution(&chosen[0]));

    assert!(events.iter().any(|e| matches!(e,
        Event::DraftPacketsPassed(p) if p.round == 2)));
    assert_eq!(state.power_up.draft.as_ref().unwrap().round, 2);
    for s in 0..3usize {
        let left = (s + 1) % 3;
        let mut rest = before[s].clone();
        rest.retain(|c| *c != chosen[s]);
        assert_eq!(
            packet(&state, left as u8),
            rest,
            "seat {s}'s packet went to seat {left}, its left neighbour"
        );
        assert_eq!(picks(&state, s as u8), vec![chosen[s].clone()]);
    }
    assert_eq!(prompt_kinds(&state).len(), 3, "everyone picks again");
}

#[test]
fn the_end_of_the_draft_shuffles_each_seats_picks_into_its_deck_then_the_starting_evolution_is_drawn()
 {
    let (mut state, _) = set_up(&mutant(), 3, 5);
    let size = pool().len() / 3;
    let mut last = Vec::new();
    for round in 1..=size {
        for s in 0..3 {
            assert!(state.power_up.draft.is_some(), "round {round} is drafted");
            let card = packet(&state, s)[0].clone();
            last = when(&mut state, s, draft_evolution(&card));
        }
    }
    let picked: Vec<Vec<CardInstance>> = (0..3)
        .map(|s| {
            last.iter()
                .find_map(|e| match e {
                    Event::EvolutionDeckShuffled(d) if d.seat == seat(s) => d.order.clone(),
                    _ => None,
                })
                .expect("each seat's picks become its deck")
        })
        .collect();

    assert!(
        last.iter()
            .any(|e| matches!(e, Event::DraftEnded(d) if d.picks as usize == size))
    );
    assert!(state.power_up.draft.is_none());
    let mut all = BTreeSet::new();
    for s in 0..3u8 {
        let piles = &state.monsters[s as usize].evolutions;
        assert_eq!(picked[s as usize].len(), size);
        let held: Vec<CardInstance> = piles.deck.iter().chain(&piles.drawn).cloned().collect();
        assert_eq!(sorted(held), sorted(picked[s as usize].clone()));
        assert_eq!(piles.drawn.len(), size.min(2), "the starting draw (G-35)");
        assert!(piles.drawn_at_setup);
        all.extend(picked[s as usize].iter().map(|c| c.instance));
    }
    assert_eq!(all.len(), size * 3, "every dealt card in exactly one deck");
    assert!(
        last.iter()
            .any(|e| matches!(e, Event::EvolutionsDrawn(d) if d.at_setup))
    );
    assert_eq!(
        prompt_kinds(&state)
            .iter()
            .filter(|(_, k)| k == "CHOOSE_EVOLUTION")
            .count(),
        3
    );

    let first = state.active;
    for s in 0..3u8 {
        let card = state.monsters[s as usize].evolutions.drawn[0].instance;
        last = when(&mut state, s, Command::KeepEvolution(CardRef { card }));
    }
    assert!(
        last.iter()
            .any(|e| matches!(e, Event::TurnStarted(t) if t.seat == first))
    );
}

#[test]
fn picking_a_card_not_in_your_packet_or_twice_in_a_round_is_refused() {
    let (mut state, _) = set_up(&mutant(), 3, 5);
    let theirs = packet(&state, 1)[0].clone();
    assert_eq!(
        try_when(&mut state, 0, draft_evolution(&theirs))
            .unwrap_err()
            .code,
        "UNKNOWN_CARD"
    );
    let bogus = Command::DraftEvolution(CardRef { card: 999 });
    assert_eq!(
        try_when(&mut state, 0, bogus).unwrap_err().code,
        "UNKNOWN_CARD"
    );
    let keep = Command::KeepEvolution(CardRef {
        card: packet(&state, 0)[0].instance,
    });
    assert_eq!(
        try_when(&mut state, 0, keep).unwrap_err().code,
        "WRONG_PHASE"
    );

    let mine = packet(&state, 0);
    when(&mut state, 0, draft_evolution(&mine[0]));
    let again = try_when(&mut state, 0, draft_evolution(&mine[1])).unwrap_err();
    assert_eq!(again.code, "NOT_YOUR_DECISION", "one pick per round");
    assert_eq!(picks(&state, 0), vec![mine[0].clone()]);

    // Without the variant there is nothing to draft.
    let (mut plain, _) = set_up(&power_up(), 2, 5);
    let card = plain.monsters[0].evolutions.drawn[0].clone();
    assert!(try_when(&mut plain, 0, draft_evolution(&card)).is_err());
}

#[test]
fn mutant_evolution_without_power_up_is_refused() {
    let options = Options {
        mutant_evolution: true,
        ..Options::default()
    };
    let refused =
        KingOfTokyo::setup(&options, &Seat::all(3), &mut GameRng::from_u64(1)).unwrap_err();
    assert_eq!(refused.code, "INVALID_OPTIONS");
}

#[test]
fn mutant_evolution_packets_and_picks_are_seen_only_by_their_holder() {
    let (mut state, mut events) = set_up(&mutant(), 3, 5);
    let mine = packet(&state, 0)[0].clone();
    events.extend(when(&mut state, 0, draft_evolution(&mine)));
    for s in [1, 2] {
        let card = packet(&state, s)[0].clone();
        events.extend(when(&mut state, s, draft_evolution(&card)));
    }

    let viewer = Viewer::Seat(seat(1));
    let shown_packets = |packets: &[DraftPacket]| -> Vec<bool> {
        packets.iter().map(|p| p.cards.is_some()).collect()
    };
    for e in &events {
        match KingOfTokyo::redact(e, viewer) {
            Event::DraftPacketsDealt(d) => {
                assert_eq!(shown_packets(&d.packets), vec![false, true, false]);
                assert!(d.packets.iter().all(|p| p.count > 0), "counts stay public");
            }
            Event::DraftPacketsPassed(d) => {
                assert_eq!(shown_packets(&d.packets), vec![false, true, false]);
            }
            Event::EvolutionDrafted(d) => assert_eq!(d.card.is_some(), d.seat == seat(1)),
            _ => {}
        }
        match KingOfTokyo::redact(e, Viewer::Spectator) {
            Event::DraftPacketsDealt(d) => assert!(d.packets.iter().all(|p| p.cards.is_none())),
            Event::DraftPacketsPassed(d) => assert!(d.packets.iter().all(|p| p.cards.is_none())),
            Event::EvolutionDrafted(d) => assert_eq!(d.card, None),
            _ => {}
        }
    }

    let view = KingOfTokyo::view(&state, viewer)
        .draft
        .expect("draft in the view");
    let ids = |cards: &[CardInstance]| cards.iter().map(|c| c.instance).collect::<Vec<_>>();
    let shown = |cards: Option<Vec<crate::games::king_of_tokyo::view::EvolutionView>>| {
        cards
            .unwrap()
            .iter()
            .map(|c| c.instance)
            .collect::<Vec<_>>()
    };
    assert_eq!(shown(view.packet), ids(&packet(&state, 1)));
    assert_eq!(shown(view.picked), ids(&picks(&state, 1)));
    assert_eq!(view.round, 2);
    assert!(view.seats.iter().all(|s| s.picked_count == 1 && s.picking));
    let spectator = KingOfTokyo::view(&state, Viewer::Spectator).draft.unwrap();
    assert!(spectator.packet.is_none() && spectator.picked.is_none());
    let text = serde_json::to_string(&KingOfTokyo::view(&state, viewer)).unwrap();
    assert!(
        !text.contains(&format!("\"instance\":{}", mine.instance)),
        "seat 0's pick is not in seat 1's view"
    );
}

/// A card keeps working for whoever plays it, whatever monster it was printed for: here
/// Alienoid's Alien Scourge in the hand of The King.
#[test]
fn a_drafted_evolution_of_another_monster_works_for_its_new_owner() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "alien_scourge")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    state.monsters[1].monster = "the_king".into();
    let card = play(&state, 1, "alien_scourge");
    let events = when(&mut state, 1, card);
    assert_eq!(vp_for(&events, 1, "alien_scourge"), 2);
}

/// Mutant Evolution tables of the harness (one Power Up! table in three from game 84) with
/// every check: conservation of the pool, leaks of packets and picks, legal exactness.
#[test]
fn mutant_evolution_games_keep_every_promise() {
    let seeds: Vec<u64> = (3..3 + 7 * 60)
        .step_by(7)
        .filter(|g| mutant_evolution_game(*g))
        .take(6)
        .collect();
    assert_eq!(seeds.len(), 6);
    assert!(!mutant_evolution_game(3) && !mutant_evolution_game(80));
    for game in seeds {
        assert!(power_up_game(game));
        let report = run_batch::<KingOfTokyo>(game, 1, Checks::Sampled(5));
        assert_eq!(report.games, 1);
    }
}

/// Both bot policies answer `DRAFT_EVOLUTION` with a listed pick (greedy prefers a card of
/// its own monster) and Mutant Evolution games played by bots end.
#[test]
fn bots_draft_and_finish_mutant_evolution_games() {
    use crate::engine::BotPolicy;
    for seed in 0..4u64 {
        let (mut state, _) = set_up(&mutant(), 3, seed);
        let own = state.monsters[0].monster.clone();
        let greedy_pick = KingOfTokyo::bot_command(
            &state,
            seat(0),
            BotPolicy::Greedy,
            &mut GameRng::from_u64(seed),
        );
        let packet_has_own = packet(&state, 0)
            .iter()
            .any(|c| data::evolution(&c.card).unwrap().monster == own);
        if let Some(Command::DraftEvolution(r)) = &greedy_pick {
            let picked = data::all_evolution_instances()
                .into_iter()
                .find(|c| c.instance == r.card)
                .unwrap();
            assert_eq!(
                data::evolution(&picked.card).unwrap().monster == own,
                packet_has_own
            );
        } else {
            panic!("greedy answers the draft with a pick, not {greedy_pick:?}");
        }
        let mut chooser = GameRng::from_u64(seed);
        let mut steps = 0;
        while KingOfTokyo::outcome(&state).is_none() {
            steps += 1;
            assert!(steps < 5_000, "game {seed} stalled");
            let s = KingOfTokyo::prompts(&state)[0].seat;
            let policy = if s.0 == 1 {
                BotPolicy::Random
            } else {
                BotPolicy::Greedy
            };
            let command = KingOfTokyo::bot_command(&state, s, policy, &mut chooser)
                .expect("a prompted seat gets a command");
            assert!(legal(&state, s.0).contains(&command));
            when(&mut state, s.0, command);
        }
    }
}
