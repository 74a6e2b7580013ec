@card:embarrassment
Feature: Embarrassment
  Red, common, value 3. Its player may discard a card with [4], [5] or [6] in its top right
  corner; if they do, Embarrassment turns to its lower left value, 5.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:embarrassment.1
  Rule: A card in hand is judged by the die in its top right corner only
    Frustration's top right die is 6 (its lower left is 3), so it qualifies; Glee's top
    right die is 0 (its lower left is 6), so it doesn't.

    Example: Frustration qualifies, Glee doesn't
      Given Alice has Embarrassment, Frustration and Glee in hand
      When Alice plays Embarrassment
      Then Alice may choose Frustration
      And Alice cannot choose Glee

    Example: without a qualifying card, nothing is asked and the value stays 3
      Given Alice has Embarrassment and Glee in hand
      When Alice plays Embarrassment
      Then Embarrassment's value is 3
      And Alice's hand holds Glee

  @note:embarrassment.2
  Rule: After the discard, Embarrassment's value is its lower left value
    The mood is turned so that its 5 sits in the top right corner, and it stays 5.

    Example: Alice discards Boredom
      Given Alice has Embarrassment and Boredom in hand
      When Alice plays Embarrassment
      And Alice chooses Boredom
      Then Boredom is in the discard pile
      And Embarrassment's value is 5

    Example: still 5 next round
      Given Alice has Embarrassment and Boredom in hand
      When Alice plays Embarrassment
      And Alice chooses Boredom
      And the round is scored
      Then Alice scored 5
      And Embarrassment's value is 5
