@card:discipline
Feature: Discipline
  White, common, value 6 (lower left 3). It is worth 3 while two or more moods in play are
  black and/or red.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:discipline.1
  Rule: Two black moods, two red moods, or one of each all count

    Example: two black moods
      Given Alice has moods Discipline
      And Bob has moods Apathy and Hate
      Then Discipline's value is 3

    Example: two red moods
      Given Alice has moods Discipline and Boredom
      And Bob has moods Glee
      Then Discipline's value is 3

    Example: one black and one red mood
      Given Alice has moods Discipline
      And Bob has moods Apathy and Boredom
      Then Discipline's value is 3

    Example: a single black mood is not enough
      Given Alice has moods Discipline
      And Bob has moods Apathy and Laziness
      Then Discipline's value is 6
