@card:chaos
Feature: Chaos
  Red, mythic rare, value 6. Every mood in play, Chaos included, is shuffled together and
  dealt out one at a time, starting with Chaos's player and going in turn order. The moods
  change players for good, keep everything about them, and their "After playing this mood"
  effects don't happen again.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Chaos in hand

  @note:chaos.1
  Rule: Dealt moods keep their value and their suppression

    Example: Bob's Cheer, turned to 5, is still worth 5 once dealt to Alice
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      When Alice plays Chaos
      And the random order is Cheer then Chaos
      Then Cheer is one of Alice's moods
      And Chaos is one of Bob's moods
      And Cheer's value is 5

    Example: a suppressed Generosity stays suppressed, and Pacifism suppresses nothing new
      Given Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      When Alice plays Chaos
      And the random order is Generosity then Pacifism then Chaos then Boredom
      Then Alice has moods Generosity and Chaos
      And Bob has moods Pacifism and Boredom
      And Generosity is suppressed
      And Boredom is not suppressed

  @note:chaos.2
  Rule: Dealt moods belong to the players they were dealt to
    A mood that goes back to a hand goes to the hand of the player who has it now, not of
    the player who played it.

    Example: Bob, dealt Alice's Charity, picks it up into his own hand with Thrill
      Given Alice has moods Charity
      And Bob has Thrill in hand
      When Alice plays Chaos
      And the random order is Chaos then Charity
      And Alice passes
      And Bob plays Thrill
      And Bob chooses Charity
      Then Charity is in Bob's hand

  @note:chaos.3
  Rule: Played as the only mood in play, Chaos is dealt straight back to its player

    Example: the first card of the game
      When Alice plays Chaos
      Then Alice has moods Chaos
      And Bob has no moods
