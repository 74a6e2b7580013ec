@card:bitterness
Feature: Bitterness
  Black, uncommon, value 0. Its player counts the colors of all moods; every other mood of
  the most common color (or colors, on a tie) goes into the discard pile, all at once.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Bitterness in hand

  @note:bitterness.1
  Rule: When colors tie for the most, moods of every one of them go

    Example: red and black tie with two moods each
      Given Bob has moods Boredom and Anger
      And Alice has moods Apathy and Laziness
      When Alice plays Bitterness
      Then the discard pile holds Boredom, Anger and Apathy
      And Alice has moods Laziness and Bitterness

  @note:bitterness.2
  Rule: Bitterness counts itself as a black mood, but never goes itself

    Example: Bitterness makes black the most common color and stays
      Given Bob has moods Boredom and Laziness
      And Alice has moods Apathy
      When Alice plays Bitterness
      Then the discard pile holds Apathy
      And Alice has moods Bitterness
      And Bob has moods Boredom and Laziness

  @note:bitterness.3
  Rule: When Imagination makes every mood one color, every mood but Bitterness goes

    Example: everything is green
      Given Bob has moods Boredom
      And Alice has moods Apathy
      And Bob played Imagination, choosing green
      When Alice plays Bitterness
      Then the discard pile holds Boredom, Apathy and Imagination
      And Alice has moods Bitterness
      And Bitterness is black

  @note:bitterness.4
  Rule: A Bitterness can send another Bitterness to the discard pile

    Example: Alice's copy of Bitterness sends Bob's Bitterness away
      Given Bob has moods Bitterness and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Bitterness
      Then the discard pile holds Bitterness
      And Creativity is a copy of Bitterness
      And Bob has moods Boredom

  @note:bitterness.5
  Rule: Suppressed moods count toward the most common color

    Example: Alice's suppressed Laziness makes green tie with red
      Given Bob has moods Boredom and Anger
      And Alice has moods Laziness and Cheer
      And Bob played Pacifism, choosing Alice then Laziness
      Then Laziness is suppressed
      When Alice plays Bitterness
      Then the discard pile holds Boredom, Anger, Laziness and Cheer
      And Bob has moods Pacifism
