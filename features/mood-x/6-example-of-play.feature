@game:mood-x
Feature: The rulebook's example of play
  The rulebook follows one turn with Oleg as the Hero. The engine plays the same turn;
  the other players' names are ours, the rulebook leaves them unnamed.

  @note:mood-x.example-of-play.1 @note:mood-x.example-of-play.2 @note:mood-x.example-of-play.3 @note:mood-x.example-of-play.4
  Rule: Oleg's turn: he turns over the card, the next two players cast him and the other character, the third tells the story
    The four steps of the rulebook's example, as one turn: each is played by the player the
    rules give it to (see the rules of a turn).

    Example: Oleg's turn up to the story
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the top card shows a man wearing a crown and a woman in a fur coat
      Then Oleg is the Hero
      And the Hero turns over card 1
      When Ann decides that the Hero is a man wearing a crown
      And Boris decides that the second character is Oleg's schoolmate
      And Vera tells the story "How would you feel if a school friend you had lost touch with came to see you wearing your grandmother's long-lost necklace?"
      Then the Hero plays a man wearing a crown
      And the game waits for Oleg, Ann, Boris and Vera to set their discs

  @note:mood-x.example-of-play.5 @note:mood-x.example-of-play.6
  Rule: Oleg's turn scored: red guessed right scores 5, yellow 1, blue nothing, and Oleg 5
    The rulebook's example shows that yellow lies two steps from red and blue more than
    two: the disc the engine uses (see the scoring rules) is laid out to agree.

    Example: Oleg's turn scored as in the rulebook
      Given a Mood X game between Oleg, Ann, Boris and Vera
      And the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses yellow
      And Boris guesses blue
      And Vera guesses red
      Then Vera gains 5 points
      And Ann gains 1 point
      And Boris gains 0 points
      And Oleg gains 5 points
