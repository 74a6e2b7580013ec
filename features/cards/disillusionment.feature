@card:disillusionment
Feature: Disillusionment
  White, rare, value 2. Starting on its player's left and going round the table, each
  player may name a color; then every other mood of a named color goes to the discard pile,
  all at once.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:disillusionment.1
  Rule: The player on the left of Disillusionment's player names a color first, then play goes clockwise

    Example: Bob names first, then Carol, then Alice
      Given Bob has moods Boredom
      And Carol has moods Laziness
      And Alice has Disillusionment in hand
      When Alice plays Disillusionment
      Then Bob may choose red
      When Bob chooses red
      Then Carol may choose green
      When Carol chooses green
      Then Alice may choose nothing
      When Alice chooses nothing
      Then the discard pile holds Boredom and Laziness

  @note:disillusionment.2
  Rule: Naming a color is optional for every player

    Example: nobody names a color and nothing leaves
      Given Bob has moods Boredom
      And Alice has Disillusionment in hand
      When Alice plays Disillusionment
      And Bob chooses nothing
      And Carol chooses nothing
      And Alice chooses nothing
      Then Bob has moods Boredom
      And the discard pile is empty

  @note:disillusionment.3
  Rule: Every player names their color before any mood leaves

    Example: Bob's red is named, but Boredom waits until everyone has named
      Given Bob has moods Boredom
      And Carol has moods Laziness
      And Alice has Disillusionment in hand
      When Alice plays Disillusionment
      And Bob chooses red
      Then Boredom is one of Bob's moods
      When Carol chooses nothing
      And Alice chooses green
      Then the discard pile holds Boredom and Laziness

  @note:disillusionment.4
  Rule: Moods that leave together are judged by their colors before any of them leaves
    Imagination leaving would give the other moods their own colors back, but it leaves at
    the same moment as they do, so it can't save them.

    Example: Imagination named blue, blue is named, and Boredom goes along with Imagination
      Given Bob has moods Boredom
      And Bob played Imagination, choosing blue
      And Alice has Disillusionment in hand
      When Alice plays Disillusionment
      And Bob chooses nothing
      And Carol chooses blue
      And Alice chooses nothing
      Then the discard pile holds Boredom and Imagination
      And Alice has moods Disillusionment

  @note:disillusionment.5
  Rule: Disillusionment stays in play, whatever colors are named

    Example: white is named; Complacency goes, Disillusionment stays
      Given Alice has moods Complacency
      And Alice has Disillusionment in hand
      When Alice plays Disillusionment
      And Bob chooses white
      And Carol chooses nothing
      And Alice chooses nothing
      Then Complacency is in the discard pile
      And Alice has moods Disillusionment

  @note:disillusionment.6
  Rule: A second Disillusionment can put the first one into the discard pile

    Example: Alice's copy of Bob's Disillusionment sends the original away
      Given Bob played Disillusionment, choosing nothing then nothing then nothing
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Disillusionment
      And Bob chooses white
      And Carol chooses nothing
      And Alice chooses nothing
      Then Disillusionment is in the discard pile
      And Creativity is a copy of Disillusionment
      And Alice has moods Creativity
