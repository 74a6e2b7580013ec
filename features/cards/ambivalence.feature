@card:ambivalence
Feature: Ambivalence
  Blue, common, value 6. While two or more moods in play are red and/or green, its value
  is 3 instead.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:ambivalence.1
  Rule: Two red, two green, or one red and one green mood all count
    Any two moods of those colors, whoever has them, turn Ambivalence to 3; one alone
    does not.

    Example: two red moods
      Given Alice has moods Ambivalence and Boredom
      And Bob has moods Excitement
      Then Ambivalence's value is 3

    Example: two green moods
      Given Alice has moods Ambivalence and Laziness
      And Bob has moods Generosity
      Then Ambivalence's value is 3

    Example: one red and one green mood
      Given Alice has moods Ambivalence and Boredom
      And Bob has moods Laziness
      Then Ambivalence's value is 3

    Example: a single red mood is not enough
      Given Alice has moods Ambivalence and Boredom
      And Bob has moods Complacency
      Then Ambivalence's value is 6
