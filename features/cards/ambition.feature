@card:ambition
Feature: Ambition
  Black, common, value 2. Its player may discard a card from their hand; if they do, they
  may play an additional mood this turn.

  @note:ambition.1
  Rule: Discarding is optional; without it there is no additional mood

    Example: Alice keeps her cards and her turn ends with Ambition
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Ambition, Joy and Boredom in hand
      When Alice plays Ambition
      And Alice chooses nothing
      Then Alice's hand holds Joy and Boredom
      And Alice may not play another mood

    Example: Alice discards Joy and may play Boredom too
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Ambition, Joy and Boredom in hand
      When Alice plays Ambition
      And Alice chooses Joy
      Then Joy is in the discard pile
      And Alice may play an additional mood
      When Alice plays Boredom
      Then Alice has moods Ambition and Boredom

  @note:ambition.2
  Rule: The additional mood lasts the whole turn, and several additional moods come in any order

    Example: Alice uses Hurt Feelings to play Ambition, then Ambition's additional mood
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has Boredom, Ambition, Joy and Laziness in hand
      When Alice plays Boredom
      And Alice plays Ambition
      And Alice chooses Joy
      And Alice plays Laziness
      Then Alice has moods Boredom, Ambition and Laziness
      And Alice may not play another mood

    Example: Alice plays Ambition first, then both additional moods
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has Ambition, Joy, Boredom and Laziness in hand
      When Alice plays Ambition
      And Alice chooses Joy
      And Alice plays Boredom
      And Alice plays Laziness
      Then Alice has moods Ambition, Boredom and Laziness
      And Alice may not play another mood
