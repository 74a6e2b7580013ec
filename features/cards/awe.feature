@card:awe
Feature: Awe
  Green, rare, value 4. The round it is played in is not scored: nobody wins or loses it,
  and its player chooses who goes first next round.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:awe.1
  Rule: Without scoring there is no winner and no loser: nobody draws and nobody gets Hurt Feelings
    Carol would have had the lowest score and Hurt Feelings; Bob and Carol would have lost
    and drawn.

    Example: the round ends with no winner, no draw and no Hurt Feelings
      Given Alice has moods Boredom and Apathy
      And Bob has moods Charity
      And Alice has Awe in hand
      And Carol has Laziness and Complacency in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Awe
      And Alice chooses Carol
      And Alice passes
      And Bob passes
      And Carol passes
      Then no round has been scored
      And Alice has won 0 rounds
      And the deck holds Joy and Fear (top first)
      And Bob has no cards in hand
      When Carol plays Laziness
      Then Carol may not play another mood

    Example: the play-by-play counts no round won for the Awe round
      Given Alice has Awe in hand
      And Bob has moods Charity
      And Bob has Boredom in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol passes
      Then no round has been scored
      When Bob plays Boredom
      And the round is scored
      Then the play-by-play says Bob wins the round (1 in all)

  @note:awe.2
  Rule: Awe's player picks who goes first next round, and that player wins ties by playing first
    Nobody won the Awe round, so nobody has an edge for having won it: as in every round,
    a tie goes to whoever made the earliest play.

    Example: Alice lets Carol go first
      Given Alice has Awe in hand
      When Alice plays Awe
      And Alice chooses Carol
      And Alice passes
      And Bob passes
      And Carol passes
      Then no round has been scored
      Then Carol goes first
      And it is Carol's turn

    Example: Bob, chosen to go first, wins a tie by playing first
      Given Alice has Awe in hand
      And Bob has Boredom in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol passes
      Then no round has been scored
      When Bob plays Boredom
      And the round is scored
      Then Bob scored 4
      And Alice scored 4
      And Bob wins the round

  @note:awe.3
  Rule: The "after scoring" effects of cards played this round never happen
    They belong to the scoring of the round they were played in, and that round has none.

    Example: Alice's Bashfulness stays in play
      Given Alice has Bashfulness in hand
      And Bob has Awe in hand
      And the deck holds Joy (top first)
      When Alice plays Bashfulness
      And Alice passes
      And Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      And Carol passes
      Then no round has been scored
      And Bashfulness is one of Alice's moods
      And Alice has no cards in hand
      And the deck holds Joy (top first)

  @note:awe.3 @erratum
  Rule: A "While in play" after-scoring effect waits for the next scoring: Recklessness stays until then
    This note (awe.3) is the erratum. It says all six cards with an "after scoring" effect
    have it as part of "After playing this mood", and that no "While in play" one exists.
    Recklessness is the exception: giving back the mood it took is set up when it is
    played, but going under the deck is its "While in play" ability, as its text and
    recklessness.7 (whoever has it after scoring sends it) say. The rules document's
    anatomy of a card says a "While in play" ability works for as long as the card is in
    play, and the note itself says such an effect happens at the next scoring. So the
    engine does not give the taken mood back (that effect belonged to the Awe round's
    scoring, which never happened), and sends Recklessness under the deck after the next
    round that is scored.

    Example: in the Awe round Alice keeps both Recklessness and the mood it took
      Given Bob has moods Boredom
      And Alice has Recklessness in hand
      And Bob has Awe in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Boredom
      And Alice passes
      And Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      And Carol passes
      Then no round has been scored
      And Recklessness is one of Alice's moods
      And Boredom is one of Alice's moods
      And the deck holds Joy and Fear (top first)

    Example: after the next scoring Recklessness goes under the deck, and the taken mood stays
      Given Bob has moods Boredom
      And Alice has Recklessness in hand
      And Bob has Awe in hand
      And the deck holds Joy, Fear, Hate and Zeal (top first)
      When Alice plays Recklessness
      And Alice chooses Boredom
      And Alice passes
      And Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      And Carol passes
      Then no round has been scored
      When the round is scored
      Then Alice wins the round
      And Recklessness is at the bottom of the deck
      And Joy is in Alice's hand
      And Boredom is one of Alice's moods

  @note:awe.4
  Rule: Extra scorings don't happen either: there is no scoring to add them to

    Example: Bliss and Enthusiasm score nothing in the Awe round
      Given Alice has moods Boredom and Enthusiasm
      And Alice has Bliss and Zeal in hand
      And Bob has Awe in hand
      When Alice plays Bliss
      And Alice passes
      And Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      And Carol passes
      Then no round has been scored
      And Alice has won 0 rounds
      And it is Alice's turn
