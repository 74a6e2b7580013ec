Feature: Moods scored more than once
  Exhilaration, Enthusiasm, Bliss and Passion score moods again while the round is scored.
  These rulings say what such a mood is worth when it is scored again, whose moods count,
  and how the extra scorings meet changing values, moods that change hands, Imagination's
  colors, Sneakiness's swap and team games.

  @source:reference-2026-12-01 @card:passion @card:triumph @card:superiority
  Rule: Passion scores an opponent's mood at the value it has for that opponent, not as if its conditions were read for Passion's player
    The reference's own ruling. Passion lets its player score an opponent's mood "as
    though it were yours", and its text adds that the opponent still scores it: one value,
    counted for both (passion.text). Its notes call this scoring another card twice
    (passion.2), and extra scoring adds a mood's value again (exhilaration.1, enthusiasm.3).
    The mood does not change players (it is not taken, as with Recklessness or Guile), so a
    condition on "you" (Triumph's going first, Superiority's count of your moods) is read,
    as always, for the opponent whose mood it is (see the rulings on "Moods that change
    players").

    A careful reader might read "as though it were yours" as scoring the mood as if Passion's
    player had it, reading its "you" conditions for them. The examples fail under that
    reading: Bob's Triumph would add 3 for Alice, who did not go first, and Bob's
    Superiority 3, for Alice has fewer moods than Bob.

    Example: Bob went first: Alice's Passion scores his Triumph for 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob went first this round
      And Bob has moods Triumph
      And Alice has moods Passion
      When the round is scored
      And Alice answers Passion: Triumph
      Then Alice scored 5
      And Bob scored 5

    Example: Alice's Passion scores Bob's Superiority for the 7 it is worth to Bob
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Superiority, Boredom and Laziness
      And Alice has moods Passion
      Then Superiority's value is 7
      When the round is scored
      And Alice answers Passion: Superiority
      Then Alice scored 7
      And Bob scored 15

  @source:community-2026-12-01 @card:exhilaration @card:enthusiasm @card:glee @card:patience @card:triumph
  Rule: A mood scored again counts its value as it is at scoring: a Glee played this round twice 6, a Patience twice 1, a Triumph that went first twice 5
    A players' question, settled by the rules. A round is scored by adding up the values
    the moods have then (rules.scoring.1, glossary.score), and a mood whose value depends on
    the table is checked whenever the score is added up (rules.anatomy-of-a-card.4). Scoring
    a mood an extra time adds that same value once more (exhilaration.1, enthusiasm.3).

    Example: Alice's Exhilaration scores the Glee she played this round twice, 12
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration
      And Alice has Glee in hand
      When Alice plays Glee
      And the round is scored
      Then Alice scored 12

    Example: Alice's Enthusiasm scores the Patience she played this round again, for 1
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Enthusiasm
      And Alice has Patience in hand
      When Alice plays Patience
      And the round is scored
      And Alice answers Enthusiasm: Patience
      Then Alice scored 2

    Example: Alice went first: her Exhilaration scores her Triumph's 5 twice
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration
      And Alice has Triumph in hand
      When Alice plays Triumph
      And the round is scored
      Then Alice scored 10

  @source:community-2026-12-01 @card:exhilaration @card:recklessness @card:betrayal @card:passion @card:bliss @card:enthusiasm @card:insecurity @card:gluttony @card:bashfulness
  Rule: Extra scorings count the moods each player has when the round is scored, before any "after scoring" effect moves them
    A players' question, settled by the rules. The round is scored first and the "after
    scoring" effects come after it (rules.after-scoring.2, glossary.after-scoring): the mood
    Recklessness took goes back, and the mood Betrayal lent comes home, only then
    (recklessness.text, betrayal.text). Until then it is its taker's mood, scored with their
    moods (rules.scoring.1), so their Exhilaration scores it again, and for Passion it is an
    opponent's mood even if Passion's player lent it. Likewise the mood Insecurity puts back
    into its player's hand, the one Gluttony sends to the discard pile and a Bashfulness
    that goes under the deck are all scored, extra times included, before they go.

    Example: Alice takes Bob's Generosity with Recklessness: her Exhilaration scores it twice, then it goes back
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And the round is scored
      And Alice answers the after-scoring order: Recklessness: Generosity is given back
      Then Alice scored 12
      And Bob scored 4
      And Generosity is one of Bob's moods

    Example: Alice lends her Generosity to Bob with Betrayal: Bob's Exhilaration scores it twice, not Alice's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration, Generosity and Boredom
      And Bob has moods Exhilaration
      And Alice has Betrayal in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Generosity
      And the round is scored
      Then Alice scored 20
      And Bob scored 12
      And Generosity is one of Alice's moods

    Example: Alice's Passion may score the Generosity she lent to Bob, for it is his mood at scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion, Generosity and Boredom
      And Alice has Betrayal in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Generosity
      And the round is scored
      Then Alice may choose Generosity
      When Alice answers Passion: Generosity
      Then Alice scored 16
      And Bob scored 6

    Example: Alice takes Bob's Bliss, which remembers a green Joy: her green Laziness and Bliss itself score three times
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Joy in hand
      And Bob played Bliss
      And Alice has moods Laziness
      And Alice has Recklessness in hand
      And the deck holds Fear and Glee (top first)
      When Alice plays Recklessness
      And Alice chooses Bliss
      And the round is scored
      And Alice answers the after-scoring order: Recklessness: Bliss is given back
      Then Alice scored 18
      And Bliss is one of Bob's moods

    Example: Alice takes Bob's Enthusiasm: at scoring she chooses one of her own moods to score again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Enthusiasm and Generosity
      And Alice has moods Boredom
      And Alice has Recklessness in hand
      And the deck holds Fear and Glee (top first)
      When Alice plays Recklessness
      And Alice chooses Enthusiasm
      And the round is scored
      Then Alice may choose Boredom
      And Alice cannot choose Generosity
      When Alice answers Enthusiasm: Boredom
      And Alice answers the after-scoring order: Recklessness: Enthusiasm is given back
      Then Alice scored 8

    Example: Insecurity's Generosity is scored twice by Alice's Exhilaration, then goes back to her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration
      And Alice has Insecurity and Generosity in hand
      When Alice plays Insecurity
      And Alice plays Generosity
      And the round is scored
      Then Alice scored 16
      And Generosity is in Alice's hand

    Example: Gluttony's Generosity is scored twice by Alice's Exhilaration, then goes to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration
      And Alice has Gluttony and Generosity in hand
      When Alice plays Gluttony
      And Alice plays Generosity
      And the round is scored
      Then Alice scored 16
      And Generosity is in the discard pile

    Example: Alice's Exhilaration scores her Bashfulness twice; she wins, and it goes under the deck
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration
      And Bob has moods Generosity
      And Alice has Bashfulness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And the round is scored
      Then Alice scored 12
      And Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Alice drew Joy

  @source:community-2026-12-01 @card:bliss @card:imagination
  Rule: Under Imagination, Bliss's discarded card counts as its printed color, and the moods that share it are read in Imagination's color
    A players' question, settled by the rules. Bliss remembers the color of the card
    discarded to play it (bliss.6); that card was in a hand, and Imagination colors moods
    only, never cards in hands (imagination.2, curiosity.4, shame.11). Bliss's "While in
    play" ability then looks at "your moods that share a color" with it when the round is
    scored, and moods are Imagination's color (imagination.text). So with Imagination naming
    the discarded card's own color, every mood of Bliss's player scores two extra times;
    with any other color, none does, Bliss itself included.

    Example: Imagination names green, Alice discards a green Joy: her red Boredom, green now, and Bliss score three times
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob played Imagination, choosing green
      And Alice has Bliss and Joy in hand
      When Alice plays Bliss
      Then Boredom is green
      And Alice's score is 18

    Example: Imagination names red, Alice discards a green Joy: no mood is green, and nothing scores again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob played Imagination, choosing red
      And Alice has Bliss and Joy in hand
      When Alice plays Bliss
      Then Laziness is red
      And Alice's score is 6

    Example: Bliss remembers a discarded red Zeal; Imagination played later naming red makes every mood of Alice's score three times
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Laziness
      And Alice has Zeal in hand
      And Alice played Bliss this round
      And Bob has Imagination in hand
      Then Alice's score is 6
      When Bob plays Imagination
      And Bob chooses red
      Then Alice's score is 18

  @source:community-2026-12-01 @card:sneakiness @card:exhilaration
  Rule: Sneakiness swaps whole scores, the extra scorings included
    A players' question, settled by the rules. A player's score is the combined value of
    their moods (glossary.score), and a mood scored an extra time adds to it (exhilaration.1,
    bliss.5: the extra scores add together). Sneakiness swaps the scores after scoring, before
    the winner is found (sneakiness.text, rules.after-scoring.3): the scores as counted, extra
    scorings and all.

    Example: Bob's Exhilaration makes his score 14; Alice's Sneakiness swaps her 9 for it and she wins
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Exhilaration, Generosity and Charity
      And Alice has Sneakiness in hand
      And the deck holds Joy (top first)
      When Alice plays Sneakiness
      And the round is scored
      Then Alice scored 14
      And Bob scored 9
      And Alice wins the round

  @source:community-2026-12-01 @card:enthusiasm @card:exhilaration
  Rule: In a team game, Enthusiasm and Exhilaration score only their own player's moods again, and the team adds the scores
    A players' question, settled by the rules. Enthusiasm scores "one of your moods" and
    Exhilaration "your moods" (enthusiasm.text, exhilaration.text): a teammate's moods are
    theirs, not yours (a teammate is another player, never an opponent: envy.4, passion's
    team ruling). Partners then add their scores together (variants.open-team.7,
    variants.closed-team.8), each with its own extra scorings.

    Example: Alice's Enthusiasm may not score her partner Carol's Generosity again
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Enthusiasm and Boredom
      And Carol has moods Generosity
      When the round is scored
      Then Alice may choose Boredom
      And Alice cannot choose Generosity

    Example: Alice's Exhilaration doubles her Boredom, not Carol's Generosity: the team scores 14
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Exhilaration and Boredom
      And Carol has moods Generosity
      And Bob has moods Laziness
      When the round is scored
      And Bob answers the team's draw: Bob
      And Alice answers who goes first: Alice
      Then Alice scored 8
      And Carol scored 6
      And Alice and Carol win the round
