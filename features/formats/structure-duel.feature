Feature: Structure duel
  A duel between two players, each with a deck of at least 45 cards: a box against a box.

  @note:variants.structure-duel.1
  Rule: A structure duel is for two players, each setting up from their own deck
    Each player's deck is shuffled on its own; each player draws five cards from it; the
    bottom card of each deck is revealed, and the players agree who chooses the first
    player, as in traditional play.

    Example: Alice and Bob each shuffle and draw from their own deck
      Given a structure duel between Alice and Bob
      And Alice's deck holds 45 blank cards
      And Bob's deck holds 50 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Bob has 5 cards in hand
      And there are 40 cards in Alice's deck
      And there are 45 cards in Bob's deck
      When the players agree that Bob chooses who goes first
      And Bob answers who goes first: Alice
      Then it is Alice's turn

    Example: each deck's shuffle is chance's, under the duel's own setup
      Given a structure duel between Alice and Bob
      And Alice's deck holds 45 blank cards
      And Bob's deck holds 45 blank cards
      When the game is set up
      Then Alice cannot answer anything because the game is waiting for chance (variants.duel-play.3)
      When the shuffle leaves the deck as it is
      Then Alice cannot answer anything because the game is waiting for chance (variants.duel-play.3)
      When the shuffle leaves the deck as it is
      And the players agree that Bob chooses who goes first
      And Bob answers who goes first: Alice
      Then it is Alice's turn

  @note:variants.structure-duel.2
  Rule: Each deck holds at least 45 cards

    Example: Alice's 44-card deck is refused
      Given a structure duel between Alice and Bob
      And Alice's deck holds 44 blank cards
      And Bob's deck holds 45 blank cards
      Then the game cannot be set up because Alice's deck has 44 cards; a structure duel needs at least 45 (variants.structure-duel.2)

  @note:variants.structure-duel.3
  Rule: The box's mix of rarities is recommended, not required
    A box's mix of rarities (23 of its cards common, 14 uncommon, 6 rare, 2 mythic rare) is
    advised, and both players are advised to build the same way; the engine accepts any mix.

    Example: two decks of nothing but commons are accepted
      Given a structure duel between Alice and Bob
      And Alice's deck holds 45 blank cards
      And Bob's deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Bob has 5 cards in hand
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn
