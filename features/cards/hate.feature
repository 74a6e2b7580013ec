@card:hate
Feature: Hate
  Black, common, value 0. Its player may put any mood on the bottom of the deck; if they
  do, they draw a card.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Hate in hand

  @note:hate.1
  Rule: In traditional play, with the deck empty, the card drawn is the mood just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: the deck is empty and Alice draws Bob's Boredom
      Given Bob has moods Boredom
      When Alice plays Hate
      And Alice chooses Boredom
      Then Boredom is in Alice's hand
      And Bob has no moods

    Example: the effect is optional, and without it nothing is drawn
      Given Bob has moods Boredom
      And the deck holds Joy (top first)
      When Alice plays Hate
      And Alice chooses nothing
      Then Bob has moods Boredom
      And Alice has no cards in hand

  @note:hate.2
  Rule: Hate's player may put one of their own moods on the bottom of the deck

    Example: Alice puts her own Laziness under the deck
      Given Alice has moods Laziness
      And Bob has moods Boredom
      And the deck holds Joy (top first)
      When Alice plays Hate
      Then Alice may choose each of Laziness, Hate and Boredom
      When Alice chooses Laziness
      Then the deck holds Laziness (top first)
      And Joy is in Alice's hand

  @note:hate.3
  Rule: Whoever had the mood, Hate's player is the one who draws

    Example: Bob's Boredom goes under the deck and Alice draws
      Given Bob has moods Boredom
      And the deck holds Joy (top first)
      When Alice plays Hate
      And Alice chooses Boredom
      Then Boredom is at the bottom of the deck
      And Joy is in Alice's hand
      And Bob has no cards in hand
