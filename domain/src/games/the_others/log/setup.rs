//! Lines for the setup and the frame of a round: decks, tokens, the SIN's cards, the
//! round's start and end.

use super::super::event::{
    ApocalypseAdvanced, ApocalypseCardRevealed, ApocalypseCardsDrawn, DarkPastAssigned,
    DarkPastRevealed, Deck, DeckShuffled, FirstHeroChosen, FirstHeroProposed, FormerHellClubChosen,
    GameEnded, GameStarted, HeroEnteredPlay, HeroTurnsEnded, MonsterPlaced, MonsterSummoned,
    SinCardsDrawn, StoryTokenPlaced, SummoningBegan, TaintedOneRose, TeamFormed, TokenPlaced,
    TokensReset, Winner,
};
use super::super::state::EndStep;
use super::words::{Words, capitalized, humanized, list, plural, space, token};

pub fn game_started(w: &Words, e: &GameStarted) -> String {
    format!(
        "The game began: {} plays {} with the {} in the story {}.",
        w.name(e.sin_seat),
        w.card(&e.sin),
        w.card(&e.acolytes),
        w.card(&e.story)
    )
}

/// A face-down token is named only for the SIN that placed it.
pub fn token_placed(e: &TokenPlaced) -> String {
    match e.token {
        Some(kind) if e.face_up => {
            format!("A {} token was put on {}.", token(kind), space(&e.space))
        }
        Some(kind) => format!(
            "A {} token was put face down on {}.",
            token(kind),
            space(&e.space)
        ),
        None => format!("A token was put face down on {}.", space(&e.space)),
    }
}

pub fn story_token(w: &Words, e: &StoryTokenPlaced) -> String {
    let what = match e.token {
        Some(kind) if e.face_up => format!("a {} token", token(kind)),
        Some(kind) => format!("a {} token face down", token(kind)),
        None => "a token face down".to_owned(),
    };
    format!("{} put {what} on {}.", w.sin(), space(&e.space))
}

pub fn deck_shuffled(e: &DeckShuffled) -> String {
    let deck = match e.deck {
        Deck::Sin => "SIN",
        Deck::Apocalypse => "apocalypse",
        Deck::Upgrade => "upgrade",
    };
    format!(
        "The {deck} deck was shuffled ({}).",
        plural(e.count, "card")
    )
}

/// The SIN's cards are named for the SIN only.
pub fn sin_cards_drawn(w: &Words, e: &SinCardsDrawn) -> String {
    let reshuffled = if e.reshuffled {
        " (after shuffling its discards into a new deck)"
    } else {
        ""
    };
    match &e.cards {
        Some(cards) => format!(
            "{} drew {}{reshuffled}.",
            w.sin(),
            list(cards.iter().map(|c| w.card(c)).collect())
        ),
        None => format!(
            "{} drew {}{reshuffled}.",
            w.sin(),
            plural(e.count, "SIN card")
        ),
    }
}

/// The Dark Past card is named for the SIN only.
pub fn dark_past(w: &Words, e: &DarkPastAssigned) -> String {
    match w.dark_past(e.card) {
        Some(card) => format!(
            "{} gave {} the Dark Past card {card}.",
            w.sin(),
            w.hero(&e.hero)
        ),
        None => format!(
            "{} gave {} a secret Dark Past card.",
            w.sin(),
            w.hero(&e.hero)
        ),
    }
}

pub fn apocalypse_advanced(e: &ApocalypseAdvanced) -> String {
    format!(
        "The apocalypse track moved from {} to {} ({}).",
        e.from,
        e.to,
        humanized(&e.cause)
    )
}

/// The two cards are named for the SIN only.
pub fn apocalypse_drawn(w: &Words, e: &ApocalypseCardsDrawn) -> String {
    match &e.cards {
        Some(cards) => format!(
            "{} drew the apocalypse cards {} to keep one.",
            w.sin(),
            list(cards.iter().map(|c| w.card(c)).collect())
        ),
        None => format!("{} drew 2 apocalypse cards to keep one.", w.sin()),
    }
}

pub fn end_step(step: EndStep) -> String {
    let step = match step {
        EndStep::Apocalypse => "the apocalypse track advances",
        EndStep::Doom => "apocalypse level 7 strikes every hero",
        EndStep::Summon => "the SIN summons dead monsters",
        EndStep::Draw => "altars, then every token is reset",
    };
    format!("Round end: {step}.")
}

pub fn tokens_reset(w: &Words, e: &TokensReset) -> String {
    format!(
        "Round {} ended: the tokens were reset and {} has {} for the next round.",
        e.round,
        w.sin(),
        plural(e.reactions.into(), "reaction token")
    )
}

pub fn game_ended(w: &Words, e: &GameEnded) -> String {
    let winner = match e.winner {
        Winner::Heroes => "Team F.A.I.T.H. won".to_owned(),
        Winner::Sin => format!("{} won", w.sin()),
    };
    let why = match e.reason.as_str() {
        "NO_RESERVE_HERO" => " (a hero died with no hero left in reserve)",
        "LAST_MISSION_COMPLETED" => " (the last mission was completed)",
        _ => "",
    };
    format!("The game ended: {winner}{why}.")
}

pub fn monster_placed(w: &Words, e: &MonsterPlaced) -> String {
    format!(
        "{} was put on {}.",
        capitalized(&w.monster(e.monster)),
        space(&e.space)
    )
}

pub fn team_formed(w: &Words, e: &TeamFormed) -> String {
    format!(
        "Team F.A.I.T.H. was formed: {}.",
        list(e.heroes.iter().map(|h| w.card(h)).collect())
    )
}

pub fn hero_entered(w: &Words, e: &HeroEnteredPlay) -> String {
    format!(
        "{} entered play on {}, played by {}.",
        w.card(&e.hero),
        space(&e.space),
        w.name(e.seat)
    )
}

pub fn reaction_tokens(w: &Words, active: u8) -> String {
    format!(
        "{} has {}.",
        w.sin(),
        plural(active.into(), "reaction token")
    )
}

pub fn first_hero_proposed(w: &Words, e: &FirstHeroProposed) -> String {
    format!(
        "{} proposed {} to play first.",
        w.name(e.seat),
        w.hero(&e.hero)
    )
}

pub fn first_hero_chosen(w: &Words, e: &FirstHeroChosen) -> String {
    let by = if e.by_sin { ", chosen by the SIN" } else { "" };
    format!("{} plays first this round{by}.", w.hero(&e.hero))
}

pub fn hero_turns_ended(e: &HeroTurnsEnded) -> String {
    format!(
        "Every hero has played: round {} ends (the apocalypse advances {}).",
        e.round,
        plural(e.apocalypse_steps.into(), "level")
    )
}

pub fn apocalypse_revealed(w: &Words, e: &ApocalypseCardRevealed) -> String {
    format!(
        "{} revealed the apocalypse card {}.",
        w.sin(),
        w.card(&e.card)
    )
}

pub fn summoning(w: &Words, e: &SummoningBegan) -> String {
    format!(
        "{} may summon {}.",
        w.sin(),
        plural(e.allowance.into(), "dead monster")
    )
}

pub fn summoned(w: &Words, e: &MonsterSummoned) -> String {
    format!(
        "{} summoned {} onto {}.",
        w.sin(),
        w.monster(e.monster),
        space(&e.space)
    )
}

/// A revealed card is public: its name and text.
pub fn dark_past_revealed(w: &Words, e: &DarkPastRevealed) -> String {
    let card = w
        .state
        .content
        .dark_past
        .iter()
        .find(|d| d.number == e.card);
    let (name, text) = card.map_or((String::new(), String::new()), |d| {
        (d.name.clone(), d.text.clone())
    });
    format!(
        "{} ended the turn at maximum corruption and revealed the Dark Past card {name}: {text}",
        w.hero(&e.hero)
    )
}

pub fn former_hell_club(w: &Words, e: &FormerHellClubChosen) -> String {
    let harm = if e.corruption { "corruption" } else { "damage" };
    format!(
        "FORMER HELL CLUB: {} chose to take 3 {harm}.",
        w.hero(&e.hero)
    )
}

pub fn tainted_one(w: &Words, e: &TaintedOneRose) -> String {
    format!(
        "THE TAINTED ONE!: {} became a SIN monster (tainted one #{}) on {}.",
        w.hero(&e.hero),
        e.monster,
        space(&e.space)
    )
}
