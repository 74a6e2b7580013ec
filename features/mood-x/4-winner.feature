@game:mood-x
Feature: The end of a game of Mood X
  The game ends at the end of the turn in which someone reaches 24 points.

  @note:mood-x.winner.1
  Rule: Whoever reaches 24 points wins, and players who reach it in the same turn share the victory
    The rulebook only says that two players reaching 24 together share the victory. The
    engine ends the game after the turn's scoring as soon as anyone has 24 points or more,
    and every player who has reached 24 then shares the victory, whoever went further: the
    goal is the 24th tile, not the highest total.

    Example: one player reaches 24
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And Ann has 21 points
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses orange
      And Boris guesses blue
      And Vera guesses blue
      Then Ann has 24 points
      And the victory goes to Ann

    Example: two players reach 24 in the same turn
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And Ann has 22 points
      And Oleg has 20 points
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses red
      And Boris guesses blue
      And Vera guesses blue
      Then Ann has 27 points
      And Oleg has 25 points
      And the victory goes to Ann and Oleg

    Example: 23 points are not enough
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And Ann has 18 points
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses red
      And Boris guesses blue
      And Vera guesses blue
      Then Ann has 23 points
      And the game goes on
      And Ann is the Hero

    Example: nothing more can be played once the game is over
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And Ann has 21 points
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses orange
      And Boris guesses blue
      And Vera guesses blue
      Then Ann cannot guess red because the game is over
