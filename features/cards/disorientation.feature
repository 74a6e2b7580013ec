@card:disorientation
Feature: Disorientation
  Blue, rare, value 0. Its player may name a number; every other mood with that value
  goes back into its player's hand.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Disorientation in hand

  @note:disorientation.1
  Rule: Naming a number is optional

    Example: Alice names nothing
      Given Bob has moods Boredom
      When Alice plays Disorientation
      And Alice chooses nothing
      Then Bob has moods Boredom

  @note:disorientation.2
  Rule: Any whole number may be named, even one no mood has

    Example: Alice names 9 and nothing happens
      Given Bob has moods Boredom and Generosity
      When Alice plays Disorientation
      And Alice chooses 9
      Then Bob has moods Boredom and Generosity

  @note:disorientation.3
  Rule: The value that counts is the current one, not the printed die

    Example: Cheer, turned to 5, goes when 5 is named
      Given Alice has Boredom in hand
      And Bob has Laziness in hand
      And Bob played Cheer, choosing Laziness
      And Bob has moods Joy
      When Alice plays Disorientation
      And Alice chooses 5
      Then Cheer is in Bob's hand
      And Bob has moods Joy

  @note:disorientation.4
  Rule: Disorientation is never affected by itself

    Example: Alice names 0; Hate goes, Disorientation stays
      Given Bob has moods Hate
      When Alice plays Disorientation
      And Alice chooses 0
      Then Hate is in Bob's hand
      And Alice has moods Disorientation

  @note:disorientation.5
  Rule: A suppressed mood is worth 0, so naming 0 sends it back

    Example: the Generosity Pacifism suppresses goes back to Bob's hand
      Given Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      When Alice plays Disorientation
      And Alice chooses 0
      Then Generosity is in Bob's hand

  @note:disorientation.6
  Rule: A second Disorientation can send the first one back by naming 0

    Example: Alice's copy of Disorientation sends Bob's back
      Given Alice has moods Boredom
      And Bob played Disorientation, choosing nothing
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Disorientation
      And Alice chooses 0
      Then Bob's hand holds Disorientation
      And Bob has no moods
      And Alice has moods Creativity and Boredom

  @source:reference-2026-12-02
  Rule: Every player is told the number Disorientation's player chose
    The reference's own ruling. The number decides which moods go back, and moods are face
    up (rules.taking-a-turn.1), so the choice hides nothing (disorientation.text): every
    player is told it, whatever cards its player holds hidden in hand. A careful implementer
    who hides a pick of cards from a hidden hand might hide a number chosen by a player with
    cards in hand the same way; the example fails under that reading.

    Example: Alice names 2 while she holds Joy in hand, and Bob is told the number
      Given Alice has Joy in hand
      And Bob has moods Patience
      When Alice plays Disorientation
      And Alice chooses 2
      Then Alice is told what Alice chose
      And Bob is told what Alice chose

    Example: Alice names 0 with Joy and Fear still in hand, and Bob is told the number
      Given Alice has Joy and Fear in hand
      And Bob has moods Boredom
      When Alice plays Disorientation
      And Alice chooses 0
      Then Bob is told what Alice chose
      And Alice is told what Alice chose
