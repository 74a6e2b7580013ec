@card:rationalization
Feature: Rationalization
  Blue, rare, value 3. Its player may choose one: put their hand under the deck and draw
  as many cards, or choose left or right and have every player give their whole hand to
  the next player in that direction, all at once.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Rationalization in hand

  @note:rationalization.1
  Rule: In traditional play, with the deck empty, the cards drawn are the ones just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: Alice draws her own two cards back
      Given Alice has Boredom and Laziness in hand
      When Alice plays Rationalization
      And Alice chooses hand under the deck, then draw as many
      Then Alice's hand holds Boredom and Laziness
      And there are 0 cards in the deck

    Example: with cards in the deck, Alice draws from the top
      Given Alice has Boredom and Laziness in hand
      And the deck holds Joy, Charity and Apathy (top first)
      When Alice plays Rationalization
      And Alice chooses hand under the deck, then draw as many
      Then Alice's hand holds Joy and Charity
      And the deck holds Apathy, Boredom and Laziness (top first)

  @note:rationalization.2
  Rule: Passing hands means passing every card in them

    Example: Bob gets Alice's whole hand
      Given Alice has Boredom and Laziness in hand
      And Bob has Charity in hand
      And Carol has Apathy and Joy in hand
      When Alice plays Rationalization
      And Alice chooses every hand to the next player
      And Alice chooses left
      Then Bob's hand holds Boredom and Laziness
      And Carol's hand holds Charity
      And Alice's hand holds Apathy and Joy

  @note:rationalization.3
  Rule: An empty hand passes nothing; the other hands still pass

    Example: Alice has no other card; Carol's hand still reaches her
      Given Bob has Charity in hand
      And Carol has Apathy and Joy in hand
      When Alice plays Rationalization
      And Alice chooses every hand to the next player
      And Alice chooses left
      Then Bob has no cards in hand
      And Carol's hand holds Charity
      And Alice's hand holds Apathy and Joy

  @source:community-2026-12-01
  Rule: Rationalization's player may choose neither, and every hand stays as it is
    A players' question settled by the card's text (rationalization.text): its player "may
    choose one", so choosing neither is allowed.

    Example: Alice chooses neither
      Given Alice has Boredom in hand
      And Bob has Joy in hand
      And the deck holds Fear (top first)
      When Alice plays Rationalization
      Then Alice may choose nothing
      When Alice chooses nothing
      Then Alice's hand holds Boredom
      And Bob's hand holds Joy
      And the deck holds Fear (top first)
