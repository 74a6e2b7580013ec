@card:generosity
Feature: Generosity
  Green, common, value 6. Its player chooses an opponent, who may play an additional mood
  on their next turn.

  @note:generosity.1
  Rule: The additional mood comes on the opponent's next turn: this round if they are still to play, else next round

    Example: Bob has not played yet: he plays two moods this round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Generosity in hand
      And Bob has Boredom and Laziness in hand
      When Alice plays Generosity
      And Alice passes
      And Bob plays Boredom
      Then Bob may play an additional mood
      When Bob plays Laziness
      Then Bob has moods Boredom and Laziness

    Example: the play-by-play tells that Generosity gives Bob an additional play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Generosity in hand
      When Alice plays Generosity
      Then the play-by-play says Bob was given an additional play by Generosity

    Example: Bob has played already: he plays two moods next round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob went first this round
      And Bob played Boredom this round
      And Alice has Generosity in hand
      And Bob has Laziness and Complacency in hand
      When Alice plays Generosity
      And the round is scored
      Then Alice wins the round
      When Alice passes
      And Bob plays Laziness
      Then Bob may play an additional mood
      When Bob plays Complacency
      Then Bob has moods Boredom, Laziness and Complacency

  @note:generosity.2
  Rule: The opponent may leave the additional mood unplayed; it does not carry over
    Bob ends his turn after one mood; on his turn after that he has one play again.

    Example: Bob plays one mood, and next round one mood again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Generosity in hand
      And Bob has Boredom, Laziness and Complacency in hand
      When Alice plays Generosity
      And Alice passes
      And Bob plays Boredom
      And Bob passes
      Then Alice wins the round
      When Alice passes
      And Bob plays Laziness
      Then Bob may not play another mood

  @note:generosity.3
  Rule: A teammate is not an opponent and can't be chosen

    Example: Alice chooses between Bob and Dave
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Generosity in hand
      When Alice plays Generosity
      Then Alice may choose each of Bob and Dave
      And Alice may choose none of Carol and Alice
      When Alice chooses Dave
      Then Alice has moods Generosity

  @note:generosity.4
  Rule: The additional mood may come at any time in the turn, and additional plays in any order
    Bob plays Eagerness, then uses Generosity's permission for a red mood; Eagerness then
    lets him add another red one.
    Where one play carries an effect and the other doesn't (Gluttony's mood goes after
    scoring), Bob says which play a mood uses.

    Example: Generosity's red mood opens the way for Eagerness's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Generosity in hand
      And Bob has Eagerness, Boredom and Zeal in hand
      When Alice plays Generosity
      And Alice passes
      And Bob plays Eagerness
      And Bob plays Boredom
      And Bob plays Zeal
      Then Bob has moods Eagerness, Boredom and Zeal

    Example: Bob says which mood uses Generosity's play and which one Gluttony's, whose mood goes after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Generosity in hand
      And Bob has Gluttony, Boredom and Apathy in hand
      When Alice plays Generosity
      And Alice passes
      And Bob plays Gluttony
      And Bob plays Boredom
      Then Bob may choose each of Generosity and Gluttony
      When Bob answers the permission: Generosity
      And Bob plays Apathy
      And the round is scored
      Then Apathy is in the discard pile
      And Bob has moods Gluttony and Boredom
