@card:delight
Feature: Delight
  Green, common, value 3. Its player may discard a card with [1], [3] or [5] in its top
  right corner; if they do, Delight turns to its lower left value, 5.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:delight.1
  Rule: Discarding is optional; without it Delight is worth 3

    Example: Alice keeps her Charity
      Given Alice has Delight and Charity in hand
      When Alice plays Delight
      And Alice chooses nothing
      Then Delight's value is 3
      And Alice's hand holds Charity
      And the discard pile is empty

  @note:delight.2
  Rule: A card in hand is judged by the die in its top right corner only
    Loyalty's top right die is 3 (its lower left is 6), so it can be discarded for Delight;
    Discipline's top right die is 6 (its lower left is 3), so it can't.

    Example: Loyalty qualifies, Discipline doesn't
      Given Alice has Delight, Loyalty and Discipline in hand
      When Alice plays Delight
      Then Alice may choose Loyalty
      And Alice cannot choose Discipline

  @note:delight.3
  Rule: After the discard, Delight's value is its lower left value
    The mood is turned so that its 5 sits in the top right corner.

    Example: Alice discards Charity
      Given Alice has Delight and Charity in hand
      When Alice plays Delight
      And Alice chooses Charity
      Then Charity is in the discard pile
      And Delight's value is 5

  @note:delight.4
  Rule: The value chosen when Delight was played stays, round after round
    Only an effect that says otherwise, such as one that makes a mood use its higher dice,
    changes it.

    Example: a Delight played with a discard is still 5 next round
      Given Alice has Delight and Charity in hand
      When Alice plays Delight
      And Alice chooses Charity
      And the round is scored
      Then Delight's value is 5

    Example: a Delight played without a discard is still 3 next round
      Given Alice has Delight and Charity in hand
      When Alice plays Delight
      And Alice chooses nothing
      And the round is scored
      Then Delight's value is 3
