@game:mood-x
Feature: A turn of Mood X
  The Hero turns over a card, the next two players decide who the card's characters are,
  the third tells a story, and then everyone sets their disc in secret.

  Background:
    Given a Mood X game between Oleg, Ann, Boris and Vera

  @note:mood-x.playing-the-game.1
  Rule: The Hero turns over the top card of the stack, for everyone to see

    Example: the first card of the stack is the turn's card
      Given the top card shows a crowned king and a shepherd girl
      Then the Hero turns over card 1
      And the stack holds 63 cards

  @note:mood-x.playing-the-game.2
  Rule: The player on the Hero's left picks the Hero's character, the next player says who the other one is
    The second character may be anyone: a made-up or historical figure, someone everybody
    knows, or one of the players; the engine takes any name.

    Example: the two deciders, one after the other
      Given the top card shows a crowned king and a shepherd girl
      When Ann decides that the Hero is a crowned king
      And Boris decides that the second character is Vera
      Then the Hero plays a crowned king
      And Vera is the Storyteller

    Example: only the player on the Hero's left picks the Hero's character
      Given the top card shows a crowned king and a shepherd girl
      Then Boris cannot decide that the Hero is a crowned king because Boris cannot do that now: the game waits for Ann

    Example: the second character is decided after the Hero's
      Then Boris cannot decide that the second character is a baker because it is not the time for that

  @note:mood-x.playing-the-game.3
  Rule: The third player tells a story that asks the Hero how they would feel
    The story must open with the question "How would you feel if ...?"; the engine checks
    the opening words and nothing else.

    Example: a story that asks the question is told
      Given the top card shows a crowned king and a shepherd girl
      When Ann decides that the Hero is a crowned king
      And Boris decides that the second character is a baker
      And Vera tells the story "How would you feel if the baker forgot your birthday cake?"
      Then the game waits for Oleg, Ann, Boris and Vera to set their discs

    Example: a story that does not ask is refused
      Given the top card shows a crowned king and a shepherd girl
      When Ann decides that the Hero is a crowned king
      And Boris decides that the second character is a baker
      Then Vera cannot tell the story "Once upon a time there was a baker." because the story must begin by asking the Hero how they would feel

    Example: only the third player tells the story
      Given the top card shows a crowned king and a shepherd girl
      When Ann decides that the Hero is a crowned king
      And Boris decides that the second character is a baker
      Then Ann cannot tell the story "How would you feel if it snowed?" because Ann cannot do that now: the game waits for Vera

  @note:mood-x.playing-the-game.4
  Rule: The Hero says how they would really feel, in secret, on the numbered disc

    Example: the Hero's choice stays secret while the others choose
      Given the characters are decided and the story is told
      When Oleg feels red
      Then the game waits for Ann, Boris and Vera to set their discs
      And no disc has been revealed

    Example: the Hero does not guess
      Given the characters are decided and the story is told
      Then Oleg cannot guess red because Oleg is the Hero: the Hero says how they feel, and does not guess

    Example: only the Hero sets the numbered disc
      Given the characters are decided and the story is told
      Then Ann cannot feel red because only the Hero (Oleg) says how they feel; Ann guesses

  @note:mood-x.playing-the-game.5
  Rule: The others guess in secret at the same time, and all discs are shown together
    The engine takes the discs in any order and shows nothing until the last one is set;
    until then a player may turn their disc again, as at the table.

    Example: nothing is shown until the last disc is set
      Given the characters are decided and the story is told
      When Ann guesses yellow
      And Vera guesses red
      And Oleg feels red
      Then no disc has been revealed
      And the game waits for Boris to set a disc
      When Boris guesses blue
      Then the discs are revealed: Oleg red, Ann yellow, Boris blue and Vera red

    Example: a disc may be turned again before the reveal
      Given the characters are decided and the story is told
      When Ann guesses yellow
      And Ann guesses orange
      And Oleg feels red
      And Boris guesses red
      And Vera guesses red
      Then the discs are revealed: Oleg red, Ann orange, Boris red and Vera red

    Example: nobody guesses before the story is told
      Then Ann cannot guess red because it is not the time for that

  @note:mood-x.winner.2
  Rule: The Hero is one of the two characters on the card, and only a person
    An animal, an object or a fairy-tale creature cannot be the Hero. The rulebook does not
    say what happens when a card shows no person at all; the engine sets such a card aside
    and the Hero turns over the next one, which keeps the turn going as the rulebook wants.

    Example: a character that is not on the card cannot be the Hero
      Given the top card shows a crowned king and a shepherd girl
      Then Ann cannot decide that the Hero is a pirate because the Hero must be one of the card's two characters

    Example: an animal on the card cannot be the Hero
      Given the top card shows a crowned king and a cat (an animal)
      Then Ann cannot decide that the Hero is a cat because the Hero cannot be a cat: it is an animal, not a person

    Example: a card without a person is set aside
      Given the top card shows a cat (an animal) and a teapot (an object)
      And the next card shows a queen and a gardener
      Then the Hero turns over card 2
      And the stack holds 62 cards

  @note:mood-x.winner.3
  Rule: Any player may play any person, and the Storyteller guesses like everyone else
    The engine knows nothing of the players' genders, so nothing stops a player from being
    a character of another gender. The Storyteller sets a disc and scores like the others
    (but see the rule on everyone guessing right).

    Example: the Storyteller's disc is awaited and scored
      Given the characters are decided and the story is told
      When Oleg feels red
      And Ann guesses red
      And Boris guesses blue
      Then the game waits for Vera to set a disc
      When Vera guesses orange
      Then Vera gains 3 points
