"""The Ka-Mel-Oh! game in words: moves as players read them (history, option chips, hints: `describe`), what a
move costs, the line that tells the player in front of the screen what to do now, why a card cannot be
played, what a card is and does (on its face), the seats' status and the lines of the results. Every word
goes through the translation table (`app.t`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from rules.kameloh import (
    ARENA,
    GAME,
    HAND,
    SEARCH_PRICE,
    UNKNOWN,
    Card,
    KamelohState,
    Lying,
    card,
    card_pool,
    deciding_seat,
    free_point_due,
    monster_view,
    price,
    slot_name,
    sure_gain,
)
from scenes.widgets.draw import fit_text

Move = tuple[Any, ...]
SHOWN_NAME_W = 110  # a player's name in the line saying who showed cards at the start


Translate = Callable[..., str]


def effect_summary(c: Card, t: Translate) -> str:
    """What a card does in a few words (items), from its effect kind and parameters."""
    if c.kind in ("mutation_item", "fusion_item"):
        return t(f"kameloh.fx.{c.kind}")
    e = c.effect
    if e is None:
        return ""
    if e.kind in ("boost", "weaken"):
        sign = "+" if e.kind == "boost" else "−"
        parts = [f"{sign}{v} {name}" for v, name in ((e.ap, "AP"), (e.dp, "DP"), (e.lp, "LP")) if v]
        text = " ".join(parts)
        return t("kameloh.fx.stays", what=text) if e.stays else text
    if e.kind == "heal":
        return t("kameloh.fx.heal", amount=e.amount) if e.amount else t("kameloh.fx.heal_all")
    if e.kind == "price":
        return t(f"kameloh.fx.price.{e.whom}", delta=f"{e.delta:+d}")
    if e.kind == "steal":
        return t("kameloh.fx.steal", hk=e.min_hk)
    return t(f"kameloh.fx.{e.kind}", amount=e.amount, dates=e.dates)


def type_line(c: Card, t: Translate, lang: str) -> str:
    """Kind and race, or what a violet card is made from."""
    races = card_pool().races

    def requirement(req: str) -> str:
        if req.startswith("race:"):
            return races[req[5:]][lang]
        return card(card_pool().by_id[req]).name[lang]

    kind = t(f"kameloh.kind.{c.kind}")
    if c.kind == "monster":
        return f"{kind} · {races[c.race][lang]}"
    if c.kind == "mutant":
        return t("kameloh.type.mutant", sources=t("kameloh.or").join(requirement(r) for r in c.sources))
    if c.kind == "fusion":
        line = t("kameloh.type.fusion", members=" + ".join(requirement(r) for r in c.members))
        return line + (" +…" if c.open else "")
    if c.kind == "item":
        return f"{kind} · " + " / ".join(t(f"kameloh.when.{w}") for w in c.when)
    return kind


def card_name(app, index: int) -> str:
    return app.t("kameloh.a_card") if index == UNKNOWN else card(index).name[app.settings.language]


def ref(app, index: int, src: int) -> str:
    """A card with where it comes from when that is not the hand."""
    name = card_name(app, index)
    if src == HAND:
        return name
    if src >= ARENA:
        return f"{name} ({slot_name(src - ARENA)})"
    return app.t("kameloh.from_oasis", card=name, n=src + 1)


def lying_name(app, item: Lying) -> str:
    where = slot_name(item.slot) if item.slot >= 0 else app.t("kameloh.front_of", seat="AB"[item.owner])
    return f"{card_name(app, item.card)} ({where})"


def describe(app, state: KamelohState, move: Move, reveal: bool = True) -> str:
    """The move in words. `reveal` False hides the card of a tuck or a searched card (history others see)."""
    t = app.t
    kind = move[0]
    if kind == "play":
        slot = state.free_slot(state.current)
        return t(
            "kameloh.move.play",
            card=ref(app, move[1], move[2]),
            slot=slot_name(slot) if slot is not None else "?",
        )
    if kind == "item":
        target = move[3]
        name = ref(app, move[1], move[2])
        if isinstance(target, Lying):
            return t("kameloh.move.item_on", card=name, target=lying_name(app, target))
        if isinstance(target, int):
            return t("kameloh.move.item_on", card=name, target=slot_name(target))
        return t("kameloh.move.item", card=name)
    if kind == "mutate":
        _k, slot, violet, vsrc, item, isrc = move
        return t(
            "kameloh.move.mutate",
            slot=slot_name(slot),
            card=ref(app, violet, vsrc),
            item=ref(app, item, isrc),
        )
    if kind == "fuse":
        _k, violet, vsrc, members, item, isrc = move
        names = " + ".join(ref(app, c, s) for c, s in members)
        text = t("kameloh.move.fuse", card=ref(app, violet, vsrc), members=names)
        return text + (t("kameloh.move.with", item=ref(app, item, isrc)) if item >= 0 else "")
    if kind == "join":
        return t("kameloh.move.join", card=ref(app, move[2], move[3]), slot=slot_name(move[1]))
    if kind in ("activate", "draw", "search"):
        return t(f"kameloh.move.{kind}", n=move[1] + 1)
    if kind == "tuck":
        name = card_name(app, move[1]) if reveal else t("kameloh.a_card")
        return t("kameloh.move.tuck", card=name, n=move[2] + 1)
    if kind == "take":
        name = card_name(app, move[1]) if reveal else t("kameloh.a_card")
        return t("kameloh.move.take", card=name)
    if kind == "attack":
        return t(
            "kameloh.move.attack",
            attackers="+".join(map(slot_name, move[1])),
            targets="+".join(map(slot_name, move[2])),
        )
    if kind == "buy":
        return t("kameloh.move.buy", card=card_name(app, move[1]))
    if state.phase == "answer":
        return t("kameloh.move.no_answer")
    if state.phase == "buyout":
        return t("kameloh.move.done_buying")
    if free_point_due(state):
        return t("kameloh.move.end_turn_point")
    return t("kameloh.move.end_turn")


def describe_members(app, move: Move) -> str:
    """A gathering by its members only ("from A + B with item")."""
    _k, _violet, _vsrc, members, item, isrc = move
    names = " + ".join(ref(app, c, s) for c, s in members)
    text = app.t("kameloh.move.members", members=names)
    return text + (app.t("kameloh.move.with", item=ref(app, item, isrc)) if item >= 0 else "")


def chip_words(app, state: KamelohState, move: Move, picked_card: bool, outcome=None) -> str:
    """An entry of the options listed beside a picked thing (`picked_card`: a card of a hand or oasis);
    an attack with what it would do (`outcome`, see rules.kameloh.attack_outcome)."""
    if outcome is not None:
        return f"{describe(app, state, move)}: {outcome_words(app, outcome)}"
    if move[0] == "more":
        return app.t("kameloh.more", n=move[1])
    if move[0] == "fuse" and picked_card:
        # the picked gathering card is on show: the entries only differ in who gathers
        return describe_members(app, move)
    return describe(app, state, move)


def cost(state: KamelohState, move: Move) -> int:
    """Dates the move costs its player (as the rules charge them)."""
    kind = move[0]
    seat = deciding_seat(state)
    if seat is None:
        return 0
    if kind in ("play", "buy"):
        return price(state, seat, move[1])
    if kind == "item":
        return card(move[1]).price
    if kind == "mutate":
        return price(state, seat, move[2])
    if kind == "fuse":
        return price(state, seat, move[1]) + sum(price(state, seat, c) for c, src in move[3] if src < ARENA)
    if kind == "join":
        return price(state, seat, move[2]) if move[3] < ARENA else 0
    if kind == "search":
        return SEARCH_PRICE
    return 0


def prompt(app, state: KamelohState, names: list[str], human: bool) -> str:
    """What the seat to decide should do now (or who is deciding)."""
    t = app.t
    seat = deciding_seat(state)
    if seat is None:
        return t("kameloh.prompt.over")
    if not human:
        if state.phase == "answer":
            return t("kameloh.prompt.answering", name=names[seat])
        return t("kameloh.prompt.waiting", name=names[seat])
    phase = state.phase
    if phase == "answer":
        return t("kameloh.prompt.answer", name=names[state.current])
    if phase == "search":
        return t("kameloh.prompt.search", n=state.searching + 1)
    if phase == "buyout":
        return t("kameloh.prompt.buyout", name=names[1 - seat])
    key = {
        "": "kameloh.prompt.start",
        "play": "kameloh.prompt.play",
        "activate": "kameloh.prompt.activated",
        "tuck": "kameloh.prompt.tucked",
        "draw": "kameloh.prompt.draw",
        "search": "kameloh.prompt.searched",
    }[state.action]
    what = ""
    if state.action == "":  # only the actions the rules allow now (no search without its two dates)
        what = open_actions(app, state)
        key += "" if what else ".none"
    if state.action != "tuck" and not attack_may_come(state):
        key += ".no_attack"  # never offer what the rules do not allow (the first turn, nothing to attack)
    return t(key, tucks=2 - state.tucks, what=what)


ACTIONS = ("play", "activate", "draw", "search")  # the one action of a turn, in the order they are named
PLAY_KINDS = ("play", "item", "mutate", "fuse", "join")
LONG = ("play", "activate")  # said more fully in the step panel's words than on the prompt's one line


def open_actions(app, state: KamelohState, long: bool = False) -> str:
    """The turn's actions the rules allow now, named and joined ("Karten ausspielen, eine Oase aktivieren
    oder ziehen"); "" when there is none. `long`: as the step panel's words say them (activating says what
    it brings); the prompt's one line says them short."""
    kinds = {m[0] for m in GAME.legal_moves(state)}
    if kinds.intersection(PLAY_KINDS):
        kinds.add("play")
    parts = [
        app.t(f"kameloh.do.{k}" + (".long" if long and k in LONG else "")) for k in ACTIONS if k in kinds
    ]
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + app.t("kameloh.or") + parts[-1]


def oasis_reason(app, state: KamelohState, kind: str, hand_limit: int = 6) -> tuple[str, bool]:
    """Why a button of the step panel (draw, search, activate) is not offered now, in two or three words for
    the button itself, and whether a date goes before them (whether it is offered comes from the rules)."""
    t = app.t
    seat = state.current
    player = state.players[seat]
    allowed = {"activate": ("",), "draw": ("", "tuck", "draw"), "search": ("", "tuck")}[kind]
    if state.phase != "main" or deciding_seat(state) != seat or state.action not in allowed:
        return t("kameloh.button.why.not_now"), False
    if kind != "activate" and len(player.hand) >= hand_limit:
        return t("kameloh.button.why.hand_full"), False
    if kind == "search" and player.dates < SEARCH_PRICE:
        return t("kameloh.button.why.dates", n=SEARCH_PRICE), True
    return t("kameloh.button.why.none_down"), False


def attack_may_come(state: KamelohState) -> bool:
    """Whether the player in his main phase may still attack this turn: now, or (before his action is done)
    after sending a monster into the arena. Not in his first turn, nor without an enemy monster."""
    seat = state.current
    if any(m[0] == "attack" for m in GAME.legal_moves(state)):
        return True
    if state.players[seat].turns == 0 or not state.monsters_of(1 - seat):
        return False
    return state.action in ("", "play")


def stage(app, state: KamelohState) -> str:
    """The end of the game approaching, in words ("" while it is far)."""
    if state.phase == "buyout":
        return app.t("kameloh.stage.last")
    if state.end_stage == 1:
        return app.t("kameloh.stage.second_to_last")
    if state.phase == "main" and state.players[state.current].turns == 0:
        return app.t("kameloh.prompt.first_turn")
    return ""


def why_not(app, state: KamelohState, index: int, seat: int) -> str:
    """Why a card of the player cannot be played now, in words (legality itself comes from the rules)."""
    t = app.t
    c = card(index)
    dates = state.players[seat].dates
    if state.phase == "answer":
        return t("kameloh.why.answer")
    if state.phase == "buyout":
        if c.is_monster:
            return t("kameloh.why.price", price=c.price, dates=dates)
        return t("kameloh.why.buyout")
    if state.action not in ("", "play"):
        return t("kameloh.why.action")
    if c.kind in ("mutation_item", "fusion_item"):
        return t("kameloh.why.lightblue")
    cost_now = price(state, seat, index)
    if cost_now > dates:
        return t("kameloh.why.price", price=cost_now, dates=dates)
    if c.kind in ("mutant", "fusion"):
        return t(f"kameloh.why.{c.kind}")
    if c.is_yellow:
        return t("kameloh.why.placed") if state.placed >= 2 else t("kameloh.why.full")
    if c.effect is not None and "main" not in c.when:
        return t("kameloh.why.fight")
    return t("kameloh.why.target")


def shown_seats(state: KamelohState) -> tuple[int, ...]:
    """The seats whose cards shuffled back at the deal are told in the first round (the rule: whoever drew
    more than six cards to reach three monsters keeps the monsters, shows the rest to the other player and
    shuffles them back)."""
    if sum(p.turns for p in state.players) >= 2:
        return ()
    return tuple(seat for seat in (0, 1) if state.shown[seat])


def shown_line(app, state: KamelohState, seat: int, name: str) -> str:
    """One line on the table: who showed how many cards at the deal (the cards and why: `shown_note`)."""
    short = fit_text(app.fonts, name, "tiny", SHOWN_NAME_W, name=True)  # the note on hover names it whole
    return app.t("kameloh.shown", name=short, n=len(state.shown[seat]))


def shown_note(app, state: KamelohState, seat: int, name: str) -> str:
    """The cards a seat showed at the deal and the rule that made it show them (on hover)."""
    lang = app.settings.language
    cards = ", ".join(card(c).name[lang] for c in state.shown[seat])
    return app.t("kameloh.shown.why") + "\n" + app.t("kameloh.shown.cards", name=name, cards=cards)


def why_no_undo(app, session) -> str | None:
    """Why Undo cannot take back the last move (None: no reason of this game's, e.g. nothing was played):
    a move that showed a hidden card (an oasis activated turns up its top card, a draw or a search shows
    cards) cannot be taken back, since the player has seen them."""
    if not session.has_ai:
        return None
    for i in range(len(session.moves) - 1, -1, -1):
        move = session.moves[i]
        if session.game.reveals(session.states[i], move):
            return app.t(f"kameloh.no_undo.{move[0]}")
        if not session.seats[session.movers[i]].is_ai:
            return None
    return None


def pass_label(app, state: KamelohState) -> str:
    """The words on the button that passes: end the turn, let an attack happen, done buying."""
    t = app.t
    if state.phase == "answer":
        return t("kameloh.let_it_happen")
    if state.phase == "buyout":
        return t("kameloh.done")
    if state.phase == "main" and free_point_due(state):
        return t("kameloh.end_turn_point")
    return t("kameloh.end_turn")


def seat_status(state: KamelohState, shown: list[float] | None = None) -> list[str]:
    """The points of each seat, for the banner (`shown`: as the table's plaques count them now)."""
    if shown is not None:
        return [f"{int(round(p))} ★" for p in shown]
    return [f"{p.points} ★" for p in state.players]


def result_lines(app, session, events: Callable[[int], list], earlier: int = 0) -> list[str]:
    """Where each player's points came from, how many monsters each defeated, and the game played.
    `events(i)`: what the session's move i did; `earlier`: moves played before the session's first position
    (an online table opened mid-game), whose events are unknown: the points' sources are then not told."""
    t = app.t
    lang = app.settings.language
    totals = [Counter(), Counter()]
    defeated = [0, 0]
    for i in range(len(session.moves)):
        for e in events(i):
            if e.kind == "points":
                reason = e.info[0] if e.info else "defeat"
                totals[e.seat][reason] += e.amount
                defeated[e.seat] += reason == "defeat"
    lines = []
    last = session.state
    for seat, seat_info in enumerate(session.seats if not earlier else ()):
        deck = card_pool().decks[last.players[seat].deck].name[lang]
        lines.append(
            t(
                "kameloh.result.line",
                name=seat_info.name,
                deck=deck,
                defeat=totals[seat]["defeat"],
                free=totals[seat]["free"],
                buyout=totals[seat]["buyout"],
            )
        )
    names = [s.name for s in session.seats]
    if not earlier:
        lines.append(t("kameloh.result.defeated", a=names[0], n=defeated[0], b=names[1], m=defeated[1]))
    moves = earlier + len(session.moves)
    if last.length == "short":
        lines.append(t("kameloh.result.short", target=last.target, moves=moves))
    else:
        lines.append(t("kameloh.result.long", moves=moves))
    return lines


# ---------------------------------------------------------------------------------------------- explaining
def step_help(app, state: KamelohState, now: frozenset[str], mine: bool, names: list[str]) -> str:
    """What can be done in the current step of the turn, in a sentence or two (for the step panel)."""
    t = app.t
    seat = deciding_seat(state)
    if seat is None:
        return t("kameloh.prompt.over")
    if not mine:
        return t("kameloh.explain.waiting", name=names[seat])
    if state.phase in ("search", "buyout"):
        return prompt(app, state, names, True)
    if state.phase == "answer":
        return t("kameloh.explain.answer", name=names[state.current])
    tail = "" if state.phase != "main" or attack_may_come(state) else ".no_attack"
    if state.phase == "main" and state.action == "" and "oasis" in now:
        # the turn's one action still to choose: only what the rules allow now is named
        what = open_actions(app, state, long=True)
        if not what:
            return t("kameloh.explain.end")
        first = state.players[seat].turns == 0
        return t("kameloh.explain.choose" + tail, what=what) + (
            " " + t("kameloh.explain.zoom") if first else ""
        )
    for name in ("oasis", "play"):
        if name in now:
            return t(f"kameloh.explain.{name}{tail}", tucks=2 - state.tucks)
    if "attack" in now:
        return t("kameloh.explain.attack")
    if free_point_due(state):
        return t("kameloh.explain.end_point")
    return t("kameloh.explain.end")


def card_legend(app, index: int) -> list[tuple[str, str, tuple | None]]:
    """Every number on a card with its meaning: (number, words, tint of its cell on the card or None for a
    coin). For the enlarged card."""
    t = app.t
    c = card(index)
    out: list[tuple[str, str, tuple | None]] = [(str(c.price), t("kameloh.legend.price", n=c.price), None)]
    if c.is_monster:
        out += [
            (str(c.ap), t("kameloh.legend.ap"), "sword"),
            (str(c.dp), t("kameloh.legend.dp"), "shield"),
            (str(c.lp), t("kameloh.legend.lp"), "heart"),
            (str(c.hk), t(f"kameloh.legend.hk{c.hk}", points=c.points), "hk"),
        ]
        if c.direct:  # its card text's "always attacks directly", in rules terms
            out.append(("", t("kameloh.legend.direct"), "note"))
    else:
        out.append((str(c.hk), t("kameloh.legend.hk_item", hk=c.hk), "hk"))
        if c.effect is not None:  # what the rules do with it; the rest of the card's text is a story
            out.append(("", t("kameloh.legend.effect", what=effect_summary(c, t)), "note"))
    return out


def outcome_words(app, outcome) -> str:
    """What an attack would do, from `rules.kameloh.attack_outcome`: each target's damage and fate, the points."""
    t = app.t
    parts = []
    for blow in outcome.blows:
        name = card_name(app, blow.card)
        if blow.defeated:
            parts.append(t("kameloh.outcome.defeated", target=name, damage=blow.damage, points=blow.points))
        elif blow.damage:
            parts.append(t("kameloh.outcome.hit", target=name, damage=blow.damage, left=blow.left))
        else:
            parts.append(t("kameloh.outcome.unharmed", target=name))
    return "; ".join(parts)


def fight_kind(t, state: KamelohState, attackers: tuple[int, ...], targets: tuple[int, ...]) -> str:
    """The fight's name in the rule text's terms: the monsters each side has in the arena ("2:1-Kampf" when
    one of two strikes a single defender), not how many strike."""
    return t("kameloh.fight.kind", a=len(state.monsters_of(attackers[0] // 2)), b=len(targets))


def fight_words(app, state: KamelohState, attackers: tuple[int, ...], targets: tuple[int, ...]) -> list[str]:
    """The fight in the rule text's terms: its kind and formula, with the numbers of the monsters now, and
    the card abilities that change it (an attacker that ignores DP, a defender that takes no damage)."""
    t, lang = app.t, app.settings.language
    strikers = [monster_view(state, s) for s in attackers]
    defenders = [monster_view(state, s) for s in targets]
    if None in strikers or None in defenders:
        return []
    kind = fight_kind(t, state, attackers, targets)
    best = max(d.dp for d in defenders)
    if len(strikers) == 2:
        aps = " + ".join(str(a.ap) for a in strikers)
        lines = [t("kameloh.fight.two_two", kind=kind, aps=aps, dp=best)]
    elif len(state.monsters_of(attackers[0] // 2)) == 2:
        lines = [t("kameloh.fight.two_one", kind=kind, ap=strikers[0].ap)]
    elif len(defenders) == 2:
        lines = [t("kameloh.fight.one_two", kind=kind, ap=strikers[0].ap)]
    else:
        lines = [t("kameloh.fight.one_one", kind=kind, ap=strikers[0].ap, dp=best)]
    for a in strikers:
        if a.direct:
            lines.append(t("kameloh.fight.direct", name=card(a.card).name[lang]))
    for slot, d in zip(targets, defenders, strict=True):
        if any(
            e.slot == slot and card(e.card).effect.kind == "shield" for e in (*state.effects, *state.lying)
        ):
            lines.append(t("kameloh.fight.shielded", name=card(d.card).name[lang]))
    return lines


def sure_gain_words(app, state: KamelohState, move: Move) -> str | None:
    """ "defeats Lamacarena for 3 ★", "stops the opponent's free point": a gain the rules find certain, from
    what the mover can see; None when the move has none."""
    seat = deciding_seat(state)
    if seat is None or move[0] not in ("item", "play", "fuse"):
        return None
    gain = sure_gain(GAME.view(state, seat), move)
    lang = app.settings.language
    if gain.points:
        names = ", ".join(card(c).name[lang] for c in gain.defeated)
        return app.t("kameloh.why_hint.defeats", names=names, n=gain.points)
    if gain.stops_free_point:
        return app.t("kameloh.why_hint.stops_free_point")
    return None


def hint_why(app, state: KamelohState, move: Move, outcome=None) -> str:
    """Why the hinted move is good, in a sentence (from what the move does; no rule is decided here)."""
    t = app.t
    kind = move[0]
    seat = deciding_seat(state)
    if kind == "attack" and outcome is not None:
        return outcome_words(app, outcome)
    gain = sure_gain_words(app, state, move)
    if gain:  # what the move wins for certain (the hint's level looked for it: rules/kameloh/gain.py)
        return gain
    if kind in ("play", "mutate", "fuse"):
        c = card(move[1] if kind == "play" else (move[2] if kind == "mutate" else move[1]))
        return t(f"kameloh.why_hint.{kind}", ap=c.ap, dp=c.dp, lp=c.lp)
    if kind == "item":
        return t("kameloh.why_hint.item", what=effect_summary(card(move[1]), t))
    if kind == "pass":
        if state.phase == "main" and free_point_due(state):
            return t("kameloh.why_hint.free_point")
        return (
            t(f"kameloh.why_hint.pass_{state.phase}")
            if state.phase in ("answer", "buyout")
            else t("kameloh.why_hint.pass")
        )
    if kind in ("draw", "tuck", "take", "search", "activate", "join", "buy"):
        hand = len(state.players[seat].hand) if seat is not None else 0
        return t(f"kameloh.why_hint.{kind}", n=hand)
    return ""


def hint_reason(app, before: KamelohState, move: Move, after: KamelohState) -> str | None:
    """Why a hinted move is good, in one sentence: for now what it does to the mover's points and dates
    (public numbers, read off the states before and after it)."""
    seat = GAME.to_move(before)
    if seat is None:
        return None
    mine, then = before.players[seat], after.players[seat]
    if then.points > mine.points:
        return app.t("kameloh.why.points", n=then.points - mine.points, total=then.points)
    if then.dates > mine.dates:
        return app.t("kameloh.why.dates", n=then.dates - mine.dates, total=then.dates)
    return app.t("kameloh.why.best", points=then.points)


# ---------------------------------------------------------------------------------------------- rules page
# The sections of the in-game rules page (scenes/menus/help.py) and the picture each shows (figures.py).
RULES_PAGE = (
    ("goal", None),
    ("decks", None),
    ("turn", None),
    ("fights", None),
    ("violet", None),
    ("scoring", None),
    ("decisions", None),
    ("controls", None),
)


def rules_page(app) -> list[tuple[str, str, str, str | None]]:
    """(key, title, text, picture name) of each section of the rules page, in the current language."""
    return [(k, app.t(f"kameloh.rules.{k}.title"), app.t(f"kameloh.rules.{k}"), fig) for k, fig in RULES_PAGE]
