@card:recklessness
Feature: Recklessness
  Red, rare, value 0. Its player may take one of their opponents' moods; after scoring in
  that round, the taken mood goes back to the opponent it came from, if its taker still has
  it. While in play, after every scoring, Recklessness goes to the bottom of the deck and
  whoever has it draws a card. In a round with no scoring (Awe) neither happens; the
  green rulings (awe.3) say what happens next.

  @note:recklessness.1
  Rule: Recklessness's player picks the mood to take

    Example: Alice takes Bob's Generosity rather than his Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Generosity
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      Then Alice may choose each of Boredom and Generosity
      And Alice cannot choose Boredom and Generosity together
      When Alice chooses Generosity
      Then Generosity is one of Alice's moods
      And Bob has moods Boredom

    Example: after scoring the mood goes back to Bob
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Generosity
      And Alice has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And the round is scored
      And Alice answers the after-scoring order: Recklessness: Generosity is given back
      Then Alice wins the round
      And Bob has moods Boredom and Generosity

  @note:recklessness.2
  Rule: In traditional play, with the deck empty, the card drawn is Recklessness itself
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: Alice puts Recklessness under the empty deck and draws it back
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      And the round is scored
      Then Recklessness is in Alice's hand
      And Alice drew Recklessness

  @note:recklessness.3
  Rule: A taken mood keeps everything about it, its value and its suppression included

    Example: the Generosity Alice suppressed stays suppressed once she has it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      And Alice chooses Generosity
      Then Generosity is one of Alice's moods
      And Generosity is suppressed

    Example: Bob's Cheer, turned to 5 when he played it, is still worth 5 once Alice has it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice has Recklessness in hand
      Then Cheer's value is 5
      When Alice plays Recklessness
      And Alice chooses Cheer
      Then Cheer is one of Alice's moods
      And Cheer's value is 5
      And Alice's score is 5

  @note:recklessness.4
  Rule: A taken mood's "After playing this mood" effect doesn't happen again

    Example: taking Bob's Charity gives Alice no additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity and Boredom
      And Alice has Recklessness and Apathy in hand
      When Alice plays Recklessness
      And Alice chooses Charity
      Then Alice cannot play Apathy because Alice has already played this turn (rules.taking-a-turn.1)

  @note:recklessness.5
  Rule: Recklessness changing players doesn't take back the mood it took

    Example: Bob takes Recklessness with Guile; Alice keeps his Generosity until after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice has Recklessness in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice passes
      And Bob plays Guile
      And Bob chooses Recklessness
      Then Recklessness is one of Bob's moods
      And Generosity is one of Alice's moods
      When Bob passes
      And Bob answers the after-scoring order: Recklessness: Generosity is given back
      Then Generosity is one of Bob's moods

  @note:recklessness.6
  Rule: Only the taker gives the mood back; whoever else has it by then keeps it

    Example: Carol took Bob's Generosity from Alice with Guile, and keeps it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness in hand
      And Carol has Guile, Fear and Hate in hand
      And the deck holds Joy, Zeal and Glee (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice passes
      And Bob passes
      And Carol plays Guile
      And Carol chooses Alice's Generosity
      And Carol passes
      Then Carol wins the round
      And Generosity is one of Carol's moods
      And Bob has moods Boredom

  @note:recklessness.7
  Rule: Whoever has Recklessness after scoring sends it under the deck and draws

    Example: Bob took Recklessness with Guile, so Bob sends it away and draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Recklessness in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice passes
      And Bob plays Guile
      And Bob passes
      Then Bob wins the round
      And Bob drew Joy
      And Alice drew Zeal
      And Recklessness is at the bottom of the deck

  @note:recklessness.8 @erratum
  Rule: "After scoring" effects go in turn order, each resolved by the player who has its card then, or by the player who played it if the card has left play
    The note (which calls the card "Relentless") says that a player who played two
    "after scoring" effects chooses their order, even once one of the cards has gone to
    another player. The rules document says otherwise (rules.after-scoring.2,
    rules.after-scoring.3): the effects go in turn order, each belonging to the player
    who has its card at that moment, going round again when cards have changed hands,
    and a player chooses the order only among their own. An effect whose card has left
    play still happens (insecurity.3) and belongs to the player who played that card. We
    follow the rules document. In the note's situation, Alice has given Recklessness to
    Bob with Betrayal: Betrayal's effect (Recklessness comes back) is Alice's,
    Recklessness's (under the deck, draw) is Bob's, and turn order decides, with no
    choice for anyone.

    Example: Alice went first: Recklessness comes back to her, then she sends it under and draws
      Given a game between Alice and Bob
      And Bob played Generosity
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Alice has Recklessness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice plays Betrayal
      And Alice chooses Recklessness
      Then Recklessness is one of Bob's moods
      When the round is scored
      Then Alice wins the round
      And Alice drew Joy
      And Bob drew Fear
      And Recklessness is at the bottom of the deck

    Example: Alice went first: her Recklessness comes back and goes under at once; Bob then sends his own, with no order to choose
      Given a game between Alice and Bob
      And Bob played Generosity
      And Bob has moods Recklessness
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Alice has Recklessness and Betrayal in hand
      And the deck holds Joy, Fear and Zeal (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice plays Betrayal
      And Alice chooses Recklessness
      When the round is scored
      Then Alice wins the round
      And Alice drew Joy
      And Bob drew Fear
      And the deck holds Recklessness and Recklessness (top first)

    Example: Bob went first: Bob sends Recklessness under and draws; it can't come back to Alice
      Given a game between Alice and Bob
      And Bob went first this round
      And Bob played Generosity
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Alice has Recklessness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice plays Betrayal
      And Alice chooses Recklessness
      And Alice passes
      Then Alice wins the round
      And Bob drew Joy
      And Alice has no cards in hand
      And the deck holds Recklessness (top first)
