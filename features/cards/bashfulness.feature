@card:bashfulness
Feature: Bashfulness
  Blue, common, value 6. After scoring in the round it is played, if the player who has it
  won the round, that player puts it under the deck and draws a card.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:bashfulness.1
  Rule: In traditional play, with the deck empty, the card drawn is Bashfulness itself
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: Alice wins and draws her Bashfulness back
      Given Alice has Bashfulness in hand
      When Alice plays Bashfulness
      And the round is scored
      Then Alice wins the round
      And Bashfulness is in Alice's hand

  @note:bashfulness.2
  Rule: No card is drawn unless Bashfulness goes to the bottom of the deck

    Example: Bashfulness leaves play before scoring and Alice, though she wins, draws nothing
      Given Alice has moods Generosity
      And Alice has Bashfulness in hand
      And Bob has Courage in hand
      And the deck holds Joy (top first)
      When Alice plays Bashfulness
      And Alice passes
      And Bob plays Courage
      And Bob chooses Alice
      And Bob chooses Bashfulness
      And Bob passes
      Then Alice wins the round
      And Alice has no cards in hand
      And Joy is in Bob's hand

  @note:bashfulness.3
  Rule: It only happens in the round Bashfulness is played

    Example: a Bashfulness played in an earlier round stays in play
      Given Alice has moods Bashfulness
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice wins the round
      And Bashfulness is one of Alice's moods
      And Alice has no cards in hand

  @note:bashfulness.4
  Rule: A player who took Bashfulness in the round it was played, and wins, sends it under the deck and draws
    Whoever has Bashfulness after scoring is the one who must have won, and the one who draws.

    Example: Bob takes Bashfulness with Guile and wins
      Given Alice has Bashfulness in hand
      And Bob has Guile, Fear, Hate and Joy in hand
      And Alice has moods Boredom
      And the deck holds Zeal and Glee (top first)
      When Alice plays Bashfulness
      And Alice passes
      And Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Bashfulness
      And Bob passes
      Then Bob wins the round
      And Bashfulness is at the bottom of the deck
      And Bob's hand holds Joy and Zeal
      And Alice's hand holds Glee

  @note:bashfulness.5 @erratum
  Rule: "After scoring" effects go in turn order, each resolved by the player who has its card then, or by the player who played it if the card has left play
    The note says that a player who played two "after scoring" effects chooses their
    order, even after one of the two cards has gone to another player. The rules
    document says otherwise (rules.after-scoring.2, rules.after-scoring.3): the effects
    go in turn order, each belonging to the player who has its card at that moment,
    going round again when cards have changed hands, and a player chooses the order only
    among their own. An effect whose card has left play still happens (insecurity.3) and
    belongs to the player who played that card. We follow the rules document. In the
    note's situation, once Betrayal has given Bashfulness to Bob, Bashfulness's effect
    is Bob's and Betrayal's is Alice's, so turn order decides.

    Example: Alice went first: Bashfulness comes back to her, then goes under the deck
      Given Bob played Generosity
      And Alice has moods Boredom and Laziness
      And Alice has Bashfulness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And Alice plays Betrayal
      And Alice chooses Bashfulness
      Then Bashfulness is one of Bob's moods
      When the round is scored
      Then Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Joy is in Alice's hand
      And Fear is in Bob's hand

    Example: Bob went first: Bob has not won, so Bashfulness stays, then comes back to Alice
      Given Bob went first this round
      And Bob played Generosity
      And Alice has moods Boredom and Laziness
      And Alice has Bashfulness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And Alice plays Betrayal
      And Alice chooses Bashfulness
      And Alice passes
      Then Alice wins the round
      And Bashfulness is one of Alice's moods
      And Alice has no cards in hand
      And the deck holds Fear (top first)
