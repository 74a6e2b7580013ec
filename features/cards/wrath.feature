@card:wrath
Feature: Wrath
  Red, rare, value 0. Its player may send every other mood in play to the discard pile.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @source:reference-2026-11-30 @erratum
  Rule: Wrath is worth 0
    The reference's own ruling on the card data (no official note covers it, and neither the
    designers nor the publisher have ruled): the card notes print Wrath's value as the letter
    O instead of the number 0. We read it as a typing slip: the card's die shows 0, no rule
    gives a letter a value, and the catalogue and the engine read it as 0.

    Example: Wrath alone scores nothing
      Given Alice has Wrath in hand
      When Alice plays Wrath
      Then Wrath's value is 0
      When the round is scored
      Then Alice scored 0

  @note:wrath.1
  Rule: Sending the moods away is optional

    Example: Alice declines and every mood stays
      Given Alice has moods Boredom
      And Bob has moods Generosity
      And Alice has Wrath in hand
      When Alice plays Wrath
      And Alice chooses to keep them
      Then Alice has moods Boredom and Wrath
      And Bob has moods Generosity

  @note:wrath.2
  Rule: It is all or nothing: its player doesn't pick which moods go
    Every other mood goes, Wrath's player's own included.

    Example: Alice's and Bob's moods all go
      Given Alice has moods Boredom and Charity
      And Bob has moods Generosity and Apathy
      And Alice has Wrath in hand
      When Alice plays Wrath
      And Alice chooses to discard them
      Then the discard pile holds Boredom, Charity, Generosity and Apathy
      And Bob has no moods

  @note:wrath.3
  Rule: Wrath stays in play

    Example: Wrath is Alice's only mood afterwards
      Given Alice has moods Boredom
      And Bob has moods Generosity
      And Alice has Wrath in hand
      When Alice plays Wrath
      And Alice chooses to discard them
      Then Alice has moods Wrath

  @note:wrath.4
  Rule: A second Wrath sends the first one away, but not itself

    Example: Alice's copy of Bob's Wrath discards it
      Given Bob has moods Wrath and Generosity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Wrath
      And Alice chooses to discard them
      Then the discard pile holds Wrath and Generosity
      And Alice has moods Creativity
      And Bob has no moods
