@card:charity
Feature: Charity
  White, common, value 1. After it is played, its player may play one more mood this turn.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:charity.1
  Rule: The additional mood is optional
    Charity's effect is a permission, not an obligation: its player may simply end the turn.

    Example: Alice plays Charity and stops there
      Given Alice has Charity and Boredom in hand
      When Alice plays Charity
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice has moods Charity
      And Alice's hand holds Boredom

    Example: Alice uses it
      Given Alice has Charity and Boredom in hand
      When Alice plays Charity
      And Alice plays Boredom
      Then Alice has moods Charity and Boredom
      And Alice may not play another mood

  @note:charity.2
  Rule: The additional mood can be played any time in the rest of the turn, in any order with other additional moods

    Example: Hurt Feelings' additional mood is used before Charity's
      Given Alice has Hurt Feelings
      And Alice has Boredom, Charity and Apathy in hand
      When Alice plays Boredom
      And Alice plays Charity
      Then Alice may play an additional mood
      When Alice plays Apathy
      Then Alice has moods Boredom, Charity and Apathy
      And Alice may not play another mood

    Example: without another permission, one Charity gives exactly one more mood
      Given Alice has Charity, Boredom and Apathy in hand
      When Alice plays Charity
      And Alice plays Boredom
      Then Alice cannot play Apathy because Alice has already played this turn (rules.taking-a-turn.1)
