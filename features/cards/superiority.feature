@card:superiority
Feature: Superiority
  Black, common, value 3. While its player has more moods than every other player, it is
  worth 7 (the two dice on its lower left).

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:superiority.1
  Rule: Having as many moods as another player is not enough: it needs strictly more

    Example: Alice is tied with Carol for the most moods
      Given Alice has moods Superiority and Boredom
      And Bob has moods Laziness
      And Carol has moods Apathy and Complacency
      Then Superiority's value is 3

    Example: Alice has more moods than each other player
      Given Alice has moods Superiority, Boredom and Indifference
      And Bob has moods Laziness
      And Carol has moods Apathy and Complacency
      Then Superiority's value is 7

    Example: playing one more mood breaks the tie
      Given Alice has moods Superiority and Boredom
      And Carol has moods Apathy and Complacency
      And Alice has Laziness in hand
      When Alice plays Laziness
      Then Superiority's value is 7
