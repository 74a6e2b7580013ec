@card:excitement
Feature: Excitement
  Red, common, value 3, or 6 while there are two or more moods in play that are black or
  green, counted together.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:excitement.1
  Rule: Two black moods, two green moods, or one of each all turn Excitement to 6
    The moods may be anyone's; what counts is how many black and green moods there are in
    all, not how many of each.

    Example: two black moods
      Given Alice has moods Excitement and Apathy
      And Bob has moods Hate
      Then Excitement's value is 6

    Example: two green moods
      Given Alice has moods Excitement and Laziness
      And Bob has moods Joy
      Then Excitement's value is 6

    Example: one black mood and one green mood
      Given Alice has moods Excitement and Apathy
      And Bob has moods Laziness
      Then Excitement's value is 6

    Example: a single black mood is not enough
      Given Alice has moods Excitement and Apathy
      And Bob has moods Boredom
      Then Excitement's value is 3
