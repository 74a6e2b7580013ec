@card:dignity
Feature: Dignity
  White, common, value 3 (lower left 5). Its player may discard a card with [0], [1], [2]
  or [3] in its top right corner; if they do, Dignity turns to its lower left value, 5.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:dignity.1
  Rule: Discarding is optional; without it Dignity is worth 3

    Example: Alice keeps her card
      Given Alice has Dignity and Fear in hand
      When Alice plays Dignity
      And Alice chooses nothing
      Then Dignity's value is 3
      And Alice's hand holds Fear
      And the discard pile is empty

  @note:dignity.2
  Rule: A card in hand is judged by the die in its top right corner only
    Loyalty's top right die is 3 (its lower left is 6), so it qualifies; Patience's top
    right die is 5 (its lower left is 1), so it does not.

    Example: Loyalty qualifies, Patience doesn't
      Given Alice has Dignity, Loyalty and Patience in hand
      When Alice plays Dignity
      Then Alice may choose Loyalty
      And Alice cannot choose Patience

  @note:dignity.3
  Rule: After the discard, Dignity's value is its lower left value

    Example: Alice discards Fear
      Given Alice has Dignity and Fear in hand
      When Alice plays Dignity
      And Alice chooses Fear
      Then Fear is in the discard pile
      And Dignity's value is 5

  @note:dignity.4
  Rule: The value settled when Dignity was played stays, unless a card makes it use its higher dice

    Example: a Dignity turned to 5 is still worth 5 in a later round
      Given Alice has Fear in hand
      And Alice played Dignity, choosing Fear
      When the round is scored
      Then Dignity's value is 5

    Example: an unturned Dignity is worth 3, and 5 under Encouragement
      Given Alice played Dignity
      And Alice has Encouragement in hand
      Then Dignity's value is 3
      When Alice plays Encouragement
      And Alice chooses Dignity
      Then Dignity's value is 5
