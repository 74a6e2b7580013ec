Feature: Cards in drafted games
  After a draft, each player plays the deck they drafted, as a duel, for a best of three;
  the cards they left out are their sideboard. These rulings say where the cards that move
  during a game end up: in their drafter's deck, never in a sideboard or the other deck.

  @source:community-2026-12-01 @card:guile
  Rule: In a drafted game, a mood taken from the other player goes back to its drafter's deck when the game ends
    A players' question, settled by the rules. Drafted cards are their drafter's own, and
    the games are played as duels (variants.draft-play.1); at the end of every duel game
    each card goes back to its owner (variants.duel-play.8). A mood taken with Guile "becomes
    yours" for the rest of that game (glossary.becomes-yours), not for the match.

    Example: Alice takes Bob's Generosity with Guile and wins the game: Generosity goes back into Bob's deck
      Given a quick draft between Alice and Bob
      And the draft is over
      And Alice has won 1 game of the match
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Bob has moods Generosity
      And Alice has Guile, Zeal and Glee in hand
      When Alice plays Guile
      Then Generosity is one of Alice's moods
      When the round is scored
      Then Alice wins the game
      And Alice wins the match
      And Generosity is in Bob's deck
      And Guile is in Alice's deck

  @source:community-2026-12-01 @card:hate
  Rule: In a drafted game, a card put under the deck goes under its drafter's deck, and a draw comes from its player's own; the sideboard is never touched
    A players' question, settled by the rules. A drafted deck is played as a duel deck
    (variants.draft-play.1): a card put on the bottom goes under its owner's deck, and a
    player always draws from their own (variants.duel-play.4). The cards a player left out
    are not in their deck (variants.quick-draft.5), so no effect draws them or puts a card
    among them.

    Example: Alice's Hate puts Bob's Boredom under Bob's deck; she draws Joy from hers, and her sideboard keeps Fear
      Given a quick draft between Alice and Bob
      And the draft is over
      And it is Alice's turn
      And Alice's deck holds Joy (top first)
      And Alice's sideboard holds Fear
      And Bob has moods Boredom
      And Alice has Hate in hand
      When Alice plays Hate
      And Alice chooses Boredom
      Then Boredom is at the bottom of Bob's deck
      And Alice drew Joy
      And Alice's sideboard holds Fear
