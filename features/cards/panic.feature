@card:panic
Feature: Panic
  Blue, common, value 1. Its player chooses up to two players; for each, one of that
  player's moods goes back into that player's hand. Panic can't send itself back.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:panic.1
  Rule: Zero, one or two players may be chosen

    Example: no player
      Given Alice has Panic in hand
      And Bob has moods Generosity
      When Alice plays Panic
      And Alice chooses nothing
      Then Bob has moods Generosity

    Example: two players, one mood each
      Given Alice has Panic in hand
      And Bob has moods Generosity
      And Carol has moods Boredom and Laziness
      When Alice plays Panic
      And Alice chooses Bob and Carol
      And Alice chooses Laziness
      Then Generosity is in Bob's hand
      And Laziness is in Carol's hand
      And Carol has moods Boredom

  @note:panic.2
  Rule: Panic's player may choose themself

    Example: Alice takes back her own Generosity
      Given Alice has Panic in hand
      And Alice has moods Generosity
      When Alice plays Panic
      And Alice chooses Alice
      Then Generosity is in Alice's hand
      And Alice has moods Panic

  @note:panic.3
  Rule: A mood goes to the hand of the player who has it now, not of the one who played it

    Example: the Charity Bob took with Guile goes to Bob's hand
      Given Alice has moods Charity
      And Bob has Fear and Hate in hand
      And Bob played Guile
      And Alice has Panic in hand
      When Alice plays Panic
      And Alice chooses Bob
      And Alice chooses Charity
      Then Charity is in Bob's hand
      And Bob has moods Guile

  @note:panic.4
  Rule: Panic can't send itself back, but a second Panic can send back the first
    A Creativity played as a copy of Panic is a second Panic: the first one is just
    another mood to it.

    Example: Alice's Panic is not among her moods to choose
      Given Alice has Panic in hand
      And Alice has moods Boredom and Laziness
      When Alice plays Panic
      And Alice chooses Alice
      Then Alice may choose each of Boredom and Laziness
      And Alice cannot choose Panic

    Example: a copy of Panic sends the first Panic back
      Given Alice has moods Boredom
      And Alice played Panic, choosing nothing
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Panic
      And Alice chooses Alice
      Then Alice may choose each of Panic and Boredom
      And Alice cannot choose Creativity
      When Alice chooses Panic
      Then Panic is in Alice's hand
      And Alice has moods Creativity and Boredom
