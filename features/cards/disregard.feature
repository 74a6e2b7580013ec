@card:disregard
Feature: Disregard
  Green, common, value 6. It is worth 3 while two or more moods in play are blue and/or
  black.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:disregard.1
  Rule: Two blue, two black, or one of each: any two of the two colors count

    Example: one blue mood leaves Disregard at 6
      Given Alice has moods Disregard
      And Bob has moods Fear
      Then Disregard's value is 6

    Example: two blue moods
      Given Alice has moods Disregard
      And Bob has moods Fear and Panic
      Then Disregard's value is 3

    Example: two black moods
      Given Alice has moods Disregard and Hate
      And Bob has moods Contempt
      Then Disregard's value is 3

    Example: one blue and one black mood
      Given Alice has moods Disregard
      And Bob has moods Fear and Hate
      Then Disregard's value is 3
