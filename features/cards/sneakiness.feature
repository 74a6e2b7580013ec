@card:sneakiness
Feature: Sneakiness
  Blue, mythic rare, value 5. Its player chooses an opponent. After scoring this round,
  before the winner is decided, the two swap their scores for the round.

  @note:sneakiness.1
  Rule: Only an opponent can be chosen: not Sneakiness's player, and not a teammate

    Example: Alice chooses Bob or Carol, not herself
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Sneakiness in hand
      When Alice plays Sneakiness
      Then Alice may choose each of Bob and Carol
      And Alice cannot choose Alice

    Example: in a team game, Alice can't choose her teammate
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Sneakiness in hand
      When Alice plays Sneakiness
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol

  @note:sneakiness.2
  Rule: The swap is for the round Sneakiness is played only

    Example: Alice swaps her 5 for Bob's 12 and wins the round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Sneakiness in hand
      And Bob has moods Generosity and Self-Loathing
      When Alice plays Sneakiness
      And the round is scored
      Then Alice scored 12
      And Bob scored 5
      And Alice wins the round

    Example: a Sneakiness played in an earlier round swaps nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice played Sneakiness
      And Bob has moods Generosity and Self-Loathing
      When the round is scored
      Then Alice scored 5
      And Bob scored 12
      And Bob wins the round

  @note:sneakiness.3
  Rule: With no scoring in its round, Sneakiness never swaps anything
    "After scoring" effects are set up by "After playing this mood" effects, so they
    belong to the round their card is played in. If that round has no scoring (Awe), they
    never happen, not even at the next scoring.

    Example: Bob's Awe cancels the scoring, and the next round's scores stay as they are
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Sneakiness in hand
      And Bob has Awe in hand
      And Bob has moods Generosity and Self-Loathing
      When Alice plays Sneakiness
      And Alice passes
      And Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      Then no round has been scored
      And it is Alice's turn
      When the round is scored
      Then Alice scored 5
      And Bob scored 16
      And Bob wins the round

  @note:sneakiness.4
  Rule: Until Sneakiness swaps, the player ahead is the one winning
    An "after scoring" effect that resolves before the swap and asks who is winning sees
    the scores before the swap.

    Example: Bob's Bashfulness goes first and Bob is still winning; then Alice swaps and wins
      Given a game between Alice and Bob
      And Bob went first this round
      And it is Alice's turn
      And Bob has moods Boredom
      And Bob played Bashfulness this round
      And Alice has Sneakiness in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Sneakiness
      And the round is scored
      Then Bob scored 5
      And Alice scored 10
      And Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Bob's hand holds Joy and Zeal

  @note:sneakiness.5
  Rule: Losers draw only after every "after scoring" effect, so the swap decides who draws

    Example: after the swap Bob has lost, so Bob draws and Alice doesn't
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Sneakiness in hand
      And Bob has moods Generosity
      And the deck holds Joy (top first)
      When Alice plays Sneakiness
      And the round is scored
      Then Alice wins the round
      And Joy is in Bob's hand
      And Alice has no cards in hand

  @note:sneakiness.6 @erratum
  Rule: "After scoring" effects go in turn order, each resolved by the player who has its card then, or by the player who played it if the card has left play
    The note says the effects happen in the order they were played, and that a player
    who played two of them chooses their order. The rules document says otherwise
    (rules.after-scoring.2, rules.after-scoring.3): the effects go in turn order, each
    belonging to the player who has its card at that moment, going round again when
    cards have changed hands, and a player chooses the order only among their own. An
    effect whose card has left play still happens (insecurity.3) and belongs to the
    player who played that card. We follow the rules document. In the note's own example
    Alice still has both cards, so she does choose, and the order decides whether
    Bashfulness sees her winning; once Bob has taken Bashfulness, its effect is Bob's
    and turn order decides, with no choice for Alice; and a Sneakiness sent away before
    scoring still swaps, for Alice.

    Example: Alice lets Sneakiness go first, wins, and Bashfulness goes under the deck
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob played Generosity
      And Bob has moods Self-Loathing and Boredom
      And Alice has Bashfulness and Sneakiness in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Bashfulness
      And Alice plays Sneakiness
      And the round is scored
      And Alice answers the after-scoring order: Sneakiness
      Then Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Joy is in Alice's hand

    Example: Alice lets Bashfulness go first while losing, so it stays
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob played Generosity
      And Bob has moods Self-Loathing and Boredom
      And Alice has Bashfulness and Sneakiness in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Bashfulness
      And Alice plays Sneakiness
      And the round is scored
      And Alice answers the after-scoring order: Bashfulness
      Then Alice wins the round
      And Alice has moods Bashfulness and Sneakiness
      And Joy is in Bob's hand

    Example: Bob took Bashfulness; Alice's Sneakiness goes first, with no choice
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob played Generosity
      And Bob has moods Boredom
      And Alice has Bashfulness and Sneakiness in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Bashfulness
      And Alice plays Sneakiness
      And Alice passes
      And Bob plays Guile
      And Bob chooses Bashfulness
      And the round is scored
      Then Alice wins the round
      And Bob has moods Bashfulness, Guile, Boredom and Generosity
      And Joy is in Bob's hand

    Example: Bob's Anger sends Sneakiness away; after scoring, Alice still swaps her score with his
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity and Self-Loathing
      And Alice has Sneakiness in hand
      And Bob has Anger in hand
      And the deck holds Joy (top first)
      When Alice plays Sneakiness
      And Alice passes
      And Bob plays Anger
      And Bob chooses Sneakiness
      Then Sneakiness is in the discard pile
      When Bob passes
      Then Alice scored 12
      And Bob scored 0
      And Alice wins the round
