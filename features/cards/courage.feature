@card:courage
Feature: Courage
  White, common, value 1. Its player chooses up to two players and puts one mood worth 5
  or more of each into the discard pile.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Courage in hand

  @note:courage.1
  Rule: Zero, one or two players may be chosen

    Example: no player
      Given Bob has moods Generosity
      When Alice plays Courage
      And Alice chooses nothing
      Then Bob has moods Generosity

    Example: two players lose one mood each
      Given Bob has moods Generosity and Bashfulness
      And Carol has moods Self-Loathing
      When Alice plays Courage
      And Alice chooses Bob and Carol
      And Alice chooses Bashfulness
      Then the discard pile holds Bashfulness and Self-Loathing
      And Bob has moods Generosity

    Example: only moods worth 5 or more can be chosen
      Given Bob has moods Generosity, Bashfulness and Boredom
      When Alice plays Courage
      And Alice chooses Bob
      Then Alice may choose each of Generosity and Bashfulness
      And Alice cannot choose Boredom

  @note:courage.2
  Rule: Courage's player may choose themself

    Example: Alice sends her own Generosity away
      Given Alice has moods Generosity
      When Alice plays Courage
      And Alice chooses Alice
      Then Generosity is in the discard pile

  @note:courage.3
  Rule: Moods are chosen after Courage is in play, so its own color already counts
    Obsession is worth 6 while two or more white and/or black moods are in play. With only
    Charity, it is worth 3; Courage is white too, so once Courage is in play Obsession is
    worth 6 and can be chosen.

    Example: Courage makes Obsession big enough to hit
      Given Bob has moods Obsession and Charity
      Then Obsession's value is 3
      When Alice plays Courage
      Then Obsession's value is 6
      When Alice chooses Bob
      Then Obsession is in the discard pile
