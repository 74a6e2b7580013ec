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

  @source:reference-2026-12-01
  Rule: Honor against Awe: whichever was played later decides who goes first next round
    The reference's own ruling: no note covers Honor meeting Awe. Both say who goes first:
    Honor names a player for every round while it is in play (honor.text, honor.1), Awe
    names one once, for the next round (awe.text, awe.2). Where the sources meet two effects
    of one kind, the latest decides: the player named by the last Honor played goes first
    (honor.3), and a later Imagination overrides an earlier one (imagination.3). We extend
    that to any two effects that name the first player: an Awe played after Honor decides
    the next round only (Honor's player goes first again the round after, while Honor stays
    in play); an Honor played after Awe overrides Awe's choice at once.

    A careful reader might let Honor always win, since it applies whoever won the round
    before for as long as it is in play, while Awe names a player only once; or let Awe
    always win, since its choice is made for that very round. The first two examples fail
    under the first reading, the other two under the second.

    Example: Awe played after Honor decides the next round, then Honor takes over again
      Given Alice played Honor, choosing Carol
      And Alice has Awe in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob goes first
      When the round is scored
      Then Carol goes first

    Example: Awe played after Honor decides, whatever other moods are in play: Bob's Boredom and Carol's Laziness
      Given Bob played Boredom
      And Alice played Honor, choosing Carol
      And Carol has moods Laziness
      And Alice has Awe in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob goes first

    Example: Honor played after Awe decides at once
      Given it is Carol's turn
      And Alice went first this round
      And Bob played Awe this round, choosing Bob
      And Carol has Honor in hand
      When Carol plays Honor
      And Carol chooses Carol
      And Carol passes
      Then Carol goes first

    Example: Honor played after Awe decides whoever each one names: Awe named Carol, Honor Alice, and Alice goes first
      Given it is Carol's turn
      And Alice went first this round
      And Bob played Awe this round, choosing Carol
      And Carol has Honor in hand
      When Carol plays Honor
      And Carol chooses Alice
      And Carol passes
      Then Alice goes first
