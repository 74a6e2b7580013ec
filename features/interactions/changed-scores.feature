Feature: Who wins when Sneakiness changes the scores
  Sneakiness swaps scores after scoring, before the winner of the round is found. These
  rulings say what comes after the swap: Corruption's two wins, Hurt Feelings and the
  losers' draws all go by the scores as swapped.

  @source:community-2026-12-01 @card:sneakiness @card:corruption
  Rule: Corruption's two wins go to the player who wins after Sneakiness's swap
    A players' question, settled by the rules. Sneakiness swaps scores before the winner is
    determined; no other effect after scoring can alter who wins the round
    (sneakiness.text, sneakiness.4, rules.after-scoring.3). Corruption gives two wins to the
    winner of the round (corruption.2): the winner, once found, after the swap.

    Example: Alice's Corruption doubles the win; Bob's Sneakiness swaps his 5 for her 8, and Bob gets two wins
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Corruption in hand
      And Bob has Sneakiness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And Alice passes
      And Bob plays Sneakiness
      And Bob passes
      Then Alice scored 5
      And Bob scored 8
      And Bob wins the round
      And Bob has won 2 rounds
      And Alice has won 0 rounds

  @source:community-2026-12-01 @card:sneakiness
  Rule: Hurt Feelings and the losers' draws go by the scores as Sneakiness swapped them
    A players' question, settled by the rules. Every "after scoring" effect is resolved
    before any losing player draws, because Sneakiness can change who won
    (rules.after-scoring.3, sneakiness.5); the lowest score, which gets Hurt Feelings in a
    game of three or more (rules.after-scoring.1, glossary.hurt-feelings), is likewise read
    once the scores are final.

    Example: Alice's Sneakiness swaps her 5 for Carol's 10: Carol, now lowest, gets Hurt Feelings, and Alice wins
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Generosity
      And Carol has moods Generosity and Boredom
      And Alice has Sneakiness in hand
      And Carol has Laziness and Apathy in hand
      And the deck holds Joy, Fear and Glee (top first)
      When Alice plays Sneakiness
      And Alice chooses Carol
      And the round is scored
      Then Alice scored 10
      And Carol scored 5
      And Alice wins the round
      And Carol drew Fear
      And Bob drew Joy
      When Alice passes
      And Bob passes
      And Carol plays Laziness
      Then Carol may play an additional mood
      And Carol may play Apathy

  @source:community-2026-12-01 @card:exhilaration
  Rule: Extra scorings count for who wins the round and for who is lowest
    A players' question, settled by the rules. A player's score is the combined value of
    their moods as scored (glossary.score), extra scorings added (exhilaration.1, bliss.5:
    they add together). The highest score wins the round, and in a game of three or more the
    lowest gets Hurt Feelings (rules.scoring.1, rules.after-scoring.1): both read that score.

    Example: Alice's Exhilaration makes her 4 an 8: she wins, and Bob's 5 is the lowest, so Bob gets Hurt Feelings
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Exhilaration and Laziness
      And Bob has moods Charity and Boredom
      And Carol has moods Generosity
      And Bob has Glee and Patience in hand
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Alice scored 8
      And Alice wins the round
      When Alice passes
      And Bob plays Glee
      Then Bob may play an additional mood
      And Bob may play Patience
