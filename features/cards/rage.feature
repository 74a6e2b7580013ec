@card:rage
Feature: Rage
  Red, uncommon, value 2. Its player may send every other mood worth 3 or less to the
  discard pile, all at once.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:rage.1
  Rule: Every other mood worth 3 or less goes, its player's own included, but not Rage
    Sending them is optional, but it can't be done by halves.

    Example: Alice's Charity and Bob's Courage go; Boredom and Rage stay
      Given Alice has moods Charity
      And Bob has moods Courage and Boredom
      And Alice has Rage in hand
      When Alice plays Rage
      And Alice chooses to discard them
      Then the discard pile holds Charity and Courage
      And Alice has moods Rage
      And Bob has moods Boredom

    Example: Alice may decline
      Given Bob has moods Courage
      And Alice has Rage in hand
      When Alice plays Rage
      And Alice chooses to keep them
      Then Bob has moods Courage

  @note:rage.2
  Rule: Every suppressed mood goes, being worth 0
    Values are read once, before anything leaves: here Pacifism goes too (it is worth 1),
    which doesn't save the Generosity it suppressed.

    Example: a suppressed Generosity goes with the Pacifism suppressing it
      Given Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      And Alice has Rage in hand
      When Alice plays Rage
      And Alice chooses to discard them
      Then the discard pile holds Generosity and Pacifism
      And Bob has moods Boredom

  @note:rage.3
  Rule: A second Rage sends the first one away
    The first Rage is worth 2, and only the new one is left out.

    Example: Alice's copy of Bob's Rage discards it
      Given Bob has moods Rage and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Rage
      And Alice chooses to discard them
      Then the discard pile holds Rage
      And Alice has moods Creativity
      And Bob has moods Boredom
