@card:misery
Feature: Misery
  Black, uncommon, value 2. While two or more cards in the discard pile share a color, it
  is worth 8 (the two dice on its lower left).

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:misery.1
  Rule: Imagination does not change the colors of cards in the discard pile
    Misery reads the printed colors of the cards in the discard pile; only moods in play
    take Imagination's color.

    Example: two red cards in the discard pile make Misery worth 8
      Given Alice has moods Misery
      And the discard pile holds Boredom, Laziness and Anger
      Then Misery's value is 8

    Example: a red and a green card stay different colors under Imagination
      Given Alice has moods Misery
      And the discard pile holds Boredom and Laziness
      And Bob played Imagination, choosing red
      Then Misery is red
      And Laziness is green
      And Misery's value is 2
