@card:wrath
Feature: Wrath
  Red, rare, value 0. Its player may send every other mood in play to the discard pile.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @source:reference-2026-11-30 @erratum
  Rule: Wrath is worth 0
    The reference's own ruling on the card data, where the sources are silent: no note, no
    rule and no ruling from the designers gives Wrath's value. The one place it is printed,
    the line of dice at the head of Wrath's notes, shows the letter O in brackets where
    every other card shows a die. A card's value is the die in its top right corner
    (rules.anatomy-of-a-card.4); the dice symbols stand for the numbers 0 to 6, and two of
    them side by side for 7 to 12 (glossary.0-1-2-3-4-5-6); no rule gives a letter a value.
    The only die that looks like that letter is the 0, so we read the O as a typing slip for
    a 0, and a white one, since Wrath's text never changes its value (wrath.text).

    The other readings are a different number lost in printing (nothing points to any one),
    or a card without a value (which the rules never allow: every card has its die). The
    first example fails under any value but 0: Wrath alone scores nothing. The second fails
    under any value above 1: Wrath has a 0 in its top right corner, so Validation gives
    Alice an additional mood for it.

    Example: Wrath alone scores nothing
      Given Alice has Wrath in hand
      When Alice plays Wrath
      Then Wrath's value is 0
      And Wrath has a white die
      When the round is scored
      Then Alice scored 0

    Example: Validation gives Alice an additional mood for Wrath's 0
      Given Alice has moods Validation
      And Alice has Wrath and Boredom in hand
      When Alice plays Wrath
      And Alice chooses to keep them
      Then Alice may play Boredom

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
