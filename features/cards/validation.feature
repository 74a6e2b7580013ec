@card:validation
Feature: Validation
  White, mythic rare, value 1. Its player may play one more mood this turn; while Validation
  is in play, each time its player plays another mood with [0] or [1] in its top right
  corner, they may play one more mood that turn.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:validation.1
  Rule: The additional mood is optional; the lasting effect applies either way

    Example: Alice plays only Validation
      Given Alice has Validation and Boredom in hand
      When Alice plays Validation
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Boredom

    Example: a later turn, Meekness's [1] earns Alice another mood
      Given Alice has moods Validation
      And Alice has Meekness and Boredom in hand
      When Alice plays Meekness
      Then Alice may play an additional mood
      When Alice plays Boredom
      Then Alice may not play another mood

  @note:validation.2
  Rule: The additional moods can come in any order with other additional moods

    Example: Hurt Feelings' mood is played before Validation's
      Given Alice has Hurt Feelings
      And Alice has Validation, Boredom and Laziness in hand
      When Alice plays Validation
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Validation, Boredom and Laziness
      And Alice may not play another mood

  @note:validation.3
  Rule: Only the die printed in the top right corner of the played card counts
    Patience is worth 1 in the round it is played, but its top right die is 5, so it earns
    nothing.

    Example: Patience earns no additional mood
      Given Alice has moods Validation
      And Alice has Patience and Boredom in hand
      When Alice plays Patience
      Then Patience's value is 1
      And Alice may not play another mood

  @note:validation.4
  Rule: Each Validation in play gives its own additional mood

    Example: with a copy of Validation, Meekness earns Alice two more moods
      Given Alice has moods Validation
      And Alice played Creativity, choosing Validation
      And Alice has Meekness, Boredom, Laziness and Apathy in hand
      When Alice plays Meekness
      And Alice plays Boredom
      And Alice plays Laziness
      Then Alice has moods Validation, Creativity, Meekness, Boredom and Laziness
      And Alice may not play another mood
