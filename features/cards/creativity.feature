@card:creativity
Feature: Creativity
  Blue, rare, value 0. It may be played as a copy of any mood in play: it then is that
  printed card (dice, color and abilities) for as long as it stays in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:creativity.1
  Rule: Copying is optional; an uncopied Creativity is a blue mood worth 0

    Example: Alice plays Creativity as itself
      Given Bob has moods Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses nothing
      Then Creativity's value is 0
      And Creativity is blue

  @note:creativity.2
  Rule: Any player's mood may be copied

    Example: Alice copies Bob's Boredom
      Given Bob has moods Boredom
      And Alice has moods Charity
      And Alice has Creativity in hand
      When Alice plays Creativity
      Then Alice may choose each of Boredom and Charity
      When Alice chooses Boredom
      Then Creativity is a copy of Boredom
      And Creativity's value is 4
      And Creativity is red

  @note:creativity.3
  Rule: Only the printed card is copied, not what has happened to the mood
    A copy starts fresh: it is played this round, whatever the original's history.

    Example: a copy of a Patience worth 5 is worth 1 in the round it is played
      Given Bob has moods Patience
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Patience
      Then Patience's value is 5
      And Creativity's value is 1

    Example: a copy of a Cheer that was turned to 5 is worth 3
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Cheer
      Then Cheer's value is 5
      And Creativity's value is 3

  @note:creativity.4
  Rule: Creativity has no ability of its own, but a copy has all of the copied card's
    That includes a "To play this card" requirement: the copy is chosen as Creativity is
    played, so the copied card's cost is paid then, and a mood whose cost can't be paid
    can't be copied.

    Example: a copy of Charity gives an additional mood
      Given Bob has moods Charity
      And Alice has Boredom in hand
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Charity
      Then Alice may play an additional mood
      When Alice plays Boredom
      Then Alice has moods Creativity and Boredom

    Example: a copy of Self-Loathing has its cost to pay
      Given Bob has moods Self-Loathing
      And Alice has moods Fear and Hate
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Self-Loathing
      And Alice chooses Fear
      Then the discard pile holds Fear
      And Creativity's value is 6

    Example: with no mood of her own, Alice can't copy Self-Loathing
      Given Bob has moods Self-Loathing and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      Then Alice may choose Boredom
      And Alice cannot choose Self-Loathing

    Example: Creativity is not in Alice's hand to pay a copy's cost with, so one other card can't pay Guile's two
      Given Bob has moods Guile and Boredom
      And Alice has Creativity and Complacency in hand
      When Alice plays Creativity
      Then Alice may choose Boredom
      And Alice cannot choose Guile

  @note:creativity.5
  Rule: Out of play, Creativity is itself again: a blue card

    Example: a copy of Boredom goes to the discard pile as a blue card
      Given Bob has moods Boredom
      And Alice played Creativity, choosing Boredom
      And Alice has Anger in hand
      Then Creativity is red
      When Alice plays Anger
      And Alice chooses Alice's Creativity
      Then Creativity is in the discard pile
      And Creativity is blue

  @note:creativity.6
  Rule: The copy lasts even after the original leaves play

    Example: Bob's Boredom leaves, Alice's copy stays a Boredom
      Given Bob has moods Boredom
      And Alice played Creativity, choosing Boredom
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Bob's Boredom
      Then Boredom is in the discard pile
      And Creativity is a copy of Boredom
      And Creativity's value is 4

  @note:creativity.7
  Rule: Copying a Creativity copies what that Creativity copies

    Example: a copy of Bob's copy of Boredom is a Boredom
      Given Bob has moods Laziness
      And Bob has Boredom in hand
      And Bob played Boredom
      And Bob played Creativity, choosing Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Bob's Creativity
      Then Alice's Creativity is a copy of Boredom
      And Alice's Creativity's value is 4

    Example: a copy of an uncopied Creativity is a blue mood worth 0
      Given Bob has moods Boredom
      And Bob played Creativity, choosing nothing
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Bob's Creativity
      Then Alice's Creativity's value is 0
      And Alice's Creativity is blue

  @source:reference-2026-12-02
  Rule: Creativity's player is told their own copy choice, whatever copies of Creativity others hold
    The reference's own ruling. Creativity asks its player which mood it copies as it is
    played (creativity.text), while it is still in their hand: the question is put to them,
    so they know their answer, and the other players learn it only as the card comes into
    play face up (rules.taking-a-turn.1), not from the question, which names a card they
    have not seen. That Bob holds a Creativity of his own changes neither.

    A careful implementer might hide a question that names a hidden card from everyone who
    does not know every card of that name, as the engine once did: Alice would then not be
    told her own choice, because she does not know Bob's Creativity. The example fails under
    that reading.

    Example: Bob holds another Creativity, and Alice is told which mood her Creativity copies
      Given Alice has Creativity in hand
      And Bob has Creativity in hand
      And Bob has moods Boredom
      When Alice plays Creativity
      And Alice chooses Boredom
      Then Alice's Creativity is a copy of Boredom
      And Alice is told what Alice chose
      And Bob is not told what Alice chose

    Example: Bob holds two Creativities, and Alice is told which of his moods hers copies
      Given Alice has Creativity in hand
      And Bob has Creativity, Creativity and Joy in hand
      And Bob has moods Charity and Boredom
      When Alice plays Creativity
      And Alice chooses Charity
      Then Alice's Creativity is a copy of Charity
      And Alice is told what Alice chose
      And Bob is not told what Alice chose
