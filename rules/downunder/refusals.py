"""Why a Down Under move is refused, in English and German: each key is a reason code of the rules
(moves.py, placement.py) and names the rule (see rules/errors.py)."""

from __future__ import annotations

from rules.errors import Sentences

TEXTS = {
    "not-a-move": {"en": "That is not a Down Under move.", "de": "Das ist kein Zug in Down Under."},
    "not-legal": {"en": "That move is not possible now.", "de": "Dieser Zug geht gerade nicht."},
    "no-card": {"en": "You have no such card left.", "de": "Du hast keine solche Karte mehr."},
    "occupied": {"en": "That place is already taken.", "de": "Dieser Platz ist schon belegt."},
    "outside-area": {
        "en": "Only end cards may lie outside the play area.",
        "de": "Außerhalb der Spielfläche dürfen nur Wegenden liegen.",
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
}

SENTENCES = Sentences("downunder", TEXTS)
refuse = SENTENCES.refuse
