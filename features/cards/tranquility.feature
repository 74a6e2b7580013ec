@card:tranquility
Feature: Tranquility
  Green, uncommon, value 3. It is worth 6 while its player has an odd number of moods.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:tranquility.1
  Rule: Only its player's own moods are counted

    Example: Alice has one mood, two in play in all
      Given Alice has moods Tranquility
      And Bob has moods Fear
      Then Tranquility's value is 6

    Example: Alice has two moods, three in play in all
      Given Alice has moods Tranquility and Joy
      And Bob has moods Fear
      Then Tranquility's value is 3

  @note:tranquility.2
  Rule: Tranquility counts itself

    Example: Tranquility alone is one mood, an odd number
      Given Alice has Tranquility in hand
      When Alice plays Tranquility
      Then Tranquility's value is 6

    Example: Tranquility and two more are three
      Given Alice has moods Joy and Boredom
      And Alice has Tranquility in hand
      When Alice plays Tranquility
      Then Tranquility's value is 6
