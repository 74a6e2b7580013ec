@card:fickleness
Feature: Fickleness
  Blue, uncommon, value 0. Once in play, it finds the most common color or colors among
  all moods; every other mood of those colors goes back into its player's hand.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:fickleness.1
  Rule: When colors tie for most common, they all count

    Example: red and green tie with two moods each, and both go
      Given Bob has moods Boredom, Excitement, Laziness, Generosity and Complacency
      And Alice has Fickleness in hand
      When Alice plays Fickleness
      Then Bob's hand holds Boredom, Excitement, Laziness and Generosity
      And Bob has moods Complacency

  @note:fickleness.2
  Rule: Fickleness counts itself but never goes back itself

    Example: blue is most common; Indifference goes, Fickleness stays
      Given Alice has moods Indifference
      And Bob has moods Boredom
      And Alice has Fickleness in hand
      When Alice plays Fickleness
      Then Indifference is in Alice's hand
      And Alice has moods Fickleness
      And Bob has moods Boredom

  @note:fickleness.3
  Rule: A second Fickleness can send the first one back when blue is most common
    A Creativity played as a copy of Fickleness is a blue Fickleness; the first one is
    just another blue mood to it.

    Example: a copy of Fickleness sends the first back
      Given Alice played Fickleness
      And Bob has moods Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Fickleness
      Then Fickleness is in Alice's hand
      And Alice has moods Creativity
      And Bob has moods Boredom

  @note:fickleness.4
  Rule: Each mood goes into the hand of the player who has it now

    Example: the Excitement Bob took from Alice goes to Bob's hand
      Given Alice has moods Excitement
      And Bob has moods Boredom
      And Bob has Fear and Hate in hand
      And Bob played Guile
      And Alice has Fickleness in hand
      When Alice plays Fickleness
      Then Bob's hand holds Excitement, Boredom and Guile
      And Alice has moods Fickleness
