Feature: Moods that react to a play
  Scorn, Validation and Duplicity each react "each time you play another mood". These
  rulings say which of them react, when, and what they look at, so that the answer never
  depends on which of them asks.

  @source:reference-2026-11-30 @card:scorn @card:hate @card:imagination
  Rule: Scorn reacts to a mood before that mood's own "After playing this mood" effect
    The reference's own ruling. The rules give the order of a play: pay the costs, put the
    mood into play, apply the "While in play" effects, then resolve its "After playing this
    mood" effect (rules.taking-a-turn.7 to .9). Scorn's reaction is a "While in play" effect
    that the play itself sets off, once the mood is in play (scorn.7), so it comes at the
    third step, before the played mood's own effect. Validation's additional mood comes at
    the same step.

    A careful reader might let the played mood finish first, and only then let the moods
    that react to it act. The example fails under that reading: Hate would send Imagination
    away first, Generosity would be green again, and Scorn could no longer suppress it.

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

  @source:reference-2026-11-30 @card:duplicity @card:scorn @card:chaos @card:fear
  Rule: The moods that react to a play are those its player has when the mood enters play, and only while they keep them
    The reference's own ruling, one rule for Scorn, Validation and Duplicity alike. "Each
    time you play another mood" happens when the mood enters play (scorn.7), so the moods
    that react are the ones its player has at that moment; a mood they gain later in the same
    play (Chaos dealing it to them) has missed it. Each reacts when its turn comes in the
    order of a play (previous ruling; Duplicity's additional time comes after the first,
    duplicity.4) if it is still in play and still theirs: a mood dealt away in between has
    a new player, and it is that player's ability now (recklessness.3).

    A careful reader might read Duplicity only after the first effect (so a Duplicity that
    Chaos deals to its player repeats Chaos), or read everything when the mood enters play
    (so a Duplicity that Chaos deals away still repeats it). The examples fail under either.

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

  @source:reference-2026-11-30 @card:validation @card:creativity @card:scorn
  Rule: A mood played as a copy is the copy when Scorn and Validation look at it
    The reference's own ruling. Creativity becomes a copy of the printed card, dice and
    color included, as it is played (creativity.text), and the moods that react to a play
    look at the mood once it is in play (scorn.7). So Validation reads the copied card's top
    right die, and Scorn the copied card's color. validation.3 says the dice of cards in hand
    never change: that holds, and it is why Validation reads a printed die, not a value
    (glee.1); the die it reads is the one the mood has in play.

    A careful reader might read the card as it was in hand, Creativity's own 0 and blue. The
    examples fail under that reading.

    Example: Validation gives nothing for a Creativity played as a copy of Laziness
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Validation
      And Bob has moods Laziness
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Laziness
      Then Alice may not play another mood

    Example: Scorn lets Alice suppress a red mood for a Creativity played as a copy of Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Scorn
      And Bob has moods Boredom and Indifference
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Boredom
      Then Alice may choose Boredom
      And Alice cannot choose Indifference
