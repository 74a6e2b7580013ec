Feature: Setup
  All players share one deck and one discard pile. The deck is shuffled, each player draws
  five cards, and the bottom card of the deck is revealed: whoever most recently felt that
  emotion chooses who starts the first round.

  @note:rules.setup.1
  Rule: The deck is shuffled and each player draws five cards from it

    Example: two players draw five cards each from the shared deck
      Given a game between Alice and Bob
      And the deck holds 20 blank cards, Joy at the bottom
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Bob has 5 cards in hand
      And there are 10 cards in the deck
      And the discard pile is empty
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn

    Example: the shuffle decides who gets which card
      Given a game between Alice and Bob
      And the deck holds 15 blank cards, Joy at the bottom
      When the game is set up
      And the random order for the shuffle is Joy then Apathy then Boredom then Complacency then Indifference then Laziness then Apathy then Boredom then Complacency then Indifference then Laziness then Apathy then Boredom then Complacency then Indifference
      Then Alice's hand holds Joy, Apathy, Boredom, Complacency and Indifference
      And Bob's hand holds Laziness, Apathy, Boredom, Complacency and Indifference
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn

    Example: the shuffle is chance's to answer, under the setup's rule
      Given a game between Alice and Bob
      And the deck holds 20 blank cards, Joy at the bottom
      When the game is set up
      Then Alice cannot answer anything because the game is waiting for chance (rules.setup.1)
      And Alice has no cards in hand
      When the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn

  @note:rules.setup.1
  Rule: The bottom card of the deck is revealed; whoever most recently felt that emotion chooses the first player
    The engine asks the players who that is: it is for them to agree on. They may also
    agree to let the loser of their last game choose, or draw lots: the answer is the same
    question's. The chooser has seen their hand by then.

    Example: Joy is revealed, Bob felt it last, and he lets Carol start
      Given a game between Alice, Bob and Carol
      And the deck holds 30 blank cards, Joy at the bottom
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Joy is revealed from the bottom of the deck
      And Alice sees Joy in the deck
      And Carol sees Joy in the deck
      And Carol knows 1 of the cards in the deck
      And Bob has 5 cards in hand
      And the players cannot choose Alice and Bob together (rules.setup.1)
      When the players agree that Bob chooses who goes first
      Then Bob may choose each of Alice, Bob and Carol
      And Bob cannot choose Alice and Carol together (rules.setup.1)
      When Bob answers who goes first: Carol
      Then Carol goes first
      And it is Carol's turn

    Example: the first round then goes clockwise from the chosen player
      Given a game between Alice, Bob and Carol
      And the deck holds 30 blank cards, Joy at the bottom
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Bob
      And Bob passes
      Then it is Carol's turn
