@card:serenity
Feature: Serenity
  Green, uncommon, value 3. It is worth 6 while its player has an even number of moods.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:serenity.1
  Rule: Only its player's own moods are counted

    Example: Alice has two moods, four in play in all
      Given Alice has moods Serenity and Joy
      And Bob has moods Fear and Hate
      Then Serenity's value is 6

    Example: Alice has two moods, three in play in all
      Given Alice has moods Serenity and Joy
      And Bob has moods Fear
      Then Serenity's value is 6

  @note:serenity.2
  Rule: Serenity counts itself

    Example: Serenity alone is one mood, an odd number
      Given Alice has Serenity in hand
      When Alice plays Serenity
      Then Serenity's value is 3

    Example: Serenity and one more are two
      Given Alice has moods Joy
      And Alice has Serenity in hand
      When Alice plays Serenity
      Then Serenity's value is 6
