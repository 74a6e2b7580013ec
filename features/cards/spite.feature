@card:spite
Feature: Spite
  Black, common, value 1. Its player chooses up to two players; from each, one mood with
  an even value (0 is even) goes into the discard pile.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Spite in hand

  @note:spite.1
  Rule: Zero, one or two players may be chosen

    Example: choosing nobody
      Given Bob has moods Boredom
      When Alice plays Spite
      And Alice chooses nothing
      Then Bob has moods Boredom

    Example: choosing two players, one mood each
      Given Bob has moods Boredom and Charity
      And Carol has moods Fear
      When Alice plays Spite
      And Alice chooses Bob and Carol
      Then the discard pile holds Boredom and Fear
      And Bob has moods Charity

    Example: a mood worth 0 counts as even, and odd values can't be chosen
      Given Bob has moods Courage, Charity, Anger and Boredom
      When Alice plays Spite
      And Alice chooses Bob
      Then Alice may choose each of Anger and Boredom
      And Alice may choose none of Courage and Charity
      When Alice chooses Anger
      Then the discard pile holds Anger

  @note:spite.2
  Rule: Spite's player may choose themselves as one of the players

    Example: Alice loses her Laziness and Bob his Boredom
      Given Alice has moods Laziness
      And Bob has moods Boredom
      When Alice plays Spite
      And Alice chooses Alice and Bob
      Then the discard pile holds Laziness and Boredom
      And Alice has moods Spite
