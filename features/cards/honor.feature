@card:honor
Feature: Honor
  White, rare, value 3. Its player chooses a player; while Honor is in play, that player
  goes first every round, whoever won the round before.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:honor.1
  Rule: The player is chosen once, when Honor is played, and stays the same round after round

    Example: Carol goes first in each of the next two rounds
      Given Alice played Honor, choosing Carol
      And Bob has moods Generosity
      When the round is scored
      Then Bob wins the round
      And Carol goes first
      When the round is scored
      Then Bob wins the round
      And Carol goes first

  @note:honor.2
  Rule: To go last, choose the player on your left: play goes clockwise from the chosen player

    Example: Alice chooses Bob, so she plays last next round
      Given Alice has Honor in hand
      When Alice plays Honor
      And Alice chooses Bob
      And the round is scored
      Then Bob goes first
      And it is Bob's turn
      When Bob passes
      And Carol passes
      Then it is Alice's turn

  @note:honor.3
  Rule: With two or more Honors in play, the one played last decides who goes first

    Example: Alice's copy of Honor, played after Bob's Honor, wins
      Given Bob played Honor, choosing Bob
      And Alice played Creativity, choosing Honor then Carol
      When the round is scored
      Then Carol goes first

    Example: Bob's Honor, played after Alice's copy, wins
      Given Bob has moods Boredom
      And Alice played Creativity, choosing Boredom
      And Alice played Honor, choosing Carol
      And Bob has Creativity in hand
      And Bob went first this round
      And it is Bob's turn
      When Bob plays Creativity
      And Bob chooses Honor
      And Bob chooses Bob
      And the round is scored
      Then Bob goes first
