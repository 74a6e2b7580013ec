@card:zeal
Feature: Zeal
  Red, common, value 3. Its player may put a card from their hand on the bottom of the deck,
  and if they do, they draw a card.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:zeal.1
  Rule: Putting a card under the deck is optional

    Example: Alice keeps her hand as it is
      Given Alice has Zeal and Boredom in hand
      And the deck holds Joy (top first)
      When Alice plays Zeal
      And Alice chooses nothing
      Then Alice's hand holds Boredom
      And the deck holds Joy (top first)

    Example: Alice swaps Boredom for the top card
      Given Alice has Zeal and Boredom in hand
      And the deck holds Joy (top first)
      When Alice plays Zeal
      And Alice chooses Boredom
      Then Alice's hand holds Joy
      And the deck holds Boredom (top first)

  @note:zeal.2
  Rule: In traditional play, with the deck empty, the card drawn is the one just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: Boredom goes under the empty deck and comes straight back
      Given Alice has Zeal and Boredom in hand
      When Alice plays Zeal
      And Alice chooses Boredom
      Then Alice's hand holds Boredom
      And Alice drew Boredom

  @source:community-2026-12-01
  Rule: Zeal puts one card under the deck, never two
    A players' question settled by the card's text (zeal.text): "a card" from the hand is one
    card, and its player draws one.

    Example: Alice cannot put Boredom and Fear under the deck together
      Given Alice has Zeal, Boredom and Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Zeal
      Then Alice cannot choose Boredom and Fear together (zeal.text)
      When Alice chooses Boredom
      Then Alice's hand holds Fear and Joy

    Example: with three cards besides Zeal, Alice still draws one card, not three
      Given Alice has Zeal, Boredom, Fear and Hate in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Zeal
      Then Alice cannot choose Boredom, Fear and Hate together (zeal.text)
      When Alice chooses Hate
      Then Alice's hand holds Boredom, Fear and Joy
      And the deck holds Glee and Hate (top first)
