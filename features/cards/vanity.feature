@card:vanity
Feature: Vanity
  Black, mythic rare, value 0. It is worth 1 for each of its player's moods, itself
  included; while its player has no cards in hand, 3 for each instead.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:vanity.1
  Rule: Drawing is not optional, even when an empty hand would keep Vanity high

    Example: Alice loses the round with an empty hand and must draw
      Given Alice has moods Vanity and Boredom
      And Bob has moods Betrayal and Self-Loathing
      And the deck holds Joy (top first)
      Then Vanity's value is 6
      When the round is scored
      Then Bob wins the round
      And Joy is in Alice's hand
      And Vanity's value is 2

    Example: Hate's draw is not optional either
      Given Alice has moods Vanity
      And Bob has moods Boredom
      And Alice has Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Hate
      Then Vanity's value is 6
      When Alice chooses Boredom
      Then Joy is in Alice's hand
      And Vanity's value is 2

  @note:vanity.2
  Rule: A suppressed Vanity is worth 0, however many moods its player has

    Example: Bob suppresses Vanity with Pacifism
      Given Alice has moods Vanity, Boredom and Laziness
      And Bob played Pacifism, choosing Alice then Vanity
      Then Vanity is suppressed
      And Vanity's value is 0
