@card:imagination
Feature: Imagination
  Blue, uncommon, value 3. Its player chooses a color; while it is in play every mood is
  that color and no other.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:imagination.1
  Rule: A color must be chosen

    Example: choosing is not optional
      Given Alice has Imagination in hand
      When Alice plays Imagination
      Then Alice may choose each of white, blue, black, red and green
      And Alice cannot choose nothing

    Example: every mood takes the chosen color
      Given Bob has moods Boredom and Laziness
      And Alice has Imagination in hand
      When Alice plays Imagination
      And Alice chooses white
      Then Boredom is white
      And Laziness is white
      And Imagination is white

  @note:imagination.2
  Rule: Only moods change color; cards in hands, the deck and the discard pile keep their own

    Example: under a white Imagination, cards in a hand, the deck and the discard pile keep their printed colors
      Given Bob has moods Boredom
      And Bob has Laziness in hand
      And the discard pile holds Hate
      And the deck holds Fear (top first)
      And Alice played Imagination, choosing white
      Then Boredom is white
      And Laziness is green
      And Hate is black
      And Fear is blue

    Example: a mood gets its own color back when it leaves play
      Given Bob has moods Boredom
      And Alice played Imagination, choosing white
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Boredom
      Then Boredom is red

  @note:imagination.3
  Rule: A later Imagination overrides an earlier one

    Example: a copy of Imagination played later wins
      Given Bob has moods Boredom
      And Bob played Imagination, choosing red
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Imagination
      And Alice chooses green
      Then Boredom is green
      And Imagination is green
      And Creativity is green

    Example: when the later one leaves, the earlier one applies again
      Given Bob has moods Boredom
      And Bob played Imagination, choosing red
      And Alice played Creativity, choosing Imagination then green
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Creativity
      Then Boredom is red
