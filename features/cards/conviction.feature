@card:conviction
Feature: Conviction
  White, uncommon, value 2. Its player chooses a mood; whoever has that mood puts it on the
  bottom of the deck and draws a card.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:conviction.1
  Rule: With an empty deck, the player draws back the mood they just put under it

    Example: Bob's Boredom comes back to his hand
      Given Bob has moods Boredom
      And Alice has Conviction in hand
      When Alice plays Conviction
      And Alice chooses Boredom
      Then Boredom is in Bob's hand
      And Bob has no moods

  @note:conviction.2
  Rule: Any mood may be chosen, Conviction's player's own included; the mood's player draws

    Example: every mood in play is a choice
      Given Alice has moods Laziness
      And Bob has moods Boredom
      And Alice has Conviction in hand
      When Alice plays Conviction
      Then Alice may choose each of Laziness, Boredom and Conviction

    Example: Alice chooses her own Laziness and draws
      Given the deck holds Fear (top first)
      And Alice has moods Laziness
      And Bob has moods Boredom
      And Alice has Conviction in hand
      When Alice plays Conviction
      And Alice chooses Laziness
      Then Laziness is at the bottom of the deck
      And Alice's hand holds Fear

    Example: Alice chooses Bob's Boredom and Bob draws
      Given the deck holds Fear (top first)
      And Bob has moods Boredom
      And Alice has Conviction in hand
      When Alice plays Conviction
      And Alice chooses Boredom
      Then Boredom is at the bottom of the deck
      And Bob's hand holds Fear
      And Alice has no cards in hand
