@card:betrayal
Feature: Betrayal
  Black, uncommon, value 6. Its player gives one of their moods to another player; after
  scoring, that mood comes back to them if it is still in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:betrayal.1
  Rule: A suppressed mood stays suppressed when it is given

    Example: Alice gives Bob her suppressed Boredom
      Given Alice has moods Boredom and Laziness
      And Bob played Pacifism, choosing Alice then Boredom
      And Alice has Betrayal in hand
      When Alice plays Betrayal
      And Alice chooses Boredom
      Then Boredom is one of Bob's moods
      And Boredom is suppressed
      And Boredom's value is 0

  @note:betrayal.2
  Rule: A mood keeps everything about it when it changes players, its value included

    Example: Condescension turned to 6 is worth 6 for Bob, then comes back to Alice
      Given Alice has Joy in hand
      And Alice played Condescension, choosing Joy
      And Alice has Betrayal in hand
      When Alice plays Betrayal
      And Alice chooses Condescension
      Then Condescension is one of Bob's moods
      And Condescension's value is 6
      And Bob's score is 6
      When the round is scored
      Then Bob scored 6
      And Condescension is one of Alice's moods
      And Condescension's value is 6

  @note:betrayal.3
  Rule: A mood that changes players does not have its "after playing" effect again

    Example: Hate given to Bob asks him nothing
      Given Alice has moods Hate
      And Bob has moods Boredom
      And Alice has Betrayal in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Hate
      Then Hate is one of Bob's moods
      When Alice passes
      Then it is Bob's turn
      And Bob has moods Boredom and Hate
      And Bob has no cards in hand

  @note:betrayal.4 @erratum
  Rule: "After scoring" effects go in turn order, each resolved by the player who has its card then, or by the player who played it if the card has left play
    The note says that a player who played two "after scoring" effects chooses their
    order, even after one of the two cards has gone to another player (its example gives
    Recklessness away with Betrayal; the note calls Recklessness "Relentless" and the
    deck "the library"). The rules document says otherwise (rules.after-scoring.2,
    rules.after-scoring.3): the effects go in turn order, each belonging to the player
    who has its card at that moment, going round again when cards have changed hands,
    and a player chooses the order only among their own. An effect whose card has left
    play still happens (insecurity.3) and belongs to the player who played that card. We
    follow the rules document. Once Betrayal has given Recklessness to Bob,
    Recklessness's effect is Bob's and Betrayal's is Alice's, so turn order decides.

    Example: Alice went first: Recklessness comes back to her, then she sends it under the deck
      Given Bob played Generosity
      And Alice has Recklessness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice plays Betrayal
      And Alice chooses Recklessness
      Then Recklessness is one of Bob's moods
      When the round is scored
      Then Alice wins the round
      And Joy is in Alice's hand
      And Fear is in Bob's hand
      And the deck holds Recklessness (top first)

    Example: Bob went first: he sends Recklessness under the deck, so nothing comes back
      Alice wins the round 10 to 6, so the outcome rests on the order of the effects alone.

      Given Bob went first this round
      And Bob played Generosity
      And Alice has moods Boredom
      And Alice has Recklessness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice plays Betrayal
      And Alice chooses Recklessness
      And Alice passes
      Then Alice wins the round
      And Bob's hand holds Joy and Fear
      And Alice has no cards in hand
      And Alice has moods Betrayal and Boredom
      And the deck holds Recklessness (top first)
