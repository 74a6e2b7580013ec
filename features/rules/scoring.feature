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

    Example: the play-by-play tells each score, none of it extra, and the winner's round wins in all
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has won 1 round
      And Alice has moods Boredom and Apathy
      And Bob has moods Patience
      When the round is scored
      Then the play-by-play says Alice scored 8, 0 of it from extra scoring
      And the play-by-play says Bob scored 5, 0 of it from extra scoring
      And the play-by-play says Alice wins the round (2 in all)

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

  @note:rules.scoring.2
  Rule: A mood with a white die scores its printed number; a black die's value must be read from the table
    A white die changes only when another card acts on it (a suppression, for instance).

    Example: Complacency scores 4 whatever comes into play; Excitement's value follows the moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Complacency and Excitement
      And Bob has moods Apathy
      And Alice has Laziness in hand
      Then Excitement's value is 3
      When Alice plays Laziness
      Then Excitement's value is 6
      And Complacency's value is 4
      When Alice passes
      And Bob passes
      Then Alice scored 14

    Example: a white die changes only when another card acts on it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Complacency
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses Bob
      Then Complacency's value is 0

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

  @note:rules.scoring.3
  Rule: A secondary value chosen when the card is played stays, unless another card changes it

    Example: Cheer turned to 5 is still 5 rounds later
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      And the round is scored
      And the round is scored
      Then Alice scored 5
      And Cheer's value is 5

    Example: Bob's Pacifism suppresses the Cheer turned to 5, and it is worth 0 while Pacifism stays
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cheer and Boredom in hand
      And Bob has Pacifism in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      Then Cheer's value is 5
      When Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      Then Cheer is suppressed
      And Cheer's value is 0

  @note:rules.scoring.3
  Rule: Secondary dice that show two dice are added together: a 6 and a 1 are worth 7

    Example: Superiority turned to its 6 and 1 scores 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Superiority and Boredom
      And Bob has moods Laziness
      When the round is scored
      Then Alice scored 11
      And Alice wins the round

  @note:rules.scoring.4
  Rule: Some rare and mythic rare moods have a value that keeps changing as the game goes on

    Example: Sadness grows by 2 with each card put into the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sadness and Laziness
      And the discard pile holds Fear
      And Alice has Anger in hand
      Then Sadness's value is 2
      When Alice plays Anger
      And Alice chooses Laziness
      Then Sadness's value is 4
      When Alice passes
      And Bob passes
      Then Bob scored 4

  @source:reference-2026-11-30
  Rule: With two players too, a tie goes to the earliest play, and a first player who passed has made none
    The reference's own ruling. rules.scoring.1 gives a tie to "whoever played the earliest
    turn", and glossary.win-won-a-round to the tied player who played earlier that round. A
    player may play a card or pass the turn (rules.taking-a-turn.1): a player who passes has
    had a turn and played nothing. We read these as one rule for any number of players: of
    the tied players, the earliest to play in the round wins, and if none of them played,
    the one whose turn came first (the ruling on rules.scoring.1 above).

    Two sources lean the other way; neither settles it. rules.scoring.1 adds that with three
    or more players the tie goes to the earliest play, "not necessarily the player who went
    first". That explains why going first is not enough where the first player may not be
    among the tied players; it says nothing of a two-player game, where the first player is
    always one of them and only a pass can part the two readings. awe.2 says ties are won
    "by going first", and sets that against having won the last round: it is about who goes
    first after Awe, not about a first player who passes. Going first wins ties because the
    first player's play comes first; a first player who passes has made no play.

    A careful reader might give a two-player tie to the first player whatever they did,
    taking awe.2's "by going first" literally and the sentence about three or more players
    as the only case where a pass matters. The examples fail under that reading.

    Example: Alice goes first and passes, Bob plays, and Bob wins the tie
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has Apathy in hand
      When Alice passes
      And Bob plays Apathy
      And Bob passes
      Then Alice scored 4
      And Bob scored 4
      And Bob wins the round

    Example: Awe lets Alice go first; she passes and Bob's play wins the tie
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice has moods Boredom and Laziness
      And Bob has Awe and Apathy in hand
      When Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      And Alice passes
      Then Alice goes first
      When Alice passes
      And Bob plays Apathy
      And Bob passes
      Then Alice scored 8
      And Bob scored 8
      And Bob wins the round
