@card:kindness
Feature: Kindness
  White, uncommon, value 2. Its player may play one more mood this turn, if that card has
  [1], [3] or [5] in its top right corner.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:kindness.1
  Rule: The additional mood is optional

    Example: Alice plays Kindness and ends her turn
      Given Alice has Kindness and Charity in hand
      When Alice plays Kindness
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Charity

  @source:community-2026-12-01
  Rule: Kindness's additional mood must have [1], [3] or [5] in its top right corner
    A players' question settled by the card's own text (kindness.text): the additional mood
    is allowed only to a card with one of those dice in its top right corner.

    Example: the additional mood needs an odd die in its top right corner
      Given Alice has Kindness, Boredom and Loyalty in hand
      When Alice plays Kindness
      Then Alice cannot play Boredom because Kindness's additional mood must have [1], [3], [5] in its top right corner (kindness.text)
      And Alice may play Loyalty

    Example: Patience would be worth 1 once played, and its top right corner shows 5, so it may be the additional mood
      Given Alice has Kindness, Patience and Laziness in hand
      When Alice plays Kindness
      Then Alice may play Patience
      And Alice cannot play Laziness because Kindness's additional mood must have [1], [3], [5] in its top right corner (kindness.text)
      When Alice plays Patience
      Then Patience's value is 1

  @note:kindness.2
  Rule: The additional moods can come in any order, and Kindness's player says which play each one uses
    When a card could use either of two permissions, the engine asks which; the card that
    fits only one of them then takes the other.

    Example: Loyalty uses Kindness's play, Boredom uses Hurt Feelings'
      Given Alice has Hurt Feelings
      And Alice has Kindness, Loyalty and Boredom in hand
      When Alice plays Kindness
      And Alice plays Loyalty
      Then Alice may choose each of Kindness and Hurt Feelings
      When Alice answers the permission: Kindness
      And Alice plays Boredom
      Then Alice has moods Kindness, Loyalty and Boredom
      And Alice may not play another mood

    Example: Boredom first, with Hurt Feelings, leaves Kindness's play for Loyalty
      Given Alice has Hurt Feelings
      And Alice has Kindness, Loyalty and Boredom in hand
      When Alice plays Kindness
      And Alice plays Boredom
      And Alice plays Loyalty
      Then Alice has moods Kindness, Loyalty and Boredom
