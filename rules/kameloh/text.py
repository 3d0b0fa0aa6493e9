"""Notation (`play Doppeldecker@A1`, `attack A1+A2>B1+B2`, ...), its parser, and dump/load of states.

Notation uses the German card names; `parse_move` also accepts the English names and any letter case.
A card from the hand is written by its name, a face-up oasis top as `Name (oasis 2)`, a monster already in
the arena as `Name (A1)`; a lying item as `Name (on B1)` or `Name (front B)`.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from rules.common import check_header, field_of
from rules.errors import LANGUAGES, IllegalMove, InvalidState
from rules.kameloh.apply import kind_refusal
from rules.kameloh.moves import (
    KINDS,
    PASS,
    ActivateMove,
    AttackMove,
    BuyMove,
    DrawMove,
    FuseMove,
    ItemMove,
    JoinMove,
    Move,
    MutateMove,
    PlayMove,
    SearchMove,
    TakeMove,
    TuckMove,
    legal_moves,
    sources,
    to_move,
    typed,
)
from rules.kameloh.pool import card, pool
from rules.kameloh.refusals import refuse
from rules.kameloh.state import (
    ARENA,
    HAND,
    UNKNOWN,
    KamelohState,
    Lying,
    Monster,
    Player,
    slot_name,
)

FORMAT = 1
PHASES = ("main", "answer", "search", "buyout", "over")
ACTIONS = ("", "play", "activate", "tuck", "draw", "search")
PASS_WORDS = ("pass", "end turn", "no answer", "done")


def name_of(index: int, lang: str = "de") -> str:
    return "?" if index == UNKNOWN else card(index).name[lang]


def ref(index: int, src: int, lang: str = "de") -> str:
    name = name_of(index, lang)
    if src == HAND:
        return name
    if src >= ARENA:
        return f"{name} ({slot_name(src - ARENA)})"
    return f"{name} (oasis {src + 1})"


def lying_ref(item: Lying, lang: str = "de") -> str:
    if item.slot < 0:
        return f"{name_of(item.card, lang)} (front {'AB'[item.owner]})"
    return f"{name_of(item.card, lang)} (on {slot_name(item.slot)})"


def notation(state: KamelohState, move: Move | tuple, lang: str = "de") -> str:
    move = typed(move)
    if isinstance(move, PlayMove):
        slot = state.free_slot(state.current)
        return f"play {ref(move.card, move.src, lang)}@{slot_name(slot) if slot is not None else '?'}"
    if isinstance(move, ItemMove):
        target = move.target
        text = f"item {ref(move.card, move.src, lang)}"
        if isinstance(target, int):
            return f"{text}>{slot_name(target)}"
        if isinstance(target, Lying):
            return f"{text}>{lying_ref(target, lang)}"
        return text
    if isinstance(move, MutateMove):
        with_item = ref(move.item, move.isrc, lang)
        return f"mutate {slot_name(move.slot)} into {ref(move.violet, move.vsrc, lang)} with {with_item}"
    if isinstance(move, FuseMove):
        members = " + ".join(ref(c, s, lang) for c, s in move.members)
        text = f"fuse {ref(move.violet, move.vsrc, lang)} from {members}"
        return text + (f" with {ref(move.item, move.isrc, lang)}" if move.item >= 0 else "")
    if isinstance(move, JoinMove):
        return f"join {ref(move.card, move.src, lang)}>{slot_name(move.slot)}"
    if isinstance(move, ActivateMove | DrawMove | SearchMove):
        return f"{move.kind} oasis {move.oasis + 1}"
    if isinstance(move, TuckMove):
        return f"tuck {name_of(move.card, lang)}>oasis {move.oasis + 1}"
    if isinstance(move, TakeMove | BuyMove):
        return f"{move.kind} {name_of(move.card, lang)}"
    if isinstance(move, AttackMove):
        return f"attack {'+'.join(map(slot_name, move.attackers))}>{'+'.join(map(slot_name, move.targets))}"
    return "pass"


def _normal(text: str) -> str:
    return " ".join(
        text.lower().replace(" >", ">").replace("> ", ">").replace(" @", "@").replace("@ ", "@").split()
    )


def parse_move(state: KamelohState, text: str) -> Move:
    """The legal move the text names; otherwise the keyed IllegalMove (refusals.py) that says, in either
    language, what is wrong: no text, an unknown first word, an unknown card, the rule that refuses every move
    of that kind now, or (the text names no legal move) one that is possible."""
    moves = legal_moves(state)
    if not moves:
        raise refuse("game-over")
    if not isinstance(text, str) or not text.strip():
        raise refuse("no-text", example=_example(state, moves))
    wanted = _normal(text)
    if wanted in PASS_WORDS and PASS in moves:
        return PASS
    for move in moves:
        for lang in ("de", "en"):
            if _normal(notation(state, move, lang)) == wanted:
                return move
    raise _why_not(state, moves, text, wanted)


_NAMED_FIRST = ("play", "item", "join", "tuck", "take", "buy")  # kinds whose text names a card first
_FROM_HAND = ("tuck", "buy")  # kinds whose card comes from the hand only
_NAME_ENDS = re.compile(r"@|>|\(| from | into | with ", re.IGNORECASE)


def _why_not(state: KamelohState, moves: list[Move], text: str, wanted: str) -> IllegalMove:
    """Why `text` (normalised: `wanted`) names no legal move, as the most telling keyed refusal."""
    plain = " ".join(text.split())
    verb = "pass" if wanted in PASS_WORDS else wanted.split(" ", 1)[0]
    if verb not in KINDS:
        return refuse("unknown-verb", word=plain.split(" ", 1)[0][:24])
    sample: Move | None = None
    if verb in _NAMED_FIRST:
        name = _NAME_ENDS.split(plain[len(verb) :], maxsplit=1)[0].strip()
        index = pool().by_name.get(name.lower())
        if name and index is None:
            return refuse("unknown-card", name=name[:32])
        if index is not None and verb in ("play", "item", "tuck", "buy"):
            seat = to_move(state)
            assert seat is not None  # there are legal moves: the game goes on
            if verb in _FROM_HAND and index not in state.players[seat].hand:
                return refuse("card-not-in-hand", card=index)
            if index not in {c for _, c in sources(state, seat)}:
                return refuse("card-not-here", card=index)
            sample = KINDS[verb]._make((verb, index, HAND, None)[: len(KINDS[verb]._fields)])
    rule = kind_refusal(state, verb, sample)
    if rule is not None:
        return rule
    same = [m for m in moves if m.kind == verb]
    if not same:
        return refuse("verb-not-now", verb=verb, example=_example(state, moves))
    shown = plain if len(plain) <= 40 else plain[:39] + "…"
    return refuse("text-not-now", text=shown, example=_example(state, same))


def _example(state: KamelohState, moves: list[Move]) -> dict[str, str]:
    """A possible move's text in each language (refusals.py shows the player's); a pass only if nothing else."""
    move = next((m for m in moves if m.kind != "pass"), moves[0])
    return {lang: notation(state, move, lang) for lang in LANGUAGES}


# --------------------------------------------------------------------------- dump / load
def _cid(index: int) -> str:
    return "?" if index == UNKNOWN else card(index).id


def dump(state: KamelohState) -> dict:
    def monster(m: Monster | None) -> Any:
        if m is None:
            return None
        return {
            "card": _cid(m.card),
            "owner": m.owner,
            "damage": m.damage,
            "lp_bonus": m.lp_bonus,
            "extra": list(m.extra),
        }

    return {
        "game": "kameloh",
        "format": FORMAT,
        "players": [
            {
                "deck": p.deck,
                "hand": [_cid(c) for c in p.hand],
                "oases": [[_cid(c) for c in pile] for pile in p.oases],
                "active": list(p.active),
                "desert": [_cid(c) for c in p.desert],
                "dates": p.dates,
                "points": p.points,
                "turns": p.turns,
            }
            for p in state.players
        ],
        "arena": [monster(m) for m in state.arena],
        "lying": [[_cid(i.card), i.owner, i.slot] for i in state.lying],
        "effects": [[_cid(i.card), i.owner, i.slot] for i in state.effects],
        "current": state.current,
        "phase": state.phase,
        "action": state.action,
        "tucks": state.tucks,
        "placed": state.placed,
        "attack": None if state.attack is None else [list(state.attack[0]), list(state.attack[1])],
        "searching": state.searching,
        "end_by": state.end_by,
        "end_stage": state.end_stage,
        "length": state.length,
        "target": state.target,
        "shown": [[_cid(c) for c in seen] for seen in state.shown],
        "rng": str(state.rng),
    }


def _card_of(value: Any) -> int:
    if value == "?":
        return UNKNOWN
    if not isinstance(value, str) or value not in pool().by_id:
        raise InvalidState(f"unknown card {value!r}")
    return pool().by_id[value]


def _cards(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise InvalidState(f"{what} must be a list of cards")
    return tuple(_card_of(v) for v in value)


def _small(data: dict, key: str, lo: int, hi: int) -> int:
    value = field_of(data, key, int)
    if not lo <= value <= hi:
        raise InvalidState(f"field {key!r} must be from {lo} to {hi}, not {value}")
    return value


def _player(raw: Any, seat: int) -> Player:
    if not isinstance(raw, dict):
        raise InvalidState(f"player {seat} must be an object")
    deck = field_of(raw, "deck", str)
    if deck not in pool().decks:
        raise InvalidState(f"player {seat} plays the unknown deck {deck!r}")
    oases = field_of(raw, "oases", list)
    active = field_of(raw, "active", list)
    if len(oases) not in (3, 4) or len(active) != len(oases) or not all(isinstance(a, bool) for a in active):
        raise InvalidState(f"player {seat} needs three or four oases with their activation")
    return Player(
        deck=deck,
        hand=tuple(sorted(_cards(field_of(raw, "hand", list), "hand"))),
        oases=tuple(_cards(pile, "an oasis") for pile in oases),
        active=tuple(active),
        desert=_cards(field_of(raw, "desert", list), "desert"),
        dates=_small(raw, "dates", 0, 10_000),
        points=_small(raw, "points", 0, 10_000),
        turns=_small(raw, "turns", 0, 10_000),
    )


def _monster(raw: Any) -> Monster | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise InvalidState("an arena place must be empty (null) or a monster")
    extra = field_of(raw, "extra", list)
    if len(extra) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) for v in extra):
        raise InvalidState("a monster's extra must be three numbers")
    index = _card_of(field_of(raw, "card", str))
    if index == UNKNOWN or not card(index).is_monster:
        raise InvalidState("only monsters stand in the arena")
    return Monster(
        index,
        _small(raw, "owner", 0, 1),
        _small(raw, "damage", 0, 10_000),
        _small(raw, "lp_bonus", 0, 400),
        (extra[0], extra[1], extra[2]),
    )


def _lying(value: Any, what: str) -> tuple[Lying, ...]:
    if not isinstance(value, list):
        raise InvalidState(f"{what} must be a list")
    out = []
    for raw in value:
        if (
            not isinstance(raw, list)
            or len(raw) != 3
            or raw[1] not in (0, 1)
            or raw[2] not in (-1, 0, 1, 2, 3)
        ):
            raise InvalidState(f"{what}: each item is [card, owner, slot]")
        index = _card_of(raw[0])
        if index == UNKNOWN or card(index).effect is None:
            raise InvalidState(f"{what}: only green items lie or act")
        out.append(Lying(index, raw[1], raw[2]))
    return tuple(sorted(out))


def load(data: Any) -> KamelohState:
    data = check_header(data, "kameloh", FORMAT)
    players_raw = field_of(data, "players", list)
    if len(players_raw) != 2:
        raise InvalidState("Ka-Mel-Oh! is played by two players")
    players = (_player(players_raw[0], 0), _player(players_raw[1], 1))
    arena_raw = field_of(data, "arena", list)
    if len(arena_raw) != 4:
        raise InvalidState("the arena has four places")
    attack_raw = data.get("attack", 0)
    if "attack" not in data:
        raise InvalidState("saved game lacks the field 'attack'")
    attack = None
    if attack_raw is not None:
        if (
            not isinstance(attack_raw, list)
            or len(attack_raw) != 2
            or not all(isinstance(x, list) and all(s in (0, 1, 2, 3) for s in x) for x in attack_raw)
        ):
            raise InvalidState("attack must be null or [attacking slots, target slots]")
        attack = (tuple(attack_raw[0]), tuple(attack_raw[1]))
    rng_text = field_of(data, "rng", str)
    if not rng_text.isdigit() or int(rng_text) >= 1 << 64:
        raise InvalidState("rng must be a number below 2**64 written as text")
    shown = field_of(data, "shown", list)
    if len(shown) != 2:
        raise InvalidState("shown needs one list per player")
    phase = field_of(data, "phase", str)
    action = field_of(data, "action", str)
    length = field_of(data, "length", str)
    if phase not in PHASES or action not in ACTIONS or length not in ("short", "long"):
        raise InvalidState("phase, action or length has an unknown value")
    state = KamelohState(
        players=players,
        arena=tuple(_monster(m) for m in arena_raw),  # type: ignore[arg-type]
        lying=_lying(field_of(data, "lying", list), "lying"),
        effects=_lying(field_of(data, "effects", list), "effects"),
        current=_small(data, "current", 0, 1),
        phase=phase,
        action=action,
        tucks=_small(data, "tucks", 0, 2),
        placed=_small(data, "placed", 0, 2),
        attack=attack,
        searching=_small(data, "searching", -1, 3),
        end_by=_small(data, "end_by", -1, 1),
        end_stage=_small(data, "end_stage", 0, 3),
        length=length,
        target=_small(data, "target", 1, 1000),
        shown=(_cards(shown[0], "shown"), _cards(shown[1], "shown")),
        rng=int(rng_text),
    )
    check_state(state)
    return state


def owned_cards(state: KamelohState, seat: int) -> Counter:
    """Every card of `seat`'s deck wherever it is: hand, oases, desert, arena (by owner), lying items."""
    p = state.players[seat]
    count = Counter(p.hand)
    for pile in p.oases:
        count.update(pile)
    count.update(p.desert)
    count.update(m.card for m in state.arena if m is not None and m.owner == seat)
    count.update(i.card for i in state.lying if i.owner == seat)
    return count


def check_state(state: KamelohState) -> None:
    """Raise InvalidState unless the state is consistent (also with UNKNOWN cards of a view)."""
    for seat in (0, 1):
        have = owned_cards(state, seat)
        unknown = have.pop(UNKNOWN, 0)
        deck = Counter(pool().decks[state.players[seat].deck].cards)
        if have - deck or sum((deck - have).values()) != unknown:
            raise InvalidState(f"player {seat}'s cards do not match the deck {state.players[seat].deck!r}")
        p = state.players[seat]
        if len(p.oases) != len(state.players[0].oases):
            raise InvalidState("both players have the same number of oases")
        if any(a and not pile for a, pile in zip(p.active, p.oases, strict=True)):
            raise InvalidState("an empty oasis cannot be activated")
        if any(a and pile[0] == UNKNOWN for a, pile in zip(p.active, p.oases, strict=True)):
            raise InvalidState("a face-up oasis top is never unknown")
    for item in state.lying + state.effects:
        if item.slot >= 0 and state.arena[item.slot] is None:
            raise InvalidState("an item lies on an empty arena place")
    if (state.phase == "answer") != (state.attack is not None):
        raise InvalidState("an attack is pending exactly while the defender answers")
    if (state.phase == "search") != (state.searching >= 0):
        raise InvalidState("an oasis is searched exactly in the search phase")
    if state.searching >= len(state.players[state.current].oases):
        raise InvalidState("the searched oasis does not exist")
    if state.attack is not None:
        for slot in state.attack[0] + state.attack[1]:
            if state.arena[slot] is None:
                raise InvalidState("an attack names an empty place")
    if (state.end_stage == 0) != (state.end_by == -1):
        raise InvalidState("end_by and end_stage disagree")
    if state.phase == "buyout" and state.end_stage < 2:
        raise InvalidState("the buy-out comes only at the end")
