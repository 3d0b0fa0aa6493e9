"""Applying a move: a mutable working copy of the state, the effects of cards, fights, turn changes and
the end of the game. `apply_move` returns the new state and the events the scene animates."""

from __future__ import annotations

from rules.common import rng_shuffle
from rules.errors import IllegalMove
from rules.kameloh.events import Event
from rules.kameloh.moves import (
    SEARCH_PRICE,
    ActivateMove,
    AttackMove,
    BuyMove,
    DrawMove,
    FuseMove,
    ItemMove,
    JoinMove,
    Move,
    MutateMove,
    PassMove,
    PlayMove,
    SearchMove,
    TakeMove,
    TuckMove,
    free_point_due,
    legal_moves,
    typed,
)
from rules.kameloh.pool import card, pool
from rules.kameloh.refusals import refuse
from rules.kameloh.state import (
    ARENA,
    HAND,
    HAND_LIMIT,
    TURN_LIMIT,
    KamelohState,
    Lying,
    Monster,
    Player,
    side_of,
    slot_name,
)
from rules.kameloh.stats import fight_damage, gathering_extra, price, values

UNBOUGHT_POINTS = 2  # each monster left in hand at the end gives the opponent 2 victory points
FREE_POINTS = 1


def where(src: int) -> str:
    if src == HAND:
        return "hand"
    if src >= ARENA:
        return slot_name(src - ARENA)
    return f"oasis {src + 1}"


class _PerSeat:
    """Per-seat mutable copies made on first access (most moves touch one seat's cards only)."""

    __slots__ = ("make", "data")

    def __init__(self, make) -> None:
        self.make = make
        self.data: list = [None, None]

    def __getitem__(self, seat: int) -> list:
        data = self.data[seat]
        if data is None:
            data = self.data[seat] = self.make(seat)
        return data

    def touched(self, seat: int) -> bool:
        return self.data[seat] is not None


class Work:
    """A mutable copy of a state for the duration of one move (copied on write)."""

    def __init__(self, s: KamelohState) -> None:
        self.s = s
        players = s.players
        self.hands = _PerSeat(lambda seat: list(players[seat].hand))
        self.oases = _PerSeat(lambda seat: [list(pile) for pile in players[seat].oases])
        self.active = _PerSeat(lambda seat: list(players[seat].active))
        self.deserts = _PerSeat(lambda seat: list(players[seat].desert))
        self.dates = [p.dates for p in players]
        self.points = [p.points for p in players]
        self.turns = [p.turns for p in players]
        self.arena = list(s.arena)
        self.lying = list(s.lying)
        self.effects = list(s.effects)
        self.current = s.current
        self.phase = s.phase
        self.action = s.action
        self.tucks = s.tucks
        self.placed = s.placed
        self.attack = s.attack
        self.searching = s.searching
        self.end_by = s.end_by
        self.end_stage = s.end_stage
        self.rng = s.rng
        self.events: list[Event] = []

    def _player(self, seat: int) -> Player:
        old = self.s.players[seat]
        hand, oases, active, desert = (
            c.data[seat] for c in (self.hands, self.oases, self.active, self.deserts)
        )
        dates, points, turns = self.dates[seat], self.points[seat], self.turns[seat]
        if hand is desert is oases is active is None and (dates, points, turns) == (
            old.dates,
            old.points,
            old.turns,
        ):
            return old
        piles = old.oases if oases is None else tuple(map(tuple, oases))
        flags = old.active
        if active is not None or oases is not None:
            flags = tuple(bool(a and pile) for a, pile in zip(active or old.active, piles, strict=True))
        return Player(
            old.deck,
            old.hand if hand is None else tuple(sorted(hand)),
            piles,
            flags,
            old.desert if desert is None else tuple(desert),
            dates,
            points,
            turns,
        )

    def freeze(self) -> KamelohState:
        s = self.s
        return KamelohState(
            players=(self._player(0), self._player(1)),
            arena=tuple(self.arena),  # type: ignore[arg-type]
            lying=tuple(sorted(self.lying)) if len(self.lying) > 1 else tuple(self.lying),
            effects=tuple(sorted(self.effects)) if len(self.effects) > 1 else tuple(self.effects),
            current=self.current,
            phase=self.phase,
            action=self.action,
            tucks=self.tucks,
            placed=self.placed,
            attack=self.attack,
            searching=self.searching,
            end_by=self.end_by,
            end_stage=self.end_stage,
            length=s.length,
            target=s.target,
            shown=s.shown,
            rng=self.rng,
        )

    def income(self, seat: int) -> int:
        """Dates at the start of `seat`'s turn: activated oases, income items and income monsters, at most one
        per pile (the rule text: "between 0 and 3-4 dates a round, depending on the number of piles")."""
        oases = self.oases[seat] if self.oases.touched(seat) else self.s.players[seat].oases
        active = self.active[seat] if self.active.touched(seat) else self.s.players[seat].active
        total = sum(1 for a, pile in zip(active, oases, strict=True) if a and pile)
        for item in self.lying:
            effect = card(item.card).effect
            if item.owner == seat and item.slot == -1 and effect is not None and effect.kind == "income":
                total += effect.dates
        for slot in (2 * seat, 2 * seat + 1):
            monster = self.arena[slot]
            if monster is not None:
                total += card(monster.card).income
        return min(total, len(oases))

    # ----- small steps
    def pay(self, seat: int, amount: int) -> None:
        if amount:
            self.dates[seat] -= amount
            self.events.append(Event("dates", seat, amount=-amount))

    def take_from(self, seat: int, index: int, src: int, dst: str, slot: int = -1) -> None:
        """Remove a card from the hand or a face-up oasis top (which deactivates that oasis)."""
        if src == HAND:
            self.hands[seat].remove(index)
        else:
            pile = self.oases[seat][src]
            assert pile and pile[0] == index and self.active[seat][src]
            pile.pop(0)
            self.active[seat][src] = False
        self.events.append(Event("card", seat, index, where(src), dst, slot))

    def discard(self, owner: int, index: int) -> None:
        self.deserts[owner].append(index)

    def clear_slot(self, slot: int, keep_own_items_at: int | None = None) -> Monster:
        """Take the monster off `slot`. Items lying on it go to their owners' deserts, except that items of
        its controller move to `keep_own_items_at` when given (mutation, gathering)."""
        monster = self.arena[slot]
        assert monster is not None
        controller = side_of(slot)
        self.arena[slot] = None
        kept = []
        for item in self.lying:
            if item.slot != slot:
                kept.append(item)
            elif keep_own_items_at is not None and item.owner == controller:
                kept.append(Lying(item.card, item.owner, keep_own_items_at))
            else:
                self.discard(item.owner, item.card)
                self.events.append(Event("card", item.owner, item.card, f"on {slot_name(slot)}", "desert"))
        self.lying = kept
        effects = []
        for item in self.effects:
            if item.slot != slot:
                effects.append(item)
            elif keep_own_items_at is not None and item.owner == controller:
                effects.append(Lying(item.card, item.owner, keep_own_items_at))
        self.effects = effects
        return monster

    def defeat(self, slot: int, by: int) -> None:
        monster = self.clear_slot(slot)
        self.discard(monster.owner, monster.card)
        self.events.append(Event("defeat", monster.owner, monster.card, slot_name(slot), "desert", slot))
        self.score(by, card(monster.card).points, "defeat")

    def score(self, seat: int, amount: int, reason: str) -> None:
        if amount:
            self.points[seat] += amount
            self.events.append(Event("points", seat, amount=amount, info=(reason,)))

    def free_slot(self, seat: int) -> int | None:
        for s in (2 * seat, 2 * seat + 1):
            if self.arena[s] is None:
                return s
        return None

    # ----- turns and the end
    def start_turn(self, seat: int) -> None:
        self.current = seat
        self.phase = "main"
        self.action, self.tucks, self.placed = "", 0, 0
        self.events.append(Event("turn", seat))
        gain = self.income(seat)
        if gain:
            self.dates[seat] += gain
            self.events.append(Event("dates", seat, amount=gain))

    def end_turn(self) -> None:
        seat = self.current
        self.effects = []
        self.attack = None
        self.turns[seat] += 1
        if self.end_stage == 0 and self.end_reached(seat):
            self.end_by, self.end_stage = seat, 1
        elif self.end_stage == 1:
            self.end_stage = 2
            self.start_buyout(self.end_by)
            return
        self.start_turn(1 - seat)

    def end_reached(self, seat: int) -> bool:
        """A seat has played its second-to-last turn when its oases are empty, it reached the target of a
        short game, or (our addition so that every game ends) it has played TURN_LIMIT turns."""
        if not any(self.oases[seat]):
            return True
        if self.s.length == "short" and self.points[seat] >= self.s.target:
            return True
        return self.turns[seat] >= TURN_LIMIT

    def start_buyout(self, seat: int) -> None:
        self.current = seat
        self.phase = "buyout"
        self.action, self.tucks, self.placed = "", 0, 0
        self.events.append(Event("buyout", seat))

    def finish_buyout(self) -> None:
        seat = self.current
        unbought = sum(1 for c in self.hands[seat] if card(c).is_monster)
        self.score(1 - seat, UNBOUGHT_POINTS * unbought, "buyout")
        if self.end_stage == 2:
            self.end_stage = 3
            self.start_buyout(1 - seat)
        else:
            self.phase = "over"
            self.events.append(Event("over"))


def apply_move(state: KamelohState, move: Move | tuple) -> tuple[KamelohState, list[Event]]:
    """The state after `move` and its events. A plain tuple (or any look-alike: 1.0 == 1) equal to a legal
    move is applied as that typed legal move; anything else raises the keyed IllegalMove (refusals.py)."""
    moves = legal_moves(state)
    try:
        legal = moves[moves.index(move)]
    except Exception:  # noqa: BLE001 - not found, or a junk object whose comparison fails: no move
        raise why_illegal(state, move) from None
    return apply_legal_move(state, legal)


def apply_legal_move(state: KamelohState, move: Move) -> tuple[KamelohState, list[Event]]:
    """`apply_move` for a typed move taken from `legal_moves(state)`: nothing is checked (the search)."""
    w = Work(state)
    HANDLERS[move.kind](w, move)
    return w.freeze(), w.events


_KINDS_OF_PHASE = {"answer": ("item", "pass"), "search": ("take",), "buyout": ("buy", "pass")}
_PHASE_KEYS = {"answer": "answer-with-items", "search": "search-take-first", "buyout": "last-turn-buy-only"}


def why_illegal(state: KamelohState, move: object) -> IllegalMove:
    """Why a move is not legal now, keyed by the rule it breaks (refusals.py)."""
    try:
        move = typed(move)
    except IllegalMove:
        return refuse("not-a-move")
    kind = move.kind
    if type(kind) is not str:
        return refuse("not-a-move")
    return kind_refusal(state, kind, move) or refuse("not-allowed")


def kind_refusal(state: KamelohState, kind: str, move: Move | None = None) -> IllegalMove | None:
    """The rule of the phase or of the turn that refuses a move of `kind` now, if one does (with `move`, also
    its price); without `move` the rule holds for every move of that kind (what `parse_move` names)."""
    if state.phase == "over":
        return refuse("game-over")
    if kind == "take" and state.phase != "search":
        return refuse("take-only-searching")
    if kind == "buy" and state.phase != "buyout":
        return refuse("buy-only-at-the-end")
    allowed = _KINDS_OF_PHASE.get(state.phase)
    if allowed is not None and kind not in allowed:
        return refuse(_PHASE_KEYS[state.phase])
    seat = state.current if state.phase != "answer" else 1 - state.current
    return _turn_rule(state, move, kind, seat)


def _turn_rule(state: KamelohState, move: Move | None, kind: str, seat: int) -> IllegalMove | None:
    """The rule of the turn's structure or of the price that `move` breaks, if any."""
    player = state.players[seat]
    if kind == "attack" and player.turns == 0:
        return refuse("no-attack-first-turn")
    if kind in ("play", "mutate", "fuse") and state.placed >= 2:
        return refuse("two-monsters-per-turn")
    if kind in ("play", "item", "mutate", "fuse", "join") and state.action not in ("", "play"):
        return refuse("action-chosen-cards")
    if kind in ("activate", "tuck", "draw", "search") and state.action not in ("", "tuck", "draw", "search"):
        return refuse("action-chosen")
    if kind == "tuck" and state.tucks >= 2:
        return refuse("two-tucks")
    if kind in ("draw", "search") and len(player.hand) >= HAND_LIMIT:
        return refuse("hand-full", limit=HAND_LIMIT)
    if kind == "search" and player.dates < SEARCH_PRICE:
        return refuse("search-costs", price=SEARCH_PRICE, dates=player.dates)
    if isinstance(move, PlayMove | ItemMove | BuyMove):
        index = move.card
        if type(index) is int and 0 <= index < len(pool().cards):
            cost = price(state, seat, index)
            if cost > player.dates:
                return refuse("too-expensive", card=index, price=cost, dates=player.dates)
    return None


# --------------------------------------------------------------------------- handlers
def _play(w: Work, move: PlayMove) -> None:
    index, src = move.card, move.src
    seat = w.current
    slot = w.free_slot(seat)
    assert slot is not None
    w.pay(seat, price(w.s, seat, index))
    w.take_from(seat, index, src, slot_name(slot), slot)
    w.arena[slot] = Monster(index, seat)
    w.placed += 1
    w.action = "play"


def _item(w: Work, move: ItemMove) -> None:
    index, src, target = move.card, move.src, move.target
    seat = w.current if w.phase != "answer" else 1 - w.current
    info = card(index)
    effect = info.effect
    assert effect is not None
    if "main" in info.when:
        w.action = "play"
    w.pay(seat, info.price)
    slot = target if isinstance(target, int) else -1
    lies = effect.lies
    w.take_from(
        seat, index, src, ("front" if slot < 0 else f"on {slot_name(slot)}") if lies else "desert", slot
    )
    if lies:
        w.lying.append(Lying(index, seat, slot))
    else:
        w.discard(seat, index)
    EFFECTS[effect.kind](w, seat, index, target)


def _fx_boost(w: Work, seat: int, index: int, slot: int) -> None:
    effect = card(index).effect
    assert effect is not None
    if effect.lp:
        monster = w.arena[slot]
        assert monster is not None
        w.arena[slot] = Monster(
            monster.card, monster.owner, monster.damage, monster.lp_bonus + effect.lp, monster.extra
        )
    if (effect.ap or effect.dp) and not effect.stays:
        w.effects.append(Lying(index, seat, slot))


def _fx_temporary(w: Work, seat: int, index: int, slot: int) -> None:
    effect = card(index).effect
    assert effect is not None
    if not effect.lies:
        w.effects.append(Lying(index, seat, slot))


def _fx_damage(w: Work, seat: int, index: int, slot: int) -> None:
    effect = card(index).effect
    assert effect is not None
    monster = w.arena[slot]
    assert monster is not None
    w.arena[slot] = Monster(
        monster.card, monster.owner, monster.damage + effect.amount, monster.lp_bonus, monster.extra
    )
    w.events.append(Event("damage", seat, monster.card, slot=slot, amount=effect.amount))
    if values(w.s, slot).lp <= monster.damage + effect.amount:  # items on it are unchanged by the damage
        w.defeat(slot, seat)


def _fx_heal(w: Work, seat: int, index: int, slot: int) -> None:
    effect = card(index).effect
    assert effect is not None
    monster = w.arena[slot]
    assert monster is not None
    healed = monster.damage if effect.amount == 0 else min(monster.damage, effect.amount)
    w.arena[slot] = Monster(
        monster.card, monster.owner, monster.damage - healed, monster.lp_bonus, monster.extra
    )
    w.events.append(Event("heal", seat, monster.card, slot=slot, amount=healed))


def _fx_none(w: Work, seat: int, index: int, target: object) -> None:
    """Price and income items act by lying in front of their owner."""


def _fx_dates(w: Work, seat: int, index: int, target: object) -> None:
    effect = card(index).effect
    assert effect is not None
    w.dates[seat] += effect.dates
    w.events.append(Event("dates", seat, amount=effect.dates))


def _fx_destroy(w: Work, seat: int, index: int, target: Lying) -> None:
    w.lying.remove(target)
    w.discard(target.owner, target.card)
    src = "front" if target.slot < 0 else f"on {slot_name(target.slot)}"
    w.events.append(Event("card", target.owner, target.card, src, "desert", target.slot))


def _fx_steal(w: Work, seat: int, index: int, slot: int) -> None:
    dst = w.free_slot(seat)
    assert dst is not None
    monster = w.clear_slot(slot)
    w.arena[dst] = monster
    w.events.append(Event("steal", seat, monster.card, slot_name(slot), slot_name(dst), dst))


def _fx_retreat(w: Work, seat: int, index: int, slot: int) -> None:
    monster = w.clear_slot(slot)
    w.hands[seat].append(monster.card)
    w.events.append(Event("card", seat, monster.card, slot_name(slot), "hand", slot))


EFFECTS = {
    "boost": _fx_boost,
    "weaken": _fx_temporary,
    "direct": _fx_temporary,
    "shield": _fx_temporary,
    "damage": _fx_damage,
    "heal": _fx_heal,
    "price": _fx_none,
    "income": _fx_none,
    "dates": _fx_dates,
    "destroy_item": _fx_destroy,
    "steal": _fx_steal,
    "retreat": _fx_retreat,
}


def _mutate(w: Work, move: MutateMove) -> None:
    _kind, slot, violet, vsrc, item, isrc = move
    seat = w.current
    w.pay(seat, price(w.s, seat, violet))
    w.take_from(seat, item, isrc, "desert", slot)
    w.discard(seat, item)
    old = w.clear_slot(slot, keep_own_items_at=slot)
    w.discard(old.owner, old.card)
    w.events.append(Event("card", old.owner, old.card, slot_name(slot), "desert", slot))
    w.take_from(seat, violet, vsrc, slot_name(slot), slot)
    w.arena[slot] = Monster(violet, seat, 0, old.lp_bonus)
    w.events.append(Event("mutate", seat, violet, slot=slot, info=(old.card,)))
    w.placed += 1
    w.action = "play"


def _fuse(w: Work, move: FuseMove) -> None:
    _kind, violet, vsrc, members, item, isrc = move
    seat = w.current
    cost = price(w.s, seat, violet) + sum(price(w.s, seat, c) for c, src in members if src < ARENA)
    w.pay(seat, cost)
    arena_slots = sorted(src - ARENA for _c, src in members if src >= ARENA)
    slot = arena_slots[0] if arena_slots else w.free_slot(seat)
    assert slot is not None
    if item >= 0:
        w.take_from(seat, item, isrc, "desert", slot)
        w.discard(seat, item)
    lp_bonus = 0
    for c, src in members:
        if src >= ARENA:
            old = w.clear_slot(src - ARENA, keep_own_items_at=slot)
            lp_bonus += old.lp_bonus
            w.discard(old.owner, old.card)
            w.events.append(Event("card", old.owner, old.card, where(src), "desert", slot))
        else:
            w.take_from(seat, c, src, "desert", slot)
            w.discard(seat, c)
    w.take_from(seat, violet, vsrc, slot_name(slot), slot)
    w.arena[slot] = Monster(violet, seat, 0, lp_bonus)
    w.events.append(Event("fuse", seat, violet, slot=slot, info=tuple(c for c, _s in members)))
    w.placed += 1
    w.action = "play"


def _join(w: Work, move: JoinMove) -> None:
    slot, index, src = move.slot, move.card, move.src
    seat = w.current
    kept = 0  # a member from the arena brings its lasting LP boost: own positive items "gelten weiter"
    if src < ARENA:
        w.pay(seat, price(w.s, seat, index))
        w.take_from(seat, index, src, "desert", slot)
        w.discard(seat, index)
    else:
        old = w.clear_slot(src - ARENA, keep_own_items_at=slot)
        kept = old.lp_bonus
        w.discard(old.owner, old.card)
        w.events.append(Event("card", old.owner, old.card, where(src), "desert", slot))
    fusion = w.arena[slot]
    assert fusion is not None
    extra = gathering_extra(fusion, index)
    w.arena[slot] = Monster(fusion.card, fusion.owner, fusion.damage, fusion.lp_bonus + kept, extra)
    w.events.append(Event("join", seat, index, slot=slot))
    w.action = "play"


def _activate(w: Work, move: ActivateMove) -> None:
    seat, i = w.current, move.oasis
    w.active[seat][i] = True
    w.action = "activate"
    w.events.append(Event("flip", seat, w.oases[seat][i][0], f"oasis {i + 1}"))


def _tuck(w: Work, move: TuckMove) -> None:
    index, i = move.card, move.oasis
    seat = w.current
    w.hands[seat].remove(index)
    w.oases[seat][i].append(index)
    w.tucks += 1
    if w.action == "":
        w.action = "tuck"
    w.events.append(Event("card", seat, index, "hand", f"oasis {i + 1}"))


def _draw(w: Work, move: DrawMove) -> None:
    seat, i = w.current, move.oasis
    index = w.oases[seat][i].pop(0)
    w.hands[seat].append(index)
    w.action = "draw"
    w.events.append(Event("card", seat, index, f"oasis {i + 1}", "hand"))


def _search(w: Work, move: SearchMove) -> None:
    seat, i = w.current, move.oasis
    w.pay(seat, SEARCH_PRICE)
    w.phase, w.searching, w.action = "search", i, "search"


def _take(w: Work, move: TakeMove) -> None:
    seat, i, index = w.current, w.searching, move.card
    pile = w.oases[seat][i]
    pile.remove(index)
    w.hands[seat].append(index)
    w.events.append(Event("card", seat, index, f"oasis {i + 1}", "hand"))
    w.rng, shuffled = rng_shuffle(w.rng, pile)
    w.oases[seat][i] = list(shuffled)
    w.active[seat][i] = False
    w.events.append(Event("shuffle", seat, src=f"oasis {i + 1}"))
    w.phase, w.searching = "main", -1


def _attack(w: Work, move: AttackMove) -> None:
    w.attack = (move.attackers, move.targets)
    if w.dates[1 - w.current] >= pool().min_defend_price:
        w.phase = "answer"  # the defender decides whether to answer with items
    else:
        _fight(w)


def _fight(w: Work) -> None:
    assert w.attack is not None
    attackers, targets = w.attack
    hits = fight_damage(w.s, attackers, targets)  # the state before this move: same monsters and items
    w.events.append(Event("fight", w.current, info=(attackers, targets, hits)))
    for slot, hit in hits:
        monster = w.arena[slot]
        assert monster is not None
        w.arena[slot] = Monster(
            monster.card, monster.owner, monster.damage + hit, monster.lp_bonus, monster.extra
        )
    for slot, _hit in hits:
        if values(w.s, slot).lp <= w.arena[slot].damage:  # type: ignore[union-attr]
            w.defeat(slot, w.current)
    w.phase = "main"
    w.end_turn()


def _pass(w: Work, move: PassMove) -> None:
    if w.phase == "answer":
        _fight(w)
    elif w.phase == "buyout":
        w.finish_buyout()
    else:
        if free_point_due(w.s):
            w.score(w.current, FREE_POINTS, "free")
        w.end_turn()


def _buy(w: Work, move: BuyMove) -> None:
    seat, index = w.current, move.card
    w.pay(seat, card(index).price)
    w.hands[seat].remove(index)
    w.discard(seat, index)
    w.events.append(Event("card", seat, index, "hand", "desert"))


HANDLERS = {
    "play": _play,
    "item": _item,
    "mutate": _mutate,
    "fuse": _fuse,
    "join": _join,
    "activate": _activate,
    "tuck": _tuck,
    "draw": _draw,
    "search": _search,
    "take": _take,
    "attack": _attack,
    "pass": _pass,
    "buy": _buy,
}
