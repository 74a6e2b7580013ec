@card:obsession
Feature: Obsession
  Blue, common, value 3. While two or more moods in play are white and/or black, its
  value is 6 instead.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:obsession.1
  Rule: Two white, two black, or one white and one black mood all count
    Any two moods of those colors, whoever has them, turn Obsession to 6; one alone does
    not.

    Example: two white moods
      Given Alice has moods Obsession and Complacency
      And Bob has moods Charity
      Then Obsession's value is 6

    Example: two black moods
      Given Alice has moods Obsession and Apathy
      And Bob has moods Disgust
      Then Obsession's value is 6

    Example: one white and one black mood
      Given Alice has moods Obsession and Complacency
      And Bob has moods Apathy
      Then Obsession's value is 6

    Example: a single white mood is not enough
      Given Alice has moods Obsession and Complacency
      And Bob has moods Boredom
      Then Obsession's value is 3
