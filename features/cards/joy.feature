@card:joy
Feature: Joy
  Green, common, value 3. Its player may play an additional mood on their next turn.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Joy in hand

  @note:joy.1
  Rule: The additional mood is optional

    Example: Alice plays only one mood on her next turn
      Given Alice has Boredom and Laziness in hand
      When Alice plays Joy
      And the round is scored
      And Alice plays Boredom
      And Alice passes
      Then Alice has moods Joy and Boredom
      And it is Bob's turn

  @note:joy.2
  Rule: "Next turn" is Alice's turn in the next round, not the rest of this one

    Example: nothing more this turn, two moods next round
      Given Alice has Boredom and Laziness in hand
      When Alice plays Joy
      Then Alice may not play another mood
      When the round is scored
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Joy, Boredom and Laziness

  @note:joy.3
  Rule: The additional mood may come at any time in the turn, and additional plays in any order
    On her next turn Alice plays Eagerness, then a red mood with Joy's permission; Eagerness
    then lets her add another red one.

    Example: Joy's red mood opens the way for Eagerness's
      Given Alice has Eagerness, Boredom and Zeal in hand
      When Alice plays Joy
      And the round is scored
      And Alice plays Eagerness
      And Alice plays Boredom
      And Alice plays Zeal
      Then Alice has moods Joy, Eagerness, Boredom and Zeal

    Example: next turn, a green mood could use Joy's play or Eagerness's, and Alice says which
      Given Alice has Eagerness, Laziness and Boredom in hand
      When Alice plays Joy
      And the round is scored
      Then the play-by-play says Alice was given an additional play by Joy
      When Alice plays Eagerness
      And Alice plays Laziness
      Then Alice may choose each of Joy and Eagerness
      When Alice answers the permission: Eagerness
      And Alice plays Boredom
      Then Alice has moods Joy, Eagerness, Laziness and Boredom
