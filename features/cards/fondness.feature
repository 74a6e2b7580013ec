@card:fondness
Feature: Fondness
  Green, uncommon, value 0. It is worth 7 (its lower left dice, 6 and 1) while every
  player has three or more moods.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:fondness.1
  Rule: Every player must have three moods, not just two of them

    Example: Carol has only two moods
      Given Alice has moods Fondness, Joy and Boredom
      And Bob has moods Fear, Hate and Zeal
      And Carol has moods Laziness and Charity
      Then Fondness's value is 0

    Example: once Carol has a third, Fondness is 7
      Given Alice has moods Fondness, Joy and Boredom
      And Bob has moods Fear, Hate and Zeal
      And Carol has moods Laziness, Charity and Panic
      Then Fondness's value is 7

    Example: Fondness's own player counts too: Alice has only two moods
      Given Alice has moods Fondness and Joy
      And Bob has moods Fear, Hate and Zeal
      And Carol has moods Laziness, Charity and Panic
      Then Fondness's value is 0

  @note:fondness.2
  Rule: Fondness is one of its player's three moods

    Example: Fondness and two more are enough for Alice
      Given Alice has moods Joy and Boredom
      And Bob has moods Fear, Hate and Zeal
      And Carol has moods Laziness, Charity and Panic
      And Alice has Fondness in hand
      When Alice plays Fondness
      Then Fondness's value is 7
