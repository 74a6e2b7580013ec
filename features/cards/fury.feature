@card:fury
Feature: Fury
  Red, uncommon, value 4. Every player picks one of their highest value moods; then all the
  picked moods go to the discard pile at once.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Fury in hand

  @note:fury.1
  Rule: Fury goes itself when it is its player's highest value mood

    Example: Fury, worth 4, is above Alice's Charity
      Given Alice has moods Charity
      And Bob has moods Boredom and Courage
      When Alice plays Fury
      Then the discard pile holds Fury and Boredom
      And Alice has moods Charity
      And Bob has moods Courage

  @note:fury.2
  Rule: A player with several highest value moods picks which one goes

    Example: Bob picks Apathy over Boredom
      Given Alice has moods Generosity
      And Bob has moods Boredom, Apathy and Courage
      When Alice plays Fury
      Then Bob may choose each of Boredom and Apathy
      And Bob cannot choose Courage
      When Bob chooses Apathy
      Then the discard pile holds Generosity and Apathy
      And Bob has moods Boredom and Courage

  @note:fury.3
  Rule: The choices are made on the values as they stand, then everything goes at once
    Bob's Excitement is worth 6 because of Alice's black Apathy and Bob's green Laziness.
    Apathy leaving would drop it to 3, but it is chosen before anything leaves.

    Example: Excitement goes although Apathy goes with it
      Given Alice has moods Apathy
      And Bob has moods Excitement and Laziness
      When Alice plays Fury
      And Alice chooses Apathy
      Then the discard pile holds Apathy and Excitement
      And Alice has moods Fury
      And Bob has moods Laziness

  @source:community-2026-12-01
  Rule: A player with no moods puts nothing away, and the players after them still pick
    A players' question, settled by the card's text: every player picks one of their
    highest value moods (fury.text), so a player with none has nothing to pick, and that
    takes nothing from the turn of the players after them.

    Example: Bob has no moods; Carol, after him, still loses her Courage
      Given Carol has moods Courage
      When Alice plays Fury
      Then the discard pile holds Fury and Courage
      And Bob has no moods
      And Carol has no moods
