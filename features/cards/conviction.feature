@card:conviction
Feature: Conviction
  White, uncommon, value 2. Its player chooses a mood; whoever has that mood puts it under
  the deck, then draws a card.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:conviction.1
  Rule: In traditional play, with the deck empty, the mood's player draws back the mood just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

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
      And Alice cannot choose Laziness and Boredom together (conviction.text)

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
