@card:denial
Feature: Denial
  Blue, rare, value 1. Its player may choose two other moods; if they share a color or
  have the same value, both go back into their players' hands.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Denial in hand

  @note:denial.1
  Rule: Choosing is optional

    Example: Alice chooses nothing
      Given Bob has moods Boredom and Excitement
      When Alice plays Denial
      And Alice chooses nothing
      Then Bob has moods Boredom and Excitement

    Example: two moods or none, never one
      Given Bob has moods Boredom and Excitement
      When Alice plays Denial
      Then Alice may choose each of Boredom and Excitement
      And Alice may choose nothing
      And Alice cannot choose Boredom alone (denial.text)

    Example: two moods or none, never three
      Given Bob has moods Boredom, Excitement and Anger
      When Alice plays Denial
      Then Alice cannot choose Boredom, Excitement and Anger together (denial.text)
      When Alice chooses Boredom and Excitement
      Then Bob has moods Anger
      And Bob's hand holds Boredom and Excitement

  @note:denial.2
  Rule: The two moods may belong to different players

    Example: Alice's Boredom and Bob's Excitement are both red
      Given Alice has moods Boredom
      And Bob has moods Excitement
      When Alice plays Denial
      And Alice chooses Boredom and Excitement
      Then Boredom is in Alice's hand
      And Excitement is in Bob's hand

  @note:denial.3
  Rule: Values are compared as they are now, not as printed

    Example: a Cheer turned to 5 and a Patience worth 5 go together
      Given Alice has Laziness in hand
      And Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Bob has moods Patience
      When Alice plays Denial
      And Alice chooses Cheer and Patience
      Then Bob's hand holds Cheer and Patience

    Example: moods that share neither color nor value stay
      Given Bob has moods Boredom and Charity
      When Alice plays Denial
      And Alice chooses Boredom and Charity
      Then Bob has moods Boredom and Charity

  @note:denial.4
  Rule: A mood goes to the hand of the player who has it, even if another player played it

    Example: the Laziness Alice took with Guile goes into Alice's hand
      Given Bob has moods Laziness
      And Alice has Fear and Hate in hand
      And Alice played Guile, choosing Fear and Hate
      And Alice has moods Boredom
      When Alice plays Denial
      And Alice chooses Laziness and Boredom
      Then Alice's hand holds Laziness and Boredom
