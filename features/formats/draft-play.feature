Feature: Draft play
  In a draft, the players start with no cards: they draft their decks from one shared
  random deck, then play those decks against each other as a duel, each with their own
  deck and discard pile.

  @note:variants.draft-play.1
  Rule: Drafted cards become their drafter's own deck, and the games are duels

    Example: after a Winston draft, each player holds five cards from their own deck
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And the players draft the first cards offered until the draft is over
      Then there are 23 cards in Alice's deck
      And there are 22 cards in Bob's deck
      And Alice has won 0 games of the match
      And Bob has won 0 games of the match
      When Alice answers the sideboard: nothing
      And Bob answers the sideboard: nothing
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      Then there are 18 cards in Alice's deck
      And there are 17 cards in Bob's deck
      And Alice has 5 cards in hand
      And Bob has 5 cards in hand
      And Bob knows 0 of the cards in Alice's hand
      And Alice knows 0 of the cards in Bob's hand
      When the players agree that Bob chooses who goes first
      And Bob answers who goes first: Bob
      Then it is Bob's turn
      When Bob plays Conviction
      Then Conviction is at the bottom of Bob's deck
      And Bob has 5 cards in hand

    Example: after a quick draft of 50 cards, the eighteen cards nobody drafted leave the match
      Given a quick draft between Alice and Bob
      And the deck holds 50 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then there are 16 cards in Alice's deck
      And there are 16 cards in Bob's deck
      And 18 cards are set aside
      And the discard pile is empty
      And Alice is to answer the sideboard
      And Alice may choose Altruism
