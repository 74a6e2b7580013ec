@card:nostalgia
Feature: Nostalgia
  Green, common, value 0. Its player may put a card from the discard pile into their hand;
  then they may play an additional mood this turn.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Nostalgia in hand

  @note:nostalgia.1
  Rule: Both parts are optional, and either may be used without the other

    Example: no card taken, an additional mood played
      Given Alice has Boredom in hand
      And the discard pile holds Joy
      When Alice plays Nostalgia
      And Alice chooses nothing
      Then Alice may play an additional mood
      When Alice plays Boredom
      Then Alice has moods Nostalgia and Boredom
      And Joy is in the discard pile

    Example: a card taken, no additional mood played
      Given the discard pile holds Joy
      When Alice plays Nostalgia
      And Alice chooses Joy
      And Alice passes
      Then Joy is in Alice's hand
      And Alice has moods Nostalgia

  @note:nostalgia.2 @note:nostalgia.3
  Rule: The card comes first, so it may be the additional mood; another card from the hand will do too
    The two parts happen in the order written: the card is in the hand before the
    additional mood is played.

    Example: Alice plays the Joy she took back
      Given the discard pile holds Joy
      When Alice plays Nostalgia
      And Alice chooses Joy
      And Alice plays Joy
      Then Alice has moods Nostalgia and Joy

    Example: Alice keeps the Joy and plays Boredom
      Given Alice has Boredom in hand
      And the discard pile holds Joy
      When Alice plays Nostalgia
      And Alice chooses Joy
      And Alice plays Boredom
      Then Alice has moods Nostalgia and Boredom
      And Joy is in Alice's hand

  @note:nostalgia.4
  Rule: A Nostalgia played from the discard pile works as from the hand
    Alice plays Nostalgia from the discard pile with Harmony's permission; its effects
    happen all the same.

    Example: Nostalgia from the discard pile brings Joy back and lets Alice play it
      Given the discard pile holds Nostalgia and Joy
      And Alice has Harmony in hand
      When Alice plays Harmony
      And Alice plays Nostalgia from the discard pile
      And Alice chooses Joy
      And Alice plays Joy
      Then Alice has moods Nostalgia, Harmony and Joy

  @note:nostalgia.5
  Rule: Any card in the discard pile may be taken, whoever it came from

    Example: Bob's Joy, put into the discard pile by Alice's Anger
      Given Bob has moods Joy
      And Alice played Anger, choosing Joy
      When Alice plays Nostalgia
      And Alice chooses Joy
      And Alice plays Joy
      Then Joy is one of Alice's moods

  @note:nostalgia.6
  Rule: Played from the discard pile, Nostalgia still gives a mood from the hand, not from the pile
    Unless something else, such as Melancholy, lets its player play from the discard pile.

    Example: Alice can't play Boredom from the discard pile with Nostalgia's permission
      Given the discard pile holds Nostalgia, Joy and Boredom
      And Alice has Harmony in hand
      When Alice plays Harmony
      And Alice plays Nostalgia from the discard pile
      And Alice chooses Joy
      Then Alice cannot play Boredom from the discard pile because Alice has nothing that lets them play a mood from the discard pile (glossary.play-a-mood-from-the-discard-pile)
      And Alice may play Joy

    Example: with Melancholy, Nostalgia's additional mood may come from the discard pile
      Given Alice has moods Melancholy
      And the discard pile holds Boredom
      When Alice plays Nostalgia
      And Alice chooses nothing
      And Alice plays Boredom from the discard pile
      Then Alice has moods Melancholy, Nostalgia and Boredom

  @note:nostalgia.7
  Rule: The additional moods may come at any time in the turn, and in any order

    Example: with Hurt Feelings, Alice plays two more moods after Nostalgia
      Given Alice has Hurt Feelings
      And Alice has Boredom in hand
      And the discard pile holds Joy
      When Alice plays Nostalgia
      And Alice chooses Joy
      And Alice plays Boredom
      And Alice plays Joy
      Then Alice has moods Nostalgia, Boredom and Joy
      And Alice may not play another mood
