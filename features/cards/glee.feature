@card:glee
Feature: Glee
  Red, common, value 0, or 6 while it is in play in the round its player played it.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:glee.1
  Rule: As a card being played, Glee is a 0
    Whatever Glee is worth once in play, a card played is judged by the die in its top
    right corner, and Glee's is 0: so Validation gives an additional mood for it.

    Example: Glee played with Validation in play gives an additional mood
      Given Alice has moods Validation
      And Alice has Glee and Boredom in hand
      When Alice plays Glee
      Then Glee's value is 6
      And Alice may play an additional mood
      When Alice plays Boredom
      Then Alice has moods Validation, Glee and Boredom

    Example: a card worth 4 gives none
      Given Alice has moods Validation
      And Alice has Boredom and Glee in hand
      When Alice plays Boredom
      Then Alice cannot play Glee because Alice has already played this turn (rules.taking-a-turn.1)
