@game:mood-x
Feature: Scoring a turn of Mood X
  When the discs are shown, each guess scores by its distance from the Hero's emotion, the
  Hero scores as well as the best guess, and the numbered disc moves on.

  @note:mood-x.scoring.1
  Rule: A guess scores 5 on the Hero's emotion, 3 next to it, 1 two steps away, and the Hero scores the best of them
    The rulebook does not say how many emotions a disc shows. The engine reads a disc as a
    ring of eight, named by their background color as the rulebook's own example does: red,
    orange, yellow, green, blue, purple, pink and brown. On a disc the emotions go round, so
    distance is counted the short way round: brown is next to red. Eight is the smallest
    ring on which the rulebook's example works (yellow two steps from red, blue further
    than two). "The highest bid" that the Hero scores is read as the most points any other
    player scored this turn: 5, 3, 1, or 0 when no guess came within two steps.

    Example: 5, 3, 1 and 0 by distance
      Given a Mood X game between Oleg, Ann, Boris, Vera and Yuri
      And the characters are decided and the story is told
      When Oleg feels green
      And Ann guesses green
      And Boris guesses yellow
      And Vera guesses orange
      And Yuri guesses red
      Then Ann gains 5 points
      And Boris gains 3 points
      And Vera gains 1 point
      And Yuri gains 0 points
      And Oleg gains 5 points

    Example: distance goes round the disc
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses brown
      And Boris guesses pink
      And Vera guesses purple
      Then Ann gains 3 points
      And Boris gains 1 point
      And Vera gains 0 points

    Example: the Hero scores as much as the best guess
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels blue
      And Ann guesses green
      And Boris guesses red
      And Vera guesses pink
      Then Ann gains 3 points
      And Vera gains 1 point
      And Oleg gains 3 points

    Example: the Hero scores nothing when nobody came close
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels blue
      And Ann guesses red
      And Boris guesses orange
      And Vera guesses brown
      Then Oleg gains 0 points

  @note:mood-x.scoring.2
  Rule: The points of a turn are added to what each player had

    Example: points add up from turn to turn
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And Ann has 10 points
      And Oleg has 4 points
      And the characters are decided and the story is told
      When Oleg feels yellow
      And Ann guesses orange
      And Boris guesses blue
      And Vera guesses purple
      Then Ann has 13 points
      And Oleg has 7 points
      And Vera has 0 points

  @note:mood-x.scoring.3
  Rule: When every guess is right, the Storyteller scores nothing
    A story that everyone reads the same way was too easy: the Storyteller loses their own
    5 points for it; everyone else, the Hero included, scores as usual.

    Example: everyone guessed right
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels pink
      And Ann guesses pink
      And Boris guesses pink
      And Vera guesses pink
      Then Vera gains 0 points
      And Ann gains 5 points
      And Boris gains 5 points
      And Oleg gains 5 points

    Example: one guess was off, so the Storyteller scores
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels pink
      And Ann guesses pink
      And Boris guesses purple
      And Vera guesses pink
      Then Vera gains 5 points
      And Boris gains 3 points

  @note:mood-x.scoring.4
  Rule: After the turn the Hero gives the numbered disc to the player on their left, the next Hero
    The Hero and the player on their left swap discs, so the numbered disc goes round the
    table clockwise, and every role moves one seat with it.

    Example: the roles move one seat to the left
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses red
      And Boris guesses red
      And Vera guesses blue
      Then Ann is the Hero
      And Boris is deciding the Hero's character
      And Vera is deciding the second character
      And Oleg is the Storyteller
      And the stack holds 62 cards

    Example: the numbered disc comes back round to the first Hero
      Given a Mood X game between Oleg, Ann and Boris
      And Boris takes the numbered disc
      And the characters are decided and the story is told
      When Boris feels red
      And Oleg guesses red
      And Ann guesses blue
      Then Oleg is the Hero
