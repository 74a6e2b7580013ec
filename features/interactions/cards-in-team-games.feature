Feature: Cards in team games
  In a team game the losing team draws one card between them, and partners keep their own
  hands and moods. These rulings say whose draw a card's own "draw a card" is, next to the
  team's draw.

  @source:community-2026-12-01 @card:recklessness @card:conviction
  Rule: In a team game, a card's own draw is its player's, apart from the losing team's one card
    A players' question, settled by the rules. The one card a losing team draws is the
    draw for losing the round (variants.open-team.7, variants.closed-team.8), which the
    team shares out. A card that says its player draws is another draw, for that player:
    Recklessness's player after scoring (recklessness.text, recklessness.8), and for
    Conviction the player of the chosen mood (conviction.2), a partner too. Neither is
    counted as the team's card.

    Example: Alice's Recklessness goes under the deck after scoring and she draws, then her losing team draws its one card, for Carol
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Recklessness
      And Bob has moods Generosity
      And the deck holds Joy, Fear and Glee (top first)
      When the round is scored
      Then Bob and Dave win the round
      And Alice drew Joy
      When Alice answers the team's draw: Carol
      And Bob answers who goes first: Bob
      Then Carol drew Fear
      And Alice has 1 card in hand

    Example: Alice's Conviction chooses her partner Carol's Boredom: Carol puts it under the deck and draws
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Boredom
      And Alice has Conviction in hand
      And the deck holds Joy (top first)
      When Alice plays Conviction
      And Alice chooses Boredom
      Then Boredom is at the bottom of the deck
      And Carol drew Joy
      And Alice has no cards in hand
