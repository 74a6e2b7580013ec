Feature: Big tables
  Five to eight players need more cards than one box holds, and a deck of the smallest size
  the rules allow can run out before the game does. These rulings say what happens when the
  losers of a round are more than the cards left to draw.

  @source:reference-2026-12-04
  Rule: When the deck runs out, the losers draw one at a time in this round's turn order until it is empty, and the rest draw nothing
    The reference's own ruling. Every loser of a round draws a card (rules.after-scoring.1),
    and at a big table the deck can run short: the smallest deck allowed holds 15 cards for
    each player but one (rules.the-deck.2), so with five players 35 cards are left after the
    deal, while a game that lasts 11 rounds asks 44 draws of its losers. The cards that draw
    after putting a card under the deck can never find it empty in traditional play, but the
    losers' draws put nothing back (variants.duel-play.10). The sources give no order for
    the losers' draws, and no way to make a new deck. We draw them in the order of the round
    just played, from its first player on, skipping its winner: it is the order the rules
    give to everything else that happens once a round is scored (rules.after-scoring.2 and
    rules.after-scoring.3), and the order the after-scoring chapter already shows at three players. A player
    whose turn to draw comes once the deck is empty draws nothing, as the one passage about
    an empty deck says of duels (variants.duel-play.9); the discard pile stays where it is.

    Other readings a careful reader might take: shuffle the discard pile into a new deck, as
    many card games do; draw in seat order from the winner's left, as the next round will be
    played; or let nobody draw when there is not a card for every loser. Each example fails
    under each of them.

    Example: five players, two cards left: the first two losers of the round draw, the other two draw nothing
      Given a game between Alice, Bob, Carol, Dave and Erin
      And it is Alice's turn
      And Carol went first this round
      And Alice has moods Generosity
      And the deck holds Joy and Fear (top first)
      And the discard pile holds Boredom and Laziness
      When the round is scored
      Then Alice wins the round
      And Carol drew Joy
      And Dave drew Fear
      And Erin could not draw
      And Bob could not draw
      And the discard pile holds Boredom and Laziness
      And there are 0 cards in the deck

    Example: eight players, three cards left: Alice, Bob and Carol draw, and the winner's neighbours draw nothing
      Given a game between Alice, Bob, Carol, Dave, Erin, Frank, Gina and Heidi
      And it is Alice's turn
      And Erin has moods Generosity
      And the deck holds Joy, Fear and Hate (top first)
      And the discard pile holds Boredom
      When the round is scored
      Then Erin wins the round
      And Alice drew Joy
      And Bob drew Fear
      And Carol drew Hate
      And Dave could not draw
      And Frank could not draw
      And Gina could not draw
      And Heidi could not draw
      And the discard pile holds Boredom
