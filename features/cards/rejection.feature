@card:rejection
Feature: Rejection
  Black, rare, value 0. Its player may choose two other moods; if they share a color or
  have the same value, both go into the discard pile.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Rejection in hand

  @note:rejection.1
  Rule: Choosing is optional

    Example: Alice chooses nothing
      Given Bob has moods Boredom and Anger
      When Alice plays Rejection
      And Alice chooses nothing
      Then Bob has moods Boredom and Anger

    Example: Rejection itself is not one of the moods to choose
      Given Bob has moods Boredom and Anger
      When Alice plays Rejection
      Then Alice cannot choose Rejection
      And Alice may choose each of Boredom and Anger

    Example: two moods or none, never one and never three
      Given Bob has moods Boredom, Anger and Laziness
      When Alice plays Rejection
      Then Alice may choose nothing
      And Alice cannot choose Boredom alone (rejection.text)
      And Alice cannot choose Boredom, Anger and Laziness together (rejection.text)
      When Alice chooses Boredom and Anger
      Then the discard pile holds Boredom and Anger
      And Bob has moods Laziness

  @note:rejection.2
  Rule: The two moods may belong to different players

    Example: Alice's Boredom and Bob's Anger are both red
      Given Alice has moods Boredom
      And Bob has moods Anger and Laziness
      When Alice plays Rejection
      And Alice chooses Boredom and Anger
      Then the discard pile holds Boredom and Anger
      And Bob has moods Laziness

  @note:rejection.3
  Rule: The values compared are the moods' values now, not their printed dice

    Example: Pity worth 6 and Generosity worth 6 have the same value
      Given Alice has moods Pity and Boredom
      And Bob has moods Generosity and Indifference
      Then Pity's value is 6
      When Alice plays Rejection
      And Alice chooses Pity and Generosity
      Then the discard pile holds Pity and Generosity

    Example: neither a color nor a value in common, and both stay
      Given Alice has moods Boredom
      And Bob has moods Generosity
      When Alice plays Rejection
      And Alice chooses Boredom and Generosity
      Then the discard pile is empty
      And Bob has moods Generosity
