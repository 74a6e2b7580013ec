@card:rebellion
Feature: Rebellion
  Red, uncommon, value 2. Its player names 0, 1, 2 or 3, and every other mood with that
  value goes to the discard pile, all at once.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Rebellion in hand

  @note:rebellion.1
  Rule: A number must be named, even one that no mood has

    Example: Alice must name a number
      Given Bob has moods Boredom
      When Alice plays Rebellion
      Then Alice cannot choose nothing (rebellion.text)
      And Alice cannot choose 1 and 3 together (rebellion.text)
      When Alice chooses 3
      Then Bob has moods Boredom
      And the discard pile is empty

  @note:rebellion.2
  Rule: Naming 0 sends every suppressed mood away

    Example: a suppressed Generosity goes, the Pacifism worth 1 stays
      Given Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      When Alice plays Rebellion
      And Alice chooses 0
      Then the discard pile holds Generosity
      And Alice has moods Pacifism and Rebellion

  @note:rebellion.3
  Rule: Naming 2 doesn't send Rebellion itself away

    Example: Bob's Instability goes, Rebellion stays
      Given Bob has moods Instability and Boredom
      When Alice plays Rebellion
      And Alice chooses 2
      Then the discard pile holds Instability
      And Alice has moods Rebellion

  @note:rebellion.4
  Rule: Every other mood with the value goes; nobody picks which

    Example: all three moods worth 1 go, Alice's own included
      Given Alice has moods Charity
      And Bob has moods Courage, Pacifism and Boredom
      When Alice plays Rebellion
      And Alice chooses 1
      Then the discard pile holds Charity, Courage and Pacifism
      And Bob has moods Boredom

  @note:rebellion.5
  Rule: A second Rebellion can send the first one away, but not itself

    Example: Alice's copy of Bob's Rebellion names 2
      Given Bob has moods Rebellion and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Rebellion
      And Alice chooses 2
      Then the discard pile holds Rebellion
      And Alice has moods Creativity
      And Creativity's value is 2

  @source:community-2026-12-01
  Rule: The number is one of 0, 1, 2 and 3, nothing higher
    A players' question settled by the card's text (rebellion.text): it names the four
    numbers its player chooses from, so a higher one is refused, even when a mood has it.

    Example: Alice cannot name 4, though Bob's Regret is worth 4
      Given Bob has moods Regret
      When Alice plays Rebellion
      Then Regret's value is 4
      And Alice cannot choose 4 (rebellion.text)
      And Alice cannot choose -1 (rebellion.text)
      And Alice may choose 3
      When Alice chooses 3
      Then Bob has moods Regret

    Example: Alice names 0, the lowest, and Bob's Fear goes
      Given Bob has moods Fear and Boredom
      When Alice plays Rebellion
      Then Alice may choose 0
      When Alice chooses 0
      Then the discard pile holds Fear
      And Bob has moods Boredom
