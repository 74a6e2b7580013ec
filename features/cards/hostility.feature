@card:hostility
Feature: Hostility
  Red, uncommon, value 3. Its player may put one of their black or green moods into the
  discard pile; if they do, they then put up to two moods, each worth 3 or less, into the
  discard pile. Values are read again between the two steps.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Hostility in hand

  @note:hostility.1
  Rule: The whole effect is optional; declining the first step skips the second

    Example: Alice keeps her Laziness and nothing else happens
      Given Alice has moods Laziness
      And Bob has moods Courage
      When Alice plays Hostility
      And Alice chooses nothing
      Then Alice has moods Laziness and Hostility
      And Bob has moods Courage

  @note:hostility.2
  Rule: Zero, one or two moods worth 3 or less go in the second step

    Example: two moods
      Given Alice has moods Laziness
      And Bob has moods Courage, Charity and Boredom
      When Alice plays Hostility
      And Alice chooses Laziness
      And Alice chooses Courage and Charity
      Then the discard pile holds Laziness, Courage and Charity
      And Bob has moods Boredom

    Example: none
      Given Alice has moods Laziness
      And Bob has moods Courage
      When Alice plays Hostility
      And Alice chooses Laziness
      And Alice chooses nothing
      Then the discard pile holds Laziness
      And Bob has moods Courage

    Example: never three
      Given Alice has moods Laziness
      And Bob has moods Courage, Charity and Boredom
      When Alice plays Hostility
      And Alice chooses Laziness
      Then Alice cannot choose Courage, Charity and Hostility together (hostility.text)
      When Alice chooses Courage and Charity
      Then Bob has moods Boredom
      And Alice has moods Hostility

  @note:hostility.3
  Rule: Once the first mood has gone, values are read again before the second step
    Bob's Excitement is worth 6 while Alice's green Laziness and Bob's black Apathy are in
    play; once Laziness is gone it is worth 3, and so it may be chosen.

    Example: Excitement drops to 3 and may then be chosen
      Given Alice has moods Laziness
      And Bob has moods Excitement and Apathy
      When Alice plays Hostility
      Then Excitement's value is 6
      When Alice chooses Laziness
      Then Excitement's value is 3
      And Alice may choose Excitement
      When Alice chooses Excitement
      Then the discard pile holds Laziness and Excitement

  @note:hostility.4
  Rule: Each mood must be worth 3 or less on its own; the 3s can't be pooled
    A single mood worth 6 can't be chosen, even alone.

    Example: Generosity, worth 6, can't be chosen, nor Boredom, worth 4
      Given Alice has moods Laziness
      And Bob has moods Generosity, Boredom and Courage
      When Alice plays Hostility
      And Alice chooses Laziness
      Then Alice may choose Courage
      And Alice cannot choose Generosity
      And Alice cannot choose Boredom
