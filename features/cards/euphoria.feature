@card:euphoria
Feature: Euphoria
  Green, rare, value 0, plus 1 for each mood in play, its own and other players' included.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:euphoria.1
  Rule: A mood that is played counts before its "After playing this mood" effect happens
    Euphoria's value is read again as soon as a mood enters play, so the mood's own effect
    already sees Euphoria one higher.

    Example: Courage makes Bob's Euphoria 5, then puts it into the discard pile
      Given Bob has moods Euphoria, Boredom and Laziness
      And Alice has moods Joy
      And Alice has Courage in hand
      Then Euphoria's value is 4
      When Alice plays Courage
      Then Euphoria's value is 5
      When Alice chooses Bob
      Then Euphoria is in the discard pile

  @note:euphoria.2
  Rule: A suppressed Euphoria is worth 0, however many moods are in play

    Example: suppressed among four moods
      Given Bob has moods Euphoria
      And Alice has moods Joy, Boredom and Laziness
      And Alice played Pacifism, choosing Bob
      Then Euphoria's value is 0
      And Euphoria is suppressed
