@card:loyalty
Feature: Loyalty
  White, common, value 3 (lower left 6). It is worth 6 while two or more moods in play are
  green and/or blue.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:loyalty.1
  Rule: Two green moods, two blue moods, or one of each all count

    Example: two green moods
      Given Alice has moods Loyalty
      And Bob has moods Laziness and Joy
      Then Loyalty's value is 6

    Example: two blue moods
      Given Alice has moods Loyalty and Fear
      And Bob has moods Indifference
      Then Loyalty's value is 6

    Example: one green and one blue mood
      Given Alice has moods Loyalty
      And Bob has moods Laziness and Fear
      Then Loyalty's value is 6

    Example: a single green mood is not enough
      Given Alice has moods Loyalty
      And Bob has moods Laziness and Boredom
      Then Loyalty's value is 3
