@card:patience
Feature: Patience
  White, common, value 5, or 1 in the round its player plays it.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:patience.1
  Rule: Patience is never worth 5 in the round it is played
    Its value is 1 for the whole round it was played in, scoring included; from the next
    round on it is worth 5.

    Example: worth 1 when played, and still 1 when that round is scored
      Given Alice has Patience in hand
      When Alice plays Patience
      Then Patience's value is 1
      When the round is scored
      Then Alice scored 1

    Example: worth 5 from the next round
      Given Alice has Patience in hand
      When Alice plays Patience
      And the round is scored
      Then Patience's value is 5

    Example: a Patience Alice played earlier in round 3 is still worth 1 on Bob's turn, and scores 1
      Given it is Bob's turn
      And Alice went first this round
      And Alice played Patience this round
      And it is round 3
      And Bob has Boredom in hand
      When Bob plays Boredom
      Then Patience's value is 1
      When Bob passes
      Then Alice scored 1

    Example: a Patience played in an earlier round is worth 5
      Given Bob has moods Patience
      Then Patience's value is 5
      When the round is scored
      Then Patience's value is 5

    Example: a Patience Alice played last round is worth 5 this round and the rounds after
      Given Alice played Patience last round
      Then Patience's value is 5
      When the round is scored
      Then Alice scored 5
      And it is round 2
      And Patience's value is 5
