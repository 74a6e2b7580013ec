Feature: Moods that react to a play
  Scorn, Validation and Duplicity each react "each time you play another mood". These
  rulings say which of them react, when, and what they look at, so that the answer never
  depends on which of them asks.

  @source:reference-2026-11-30 @card:scorn @card:hate @card:imagination @card:validation @card:wrath @card:chaos
  Rule: Scorn and Validation react to a mood before that mood's own "After playing this mood" effect
    The reference's own ruling, one answer for every "While in play" ability that reacts to
    its player playing another mood: Scorn's suppression and Validation's additional mood.
    The rules give a play its order: the costs, the mood into play, the "While in play"
    effects, and only then the mood's "After playing this mood" effect (rules.taking-a-turn.7,
    rules.taking-a-turn.8, rules.taking-a-turn.9). A reaction is a "While in play" effect that
    the play sets off as soon as the mood is in play (scorn.7: Scorn already sees the color
    the mood has in play), so it comes at the third step, before the played mood's own
    effect. Duplicity is the one exception the sources give: its additional time comes after
    the first time has happened (duplicity.4).

    A careful reader might let the played mood's effect finish first, and only then let the
    moods that react to it act. Each example fails under that reading: Hate would send
    Imagination away first, Generosity would be green again and out of Scorn's reach; Wrath
    would have sent Validation to the discard pile, its additional mood with it; and Chaos
    would have dealt Bob's Scorn to Alice, who would then be asked to suppress a red mood.

    Example: under Imagination naming black, Scorn suppresses the green Generosity before Hate acts
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Scorn
      And Bob has moods Generosity
      And Bob played Imagination, choosing black
      And Alice has Hate in hand
      And the deck holds Boredom and Laziness (top first)
      When Alice plays Hate
      And Alice answers Scorn: Generosity
      Then Generosity is suppressed
      When Alice answers Hate: Imagination
      Then Imagination is at the bottom of the deck
      And Boredom is in Alice's hand
      And Generosity is suppressed

    Example: Validation gives its additional mood before Wrath sends Validation away
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Validation
      And Bob has moods Generosity
      And Alice has Wrath and Boredom in hand
      When Alice plays Wrath
      And Alice chooses to discard them
      Then Validation is in the discard pile
      And Alice has moods Wrath
      And Alice may play Boredom

    Example: Chaos deals Bob's Scorn to Alice: it does not react to the Chaos she played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Scorn and Boredom
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Scorn then Boredom then Chaos
      Then Alice has moods Scorn and Chaos
      And Boredom is not suppressed
      And Alice may not play another mood

  @source:reference-2026-11-30 @card:duplicity @card:chaos @card:fear
  Rule: The moods that react to a play are those its player has when the mood enters play, and only while they keep them
    The reference's own ruling, one rule for Scorn, Validation and Duplicity alike. "Each
    time you play another mood" happens when the mood enters play (scorn.7), so the moods
    that react are the ones its player has at that moment; a mood they gain later in the same
    play (Chaos dealing it to them) has missed it. Each reacts when its turn comes in the
    order of a play (previous ruling; Duplicity's additional time comes after the first,
    duplicity.4) if it is still in play and still theirs: a mood dealt away in between is
    now the mood of the player it was dealt to (chaos.2), and so is its ability.

    A careful reader might read Duplicity only after the first effect (so a Duplicity that
    Chaos deals to its player repeats Chaos), or read everything when the mood enters play
    (so a Duplicity that Chaos deals away, or that Fear puts back into its player's hand,
    still repeats the effect). The first example fails under the first reading, the other
    two under the second. Scorn and Validation react before the played mood's effect, when
    nothing can have moved yet, so the two readings agree for them (see the first ruling).

    Example: Chaos deals Bob's Duplicity to Alice: it does not repeat the Chaos she played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Duplicity
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Duplicity then Chaos
      Then Duplicity is one of Alice's moods
      And Chaos is one of Bob's moods
      And Alice may not play another mood

    Example: Chaos deals Alice's Duplicity to Bob: it does not repeat the Chaos she played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Chaos then Duplicity
      Then Duplicity is one of Bob's moods
      And Chaos is one of Alice's moods
      And Alice may not play another mood

    Example: Fear puts Alice's Duplicity back into her hand: Fear's effect does not happen again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Fear in hand
      When Alice plays Fear
      And Alice chooses Duplicity
      Then Duplicity is in Alice's hand
      And Alice may play an additional mood

  @source:reference-2026-11-30 @card:validation @card:creativity @card:scorn
  Rule: A mood played as a copy: Scorn sees the copy's color, Validation the die printed on the card played
    The reference's own ruling, settled once for both files ("Moods played as copies" reads
    validation.3 the same way). Scorn asks about "the mood you played": a mood is a card in
    play (glossary.mood), and scorn.7 says Scorn looks at it once it is in play, with the
    color it has there. Creativity becomes its copy, color included, as it is played
    (creativity.text), so Scorn sees the copy's color. Validation asks about the die in the
    top right corner, and validation.3 says which die that is: the dice of a card in hand
    never change, so Validation reads the die printed on the card played, as it was in hand;
    a Glee counts as a 0 whatever it is worth (glee.1). Creativity's own die is a 0
    (creativity.1), so a Creativity always earns Validation's additional mood, whatever it
    is played as.

    A careful reader might judge both by the mood in play, so that Validation would read
    the copied card's die; or both by the card in hand, so that Scorn would see a blue
    Creativity. The first example fails under the first reading, the second under the
    second.

    Example: Validation gives an additional mood for a Creativity played as a copy of Laziness
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Validation
      And Bob has moods Laziness
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Laziness
      Then Creativity's value is 4
      And Alice may play Boredom

    Example: Scorn lets Alice suppress a red mood for a Creativity played as a copy of Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Scorn
      And Bob has moods Boredom and Indifference
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Boredom
      Then Alice is to answer Scorn
      And Alice may choose Boredom
      And Alice cannot choose Indifference
