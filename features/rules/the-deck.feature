Feature: The deck
  Players may build their own deck from the 133-card set, as long as it is big enough for
  the number of players. Copies of a card are allowed.

  @note:rules.the-deck.2
  Rule: A two-player game needs at least 15 cards

    Example: 14 cards are too few for two players
      Given a game between Alice and Bob
      And the deck holds 14 blank cards
      Then the game cannot be set up because a 2-player game needs at least 15 cards (rules.the-deck.2)

    Example: 15 cards are enough for two players
      Given a game between Alice and Bob
      And the deck holds 15 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Bob has 5 cards in hand
      And there are 5 cards in the deck
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn

  @note:rules.the-deck.2
  Rule: Each player after the second needs 15 more cards: 30 for three, 45 for four, 75 for six

    Example: 29 cards are too few for three players
      Given a game between Alice, Bob and Carol
      And the deck holds 29 blank cards
      Then the game cannot be set up because a 3-player game needs at least 30 cards (rules.the-deck.2)

    Example: 44 cards are too few for four players
      Given a game between Alice, Bob, Carol and Dave
      And the deck holds 44 blank cards
      Then the game cannot be set up because a 4-player game needs at least 45 cards (rules.the-deck.2)

    Example: 45 cards are enough for four players
      Given a game between Alice, Bob, Carol and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Dave has 5 cards in hand
      And there are 25 cards in the deck
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn

  @note:rules.the-deck.2
  Rule: More than four players may play, with more cards than one box holds
    A box holds 45 cards; six players need 75.

    Example: five players with 60 cards
      Given a game between Alice, Bob, Carol, Dave and Erin
      And the deck holds 60 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Erin has 5 cards in hand
      And there are 35 cards in the deck
      When the players agree that Erin chooses who goes first
      And Erin answers who goes first: Dave
      And Dave passes
      Then it is Erin's turn

    Example: six players need 75 cards
      Given a game between Alice, Bob, Carol, Dave, Erin and Frank
      And the deck holds 74 blank cards
      Then the game cannot be set up because a 6-player game needs at least 75 cards (rules.the-deck.2)

  @note:rules.the-deck.2
  Rule: At least 45 cards are recommended, but any deck from the minimum up may be used
    The recommendation is advice: the engine accepts the smallest legal deck, as above.

    Example: a large deck for two players
      Given a game between Alice and Bob
      And the deck holds 60 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then there are 50 cards in the deck
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn

  @note:rules.the-deck.3
  Rule: A deck may hold several copies of the same card

    Example: a deck of 15 cards with three copies of each card without text
      Given a game between Alice and Bob
      And the deck holds 15 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice's hand holds Apathy, Boredom, Complacency, Indifference and Laziness
      And Bob's hand holds Apathy, Boredom, Complacency, Indifference and Laziness
      And Alice's Apathy is in Alice's hand
      And Bob's Apathy is in Bob's hand
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn
