@card:chivalry
Feature: Chivalry
  White, common, value 3 (lower left 5). It is worth 5 in any round its player did not go
  first.

  @note:chivalry.1
  Rule: With three or more players, Chivalry is worth 5 whenever someone else went first

    Example: Bob went first, so Alice's Chivalry is worth 5
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob went first this round
      And Alice has moods Chivalry
      Then Chivalry's value is 5

    Example: Alice went first, so her Chivalry is worth 3
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Chivalry
      Then Chivalry's value is 3

  @note:chivalry.2
  Rule: In a team game, a teammate going first still makes Chivalry worth 5

    Example: Carol, Alice's teammate, went first
      Given a team game: Alice and Carol against Bob and Dan
      And it is Alice's turn
      And Carol went first this round
      And Alice has moods Chivalry
      Then Chivalry's value is 5
