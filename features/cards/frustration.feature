@card:frustration
Feature: Frustration
  Red, common, value 6, or 3 while there are two or more moods in play that are white or
  blue, counted together.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:frustration.1
  Rule: Two white moods, two blue moods, or one of each all turn Frustration to 3
    The moods may be anyone's; what counts is how many white and blue moods there are in
    all, not how many of each.

    Example: two white moods
      Given Alice has moods Frustration and Charity
      And Bob has moods Complacency
      Then Frustration's value is 3

    Example: two blue moods
      Given Alice has moods Frustration and Indifference
      And Bob has moods Fear
      Then Frustration's value is 3

    Example: one white mood and one blue mood
      Given Alice has moods Frustration and Charity
      And Bob has moods Indifference
      Then Frustration's value is 3

    Example: a single white mood is not enough
      Given Alice has moods Frustration and Charity
      And Bob has moods Boredom
      Then Frustration's value is 6
