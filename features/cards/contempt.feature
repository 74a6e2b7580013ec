@card:contempt
Feature: Contempt
  Black, uncommon, value 1. Its player may choose one: put a green or white mood into the
  discard pile, or put every green and white mood into the discard pile.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Contempt in hand

  @note:contempt.1
  Rule: Neither option has to be chosen

    Example: Alice chooses nothing
      Given Bob has moods Laziness and Complacency
      When Alice plays Contempt
      Then Alice may choose each of one green or white mood and every green and white mood
      When Alice chooses nothing
      Then Bob has moods Laziness and Complacency

  @note:contempt.2
  Rule: With the first option, the mood may be one of Contempt's player's own

    Example: Alice puts her own Laziness into the discard pile
      Given Alice has moods Laziness
      And Bob has moods Complacency and Boredom
      When Alice plays Contempt
      And Alice chooses one green or white mood
      Then Alice may choose each of Laziness and Complacency
      And Alice cannot choose Boredom
      When Alice chooses Laziness
      Then the discard pile holds Laziness
      And Bob has moods Complacency and Boredom

  @note:contempt.3
  Rule: With the second option, every green and white mood goes, Contempt's player's included

    Example: Alice's Laziness goes with Bob's Complacency
      Given Alice has moods Laziness
      And Bob has moods Complacency and Boredom
      When Alice plays Contempt
      And Alice chooses every green and white mood
      Then the discard pile holds Laziness and Complacency
      And Bob has moods Boredom
      And Alice has moods Contempt

  @note:contempt.4
  Rule: A Contempt made green or white by Imagination goes with the rest

    Example: everything is green, Contempt included
      Given Bob has moods Boredom
      And Bob played Imagination, choosing green
      When Alice plays Contempt
      And Alice chooses every green and white mood
      Then the discard pile holds Boredom, Imagination and Contempt
      And Alice has no moods

  @source:community-2026-12-01
  Rule: With the first option a green or white mood must go if one is in play; if none is, nothing goes
    A players' question settled by the card's text (contempt.text): the mood put into the
    discard pile must be green or white: one must go if there is one, and with none in play
    the first option does nothing.

    Example: Alice picks the first option with only red moods in play
      Given Bob has moods Boredom
      When Alice plays Contempt
      And Alice chooses one green or white mood
      And Alice passes
      Then Bob has moods Boredom
      And the discard pile is empty
      And it is Bob's turn

    Example: Alice picks the first option and must send a mood away
      Given Bob has moods Complacency, Laziness and Boredom
      When Alice plays Contempt
      And Alice chooses one green or white mood
      Then Alice cannot choose nothing (contempt.text)
      When Alice chooses Complacency
      Then the discard pile holds Complacency
