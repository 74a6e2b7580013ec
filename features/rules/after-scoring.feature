Feature: After scoring
  After the scores are added up: "after scoring" effects, the end of the game, the losers'
  draws, Hurt Feelings, and who goes first next round.

  @note:rules.after-scoring.1
  Rule: A player who has won three rounds wins the game, and nobody draws

    Example: Alice's third round win ends the game
      Given a game between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Boredom
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice wins the round
      And Alice wins the game
      And Bob has no cards in hand
      And the deck holds Joy (top first)

    Example: outside a draft, the game is all there is: no game of a match is counted
      Given a game between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Boredom
      When the round is scored
      Then Alice wins the game
      And Alice has won 0 games of the match

    Example: once the game is over, no answer is taken
      Given a game between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Boredom
      When the round is scored
      Then Alice wins the game
      And Bob cannot answer anything because the game is over (rules.after-scoring.1)
      And Alice cannot answer anything because the game is over (rules.after-scoring.1)
      And Alice cannot play Boredom because the game is over (rules.after-scoring.1)
      And Bob cannot pass because the game is over (rules.after-scoring.1)

  @note:rules.after-scoring.1
  Rule: Otherwise every player who lost the round draws a card, in turn order

    Example: with three players, both losers draw from the top of the deck
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom and Apathy
      And Bob has moods Charity
      And Carol has moods Patience
      And the deck holds Joy, Fear and Hate (top first)
      When the round is scored
      Then Alice wins the round
      And Joy is in Bob's hand
      And Fear is in Carol's hand
      And Alice has no cards in hand
      And the deck holds Hate (top first)

    Example: the draws go in this round's turn order: Carol went first, so she draws first
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Carol went first this round
      And Alice has moods Boredom and Apathy
      And the deck holds Joy, Fear and Hate (top first)
      When the round is scored
      Then Alice wins the round
      And Joy is in Carol's hand
      And Fear is in Bob's hand

    Example: a player who lost alone draws without being asked who gets the card
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom and Apathy
      And Bob has moods Charity
      And the deck holds Joy, Fear and Hate (top first)
      When the round is scored
      Then Alice wins the round
      And Joy is in Bob's hand
      And the play-by-play says Bob made no choice
      And the play-by-play says Carol made no choice

  @note:rules.after-scoring.1
  Rule: With three or more players, the lowest score gets Hurt Feelings: an additional mood next turn
    A tie for the lowest score goes to the player who played latest. What "latest" means for
    a player who passed, and when no tied player played, is the reference's own ruling at
    the end of this page.

    Example: Bob scored lowest and may play two moods on his next turn
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom and Apathy
      And Bob has moods Charity
      And Carol has moods Patience
      And Bob has Apathy and Laziness in hand
      When the round is scored
      And Alice passes
      And Bob plays Apathy
      Then Bob may play an additional mood
      And Bob may play Laziness

    Example: Bob and Carol tie for lowest and Carol, who played later, gets it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has Charity and Indifference in hand
      And Carol has Patience, Laziness and Complacency in hand
      When Alice passes
      And Bob plays Charity
      And Bob passes
      And Carol plays Patience
      And Carol passes
      Then Bob scored 1
      And Carol scored 1
      And Alice wins the round
      When Alice passes
      And Bob plays Indifference
      Then Bob may not play another mood
      When Bob passes
      And Carol plays Laziness
      Then Carol may play an additional mood
      And Carol may play Complacency

  @note:rules.after-scoring.1
  Rule: The winner of the round goes first in the next round

    Example: Bob wins and goes first
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the round
      And Bob goes first
      And it is Bob's turn

  @note:rules.after-scoring.2
  Rule: "After scoring" effects happen in turn order

    Example: Bob went first, so his Recklessness draws before Alice's Bashfulness
      Given a game between Alice and Bob
      And Bob went first this round
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob played Recklessness this round, choosing nothing
      And Alice has Bashfulness in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Alice plays Bashfulness
      And Alice passes
      Then Alice wins the round
      And Joy is in Bob's hand
      And Fear is in Alice's hand
      And Hate is in Bob's hand
      And the deck holds Recklessness and Bashfulness (top first)

    Example: had Alice gone first, her Bashfulness would draw first
      Given a game between Alice and Bob
      And Alice went first this round
      And it is Bob's turn
      And Alice has moods Boredom
      And Alice played Bashfulness this round
      And Bob has Recklessness in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Bob plays Recklessness
      And Bob chooses nothing
      And Bob passes
      Then Alice wins the round
      And Joy is in Alice's hand
      And Bob's hand holds Fear and Hate

  @note:rules.after-scoring.2
  Rule: A player with several "after scoring" effects chooses their order
    The rules document's own example: Alice takes Bob's Bashfulness with Recklessness in the
    round Bob played it, and wins. Alice now has three effects: Recklessness gives the
    Bashfulness back, Recklessness goes under the deck, and Bashfulness goes under the deck
    if its player won. If Bashfulness goes first, Alice draws and there is nothing left to
    give back.

    Example: Bashfulness goes under the deck before it can be given back
      Given a game between Alice and Bob
      And Bob went first this round
      And it is Alice's turn
      And Bob played Bashfulness this round
      And Alice has moods Boredom
      And Alice has Recklessness in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Alice plays Recklessness
      And Alice chooses Bashfulness
      And Alice passes
      Then Alice is to answer the after-scoring order
      And Alice may choose each of Bashfulness, Recklessness: Bashfulness is given back and Recklessness: goes under the deck and its player draws
      And Alice cannot choose nothing (rules.after-scoring.2)
      When Alice answers the after-scoring order: Bashfulness
      Then Alice wins the round
      And Alice's hand holds Joy and Fear
      And Hate is in Bob's hand
      And Bob has no moods
      And the deck holds Bashfulness and Recklessness (top first)

    Example: the effects are ordered one at a time: which happens next, never two at once, and what can no longer happen is not asked
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Recklessness in hand
      When Alice plays Gluttony
      And Alice plays Recklessness
      And the round is scored
      Then Alice is to answer the after-scoring order
      And Alice may choose each of Gluttony and Recklessness: goes under the deck and its player draws
      And Alice cannot choose Gluttony and Recklessness: goes under the deck and its player draws together (rules.after-scoring.2)
      When Alice answers the after-scoring order: Gluttony
      Then the play-by-play says Recklessness: goes under the deck and its player draws does not happen after scoring: Recklessness has left play
      And Alice wins the round

    Example: Gluttony first sends Recklessness away, and Recklessness's own effect then does nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Gluttony
      And Alice plays Recklessness
      And the round is scored
      Then Alice is to answer the after-scoring order
      When Alice answers the after-scoring order: Gluttony
      Then Recklessness is in the discard pile
      And Alice has no cards in hand
      And Joy is in Bob's hand
      And the deck holds Fear (top first)

    Example: a player with a single "after scoring" effect is not asked to order it
      Given a game between Alice and Bob
      And Alice went first this round
      And it is Bob's turn
      And Alice has moods Boredom
      And Alice played Bashfulness this round
      And the deck holds Joy and Fear (top first)
      When Bob passes
      Then Alice wins the round
      And Joy is in Alice's hand
      And the play-by-play says Alice made no choice

  @source:reference-2026-12-04
  Rule: Once its card has left play, an "after scoring" effect still acts on the other mood it names, but nothing is done with the card itself, not even the draw
    The reference's own ruling. Some "after scoring" effects act on another mood: the mood
    Recklessness took goes back (recklessness.text), the mood Gluttony or Insecurity let
    its player play goes (gluttony.text, insecurity.text), the mood Betrayal lent comes
    back (betrayal.text); Sneakiness's acts on scores alone (sneakiness.text). Others act on
    the card itself: Bashfulness goes under the deck and its player draws
    (bashfulness.text), and so does Recklessness by its "While in play" text. The sources
    show both halves. What acts on another mood does not need the card it is written on:
    Insecurity's mood comes back with Insecurity gone (insecurity.3), and Recklessness's
    player keeps what it took when Recklessness moves away (recklessness.5). What acts on
    the card itself does nothing once the card has gone: in the rules' own example the
    taken Bashfulness goes under the deck first, and then nothing is given back, since it
    is no longer in play (rules.after-scoring.2); Gluttony first sends Bashfulness to the
    discard pile before its effect can happen (gluttony.4). The draw goes with the card:
    only a Bashfulness put under the deck draws (bashfulness.2), with an empty deck the
    card drawn is the one just put there (bashfulness.1, recklessness.2), and a "While in
    play" text works only while its card is in play (rules.taking-a-turn.4). An effect
    that can no longer do anything is not among the effects its player puts in order
    (rules.after-scoring.2 orders what happens); the play-by-play says it does not happen.

    A careful reader might take "draw a card" as an order of its own, so that the player
    draws even though the card went elsewhere; or let the whole effect lapse once the card
    it is written on has left play, so that Recklessness's taken mood stays with its
    taker. The first example fails under either reading, the second under the first. The
    third shows what is still offered: an effect that would do nothing now (Bob, who has
    Bashfulness, lost) while another waiting effect could change that (giving Bashfulness
    back to Alice, who won); the fourth, what is not: the same, with nothing waiting that
    could change it.

    Example: Gluttony sends Recklessness away first: Boredom still goes back to Bob, and Alice draws nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Gluttony and Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Gluttony
      And Alice plays Recklessness
      And Alice chooses Boredom
      And the round is scored
      Then Alice is to answer the after-scoring order
      And Alice may choose each of Gluttony, Recklessness: Boredom is given back and Recklessness: goes under the deck and its player draws
      When Alice answers the after-scoring order: Gluttony
      Then Recklessness is in the discard pile
      And Bob has moods Boredom
      And Alice wins the round
      And Alice has no cards in hand
      And Joy is in Bob's hand
      And the deck holds Fear (top first)

    Example: Bob's Courage sends Alice's Bashfulness away before scoring: Alice wins and draws nothing
      Given a game between Alice and Bob
      And Alice went first this round
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Bashfulness in hand
      And Bob has Courage in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And Alice passes
      And Bob plays Courage
      And Bob chooses Alice
      And Bob passes
      Then Bashfulness is in the discard pile
      And Alice wins the round
      And Alice has no cards in hand
      And Joy is in Bob's hand
      And the deck holds Fear (top first)

    Example: an effect that would do nothing now is still offered while another could change that: Bob, who lost, puts Bashfulness first
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Boredom and Apathy
      And Alice played Bashfulness this round
      And Bob has Recklessness in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Bob plays Recklessness
      And Bob chooses Bashfulness
      And Bob passes
      Then Bob may choose each of Bashfulness, Recklessness: Bashfulness is given back and Recklessness: goes under the deck and its player draws
      When Bob answers the after-scoring order: Bashfulness
      And Bob answers the after-scoring order: Recklessness: Bashfulness is given back
      Then Alice wins the round
      And Bashfulness is one of Alice's moods
      And Alice has no cards in hand
      And Bob's hand holds Joy and Fear
      And the deck holds Hate and Recklessness (top first)

    Example: Alice lost, and nothing still waiting could change that: her Bashfulness is not offered beside Gluttony's effect
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Bob has moods Generosity, Boredom and Laziness
      And Alice has Gluttony, Boredom and Bashfulness in hand
      And the deck holds Joy (top first)
      When Alice plays Gluttony
      And Alice plays Boredom
      And Alice answers the permission: Gluttony
      And Alice plays Bashfulness
      And Alice passes
      And Bob passes
      Then Bob wins the round
      And Alice has moods Hope, Gluttony and Bashfulness
      And Joy is in Alice's hand

  @note:rules.after-scoring.3
  Rule: When a mood changes hands after scoring, its effect waits for its new player's place in turn order
    The effects go around the table in turn order, again and again, until every one has
    happened. Here Bob's Recklessness gives Bashfulness back to Alice, who comes before him:
    Bashfulness's effect is then Alice's, and happens on the next time around.

    Example: Bashfulness goes back to Alice, and its effect happens on the second time around
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Boredom and Apathy
      And Alice played Bashfulness this round
      And Bob has Recklessness in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Bob plays Recklessness
      And Bob chooses Bashfulness
      And Bob passes
      Then Bob is to answer the after-scoring order
      And Bob may choose each of Bashfulness, Recklessness: Bashfulness is given back and Recklessness: goes under the deck and its player draws
      When Bob answers the after-scoring order: Recklessness: Bashfulness is given back
      Then Alice wins the round
      And Joy is in Bob's hand
      And Fear is in Alice's hand
      And the deck holds Recklessness and Bashfulness (top first)

  @note:rules.after-scoring.3
  Rule: Losers draw only once every "after scoring" effect has happened

    Example: Bob's draw for losing comes after Alice's Bashfulness has drawn
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Boredom and Apathy
      And Alice played Bashfulness this round
      And Bob has Recklessness in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Bob plays Recklessness
      And Bob chooses Bashfulness
      And Bob passes
      And Bob answers the after-scoring order: Recklessness: Bashfulness is given back
      Then Fear is in Alice's hand
      And Bob's hand holds Joy and Hate

    Example: Sneakiness swaps the scores after scoring, so Bob is the loser who draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Charity
      And Bob has moods Bashfulness and Boredom
      And Alice has Sneakiness in hand
      And the deck holds Joy (top first)
      When Alice plays Sneakiness
      And Alice passes
      And Bob passes
      Then Alice wins the round
      And Joy is in Bob's hand
      And Alice has no cards in hand

  @source:reference-2026-11-30
  Rule: Hurt Feelings goes to the lowest-scoring loser, never to the round's winner, even when every player ties
    The reference's own ruling. rules.after-scoring.1 and glossary.hurt-feelings give Hurt
    Feelings to "the player with the lowest score", the tie going to the latest play;
    glossary.lose gives it to the lowest-scoring of the players who lost the round. The two
    agree except when every player ties: then the tie for the highest score goes to the
    earliest play and the tie for the lowest to the latest, and the one player who played
    would win the round and get Hurt Feelings too. rules.after-scoring.1 speaks of Hurt
    Feelings among what the losers get, and glossary.lose says so outright, so we give it to
    the lowest-scoring loser: with everyone tied, to the loser who played latest, or, if no
    loser played, to the one whose turn came latest (the next ruling).

    A careful reader might follow the words "the player with the lowest score" alone and
    let the winner, tied with everyone, get Hurt Feelings. The examples fail under that
    reading.

    Example: everyone scores 4 and Alice, who alone played, wins; Carol gets Hurt Feelings
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Apathy
      And Carol has moods Laziness
      And Alice has Boredom and Complacency in hand
      And Carol has Indifference and Charity in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Boredom
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice scored 4
      And Bob scored 4
      And Carol scored 4
      And Alice wins the round
      When Alice plays Complacency
      Then Alice may not play another mood
      When Alice passes
      And Bob passes
      And Carol plays Indifference
      Then Carol may play an additional mood

    Example: four players all score 4 and only Bob played: Bob wins, and Dave, whose turn came last, gets Hurt Feelings
      Given a game between Alice, Bob, Carol and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Dave has moods Laziness
      And Bob has Complacency and Indifference in hand
      And Dave has Indifference and Complacency in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Alice passes
      And Bob plays Complacency
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice scored 4
      And Bob scored 4
      And Carol scored 4
      And Dave scored 4
      And Bob wins the round
      When Bob plays Indifference
      Then Bob may not play another mood
      When Bob passes
      And Carol passes
      And Dave plays Complacency
      Then Dave may play an additional mood

  @source:reference-2026-12-01
  Rule: In a tie for the lowest score, a player who passed made no play: the latest play gets Hurt Feelings, and with no play the latest turn
    The reference's own ruling. rules.after-scoring.1 gives a tie for the lowest score to
    whoever played latest "during the last turn", and glossary.hurt-feelings to the one who
    played latest "that turn". We read both as the round just scored, since each player has
    one turn a round (glossary.turn), and read "played" as the ties for the highest score do
    (the reference's rulings on rules.scoring.1): a player who passed had a turn but made no
    play. So a tied player who played is later than one who passed, and if none of the tied
    players played, the one whose turn came latest gets Hurt Feelings: the mirror of the tie
    for the highest score, which with no play goes to the earliest turn.

    A careful reader might count a pass as a play made at that player's turn, so that a tied
    player who passed after one who played would be the later one; or, with no tied player
    having played, give Hurt Feelings to the earliest turn. The first example fails under
    the first reading, the second under the second.

    Example: Bob played and Carol passed, so Bob, tied with Carol for lowest, gets it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Charity
      And Bob has Courage and Apathy in hand
      And Carol has Laziness in hand
      When Alice passes
      And Bob plays Courage
      And Bob chooses nothing
      And Bob passes
      And Carol passes
      Then Bob scored 1
      And Carol scored 1
      When Alice passes
      And Bob plays Apathy
      Then Bob may play an additional mood
      When Bob passes
      And Carol plays Laziness
      Then Carol may not play another mood

    Example: Bob and Carol both passed and tie for lowest; Carol's turn came later, so Carol gets it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Charity
      And Carol has moods Courage
      And Alice has Boredom and Apathy in hand
      And Bob has Laziness in hand
      And Carol has Complacency and Indifference in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Boredom
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob scored 1
      And Carol scored 1
      And Alice wins the round
      When Alice plays Apathy
      And Alice passes
      And Bob plays Laziness
      Then Bob may not play another mood
      When Bob passes
      And Carol plays Complacency
      Then Carol may play an additional mood
      And Carol may play Indifference
