@game:feelinks
Feature: The end of a game of Feelinks
  The rulebook suggests how long to play rather than when someone has won. The engine
  plays its suggestion: so many full rounds, or a race to the end of the Emotion track.

  @note:feelinks.end-of-the-game.1
  Rule: The game lasts until every player has been Master of emotions once
    The rulebook asks for at least one full round per player; the engine stops there, and
    the players furthest along the Emotion track win, sharing the victory if they are
    level. (The rulebook names no winner; the track is its measure of how well one reads
    the others.)

    Example: the fifth round ends a five-player game
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And it is round 5 of Feelinks
      And Herve is the first Master of emotions
      And Ann has 6 points
      And Elsa has 7 points
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      And the players bet, in secret: Ann 2, Bob 1, Cecile 1, Elsa 1 and Herve 1
      Then Ann has 9 points
      And the victory goes to Ann

    Example: the fourth round does not end a five-player game
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And it is round 4 of Feelinks
      And Elsa is the first Master of emotions
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      And the players bet, in secret: Ann 2, Bob 1, Cecile 1, Elsa 1 and Herve 1
      Then the game goes on
      And the game waits for the Master to change an Emotion card or keep them

    Example: players level at the end share the victory
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And it is round 5 of Feelinks
      And Herve is the first Master of emotions
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      And the players bet, in secret: Ann 2, Bob 1, Cecile 1, Elsa 1 and Herve 1
      Then the victory goes to Ann and Bob

  @note:feelinks.end-of-the-game.2
  Rule: Three or four players play two full rounds each, or anyone may race to the last square of the track
    Without counting rounds, the game ends with the round in which a token reaches the last
    square. The rulebook does not say how long the track is: the engine puts the last
    square 15 squares after the middle one, where the tokens start.

    Example: four players play eight rounds
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And it is round 8 of Feelinks
      And Elsa is the first Master of emotions
      And Cecile has 10 points
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 5, Bob 5, Cecile 5 and Elsa 5
      Then the victory goes to Cecile

    Example: four players go on after four rounds
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And it is round 4 of Feelinks
      And Elsa is the first Master of emotions
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 5, Bob 5, Cecile 5 and Elsa 5
      Then the game goes on

    Example: racing to the last square
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the game is played to the last square of the Emotion track
      And Ann has 13 points
      And Cecile has 14 points
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 1, Elsa 1
      Then Ann has 16 points
      And Cecile has 14 points
      And the victory goes to Ann

    Example: short of the last square the race goes on
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the game is played to the last square of the Emotion track
      And Ann has 11 points
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 1, Elsa 1
      Then Ann has 14 points
      And the game goes on
