Feature: Copies while they are in play
  A Creativity played as a copy is that card for as long as it stays in play, and
  Creativity again once it leaves. These rulings follow a copy through the round: when it
  changes players, when its "after scoring" effect comes, when a random pick sends it away,
  and in duels and team games, where whose card it is and whose opponents it names matter.

  @source:community-2026-12-01 @card:creativity @card:recklessness @card:chaos @card:generosity
  Rule: A copy that changes players stays a copy, with the copied color and value
    A players' question, settled by the rules. The copied traits last for as long as the
    Creativity is in play (creativity.text), and a mood that changes players keeps all its
    qualities (recklessness.3, chaos.1). Only leaving play ends a copy (glossary.copy).

    Example: Bob takes Alice's copy of Generosity with Recklessness, and it is still a green 6, and still a copy when it comes back
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Generosity
      And Alice played Creativity this round, choosing Generosity
      And Bob has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Bob plays Recklessness
      And Bob chooses Creativity
      Then Creativity is one of Bob's moods
      And Creativity is a copy of Generosity
      And Creativity is green
      And Creativity's value is 6
      When Bob passes
      And Bob answers the after-scoring order: Recklessness: Creativity is given back
      Then Creativity is one of Alice's moods
      And Creativity is a copy of Generosity

    Example: Alice's Chaos deals her copy of Generosity to Bob: it is still a copy of Generosity, worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Creativity, choosing Generosity
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Generosity then Creativity then Chaos
      Then Creativity is one of Bob's moods
      And Creativity is a copy of Generosity
      And Creativity's value is 6

  @source:community-2026-12-01 @card:creativity @card:bashfulness @card:sneakiness @card:recklessness
  Rule: A Creativity copying Bashfulness, Sneakiness or Recklessness has that card's "after scoring" effect, and leaves play as Creativity
    A players' question, settled by the rules. A copy takes on all the copied card's
    abilities (glossary.copy, creativity.text), its "after scoring" effect included: it
    happens after scoring as the card's own would (rules.after-scoring.2). When the copy
    goes under the deck, it stops being a copy: it is a blue Creativity there
    (creativity.5).

    Example: Alice's copy of Bashfulness wins the round: the Creativity goes under the deck, and she draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bashfulness
      And Alice has Creativity in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Creativity
      And Alice chooses Bashfulness
      And the round is scored
      Then Alice wins the round
      And Creativity is at the bottom of the deck
      And Creativity is blue
      And Joy is in Alice's hand

    Example: Alice's copy of Sneakiness swaps her score with Bob's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sneakiness and Generosity
      And Alice has Creativity in hand
      And the deck holds Joy (top first)
      When Alice plays Creativity
      And Alice chooses Sneakiness
      And the round is scored
      Then Alice scored 11
      And Bob scored 5
      And Alice wins the round

    Example: Alice's copy of Recklessness goes under the deck after scoring, before Bob's own Recklessness, and she draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Recklessness and Boredom
      And Alice has Creativity in hand
      And the deck holds Joy, Fear and Glee (top first)
      When Alice plays Creativity
      And Alice chooses Recklessness
      And Alice chooses nothing
      And the round is scored
      Then Alice drew Joy
      And Bob drew Fear
      And the deck holds Creativity and Recklessness (top first)
      And Creativity is blue

  @source:community-2026-12-01 @card:creativity @card:cruelty @card:indecisiveness
  Rule: A copy that a random pick sends out of play is a blue Creativity again
    A players' question, settled by the rules. Cruelty and Indecisiveness pick at random
    among a player's moods, and a copy is one of them. Once in the discard pile or a hand it
    stops being a copy (glossary.copy): it is Creativity, a blue card (creativity.5), and
    from a hand it may be played again as a copy of another mood.

    Example: Cruelty's random pick is Bob's copy of Generosity: a blue Creativity goes to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Bob has moods Boredom
      And Bob played Creativity, choosing Generosity
      And Alice has Cruelty in hand
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Creativity
      Then Creativity is in the discard pile
      And Creativity is blue

    Example: Indecisiveness's random pick puts Alice's copy of Generosity into her hand, a blue Creativity again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Generosity and Laziness
      And Alice played Creativity, choosing Generosity
      And Bob has Indecisiveness in hand
      When Alice passes
      And Bob plays Indecisiveness
      And Bob chooses Alice
      And the random pick is Creativity
      Then Creativity is in Alice's hand
      And Creativity is blue

  @source:community-2026-12-01 @card:creativity @card:anger
  Rule: In a duel, a copy that leaves play goes to its own owner's discard pile, as Creativity, whoever's mood it copied
    A players' question, settled by the rules. In duel play each card goes to its owner's
    discard pile (variants.duel-play.6). A Creativity belongs to the player whose deck it
    came from, whatever it copies; out of play it is Creativity again (glossary.copy,
    creativity.5), not the card it copied.

    Example: Alice's Creativity copies Bob's Boredom; Bob's Anger sends it to Alice's discard pile
      Given a structure duel between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Boredom
      And Alice played Creativity this round, choosing Boredom
      And Bob has Anger in hand
      When Bob plays Anger
      And Bob chooses Alice's Creativity
      Then Alice's discard pile holds Creativity
      And Bob's discard pile is empty
      And Creativity is blue

  @source:community-2026-12-01 @card:creativity @card:generosity
  Rule: In a team game, a copy of a teammate's mood names its own player's opponents
    A players' question, settled by the rules. Any mood may be copied, a teammate's too
    (creativity.2), and the copy is treated as if it were that card, played by its own
    player (glossary.copy). Generosity's "an opponent" is then an opponent of the copy's
    player; a teammate is not one (generosity.3).

    Example: Alice copies her partner Carol's Generosity, and must choose Bob or Dave
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Generosity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Generosity
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol

  @source:community-2026-12-01 @card:creativity @card:glee @card:triumph @card:superiority
  Rule: A copy's value is read for the copy: its own play this round, its own player's turn and moods
    A players' question, settled by the rules. Creativity copies the printed card and
    nothing that has happened to the mood it copies (creativity.3: a copy of Patience is
    worth 1 in the round it is played). The copy is treated as if it were that card, played
    by its own player (glossary.copy), so its "you" is its own player, read as for any mood
    (see the rulings on "Moods that change players").

    Example: Alice copies the Glee Bob played last round, worth 0 now; her copy, played this round, is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob played Glee
      And Alice has Creativity in hand
      Then Glee's value is 0
      When Alice plays Creativity
      And Alice chooses Glee
      Then Alice's Creativity's value is 6

    Example: Alice went first: her copy of Bob's Triumph is worth 5, Bob's own 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Triumph
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Triumph
      Then Alice's Creativity's value is 5
      And Bob's Triumph's value is 3

    Example: Bob's Superiority is worth 7 to Bob; Alice's copy of it, with fewer moods than Bob, 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Superiority, Boredom and Laziness
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Superiority
      Then Alice's Creativity's value is 3
      And Bob's Superiority's value is 7

  @source:community-2026-12-01 @card:creativity @card:doubt
  Rule: Doubt's ban reads a Creativity as the blue card it is in hand, whatever it will copy
    A players' question, settled by the rules. Doubt bans playing moods that share a color
    with the cards it revealed (doubt.text). Whether a card may be played is read before it
    is played, while it is still the card in hand (the rulings on "Moods played as copies"
    say the same of the conditions on additional moods); Creativity becomes a copy as it is played
    (creativity.text), and until then it is a blue card (creativity.1).

    Example: Doubt revealed a blue Fear: Alice can't play Creativity, even to copy Bob's red Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Fear and Creativity in hand
      And the deck holds Joy and Glee (top first)
      And Alice played Doubt last round, choosing Fear
      Then Alice cannot play Creativity because blue moods can't be played this round

    Example: Doubt revealed a red Zeal: Alice may play Creativity as a copy of Bob's red Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Zeal and Creativity in hand
      And the deck holds Joy and Glee (top first)
      And Alice played Doubt last round, choosing Zeal
      Then Alice may play Creativity
      When Alice plays Creativity
      And Alice chooses Boredom
      Then Alice's Creativity is a copy of Boredom
      And Alice's Creativity is red
