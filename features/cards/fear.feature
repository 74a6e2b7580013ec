@card:fear
Feature: Fear
  Blue, common, value 0. Its player may put another of their moods back into their hand,
  and may play an additional mood this turn.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:fear.1
  Rule: Each half is optional on its own

    Example: Alice keeps her moods and still plays an additional mood
      Given Alice has moods Boredom
      And Alice has Fear and Laziness in hand
      When Alice plays Fear
      And Alice chooses nothing
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Boredom, Fear and Laziness

    Example: Alice takes back Boredom and plays nothing more
      Given Alice has moods Boredom
      And Alice has Fear and Laziness in hand
      When Alice plays Fear
      And Alice chooses Boredom
      And Alice passes
      Then Alice's hand holds Boredom and Laziness
      And Alice has moods Fear

  @note:fear.2
  Rule: The additional mood may be the one just taken back, or another card

    Example: Alice plays Generosity again, this round
      Given Alice has moods Generosity
      And Alice has Fear and Laziness in hand
      When Alice plays Fear
      And Alice chooses Generosity
      And Alice plays Generosity
      And Alice chooses Bob
      Then Generosity is one of Alice's moods
      And Laziness is in Alice's hand

    Example: Alice plays a different card instead
      Given Alice has moods Generosity
      And Alice has Fear and Laziness in hand
      When Alice plays Fear
      And Alice chooses Generosity
      And Alice plays Laziness
      Then Generosity is in Alice's hand
      And Alice has moods Fear and Laziness

  @note:fear.3
  Rule: The mood goes back first; only then may the additional mood be played

    Example: Alice must decide about taking a mood back before she plays again
      Given Alice has moods Boredom
      And Alice has Fear and Laziness in hand
      When Alice plays Fear
      Then Alice cannot play Laziness because Alice must first decide (fear.text)
      And Alice may choose Boredom

  @note:fear.4
  Rule: Several additional moods may be played in any order

    Example: Alice has Hurt Feelings and plays Fear: two more moods, either first
      Given Alice has Hurt Feelings
      And Alice has Fear, Boredom and Laziness in hand
      When Alice plays Fear
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Fear, Boredom and Laziness
      And Alice may not play another mood
