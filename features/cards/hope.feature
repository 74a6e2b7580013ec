@card:hope
Feature: Hope
  Green, rare, value 0. While it is in play, its player may play an additional mood during
  each of their turns, the turn Hope is played included.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:hope.1
  Rule: The additional mood is optional, every turn

    Example: the turn Hope is played, Alice may play another mood
      Given Alice has Hope and Boredom in hand
      When Alice plays Hope
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Boredom

    Example: on a later turn, two moods
      Given Alice has moods Hope
      And Alice has Boredom and Laziness in hand
      When Alice plays Boredom
      And Alice plays Laziness
      Then Alice has moods Hope, Boredom and Laziness
      And Alice may not play another mood

  @note:hope.2
  Rule: Hope gives nothing once it has left play
    If Alice's first mood sends Hope away, the additional mood goes with it.

    Example: Alice's Anger puts her own Hope into the discard pile
      Given Alice has moods Hope
      And Alice has Anger and Boredom in hand
      When Alice plays Anger
      And Alice chooses Hope
      Then Hope is in the discard pile
      And Alice may not play another mood

  @note:hope.3
  Rule: The additional mood may come at any time in the turn, and additional plays in any order
    Alice plays Eagerness, then a red mood with Hope's permission; Eagerness then lets her
    add another red one.

    Example: Hope's red mood opens the way for Eagerness's
      Given Alice has moods Hope
      And Alice has Eagerness, Boredom and Zeal in hand
      When Alice plays Eagerness
      And Alice plays Boredom
      And Alice plays Zeal
      Then Alice has moods Hope, Eagerness, Boredom and Zeal
