@game:mood-x
Feature: Mood X for three players
  With three players there is nobody for a fourth role: the player on the Hero's left
  decides both characters and the third player tells the story.

  @note:mood-x.rules-for-three-players.1
  Rule: With three players the Hero's left neighbour decides both characters and the last player is the Storyteller

    Example: the roles at three
      Given a Mood X game between Oleg, Ann and Boris
      Then Oleg is the Hero
      And Ann is deciding the Hero's character
      And Ann is deciding the second character
      And Boris is the Storyteller

    Example: a turn at three
      Given a Mood X game between Oleg, Ann and Boris
      And the top card shows a crowned king and a shepherd girl
      When Ann decides that the Hero is a shepherd girl
      And Ann decides that the second character is a wolf
      And Boris tells the story "How would you feel if a wolf ate your sheep?"
      And Oleg feels purple
      And Ann guesses purple
      And Boris guesses purple
      Then Ann gains 5 points
      And Boris gains 0 points
      And Oleg gains 5 points
      And Ann is the Hero

    Example: the second decider is not the next player at three
      Given a Mood X game between Oleg, Ann and Boris
      And the top card shows a crowned king and a shepherd girl
      When Ann decides that the Hero is a shepherd girl
      Then Boris cannot decide that the second character is a wolf because Boris cannot do that now: the game waits for Ann
