@card:wonder
Feature: Wonder
  Green, mythic rare, value 0. Its player chooses a color when playing it; Wonder is worth 2
  for each mood in play and each card in the discard pile of that color.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:wonder.1
  Rule: The color is chosen once, when Wonder is played, and stays

    Example: Alice names red; Wonder counts red moods and red cards
      Given Bob has moods Boredom and Fear
      And the discard pile holds Zeal, Anger and Hate
      And Alice has Wonder in hand
      When Alice plays Wonder
      And Alice chooses red
      Then Wonder's value is 6

    Example: next round Wonder still counts red
      Given Bob has moods Boredom and Fear
      And Alice has Wonder in hand
      When Alice plays Wonder
      And Alice chooses red
      And the round is scored
      Then Wonder's value is 2

    Example: back in the hand and played again, Wonder gets a new color
      Given Alice has moods Joy
      And Bob has moods Boredom
      And Alice played Wonder, choosing red
      And Alice has Fear in hand
      Then Wonder's value is 2
      When Alice plays Fear
      And Alice chooses Wonder
      And Alice plays Wonder
      And Alice chooses green
      Then Wonder's value is 4

  @note:wonder.2
  Rule: Every mood in play counts, whoever has it

    Example: Alice's and Bob's green moods, Wonder included
      Given Alice has moods Joy
      And Bob has moods Laziness and Boredom
      And Alice has Wonder in hand
      When Alice plays Wonder
      And Alice chooses green
      Then Wonder's value is 6

  @note:wonder.3
  Rule: Imagination changes the color of moods, never of cards in the discard pile
    Under Imagination naming red every mood is red; a blue card in the discard pile stays
    blue and does not count for red.

    Example: the red Imagination and Wonder count, the blue Fear in the discard pile doesn't
      Given the discard pile holds Fear and Zeal
      And Bob played Imagination, choosing red
      And Alice has Wonder in hand
      When Alice plays Wonder
      And Alice chooses red
      Then Wonder's value is 6

  @note:wonder.4
  Rule: A suppressed Wonder is worth 0, whatever it counts

    Example: suppressed while three green moods are in play
      Given Alice has moods Joy and Laziness
      And Bob played Wonder, choosing green
      And Alice played Pacifism, choosing Bob
      Then Wonder's value is 0
      And Wonder is suppressed
