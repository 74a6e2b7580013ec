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

  @source:community-2026-12-05 @card:honor
  Rule: In a drafted match, a card that chooses who goes first chooses only within its own game; the next game's first player is chosen as at any setup
    A players' question, settled by the rules. Honor's chosen player goes first only while
    Honor is in play (honor.text). The games of a draft are duels (variants.draft-play.1), and
    at the end of every duel game each card goes back to its owner's deck for the next game
    (variants.duel-play.8): no mood of the last game is in play in the next, so no choice it
    made holds there. The next game begins with the setup's choice of the first player, which
    the players may hand to the loser of the last game (rules.setup.1).

    Example: Alice's Honor chose Alice in the first game; Bob wins it, and Alice, who lost, lets Bob start the second
      Given a quick draft between Alice and Bob
      And the draft is over
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      And it is round 3
      And it is Bob's turn
      And Alice played Honor, choosing Alice
      And Bob has won 2 rounds
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the game
      And Honor is in Alice's deck
      When Alice answers the sideboard: nothing
      And Bob answers the sideboard: nothing
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Bob
      Then it is Bob's turn
      And it is round 1

  @source:reference-2026-12-05 @card:harmony
  Rule: The cards a quick draft discards face down leave the match: they are in no game's discard pile, and Harmony cannot play them
    The reference's own ruling. A quick draft has each player discard two cards face down
    at each pick (variants.quick-draft.4), before any game; apart from the three that a
    45-card deck shuffles back in before the last pick, the draft never brings them back.
    The other reading takes "discard" to mean the discard pile, which Harmony plays from
    (harmony.text), so that the rejects would start the first game there and Harmony could
    play one; the Example fails under that reading. But the games are duels
    (variants.draft-play.1), in which each player has a discard pile of their own for what
    is discarded during that game (variants.duel-play.5), and the draft's rejects are turned
    face down so that nobody learns them. So each game starts with both discard piles
    empty, and the rejects stay out of the match, as do the cards nobody drafted.

    Example: Alice drafted Harmony; in the first game, both discard piles are empty, so Harmony finds nothing to play
      Given a quick draft between Alice and Bob
      And the deck holds Harmony and Fear (top first)
      And the deck holds 46 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then 16 cards are set aside
      And the discard pile is empty
      When Alice answers the sideboard: nothing
      And Bob answers the sideboard: nothing
      And the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then Alice's hand holds Apathy, Complacency, Fear, Harmony and Indifference
      When Alice plays Harmony
      Then Alice may play an additional mood
      And Alice has nothing to play
      And the discard pile is empty

  @source:community-2026-12-05 @card:corruption
  Rule: In a drafted match, a game won with Corruption's two round wins is one game won, however many rounds it took
    A players' question, settled by the rules. Corruption gives its round's winner two round
    wins (corruption.text), and with them the winner may reach three and win the game
    (corruption.3). A quick draft's match is a best of three games, won by whoever wins two
    of them (variants.quick-draft.5): round wins count toward a game, and a game toward the
    match, so the extra round win ends one game sooner but is never a second game.

    Example: Alice, one game up, wins the second game with Corruption's two round wins: she wins the match after two games
      Given a quick draft between Alice and Bob
      And the draft is over
      And Alice has won 1 game of the match
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      And it is round 3
      And it is Alice's turn
      And Alice has won 1 round
      And Alice has moods Boredom
      And Alice has Corruption in hand
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And the round is scored
      Then Alice wins the game
      And Alice has won 3 rounds
      And Alice has won 2 games of the match
      And Alice wins the match after 2 games
