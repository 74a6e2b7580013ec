@card:disgust
Feature: Disgust
  Black, common, value 6, or 3 while there are two or more green and/or white moods.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:disgust.1
  Rule: Two green moods, two white moods, or one of each, turn Disgust to 3
    The moods can be anyone's. Disgust only counts green and white ones.

    Example: two green moods
      Given Alice has moods Disgust
      And Bob has moods Laziness and Generosity
      Then Disgust's value is 3

    Example: two white moods
      Given Alice has moods Disgust
      And Bob has moods Charity and Complacency
      Then Disgust's value is 3

    Example: one green and one white
      Given Alice has moods Disgust and Laziness
      And Bob has moods Charity
      Then Disgust's value is 3

    Example: a single green or white mood is not enough
      Given Alice has moods Disgust and Laziness
      And Bob has moods Boredom and Apathy
      Then Disgust's value is 6

    Example: the value turns as soon as the second one is played
      Given Alice has moods Disgust
      And Bob has moods Charity
      And Alice has Laziness in hand
      When Alice plays Laziness
      Then Disgust's value is 3
