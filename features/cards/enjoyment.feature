@card:enjoyment
Feature: Enjoyment
  Green, common, value 3. It is worth 6 while two or more moods in play are red and/or
  white.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:enjoyment.1
  Rule: Two red, two white, or one of each: any two of the two colors count

    Example: one red mood leaves Enjoyment at 3
      Given Alice has moods Enjoyment
      And Bob has moods Boredom
      Then Enjoyment's value is 3

    Example: two red moods
      Given Alice has moods Enjoyment
      And Bob has moods Boredom and Zeal
      Then Enjoyment's value is 6

    Example: two white moods
      Given Alice has moods Enjoyment and Charity
      And Bob has moods Complacency
      Then Enjoyment's value is 6

    Example: one red and one white mood
      Given Alice has moods Enjoyment
      And Bob has moods Boredom and Charity
      Then Enjoyment's value is 6
