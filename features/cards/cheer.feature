@card:cheer
Feature: Cheer
  Green, common, value 3. Its player may discard a card with [0], [2], [4] or [6] in its
  top right corner; if they do, Cheer turns to its lower left value, 5.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:cheer.1
  Rule: Discarding is optional; without it Cheer is worth 3

    Example: Alice keeps her cards
      Given Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses nothing
      Then Cheer's value is 3
      And Alice's hand holds Boredom
      And the discard pile is empty

  @note:cheer.2
  Rule: A card in hand is judged by the die in its top right corner only
    Loyalty's top right die is 3 (its lower left is 6), so it can't be discarded for Cheer;
    Discipline's top right die is 6 (its lower left is 3), so it can.

    Example: Discipline qualifies, Loyalty doesn't
      Given Alice has Cheer, Loyalty and Discipline in hand
      When Alice plays Cheer
      Then Alice may choose Discipline
      And Alice cannot choose Loyalty (cheer.text)

  @note:cheer.3
  Rule: After the discard, Cheer's value is its lower left value
    The mood is turned so that its 5 sits in the top right corner.

    Example: Alice discards Boredom
      Given Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      Then Boredom is in the discard pile
      And Cheer's value is 5

    Example: one card is discarded, not two
      Given Alice has Cheer, Boredom and Discipline in hand
      When Alice plays Cheer
      Then Alice may choose each of Boredom and Discipline
      And Alice cannot choose Boredom and Discipline together (cheer.text)

  @note:cheer.4
  Rule: The value chosen when Cheer was played stays, round after round
    Only an effect that says otherwise, such as one that makes a mood use its higher dice,
    changes it.

    Example: a Cheer played with a discard is still 5 next round
      Given Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      And the round is scored
      Then Cheer's value is 5

    Example: a Cheer played without a discard is still 3 next round, cards in hand or not
      Given Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses nothing
      And the round is scored
      Then Cheer's value is 3
