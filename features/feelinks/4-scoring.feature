@game:feelinks
Feature: Show time and scoring in Feelinks
  All the cards are shown, the own emotions first, then the bets; then each team's tokens
  move on the Emotion track.

  @note:feelinks.game-play.16
  Rule: Show time goes from the Master clockwise, own emotions first, then the bets

    Example: Bob is the Master
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And Bob is the first Master of emotions
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 4 and Elsa 3
      Then the cards are shown in this order: Bob, Cecile, Elsa and Ann

  @note:feelinks.game-play.19
  Rule: When only one of two partners read the other right, both score 1

    Example: Ann read Bob, Bob missed Ann
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 5, Cecile 1 and Elsa 1
      Then Ann gains 1 point
      And Bob gains 1 point

  @note:feelinks.game-play.20
  Rule: When two partners read each other right, both score 3

    Example: Cecile and Elsa read each other
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 5, Bob 5, Cecile 4 and Elsa 3
      Then Cecile gains 3 points
      And Elsa gains 3 points
      And Cecile has 3 points

  @note:feelinks.game-play.21
  Rule: When neither partner read the other right, nobody moves

    Example: Ann and Bob both missed
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And Ann has 4 points
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 5, Bob 5, Cecile 4 and Elsa 3
      Then Ann gains 0 points
      And Ann has 4 points
      And Bob has 0 points

  @note:feelinks.game-play.23
  Rule: In a team of three, a player scores 3 for reading their partner and being read, 1 for either
    Scoring does not change for a team of three, but each player is in two pairings: the
    teammate they read, and the teammate who reads them. The engine gives 3 when both
    went right, 1 when one did, 0 when neither: the reading that gives the rulebook's own
    example (the next rule).

    Example: nobody in the team of three read anybody
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      And the players bet, in secret: Ann 2, Bob 1, Cecile 1, Elsa 1 and Herve 1
      Then Cecile gains 0 points
      And Elsa gains 0 points
      And Herve gains 0 points
      And Ann gains 3 points

    Example: everybody in the team of three read right
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      And the players bet, in secret: Ann 3, Bob 3, Cecile 4, Elsa 5 and Herve 3
      Then Cecile gains 3 points
      And Elsa gains 3 points
      And Herve gains 3 points

  @note:feelinks.game-play.24 @note:feelinks.game-play.25
  Rule: The rulebook's team of three scores Cecile 1, Elsa 3 and Herve 1
    Cecile reads Elsa right, Elsa reads Herve right, Herve misses Cecile: Cecile scores 1
    (she read right but was misread), Elsa 3 (she read right and was read right), Herve 1
    (he missed, but Elsa read him).

    Example: the rulebook's example scored
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      And the players bet, in secret: Ann 5, Bob 5, Cecile 4, Elsa 5 and Herve 1
      Then Cecile gains 1 point
      And Elsa gains 3 points
      And Herve gains 1 point
