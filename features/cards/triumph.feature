@card:triumph
Feature: Triumph
  Red, common, value 3, or 5 in a round in which the player who has it went first.

  @note:triumph.1
  Rule: With more than two players, "first" means the player who took the round's first turn

    Example: Carol went first, so Alice's Triumph is worth 3
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Carol went first this round
      And Alice has moods Triumph
      Then Triumph's value is 3

    Example: Alice went first, so her Triumph is worth 5
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Triumph
      Then Triumph's value is 5

  @note:triumph.2
  Rule: The value is fixed for the whole round once the round begins
    Who went first is decided when the round starts; the first player's turn ending doesn't
    change it, and it still holds when the round is scored.

    Example: Alice's Triumph stays at 5 through Bob's turn and the scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Triumph
      When Alice passes
      Then it is Bob's turn
      And Triumph's value is 5
      When Bob passes
      Then Alice scored 5

    Example: a Triumph played by the second player is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob went first this round
      And Alice has Triumph in hand
      When Alice plays Triumph
      Then Triumph's value is 3

  @note:triumph.3
  Rule: In a team game, a teammate going first doesn't count

    Example: Carol, Alice's teammate, went first
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol went first this round
      And Alice has moods Triumph
      Then Triumph's value is 3
