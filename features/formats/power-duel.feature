Feature: Power duel
  A duel between two players whose decks are small and built with care: twelve cards or
  more, and never two copies of the same card.

  @note:variants.power-duel.1
  Rule: A power duel is for two players, each with their own deck

    Example: two twelve-card decks are shuffled and dealt
      Given a power duel between Alice and Bob
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      Then there are 7 cards in Alice's deck
      And there are 7 cards in Bob's deck
      And Alice has 5 cards in hand
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Bob
      Then it is Bob's turn

  @note:variants.power-duel.2
  Rule: Each deck holds at least twelve cards

    Example: Bob's eleven-card deck is refused
      Given a power duel between Alice and Bob
      And Alice's deck holds 12 different cards
      And Bob's deck holds 11 different cards
      Then the game cannot be set up because Bob's deck has 11 cards; a power duel needs at least 12 (variants.power-duel.2)

  @note:variants.power-duel.3
  Rule: A deck holds only one copy of each card

    Example: Alice's deck with two copies of Joy is refused
      Given a power duel between Alice and Bob
      And Alice's deck holds Joy, Joy, Fear, Glee, Hate, Anger, Sadness, Misery, Harmony, Charity, Patience and Boredom (top first)
      And Bob's deck holds 12 different cards
      Then the game cannot be set up because Alice's deck holds 2 copies of Joy; a power duel allows only one of each card (variants.power-duel.3)

    Example: a structure duel allows copies
      Given a structure duel between Alice and Bob
      And Alice's deck holds 45 blank cards
      And Bob's deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn
