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
