@card:hesitation
Feature: Hesitation
  Blue, uncommon, value 2. Its player may choose one: one red or green mood goes back into
  its player's hand, or every red and green mood goes back into its player's hand.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Hesitation in hand

  @note:hesitation.1
  Rule: Choosing either is optional

    Example: Alice chooses neither
      Given Bob has moods Boredom
      When Alice plays Hesitation
      Then Alice may choose each of one red or green mood and all red and green moods
      When Alice chooses nothing
      Then Bob has moods Boredom

  @note:hesitation.2
  Rule: With the first choice, the mood may be one of Alice's own

    Example: Alice takes back her Laziness
      Given Alice has moods Laziness
      And Bob has moods Boredom
      When Alice plays Hesitation
      And Alice chooses one red or green mood
      Then Alice may choose each of Laziness and Boredom
      When Alice chooses Laziness
      Then Laziness is in Alice's hand
      And Bob has moods Boredom

  @note:hesitation.3
  Rule: With the second choice, every red and green mood goes, Alice's included

    Example: red and green moods of both players go back
      Given Alice has moods Laziness and Complacency
      And Bob has moods Boredom and Apathy
      When Alice plays Hesitation
      And Alice chooses all red and green moods
      Then Laziness is in Alice's hand
      And Boredom is in Bob's hand
      And Alice has moods Hesitation and Complacency
      And Bob has moods Apathy

  @note:hesitation.4
  Rule: A Hesitation made red or green by Imagination goes back too

    Example: every mood is red, so Hesitation goes back with the rest
      Given Bob has moods Apathy
      And Bob played Imagination, choosing red
      When Alice plays Hesitation
      And Alice chooses all red and green moods
      Then Hesitation is in Alice's hand
      And Bob's hand holds Apathy and Imagination

  @source:community-2026-12-01
  Rule: With the first choice a red or green mood must go back if one is in play; if none is, nothing does
    A players' question settled by the card's text (hesitation.text): the mood must be red
    or green: one must go back if there is one, and with none in play the first choice does
    nothing.

    Example: Alice picks the first choice with only a white mood in play
      Given Bob has moods Complacency
      When Alice plays Hesitation
      And Alice chooses one red or green mood
      And Alice passes
      Then Bob has moods Complacency
      And Bob has no cards in hand
      And it is Bob's turn

    Example: Alice picks the first choice and must send a mood back
      Given Bob has moods Boredom, Laziness and Complacency
      When Alice plays Hesitation
      And Alice chooses one red or green mood
      Then Alice cannot choose nothing (hesitation.text)
      When Alice chooses Boredom
      Then Boredom is in Bob's hand
