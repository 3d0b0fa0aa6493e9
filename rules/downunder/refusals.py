"""Why a Down Under move is refused, in English and German: each key is a reason code of the rules
(moves.py, placement.py) and names the rule (see rules/errors.py)."""

from __future__ import annotations

from typing import Any

from rules.errors import Sentences

# The printed sets' colours in seat order (the seats' default names in assets/lang/downunder.*.json)
COLOURS = {"en": ("Yellow", "Red", "Blue", "Green"), "de": ("Gelb", "Rot", "Blau", "Grün")}

TEXTS = {
    "not-a-move": {"en": "That is not a Down Under move.", "de": "Das ist kein Zug in Down Under."},
    "not-legal": {"en": "That move is not possible now.", "de": "Dieser Zug geht gerade nicht."},
    "no-card": {"en": "You have no such card left.", "de": "Du hast keine solche Karte mehr."},
    "no-card-of": {"en": "You have {kind} left.", "de": "Du hast {kind} mehr."},
    "occupied": {"en": "That place is already taken.", "de": "Dieser Platz ist schon belegt."},
    "outside-area": {
        "en": "Only end cards may lie outside the play area.",
        "de": "Außerhalb der Spielfläche dürfen nur Wegenden liegen.",
    },
    "outside-area-of": {
        "en": "Only end cards may lie outside the play area of {width} by {height} cards.",
        "de": "Außerhalb der Spielfläche von {width} mal {height} Karten dürfen nur Wegenden liegen.",
    },
    "first-card-end": {
        "en": "Your first card must be a curve or a straight, not an end card.",
        "de": "Deine erste Karte muss eine Kurve oder eine Gerade sein, kein Wegende.",
    },
    "not-adjacent": {
        "en": "Your first card must touch a card on the table (orthogonally or diagonally).",
        "de": "Deine erste Karte muss an einer liegenden Karte liegen (auch diagonal).",
    },
    "must-turn-curve": {
        "en": "Your path is a closed loop: this turn you turn one of your curves to open it.",
        "de": "Dein Weg ist geschlossen: In diesem Zug drehst du eine deiner Kurven, um ihn zu öffnen.",
    },
    "must-extend-billabong": {
        "en": "You must go on with your path behind the Billabong.",
        "de": "Du musst deinen Weg hinter dem Billabong weiterbauen.",
    },
    "not-at-path-end": {
        "en": "A card must extend your own path at one of its open ends.",
        "de": "Eine Karte muss deinen eigenen Weg an einem seiner offenen Enden verlängern.",
    },
    "colour-not-at-end": {
        "en": "Your path must go on with the coloured part of the card.",
        "de": "Dein Weg muss mit dem farbigen Teil der Karte weitergehen.",
    },
    "joins-paths": {
        "en": "That card would join two players' paths, and no card may do that.",
        "de": "Diese Karte würde die Wege zweier Spieler verbinden, und das darf keine Karte.",
    },
    "joins-path-of": {
        "en": "That card would join your path to {seat}'s path, and no card may join two players' paths.",
        "de": "Diese Karte würde deinen Weg mit dem Weg von {seat} verbinden, und das darf keine Karte.",
    },
    "joins-paths-of": {
        "en": "That card would join {seat}'s path to {other}'s, and no card may join two players' paths.",
        "de": "Diese Karte würde die Wege von {seat} und {other} verbinden, und das darf keine Karte.",
    },
    "split-path": {"en": "That would tear a path apart.", "de": "Das würde einen Weg zerreißen."},
    "billabong-foreign": {
        "en": "That would force a Billabong onto another player's path.",
        "de": "Das würde einen Billabong auf den Weg eines anderen Spielers zwingen.",
    },
    "no-billabong": {
        "en": "That needs a Billabong, and all four are on the table.",
        "de": "Dafür bräuchte es einen Billabong, und alle vier liegen schon.",
    },
    "not-a-loop": {
        "en": "A curve may only be turned to open your closed path.",
        "de": "Eine Kurve darf nur gedreht werden, um deinen geschlossenen Weg zu öffnen.",
    },
    "not-own-curve": {
        "en": "You can only turn a curve of your own colour.",
        "de": "Du kannst nur Kurven deiner eigenen Farbe drehen.",
    },
    "no-open-ends": {
        "en": "Turning that curve would not give your path two open ends.",
        "de": "Diese Drehung gäbe deinem Weg keine zwei offenen Enden.",
    },
    # the variant "two paths per player" (paths.py)
    "entrance-end": {
        "en": "First every path gets its entrance: lay an end card.",
        "de": "Zuerst bekommt jeder Weg seinen Eingang: Lege ein Wegende.",
    },
    "entrance-square": {
        "en": "Two entrances always form a square: this end card goes back to back with the one before.",
        "de": "Zwei Eingänge ergeben immer ein Quadrat: Dieses Wegende kommt Rücken an Rücken an das vorige.",
    },
    "entrance-order": {
        "en": "The entrances are laid in turn, one path after the other; that path's entrance is not next.",
        "de": "Die Eingänge werden reihum gelegt, ein Weg nach dem anderen; dieser Weg ist noch nicht dran.",
    },
    "opening-full-card": {
        "en": "The start player first lays a straight or a curve at one of his entrances.",
        "de": "Der Startspieler legt zuerst eine Gerade oder Kurve an einen seiner Eingänge.",
    },
    "colour-done": {
        "en": "You have laid a card of this colour this turn; now lay one of your other colour.",
        "de": "Von dieser Farbe hast du in diesem Zug schon gelegt; jetzt ist deine andere Farbe dran.",
    },
    "opening-end": {
        "en": "One opening per player: in the first round every player lays an end card.",
        "de": "Nur eine Anlegemöglichkeit: In der ersten Runde legt jeder Spieler ein Endteil.",
    },
    "opening-back": {
        "en": "One opening per player: your end card goes against the back of the one laid just before.",
        "de": "Nur eine Anlegemöglichkeit: Dein Endteil kommt an die Rückseite des eben gelegten.",
    },
    "opening-no-room": {
        "en": "The next player lays his end card against the back of yours and needs an empty place behind it.",
        "de": "Der nächste Spieler legt sein Endteil an die Rückseite von deinem und braucht dahinter Platz.",
    },
    # the text notation of moves (text.parse)
    "unreadable": {
        "en": "“{text}” is not a move: write one as curve@(1,0)r90, end@(2,0)E or turn@(0,0)cw.",
        "de": "„{text}“ ist kein Zug: Schreib ihn als curve@(1,0)r90, end@(2,0)E oder turn@(0,0)cw.",
    },
    "no-animal": {
        "en": "“{written}/{animal}”: only straights and curves carry an animal ({animals}).",
        "de": "„{written}/{animal}“: Nur Geraden und Kurven tragen ein Tier ({animals}).",
    },
    "end-edge": {
        "en": "An end card names the edge its path leaves by: N, E, S or W.",
        "de": "Ein Wegende nennt die Seite, an der sein Weg hinausführt: N, E, S oder W.",
    },
    "turn-way": {
        "en": "A curve is turned cw (clockwise) or ccw (counter-clockwise).",
        "de": "Eine Kurve wird cw (im Uhrzeigersinn) oder ccw (gegen den Uhrzeigersinn) gedreht.",
    },
    "rotations": {
        "en": "“{written}” lies in the rotations {rotations}.",
        "de": "„{written}“ hat die Drehungen {rotations}.",
    },
}


# "You have no curve left.", "Du hast keine Kurve mehr." (the article follows the noun's gender)
_NO_KIND = {
    "en": {"straight": "no straight", "curve": "no curve", "end": "no end card"},
    "de": {"straight": "keine Gerade", "curve": "keine Kurve", "end": "kein Wegende"},
}


def _words(name: str, value: Any, lang: str) -> Any:
    if name in ("seat", "other") and isinstance(value, int) and 0 <= value < 4:
        return COLOURS.get(lang, COLOURS["en"])[value]
    if name == "kind":
        return _NO_KIND.get(lang, _NO_KIND["en"]).get(value, value)
    return value


SENTENCES = Sentences("downunder", TEXTS, _words)
refuse = SENTENCES.refuse
