@card:happiness
Feature: Happiness
  Green, uncommon, value 2. It is worth 8 (its lower left dice, 6 and 2) while one player
  has both a red mood and a white mood.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:happiness.1
  Rule: One player must have both colors; a red mood here and a white one there don't count

    Example: Alice's red and Bob's white leave Happiness at 2
      Given Alice has moods Happiness and Boredom
      And Bob has moods Charity
      Then Happiness's value is 2

    Example: Bob has both, and Alice's Happiness is 8
      Given Alice has moods Happiness
      And Bob has moods Boredom and Charity
      Then Happiness's value is 8

  @note:happiness.2
  Rule: Several players may have both; Happiness is 8 all the same

    Example: Alice and Bob both have red and white moods
      Given Alice has moods Happiness, Zeal and Complacency
      And Bob has moods Boredom and Charity
      Then Happiness's value is 8
