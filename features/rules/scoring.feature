Feature: Scoring
  At the end of a round, after every player has had a turn, each player adds up the values
  of their moods. The highest total wins the round.

  @note:rules.scoring.1
  Rule: Each player scores the values of their moods, and the highest score wins the round

    Example: Alice's 8 beats Bob's 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Apathy
      And Bob has moods Patience
      When the round is scored
      Then Alice scored 8
      And Bob scored 5
      And Alice wins the round
      And Alice has won 1 round

  @note:rules.scoring.1
  Rule: A tie goes to the player who made the earliest play of the round
    With three or more players, that is the earliest play, not necessarily the first
    player: a player who passed made no play. If no tied player played this round, the one
    whose turn came first wins the tie.

    Example: two players tie and the one who went first wins
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      And Bob has Apathy in hand
      When Alice plays Boredom
      And Alice passes
      And Bob plays Apathy
      And Bob passes
      Then Alice scored 4
      And Bob scored 4
      And Alice wins the round

    Example: the first player passed, so the tie goes to the earliest play
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has Apathy in hand
      When Alice passes
      And Bob plays Apathy
      And Bob passes
      And Carol passes
      Then Alice scored 4
      And Bob scored 4
      And Bob wins the round

    Example: nobody played, so the tie goes by turn order
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob went first this round
      And Alice has moods Boredom
      And Bob has moods Apathy
      When the round is scored
      Then Bob wins the round

  @note:rules.scoring.3
  Rule: A mood turned to its secondary value scores the total of its lower left dice

    Example: a Cheer played with a discard scores 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      And the round is scored
      Then Alice scored 5
