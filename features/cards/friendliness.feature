@card:friendliness
Feature: Friendliness
  White, uncommon, value 2. Its player may play one more mood this turn, if that card has
  [0], [2], [4] or [6] in its top right corner.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:friendliness.1
  Rule: The additional mood is optional

    Example: Alice plays Friendliness and ends her turn
      Given Alice has Friendliness and Boredom in hand
      When Alice plays Friendliness
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Boredom

  @source:community-2026-12-01
  Rule: Friendliness's additional mood must have [0], [2], [4] or [6] in its top right corner
    A players' question settled by the card's own text (friendliness.text): the additional
    mood is allowed only to a card with one of those dice in its top right corner.

    Example: the additional mood needs an even die in its top right corner
      Given Alice has Friendliness, Charity and Boredom in hand
      When Alice plays Friendliness
      Then Alice cannot play Charity because Friendliness's additional mood must have [0], [2], [4], [6] in its top right corner (friendliness.text)
      And Alice may play Boredom

    Example: Patience would be worth 1 once played, but its top right corner shows 5, so it can't be the additional mood
      Given Alice has Friendliness, Patience and Laziness in hand
      When Alice plays Friendliness
      Then Alice cannot play Patience because Friendliness's additional mood must have [0], [2], [4], [6] in its top right corner (friendliness.text)
      And Alice may play Laziness

  @note:friendliness.2
  Rule: The additional mood can come any time in the rest of the turn, in any order with other additional moods

    Example: Hurt Feelings' mood is played first, then Friendliness's
      Given Alice has Hurt Feelings
      And Alice has Friendliness, Boredom and Laziness in hand
      When Alice plays Friendliness
      And Alice plays Boredom
      And Alice answers the permission: Hurt Feelings
      And Alice plays Laziness
      Then Alice has moods Friendliness, Boredom and Laziness
      And Alice may not play another mood

    Example: Patience, with an odd die, can only be Hurt Feelings' mood, so it comes first and Boredom is Friendliness's
      Given Alice has Hurt Feelings
      And Alice has Friendliness, Patience and Boredom in hand
      When Alice plays Friendliness
      And Alice plays Patience
      Then Alice may play Boredom
      When Alice plays Boredom
      Then Alice has moods Friendliness, Patience and Boredom
      And Alice may not play another mood

    Example: Friendliness's mood may come first too: Boredom uses it, and Patience then uses Hurt Feelings
      Given Alice has Hurt Feelings
      And Alice has Friendliness, Patience and Boredom in hand
      When Alice plays Friendliness
      And Alice plays Boredom
      And Alice answers the permission: Friendliness
      And Alice plays Patience
      Then Alice has moods Friendliness, Boredom and Patience
      And Alice may not play another mood
