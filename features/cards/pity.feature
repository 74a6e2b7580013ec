@card:pity
Feature: Pity
  Black, common, value 3. While two or more moods in play are blue or red (any mix of
  the two), it is worth 6.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:pity.1
  Rule: Two blue, two red, or one of each: any mix of the two colors counts

    Example: one blue and one red mood make Pity worth 6
      Given Alice has moods Pity and Indifference
      And Bob has moods Boredom
      Then Pity's value is 6

    Example: two red moods make Pity worth 6
      Given Alice has moods Pity and Boredom
      And Bob has moods Anger
      Then Pity's value is 6

    Example: two blue moods make Pity worth 6
      Given Alice has moods Pity and Indifference
      And Bob has moods Fear
      Then Pity's value is 6

    Example: a single red mood is not enough
      Given Alice has moods Pity and Boredom
      And Bob has moods Laziness and Apathy
      Then Pity's value is 3
