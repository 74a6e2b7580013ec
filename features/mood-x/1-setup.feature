@game:mood-x
Feature: Setting up Mood X
  Mood X is for three to eight players: each needs a disc, and the box holds seven discs
  with arrows and one with numbers. Players sit in a ring; "the player to the left" is the
  next one clockwise, in the order the game names them.

  @note:mood-x.goal-of-the-game.1
  Rule: Every turn has a Hero and a Storyteller, and a guess scores by how close it comes
    The goal paragraph sums up the game: the roles of a turn (the next chapters say who
    holds them and how they pass on) and points for guessing the Hero's feeling well.

    Example: the first turn's Hero and Storyteller
      Given a Mood X game between Oleg, Ann, Boris and Vera
      Then Oleg is the Hero
      And Vera is the Storyteller

    Example: a close guess scores and a far one does not
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses orange
      And Boris guesses blue
      And Vera guesses red
      Then Ann gains 3 points
      And Boris gains 0 points

  @note:mood-x.setup.1
  Rule: The cards form one face-down stack, and every player starts with no points
    The rulebook places each player's second token before the first tile of the score
    track: that is 0 points. The first Hero turns over the top card at once, so a new game
    shows 63 cards left in the stack of 64.

    Example: a new game of four
      Given a Mood X game between Oleg, Ann, Boris and Vera
      Then Oleg has 0 points
      And Vera has 0 points
      And the stack holds 63 cards

    Example: when the stack runs out, the cards turned over make a new one
      The rulebook does not say what happens when the stack is empty; the engine shuffles
      the cards already turned over into a new stack, so the game goes on to 24 points.

      Given a Mood X game between Oleg, Ann and Boris
      And the top card shows a crowned king and a shepherd girl
      And the stack holds no other card
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses blue
      And Boris guesses blue
      Then Ann is the Hero
      And the Hero turns over card 1
      And the stack holds 0 cards

  @note:mood-x.setup.2
  Rule: Each player has a disc of emotions, and whoever takes the numbered disc is the first Hero
    The players pick the first Hero as they like; the engine is told who. Every disc shows
    the same emotions (see the scoring rules for how many), and an answer must be one of them.

    Example: the numbered disc makes the first Hero, and the roles follow from the seat
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And Boris takes the numbered disc
      Then Boris is the Hero
      And Vera is deciding the Hero's character
      And Oleg is deciding the second character
      And Ann is the Storyteller

    Example: a guess must be an emotion of the disc
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      Then Ann cannot guess white because 'white' is not an emotion on the disc
